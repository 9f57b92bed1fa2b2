import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api-client';

/** The console's Redux store: the RTK Query cache. In lib/ so that features may name its dispatch. */
export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
