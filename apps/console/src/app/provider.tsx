import { Suspense, useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { makeStore } from '@/lib/store';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';

/** App-wide providers; Suspense holds the first paint until the translations have loaded. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <Suspense fallback={<FullPageSpinner />}>
        {children}
        <Toaster position="top-center" />
      </Suspense>
    </Provider>
  );
}
