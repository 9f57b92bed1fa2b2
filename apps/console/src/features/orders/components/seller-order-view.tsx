import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { SellerOrder } from '@chapkhana/shared/orders';
import { formatPrice, formatRoundedDinar } from '@chapkhana/shared/pricing';
import { capabilityToSetStatus, roleCan, type ShopRole } from '@chapkhana/shared/shop-roles';
import { paths } from '@/config/paths';
import { useGetSellerPrintJobsQuery } from '@/features/orders/api/get-seller-print-jobs';
import { useSetSellerOrderStatusMutation } from '@/features/orders/api/set-seller-order-status';
import { OrderFigures } from '@/features/orders/components/order-figures';
import { SellerCashButton } from '@/features/orders/components/seller-cash-button';
import { OrderHeading } from '@/features/orders/components/order-heading';
import { OrderLines } from '@/features/orders/components/order-lines';
import { OrderPeople } from '@/features/orders/components/order-people';
import { PickupNote } from '@/features/orders/components/pickup-note';
import { OrderStatusControl } from '@/features/orders/components/order-status-control';
import { OrderStatusPanel } from '@/features/orders/components/order-status-panel';
import { PrintJobsSection } from '@/features/orders/components/print-jobs-section';
import { usePrintJobEvents } from '@/features/orders/hooks/use-print-job-events';
import { sellerOrderFigures } from '@/features/orders/utils/figures';
import { sellerPartNextStatuses } from '@/features/orders/utils/next-statuses';
import {
  hasPrintLines,
  PRODUCTION_STATUSES,
  waitingForProofApproval,
} from '@/features/orders/utils/print-hold';
import { toastFailure } from '@/lib/api-failure';
import { useLocalisedName } from '@/lib/use-localised';

/** The seller's order page and job sheet: its own lines only, where to deliver and its status control. */
export function SellerOrderView({
  order,
  delivery,
  role = 'owner',
}: {
  order: SellerOrder;
  /**
   * The signed-in member's role: what it may do here (shop-roles.ts; the owner's page when not
   * told); the API refuses the rest whatever the page shows.
   */
  role?: ShopRole | null;
  /** How the part leaves (courier hand-over, own delivery, waybill), composed by the route. */
  delivery?: ReactNode;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [setStatus, { isLoading }] = useSetSellerOrderStatusMutation();
  const printed = hasPrintLines(order.products);
  const printJobs = useGetSellerPrintJobsQuery(order._id, { skip: !printed });
  usePrintJobEvents(order.orderId, printed);
  const jobs = printJobs.data?.jobs;
  // Production waits for the advance (issue 38), then for every proof's approval.
  const pending = order.delivery_status === 'pending';
  const held =
    pending && order.deposit.amount > 0 && !order.deposit.paid
      ? { statuses: PRODUCTION_STATUSES, reason: t('orderPage.depositHeld') }
      : pending && waitingForProofApproval(order.products, jobs)
        ? { statuses: PRODUCTION_STATUSES, reason: t('print.job.waitingApproval') }
        : undefined;
  return (
    <div className="flex flex-col gap-4" data-print="sheet" data-testid="order-page">
      <OrderHeading
        orderNumber={order.orderNumber}
        date={order.date}
        backTo={paths.seller.orders}
      />
      {order.pickup ? <PickupNote place={order.pickup} /> : null}
      <OrderPeople customer={order.customer} shipping={order.shippingInfo} />
      <OrderStatusPanel
        status={order.order_status}
        paymentMethod={order.payment_method}
        paymentStatus={order.payment_status}
        deposit={order.deposit}
        parts={[{ id: order._id, name: nameOf(order.shop), status: order.delivery_status }]}
        control={
          <OrderStatusControl
            current={order.delivery_status}
            options={sellerPartNextStatuses(order).filter(
              (status) =>
                status !== 'pending' &&
                status !== 'cancelled' &&
                roleCan(role, capabilityToSetStatus(status)),
            )}
            busy={isLoading}
            testId="order-page-status"
            held={held}
            onChange={(status) =>
              setStatus({ id: order._id, delivery_status: status })
                .unwrap()
                .then(() => toast.success(t('orders.updated')))
                .catch(toastFailure)
            }
          />
        }
      />
      {delivery}
      <OrderLines lines={order.products} />
      {printed ? (
        <PrintJobsSection
          jobs={jobs}
          isLoading={printJobs.isLoading}
          isError={printJobs.isError}
          canSendProof={roleCan(role, 'artwork')}
        />
      ) : null}
      <OrderFigures
        figures={sellerOrderFigures(order)}
        title={t('orderPage.parcelFigures', { count: order.wholeOrder.parcels })}
        extra={
          <>
            <div className="flex justify-between gap-4 border-t border-slate-200 py-1 text-slate-600">
              <dt>{t('orderPage.wholeOrderTotal', { count: order.wholeOrder.parcels })}</dt>
              <dd className="tabular-nums" data-testid="figure-whole-order">
                <bdi>{t('money.iqd', { amount: formatRoundedDinar(order.wholeOrder.price) })}</bdi>
              </dd>
            </div>
            <div className="flex justify-between gap-4 py-1 text-slate-600">
              <dt>{t('orderPage.yourLines')}</dt>
              <dd className="tabular-nums" data-testid="figure-part">
                <bdi>{t('money.iqd', { amount: formatPrice(order.price) })}</bdi>
              </dd>
            </div>
            {roleCan(role, 'dispatch') ? <SellerCashButton order={order} /> : null}
          </>
        }
      />
    </div>
  );
}
