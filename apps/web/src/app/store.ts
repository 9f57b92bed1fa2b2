import { configureStore } from '@reduxjs/toolkit';
import { cartReducer } from '@/features/cart/store/cart-slice';
import { chatReducer } from '@/features/chat/store/chat-slice';
import { api, type ApiExtra } from '@/lib/api-client';

/** Builds the storefront's Redux store: the RTK Query cache, the cart counters and chat presence. */
export function makeStore(extra: ApiExtra = {}) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      cart: cartReducer,
      chat: chatReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
