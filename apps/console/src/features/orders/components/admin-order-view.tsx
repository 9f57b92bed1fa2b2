import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ConsoleOrder } from '@chapkhana/shared/orders';
import { paths } from '@/config/paths';
import { useGetAdminPrintJobsQuery } from '@/features/orders/api/get-admin-print-jobs';
import { OrderFigures } from '@/features/orders/components/order-figures';
import { OrderHeading } from '@/features/orders/components/order-heading';
import { OrderLines } from '@/features/orders/components/order-lines';
import { OrderPeople } from '@/features/orders/components/order-people';
import { AdminStatusControl } from '@/features/orders/components/admin-status-control';
import { CashCollectedButton } from '@/features/orders/components/cash-collected-button';
import { OrderStatusPanel } from '@/features/orders/components/order-status-panel';
import { PrintJobsSection } from '@/features/orders/components/print-jobs-section';
import { consoleOrderFigures, parcelFigures } from '@/features/orders/utils/figures';
import { shownLineAmounts } from '@chapkhana/shared/order-figures';
import {
  hasPrintLines,
  PRODUCTION_STATUSES,
  waitingForProofApproval,
} from '@/features/orders/utils/print-hold';
import { useLocalisedName } from '@/lib/use-localised';

/** The admin's order page and job sheet: the whole order, every seller's part, and its status control. */
export function AdminOrderView({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const printed = hasPrintLines(order.products);
  const printJobs = useGetAdminPrintJobsQuery(order._id, { skip: !printed });
  const jobs = printJobs.data?.jobs;
  const held =
    order.delivery_status === 'pending' && waitingForProofApproval(order.products, jobs)
      ? { statuses: PRODUCTION_STATUSES, reason: t('print.job.waitingApproval') }
      : undefined;
  return (
    <div className="flex flex-col gap-4" data-print="sheet" data-testid="order-page">
      <OrderHeading orderNumber={order.orderNumber} date={order.date} backTo={paths.admin.orders} />
      <OrderPeople customer={order.customer} shipping={order.shippingInfo} />
      {order.status_reason ? (
        <p
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="order-status-reason"
        >
          <span className="font-semibold">
            {t(
              `orderPage.reason.${order.delivery_status === 'cancelled' ? 'cancelled' : 'delivered'}`,
            )}
          </span>{' '}
          <span dir="auto">{order.status_reason}</span>
        </p>
      ) : null}
      <OrderStatusPanel
        status={order.delivery_status}
        paymentMethod={order.payment_method}
        paymentStatus={order.payment_status}
        deposit={order.deposit}
        parts={order.parcels.map((part) => ({
          id: part._id,
          name: nameOf(part.shop),
          status: part.delivery_status,
          amount: parcelFigures(part).total,
          cash: parcelFigures(part).cashToCollect,
        }))}
        control={
          <div className="flex flex-col gap-2">
            <AdminStatusControl order={order} testId="order-page-status" held={held} />
            <CashCollectedButton order={order} />
          </div>
        }
      />
      <OrderLines lines={order.products} />
      {printed ? (
        <PrintJobsSection
          jobs={jobs}
          isLoading={printJobs.isLoading}
          isError={printJobs.isError}
          canSendProof={false}
        />
      ) : null}
      <OrderFigures
        figures={consoleOrderFigures(order)}
        lines={shownLineAmounts(
          order.products.map((line) => line.lineTotal),
          order.subtotal,
        )}
      />
    </div>
  );
}
