import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { useGetOrderDetailsQuery } from '@/features/orders/api/get-order-details';
import { useGetPaymentStatusQuery } from '@/features/checkout/api/get-payment-status';
import { PaymentResult } from '@/features/checkout/components/payment-result';
import {
  isPending,
  PAYMENT_POLL_MS,
  paymentOutcome,
} from '@/features/checkout/utils/payment-outcome';
import { useOwnPageTitle } from '@/rendering';

/**
 * /order/confirm?orderId=… (docs/storefront.md §2 Payment result), also FIB's and the payment
 * providers' return address. It reads the order's payment state from the shop — never from the
 * return itself; an FIB or provider payment not settled yet is asked about again every 3 s.
 */
export function OrderConfirmRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.orderConfirm.title'));
  const orderId = useSearchParams()[0].get('orderId');
  const status = useGetPaymentStatusQuery(orderId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const outcome = status.data ? paymentOutcome(status.data) : null;
  // The order itself, for its number and the total the customer pays (or paid).
  const order = useGetOrderDetailsQuery(orderId && outcome ? orderId : skipToken);
  // Polling only while it waits; the hook is called again with the same arguments.
  useGetPaymentStatusQuery(orderId && isPending(outcome) ? orderId : skipToken, {
    pollingInterval: PAYMENT_POLL_MS,
    skipPollingIfUnfocused: false,
  });

  return (
    <div
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:py-10"
      data-testid="order-confirm-page"
    >
      <PageTitle>{t('pages.orderConfirm.title')}</PageTitle>
      {!orderId || status.isError ? (
        <PaymentResult outcome="unknown" orderId={orderId} />
      ) : outcome ? (
        <PaymentResult
          outcome={outcome}
          orderId={orderId}
          order={order.data ?? null}
          method={status.data?.payment_method ?? null}
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </div>
  );
}
