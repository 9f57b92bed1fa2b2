import { useEffect, useSyncExternalStore } from 'react';
import { onFirstInteraction, partLoadedLater } from '@/rendering';
import { loadToasts, subscribeToToastLoading, toastsLoaded } from '@/lib/toast';

// Drawn only once loadToasts has loaded react-hot-toast, so its code is there at once (the same
// module: this import does not fetch it again).
const HotToaster = partLoadedLater(async () => (await import('react-hot-toast')).Toaster, {
  when: 'drawn',
});
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
  // react-hot-toast's default durations are those of docs/storefront.md §9; keep them.
  return <HotToaster position="top-right" />;
}
