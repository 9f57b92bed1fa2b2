import type { Order } from '@chapkhana/shared/orders';
import { skipToken } from '@reduxjs/toolkit/query';
import { PackageCheck, PackageX, Wallet } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { PriceSummary } from '@/components/ui/price-summary';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { paths } from '@/config/paths';
import { useGetPaymentOptionsQuery } from '@/features/checkout/api/get-payment-options';
import { PaymentPanel } from '@/features/checkout/components/payment-panel';
import { usePaymentChoice } from '@/features/checkout/hooks/use-payment-choice';
import { readPaymentPageState } from '@/features/checkout/utils/payment-outcome';
import { useGetOrderDetailsQuery } from '@/features/orders/api/get-order-details';
import { canPayOrder } from '@/features/orders/utils/order-status';
import { onlineAmount } from '@chapkhana/shared/deposits';
import {
  chargedAmount,
  shownLineAmounts,
  shownOrderFigures,
} from '@chapkhana/shared/order-figures';
import { DepositChoice } from '@/features/checkout/components/deposit-choice';
import { useOwnPageTitle } from '@/rendering';
import { foundNothing } from '@chapkhana/web-kit/failed-with';

const PAGE = 'mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:py-8';

/** Where an order that can no longer be paid from here stands (cancelled, paid or cash on delivery). */
const SETTLED = {
  cancelled: {
    title: 'checkout.settledCancelledTitle',
    body: 'checkout.settledCancelledBody',
    icon: PackageX,
  },
  paid: {
    title: 'checkout.settledPaidTitle',
    body: 'checkout.settledPaidBody',
    icon: PackageCheck,
  },
  cod: { title: 'checkout.settledCodTitle', body: 'checkout.settledCodBody', icon: PackageCheck },
} as const;

function settledState(order: Pick<Order, 'delivery_status' | 'payment_status'>) {
  if (order.delivery_status === 'cancelled') return SETTLED.cancelled;
  return order.payment_status === 'paid' ? SETTLED.paid : SETTLED.cod;
}

/**
 * /payment?orderId=… (docs/storefront.md §2 Payment): FIB when the shop offers it, or cash on delivery
 * (the default), beside the order's summary. The order id is in the URL so a reload works;
 * the total handed over by the shipping page shows until the order itself has loaded.
 */
export function PaymentRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.payment.title'));
  const [params] = useSearchParams();
  const handedOver = readPaymentPageState(useLocation().state);
  const orderId = params.get('orderId') ?? handedOver?.orderId ?? '';
  const order = useGetOrderDetailsQuery(orderId || skipToken);
  const options = useGetPaymentOptionsQuery(undefined);
  const choice = usePaymentChoice(
    orderId,
    !!order.data && order.data.deposit.amount > 0 && !order.data.deposit.paid,
  );

  const title = (
    <>
      <Breadcrumb
        items={[{ label: t('nav.home'), to: paths.home }, { label: t('pages.payment.title') }]}
      />
      <PageTitle>{t('pages.payment.title')}</PageTitle>
    </>
  );

  if (!orderId || (order.isError && !order.data)) {
    const missing = !orderId || foundNothing(order.error);
    return (
      <div className={PAGE} data-testid="payment-page">
        {title}
        {missing ? (
          <EmptyState
            icon={Wallet}
            testId="payment-no-order"
            title={t('checkout.noOrderTitle')}
            body={t('checkout.noOrderBody')}
            action={
              <Link to={paths.myOrders} className={`${buttonStyles.primary} mt-2`}>
                {t('orderConfirm.toOrders')}
              </Link>
            }
          />
        ) : (
          <LoadError message={t('checkout.orderLoadError')} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  }

  const data = order.data;
  const figures = data ? shownOrderFigures(data) : null;
  const lines = data
    ? shownLineAmounts(
        data.products.map((line) => line.lineTotal),
        data.subtotal,
      )
    : null;
  // An order already confirmed (cash on delivery chosen, paid or cancelled) is not offered
  // the payment methods again: the page says where it stands and links to it.
  const settled = data && !canPayOrder(data) ? settledState(data) : null;
  // An advance still to pay (issue 38): paid online, alone or with the rest; never all in cash.
  const advance = data && !data.deposit.paid ? data.deposit.amount : 0;
  const total = data ? Number(chargedAmount(data).toFixed(0)) : 0;
  const now = onlineAmount(total, advance, choice.payNow);
  const offered = advance > 0 ? options.data?.filter((offer) => offer.id !== 'cod') : options.data;
  return (
    <div className={PAGE} data-testid="payment-page">
      {title}
      {data ? (
        <p className="text-slate-600" data-testid="payment-order-number">
          {t('checkout.orderNumber', { number: data.orderNumber })}
        </p>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {settled ? (
            <EmptyState
              icon={settled.icon}
              testId="payment-settled"
              title={t(settled.title)}
              body={t(settled.body)}
              action={
                <Link
                  to={paths.orderDetails(orderId)}
                  data-testid="payment-settled-order"
                  className={`${buttonStyles.primary} mt-2`}
                >
                  {t('orders.viewDetails')}
                </Link>
              }
            />
          ) : options.data && data ? (
            <PaymentPanel
              methods={offered ?? options.data}
              choice={choice}
              deposit={
                advance > 0 ? (
                  <DepositChoice
                    value={choice.payNow}
                    onChange={choice.choosePayNow}
                    split={{ now, onDelivery: total - now }}
                    disabled={choice.isLeaving}
                  />
                ) : undefined
              }
            />
          ) : (
            <div className="flex justify-center rounded-xl bg-white py-16 shadow-sm">
              <Spinner label={t('common.loading')} />
            </div>
          )}
        </div>
        <div className="lg:sticky lg:top-4">
          <PriceSummary
            title={t('summary.title')}
            testId="payment-summary"
            lines={lines ? { ...lines, testId: 'payment-summary' } : undefined}
            intro={
              <p className="text-sm text-slate-600">
                {t('summary.items', { count: data?.items ?? handedOver?.items ?? 0 })}
              </p>
            }
            rows={
              figures
                ? [
                    {
                      label: t('summary.subtotal'),
                      amount: figures.subtotal,
                      testId: 'payment-subtotal',
                    },
                    ...(figures.discount
                      ? [
                          {
                            label: t('summary.discountPlain'),
                            amount: figures.discount,
                            testId: 'payment-discount',
                            negative: true,
                          },
                        ]
                      : []),
                    {
                      label: t('summary.shipping'),
                      amount: figures.shipping,
                      testId: 'payment-shipping',
                    },
                  ]
                : []
            }
            total={{
              label: t('summary.total'),
              amount: figures?.total ?? handedOver?.price ?? '…',
              testId: 'payment-total',
            }}
          />
        </div>
      </div>
    </div>
  );
}
