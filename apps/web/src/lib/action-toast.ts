import type { ShownMessage } from '@/lib/api-failure';
import { toast } from '@/lib/toast';

/**
 * Toasts of one action (adding to the cart, saving an address…). Its errors share one id, so a
 * repeated failure replaces the last instead of stacking, and its success dismisses an error
 * still showing: an old "choose a quantity" beside "Added to your cart" read as both at once
 * (issue 18.10a).
 */
export function actionToast(action: string) {
  const errorId = `${action}:error`;
  return {
    error: (message: string) => toast.error(message, { id: errorId }),
    /**
     * A failed call's message (by its code, in the reading language: lib/api-failure.ts). That
     * code and the catalogue of codes load with the first failure, not with every page.
     */
    failure: (error: unknown, shownText: (message: ShownMessage) => string) =>
      import('@/lib/api-failure').then(({ failureMessage }) =>
        toast.error(shownText(failureMessage(error)), { id: errorId }),
      ),
    success: (message: string) => {
      toast.dismiss(errorId);
      return toast.success(message);
    },
  };
}
