import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addToWishlistApi } from '@/features/cart/api/add-to-wishlist';
import { cartApi } from '@/features/cart/api/get-cart';
import { wishlistApi } from '@/features/cart/api/get-wishlist';
import { removeWishlistItemApi } from '@/features/cart/api/remove-wishlist-item';
import { customerSignedOut } from '@/lib/session-events';

/**
 * The cart and wishlist counters the header and the mobile shortcut bar show. Field names
 * follow the card state of docs/storefront.md §3. The server is the truth: every cart or wishlist fetch
 * replaces them (docs/storefront.md §4), and mutations refetch through their cache tags.
 */
export interface CartState {
  /** Units the customer can buy now (spec: buy_product_item drives the cart badge). */
  buy_product_item: number;
  wishlist_count: number;
}

const initialState: CartState = { buy_product_item: 0, wishlist_count: 0 };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartCountsReceived(state, action: PayloadAction<Partial<CartState>>) {
      Object.assign(state, action.payload);
    },
    cartCountsReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      // Logging out resets both counters (docs/storefront.md §4: "a reset sets both to zero").
      .addCase(customerSignedOut, () => initialState)
      .addMatcher(cartApi.endpoints.getCart.matchFulfilled, (state, { payload }) => {
        state.buy_product_item = payload.buy_product_item;
      })
      .addMatcher(wishlistApi.endpoints.getWishlist.matchFulfilled, (state, { payload }) => {
        state.wishlist_count = payload.wishlistCount;
      })
      // docs/storefront.md §4: adding raises the wishlist count by one, removing lowers it by one, at once;
      // the refetch the tags cause then confirms the number. (A cart add is counted in units,
      // which only the server's answer knows, so the cart badge waits for the refetch.)
      .addMatcher(addToWishlistApi.endpoints.addToWishlist.matchFulfilled, (state, { payload }) => {
        // A product that was already saved adds no line.
        if (payload.added) state.wishlist_count += 1;
      })
      .addMatcher(removeWishlistItemApi.endpoints.removeWishlistItem.matchFulfilled, (state) => {
        state.wishlist_count = Math.max(0, state.wishlist_count - 1);
      });
  },
});

export const { cartCountsReceived, cartCountsReset } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** Selects the counters from any store that mounts this slice under `cart`. */
export const selectCartCounts = (state: { cart: CartState }) => state.cart;
