import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { ConsoleOrder } from '@chapkhana/shared/orders';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { secondaryButtonClass } from '@/components/ui/field';
import { useCollectCashMutation } from '@/features/orders/api/collect-cash';
import { failureText } from '@/lib/api-failure';
import { consoleOrderFigures } from '@/features/orders/utils/figures';

/**
 * Cash on delivery: the admin records the cash as collected, after confirming the amount. Its
 * own step: marking the order delivered never does it.
 */
export function CashCollectedButton({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const [collect, { isLoading }] = useCollectCashMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (
    order.payment_method !== 'cod' ||
    order.payment_status !== 'unpaid' ||
    order.delivery_status === 'cancelled'
  )
    return null;
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        data-testid="cash-collected"
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {t('orders.cash.button')}
      </button>
      {asking ? (
        <ConfirmDialog
          testId="cash-confirm"
          title={t('orders.cash.title', { number: order.orderNumber })}
          confirmLabel={t('orders.cash.action')}
          busy={isLoading}
          failure={failure}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            collect(order._id)
              .unwrap()
              .then(() => {
                toast.success(t('orders.updated'));
                setAsking(false);
              })
              .catch((error: unknown) =>
                setFailure(failureText(error, (key, values) => t(key, values))),
              );
          }}
        >
          {t('orders.cash.body', {
            amount: t('money.iqd', { amount: consoleOrderFigures(order).cashToCollect }),
          })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
