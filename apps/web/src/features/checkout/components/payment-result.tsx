import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from 'react-router';
import type { ParseKeys } from 'i18next';
import type { Order } from '@chapkhana/shared/orders';
import { shownOrderFigures } from '@chapkhana/shared/order-figures';
import {
  ErrorIllustration,
  SuccessIllustration,
  WaitingIllustration,
} from '@/components/illustrations/result-illustrations';
import { Money } from '@/components/ui/money';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import type { PaymentOutcome } from '@/features/checkout/utils/payment-outcome';

const VIEWS: Readonly<
  Record<PaymentOutcome | 'unknown', { testId: string; title: ParseKeys; body: ParseKeys }>
> = {
  paid: {
    testId: 'order-confirm-success',
    title: 'orderConfirm.paidTitle',
    body: 'orderConfirm.paidBody',
  },
  cashOnDelivery: {
    testId: 'order-confirm-success',
    title: 'orderConfirm.codTitle',
    body: 'orderConfirm.codBody',
  },
  failed: {
    testId: 'order-confirm-error',
    title: 'orderConfirm.failedTitle',
    body: 'orderConfirm.failedBody',
  },
  waiting: {
    testId: 'order-confirm-waiting',
    title: 'orderConfirm.waitingTitle',
    body: 'orderConfirm.waitingBody',
  },
  unpaid: {
    testId: 'order-confirm-error',
    title: 'orderConfirm.unpaidTitle',
    body: 'orderConfirm.unpaidBody',
  },
  unknown: {
    testId: 'order-confirm-error',
    title: 'orderConfirm.unknownTitle',
    body: 'orderConfirm.unknownBody',
  },
};

/** The payment result (docs/storefront.md §2): a success or error picture, a sentence and the way to the orders. */
export function PaymentResult({
  outcome,
  orderId,
  order = null,
}: {
  outcome: PaymentOutcome | 'unknown';
  orderId: string | null;
  /** The order once loaded: its number and total are shown (docs/storefront.md §9 figures). */
  order?: Order | null;
}) {
  const { t } = useTranslation();
  const view = VIEWS[outcome];
  const figures = order ? shownOrderFigures(order) : null;
  const totalLabel: ParseKeys =
    outcome === 'cashOnDelivery'
      ? 'orderConfirm.totalCod'
      : outcome === 'paid'
        ? 'orderConfirm.totalPaid'
        : 'summary.total';
  const success = outcome === 'paid' || outcome === 'cashOnDelivery';
  const Illustration =
    outcome === 'waiting' ? WaitingIllustration : success ? SuccessIllustration : ErrorIllustration;
  return (
    <section
      data-testid={view.testId}
      data-outcome={outcome}
      aria-live="polite"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl bg-white px-6 py-10 text-center shadow-sm"
    >
      <Illustration className="size-28 sm:size-44" />
      <h2 className="text-xl font-bold text-slate-900">{t(view.title)}</h2>
      <p className="text-slate-600">{t(view.body)}</p>
      {order && figures && outcome !== 'unknown' ? (
        <dl className="grid w-full max-w-xs grid-cols-[auto_auto] justify-between gap-x-4 gap-y-2 rounded-lg bg-slate-50 px-4 py-3 text-start">
          <dt className="text-slate-600">{t('orderConfirm.orderNumber')}</dt>
          <dd className="text-end font-semibold text-slate-900">
            <bdi data-testid="order-confirm-number">#{order.orderNumber}</bdi>
          </dd>
          <dt className="text-slate-600">{t(totalLabel)}</dt>
          <dd className="text-end font-bold text-brand-800">
            <Money amount={figures.total} testId="order-confirm-total" />
          </dd>
        </dl>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {outcome === 'unpaid' && orderId ? (
          <Link to={paths.paymentFor(orderId)} className={buttonStyles.primary}>
            {t('orders.payNow')}
          </Link>
        ) : null}
        {orderId && outcome !== 'unknown' ? (
          <Link
            to={paths.orderDetails(orderId)}
            data-testid="order-confirm-details"
            className={buttonStyles.secondary}
          >
            {t('orders.viewDetails')}
          </Link>
        ) : null}
        <Link
          to={paths.myOrders}
          data-testid="order-confirm-orders"
          className={outcome === 'unpaid' ? buttonStyles.secondary : buttonStyles.primary}
        >
          {t('orderConfirm.toOrders')}
        </Link>
      </div>
    </section>
  );
}
