import type HotToast from 'react-hot-toast';
import type { Toaster as HotToaster } from 'react-hot-toast';

// react-hot-toast (2.4 KB gzip) is not on any page's first load: its code arrives at the first
// toast, or at the reader's first touch or key press (rendering/page-settled.ts's onFirstInteraction,
// via the app's Toaster), whichever comes first. A toast asked for before that is kept and shown as soon as the code is there.

interface ToastModule {
  toast: typeof HotToast;
  Toaster: typeof HotToaster;
}

let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
/** Toasts asked for before the code had loaded, in order, with the id each was given. */
let waiting: { id?: string; show: (toast: typeof HotToast) => void }[] = [];
const listeners = new Set<() => void>();

/** Loads react-hot-toast (once), then shows what waited for it and tells the Toaster. */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('react-hot-toast').then(({ default: toast, Toaster }) => {
    loaded = { toast, Toaster };
    const queued = waiting;
    waiting = [];
    for (const { show } of queued) show(toast);
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

function withToast(id: string | undefined, show: (toast: typeof HotToast) => void): void {
  if (loaded) {
    show(loaded.toast);
    return;
  }
  waiting.push({ id, show });
  void loadToasts();
}

/** The toast options the shop uses: an id keeps a repeated toast from stacking. */
export interface ShopToastOptions {
  id?: string;
}

/**
 * The shop's toasts (react-hot-toast's `toast`, loaded at the first use). Each call shows its
 * toast at once when the code is there, else as soon as it has loaded.
 */
export const toast = Object.assign(
  (message: string) => withToast(undefined, (hot) => hot(message)),
  {
    success: (message: string, options?: ShopToastOptions) =>
      withToast(options?.id, (hot) => hot.success(message, options)),
    error: (message: string, options?: ShopToastOptions) =>
      withToast(options?.id, (hot) => hot.error(message, options)),
    /**
     * Dismisses a toast (all of them without an id). Before the code has loaded nothing is shown:
     * the dismissed toasts leave the queue and are never drawn (shown then dismissed, a toast
     * would still be drawn and play its way out), and there is nothing to load for.
     */
    dismiss: (id?: string) => {
      if (loaded) loaded.toast.dismiss(id);
      else waiting = id === undefined ? [] : waiting.filter((waiter) => waiter.id !== id);
    },
  },
);

/** Whether react-hot-toast's code has loaded (the Toaster is drawn from then on). */
export function toastsLoaded(): boolean {
  return loaded !== undefined;
}

/** Calls `onLoad` when react-hot-toast's code has loaded (for useSyncExternalStore). */
export function subscribeToToastLoading(onLoad: () => void): () => void {
  listeners.add(onLoad);
  return () => listeners.delete(onLoad);
}
