import type { Order } from '@chapkhana/shared/orders';
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { Money } from '@/components/ui/money';
import { PriceSummary } from '@/components/ui/price-summary';
import { formatDinar } from '@chapkhana/shared/pricing';
import { paths } from '@/config/paths';
import { CancelOrderButton } from '@/features/orders/components/cancel-order-button';
import { OrderProducts } from '@/features/orders/components/order-products';
import {
  DeliveryStatusBadge,
  PaymentStatusBadge,
} from '@/features/orders/components/status-badges';
import {
  canCancelOrder,
  canPayOrder,
  PAYMENT_METHOD_LABELS,
} from '@/features/orders/utils/order-status';
import { shownLineAmounts, shownOrderFigures } from '@chapkhana/shared/order-figures';
import { DeliveryFacts } from '@/features/orders/components/delivery-facts';
import { OrderRefunds } from '@/features/orders/components/order-refunds';
import { OrderDocuments } from '@/features/orders/components/order-documents';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One order (docs/storefront.md §2 Order detail): statuses, delivery info, price breakdown and products. */
export function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const figures = shownOrderFigures(order);
  const lines = shownLineAmounts(
    order.products.map((line) => line.lineTotal),
    order.subtotal,
  );
  const { shippingInfo } = order;
  return (
    <div className="flex flex-col gap-5" data-testid="order-detail">
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title={t('orders.statusTitle')}>
          <dl className="divide-y divide-slate-100 text-sm">
            <Fact label={t('orders.columns.date')}>
              <bdi dir="ltr">{order.date}</bdi>
            </Fact>
            <Fact label={t('orders.columns.status')}>
              <DeliveryStatusBadge status={order.delivery_status} />
            </Fact>
            {order.status_reason ? (
              <Fact
                label={t(
                  order.delivery_status === 'cancelled'
                    ? 'orders.reason.cancelled'
                    : 'orders.reason.delivered',
                )}
              >
                <span dir="auto" className="whitespace-pre-wrap" data-testid="order-status-reason">
                  {order.status_reason}
                </span>
              </Fact>
            ) : null}
            <Fact label={t('orders.columns.payment')}>
              <PaymentStatusBadge status={order.payment_status} />
            </Fact>
            <Fact label={t('orders.paymentMethod')}>
              <span data-testid="order-payment-method">
                {order.payment_method
                  ? t(PAYMENT_METHOD_LABELS[order.payment_method])
                  : t('orders.method.none')}
              </span>
            </Fact>
            {order.deposit.amount > 0 ? (
              <Fact label={t('deposit.title')}>
                <span className="flex flex-wrap items-center gap-2">
                  <Money amount={formatDinar(order.deposit.amount)} testId="order-deposit-amount" />
                  <span
                    data-testid="order-deposit-status"
                    data-paid={order.deposit.paid}
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
                      order.deposit.paid
                        ? 'bg-emerald-50 text-emerald-800 ring-emerald-300'
                        : 'bg-amber-50 text-amber-900 ring-amber-300'
                    }`}
                  >
                    {t(order.deposit.paid ? 'deposit.paid' : 'deposit.awaiting')}
                  </span>
                </span>
              </Fact>
            ) : null}
          </dl>
          {canCancelOrder(order) ? (
            <div className="mt-4 flex flex-wrap gap-3">
              {canPayOrder(order) ? (
                <Link
                  to={paths.paymentFor(order._id)}
                  data-testid="pay-order"
                  className={buttonStyles.secondary}
                >
                  <Wallet aria-hidden="true" className="size-5" />
                  {t('orders.payNow')}
                </Link>
              ) : null}
              <CancelOrderButton orderId={order._id} />
            </div>
          ) : null}
        </Panel>
        <Panel title={t('orders.deliveryTitle')}>
          <DeliveryFacts info={shippingInfo} />
        </Panel>
      </div>
      <Panel title={t('orders.documents.title')}>
        <OrderDocuments orderId={order._id} />
      </Panel>
      {order.refunds?.length ? (
        <Panel title={t('orders.refunds.title')}>
          <OrderRefunds refunds={order.refunds} />
        </Panel>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Panel title={t('orders.productsTitle', { count: order.items })}>
          <OrderProducts products={order.products} />
        </Panel>
        <PriceSummary
          title={t('orders.priceTitle')}
          testId="order-summary"
          lines={{ ...lines, testId: 'order-summary' }}
          rows={[
            { label: t('summary.subtotal'), amount: figures.subtotal, testId: 'order-subtotal' },
            ...(figures.discount
              ? [
                  {
                    label: t('summary.discountPlain'),
                    amount: figures.discount,
                    testId: 'order-discount',
                    negative: true,
                  },
                ]
              : []),
            { label: t('summary.shipping'), amount: figures.shipping, testId: 'order-shipping' },
          ]}
          total={{ label: t('summary.total'), amount: figures.total, testId: 'order-detail-total' }}
        />
      </div>
    </div>
  );
}
