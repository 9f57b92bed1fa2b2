import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/** "Your order has been placed: Order #1001" — the way back to the order just placed. */
export function PlacedOrderLink({
  orderId,
  orderNumber,
}: {
  orderId: string;
  /** Once the order has loaded. */
  orderNumber?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-col items-center gap-2">
      <p className="text-slate-700">{t('checkout.orderPlaced')}</p>
      <Link
        to={paths.orderDetails(orderId)}
        data-testid="shipping-placed-order"
        className={buttonStyles.primary}
      >
        {orderNumber === undefined
          ? t('orders.viewDetails')
          : t('checkout.orderNumber', { number: orderNumber })}
      </Link>
    </div>
  );
}
