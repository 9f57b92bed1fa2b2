import { Suspense, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/app/store';
import { Toaster } from '@/components/ui/toaster';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';

/**
 * App-wide providers. The Suspense boundary holds the first paint until the reading
 * language's translations have loaded, so raw keys never flash. A server-rendered page brings
 * its own store, holding the answers the server rendered with.
 */
export function AppProvider({ store: given, children }: { store?: AppStore; children: ReactNode }) {
  const [store] = useState(() => given ?? makeStore());
  return (
    <Provider store={store}>
      <Suspense fallback={<FullPageSpinner />}>
        {children}
        <Toaster />
      </Suspense>
    </Provider>
  );
}
