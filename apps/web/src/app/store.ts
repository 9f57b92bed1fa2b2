import { configureStore } from '@reduxjs/toolkit';
import { cartReducer } from '@/features/cart/store/cart-slice';
import { api } from '@/lib/api-client';

/** Builds the storefront's Redux store: the RTK Query cache plus the cart counters. */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      cart: cartReducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
