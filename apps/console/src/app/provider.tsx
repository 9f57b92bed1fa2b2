import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { followOtherTabs } from '@/lib/forget-sign-in';
import { makeStore } from '@/lib/store';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';

/** App-wide providers; Suspense holds the first paint until the translations have loaded. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  // Sign-ins and sign-outs of the browser's other tabs: this one follows them.
  useEffect(() => {
    return followOtherTabs(store.dispatch);
  }, [store]);
  return (
    <Provider store={store}>
      <Suspense fallback={<FullPageSpinner />}>
        {children}
        <Toaster position="top-center" />
      </Suspense>
    </Provider>
  );
}
