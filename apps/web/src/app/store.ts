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
    // A page's store on the server lives for one drawing and nobody listens to it: batching its
    // listeners' calls (a timer per batch there, with no animation frames) is work for nothing.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: !import.meta.env.SSR }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
