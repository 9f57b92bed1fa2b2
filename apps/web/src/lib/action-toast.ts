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
    success: (message: string) => {
      toast.dismiss(errorId);
      return toast.success(message);
    },
  };
}
