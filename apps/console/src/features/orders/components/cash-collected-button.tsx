import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ConsoleOrder } from '@chapkhana/shared/orders';
import { useCollectCashMutation } from '@/features/orders/api/collect-cash';
import { ConfirmStepButton } from '@/components/ui/confirm-step-button';
import { consoleOrderFigures } from '@/features/orders/utils/figures';

/**
 * Cash on delivery: the admin records the cash as collected, after confirming the amount. Its
 * own step: marking the order delivered never does it.
 */
export function CashCollectedButton({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const [collect, { isLoading }] = useCollectCashMutation();
  if (
    order.payment_method !== 'cod' ||
    order.payment_status !== 'unpaid' ||
    order.delivery_status === 'cancelled'
  )
    return null;
  return (
    <ConfirmStepButton
      testId="cash-collected"
      dialogTestId="cash-confirm"
      label={t('orders.cash.button')}
      title={t('orders.cash.title', { number: order.orderNumber })}
      confirmLabel={t('orders.cash.action')}
      busy={isLoading}
      record={() => collect(order._id).unwrap()}
      body={t('orders.cash.body', {
        amount: t('money.iqd', { amount: consoleOrderFigures(order).cashToCollect }),
      })}
    />
  );
}
