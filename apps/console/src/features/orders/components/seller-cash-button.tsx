import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SellerOrder } from '@chapkhana/shared/orders';
import { useCollectPartCashMutation } from '@/features/orders/api/collect-part-cash';
import { ConfirmStepButton } from '@/components/ui/confirm-step-button';
import { sellerOrderFigures } from '@/features/orders/utils/figures';

/**
 * The seller confirms its parcel's cash as collected, for exactly its own amount, once the
 * parcel left (issue 36); the order is paid when every parcel's cash is in.
 */
export function SellerCashButton({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  const [collect, { isLoading }] = useCollectPartCashMutation();
  const sent = order.delivery_status === 'on way' || order.delivery_status === 'delivered';
  if (!sent || Number(order.parcel.cash_to_collect) <= 0) return null;
  const amount = t('money.iqd', { amount: sellerOrderFigures(order).cashToCollect });
  return (
    <ConfirmStepButton
      testId="part-cash-collected"
      dialogTestId="part-cash-confirm"
      label={t('orders.partCash.button')}
      title={t('orders.partCash.title', { number: order.orderNumber })}
      confirmLabel={t('orders.partCash.action')}
      busy={isLoading}
      record={() => collect({ id: order._id, amount: order.parcel.amount }).unwrap()}
      body={<bdi>{t('orders.partCash.body', { amount })}</bdi>}
    />
  );
}
