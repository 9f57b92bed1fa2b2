import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { pageSettled } from '@/lib/page-settled';
import { loadToasts, subscribeToToastLoading, toastsLoaded } from '@/lib/toast';

// Drawn only once loadToasts has loaded the code, so it never waits here.
const HotToaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));
const serverSnapshot = () => false;

/**
 * Where the shop's toasts appear (lib/toast.ts). Nothing is drawn until react-hot-toast has
 * loaded: at the first toast, or once the page has settled, so it is ready before a reader acts.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribeToToastLoading, toastsLoaded, serverSnapshot);
  useEffect(() => {
    void pageSettled().then(loadToasts);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {/* react-hot-toast's default durations are the spec's (§9); keep them. */}
      <HotToaster position="top-right" />
    </Suspense>
  );
}
