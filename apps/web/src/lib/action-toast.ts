import type { ShownMessage } from '@/lib/api-failure';
import { loadErrorTexts } from '@/lib/error-texts';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * Toasts of one action (adding to the cart, saving an address…). Its errors share one id, so a
 * repeated failure replaces the last instead of stacking, and its success dismisses an error
 * still showing: an old "choose a quantity" beside "Added to your cart" read as both at once
 * (issue 18.10a).
 */
export function actionToast(action: string) {
  const errorId = `${action}:error`;
  /** Counts what the action said, so a failure's message still loading is dropped once outdated. */
  let said = 0;
  return {
    error: (message: string) => {
      said += 1;
      return toast.error(message, { id: errorId });
    },
    /**
     * A failed call's message (by its code, in the reading language: lib/api-failure.ts). That
     * code and the catalogue of codes load with the first failure, not with every page, and it
     * waits for the error texts (lib/error-texts.ts); should they not load (offline, the
     * likeliest failure), it says the shop could not be reached. A
     * success or another message said meanwhile wins: the failure is not shown after it.
     */
    failure: (error: unknown, shownText: (message: ShownMessage) => string): Promise<void> => {
      said += 1;
      const mine = said;
      return Promise.all([import('@/lib/api-failure'), loadErrorTexts(i18n)]).then(
        ([{ failureMessage }]) => {
          if (mine === said) toast.error(shownText(failureMessage(error)), { id: errorId });
        },
        () => {
          if (mine === said)
            toast.error(shownText({ key: 'apiErrors.unreachable' }), { id: errorId });
        },
      );
    },
    success: (message: string) => {
      said += 1;
      toast.dismiss(errorId);
      return toast.success(message);
    },
  };
}
