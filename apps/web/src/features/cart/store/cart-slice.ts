import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { customerSignedOut } from '@/lib/session-events';

/**
 * The cart and wishlist counters the header and the mobile shortcut bar show. Field names
 * follow the spec's card state (§3); the cart and wishlist features fill them.
 */
export interface CartState {
  /** Number of items in the cart (spec: buy_product_item drives the cart badge). */
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
  // Logging out resets both counters (spec §4: "a reset sets both to zero").
  extraReducers: (builder) => {
    builder.addCase(customerSignedOut, () => initialState);
  },
});

export const { cartCountsReceived, cartCountsReset } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** Selects the counters from any store that mounts this slice under `cart`. */
export const selectCartCounts = (state: { cart: CartState }) => state.cart;
