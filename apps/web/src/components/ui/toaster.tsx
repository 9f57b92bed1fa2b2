import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onFirstInteraction } from '@/rendering';
import { loadToasts, subscribeToToastLoading, toastsLoaded } from '@/lib/toast';

// Drawn only once loadToasts has loaded the code, so it never waits here.
const HotToaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));
const serverSnapshot = () => false;

/**
 * Where the shop's toasts appear (lib/toast.ts). Nothing is drawn until react-hot-toast has
 * loaded: at the first toast, or at the reader's first touch or key press, so it is ready when
 * an action answers (not right after load, where its loading and first drawing were one more
 * long task in Lighthouse's blocking time).
 */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribeToToastLoading, toastsLoaded, serverSnapshot);
  useEffect(() => {
    const stop = onFirstInteraction(() => void loadToasts());
    return stop;
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {/* react-hot-toast's default durations are those of docs/storefront.md §9; keep them. */}
      <HotToaster position="top-right" />
    </Suspense>
  );
}
