import { useCallback, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelOrderMutation } from '@/features/orders/api/cancel-order';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';

const feedback = actionToast('cancel-order');

/** Cancels a pending, unpaid order after the customer confirms it in a dialog. */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const [open, setOpen] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const close = useCallback(() => setOpen(false), []);

  const onConfirm = async () => {
    try {
      await cancelOrder(orderId).unwrap();
      feedback.success(shownText({ key: 'orders.messages.cancelled' }));
    } catch (error) {
      void feedback.failure(error, shownText);
    }
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        data-testid="cancel-order"
        onClick={() => setOpen(true)}
        className="flex h-11 items-center justify-center rounded-md px-4 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
      >
        {t('orders.cancel')}
      </button>
      <ConfirmDialog
        open={open}
        testId="cancel-order-dialog"
        title={t('orders.cancelTitle')}
        body={t('orders.cancelBody')}
        confirmLabel={t('orders.cancelConfirm')}
        cancelLabel={t('orders.cancelKeep')}
        pending={isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={close}
      />
    </>
  );
}
