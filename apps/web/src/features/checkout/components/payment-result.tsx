import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import type { ParseKeys } from 'i18next';
import type { Order, PaymentMethod } from '@chapkhana/shared/orders';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { shownOrderFigures } from '@chapkhana/shared/order-figures';
import {
  ErrorIllustration,
  SuccessIllustration,
  WaitingIllustration,
} from '@/components/illustrations/result-illustrations';
import { Money } from '@/components/ui/money';
import { buttonStyles } from '@/components/ui/button-styles';
import { TaggedText } from '@chapkhana/web-kit/components/tagged-text';
import { paths } from '@/config/paths';
import { nameParts } from '@/features/checkout/components/payment-methods';
import { methodName } from '@/features/checkout/utils/method-name';
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
  checking: {
    testId: 'order-confirm-checking',
    title: 'orderConfirm.checkingTitle',
    body: 'orderConfirm.checkingBody',
  },
  providerFailed: {
    testId: 'order-confirm-error',
    title: 'orderConfirm.providerFailedTitle',
    body: 'orderConfirm.providerFailedBody',
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

/** A button whose label may take two lines on a phone: it grows instead of overflowing. */
const growing = (style: string) => `${style.replace(/\bh-1[12]\b/, 'min-h-11')} py-2 text-center`;

/** The payment result (docs/storefront.md §2): a success or error picture, a sentence and the way to the orders. */
export function PaymentResult({
  outcome,
  orderId,
  order = null,
  method = null,
}: {
  outcome: PaymentOutcome | 'unknown';
  orderId: string | null;
  /** The order once loaded: its number and total are shown (docs/storefront.md §9 figures). */
  order?: Order | null;
  /** How the order is being paid: a provider's name is said while its payment is checked. */
  method?: PaymentMethod | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const view = VIEWS[outcome];
  const name = method ? methodName(method, language) : '';
  const figures = order ? shownOrderFigures(order) : null;
  const totalLabel: ParseKeys =
    outcome === 'cashOnDelivery'
      ? 'orderConfirm.totalCod'
      : outcome === 'paid'
        ? 'orderConfirm.totalPaid'
        : 'summary.total';
  const success = outcome === 'paid' || outcome === 'cashOnDelivery';
  // Back to the payment page: nothing chosen yet, or a provider's payment not seen yet (the
  // customer gave up on its page, or wants another way).
  const payAgain: ParseKeys | null =
    outcome === 'unpaid'
      ? 'orders.payNow'
      : outcome === 'checking' || outcome === 'providerFailed'
        ? 'orderConfirm.payAnotherWay'
        : null;
  const Illustration =
    outcome === 'waiting' || outcome === 'checking'
      ? WaitingIllustration
      : success
        ? SuccessIllustration
        : ErrorIllustration;
  return (
    <section
      data-testid={view.testId}
      data-outcome={outcome}
      aria-live="polite"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl bg-white px-6 py-10 text-center shadow-sm"
    >
      <Illustration className="size-28 sm:size-44" />
      <h2 className="text-xl font-bold text-slate-900">
        <TaggedText text={t(view.title, { name })} parts={nameParts} />
      </h2>
      <p className="text-slate-600">
        <TaggedText text={t(view.body, { name })} parts={nameParts} />
      </p>
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
        {payAgain && orderId ? (
          <Link
            to={paths.paymentFor(orderId)}
            data-testid="order-confirm-pay-again"
            className={growing(
              outcome === 'checking' ? buttonStyles.secondary : buttonStyles.primary,
            )}
          >
            {t(payAgain)}
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
          className={
            payAgain && outcome !== 'checking' ? buttonStyles.secondary : buttonStyles.primary
          }
        >
          {t('orderConfirm.toOrders')}
        </Link>
      </div>
    </section>
  );
}
