import type { FibPayment } from '@chapkhana/shared/payments';
import type { PaymentMethod } from '@chapkhana/shared/orders';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmOrderMutation } from '@/features/checkout/api/confirm-order';
import { useGetPaymentStatusQuery } from '@/features/checkout/api/get-payment-status';
import { PAYMENT_POLL_MS, paymentOutcome } from '@/features/checkout/utils/payment-outcome';
import { failureMessage, type ShownMessage } from '@/lib/api-failure';
import { api } from '@/lib/api-client';
import { useShownText } from '@/lib/use-shown-text';

/**
 * The payment page's state: the chosen method (cash on delivery by default, docs/storefront.md §4), the FIB
 * payment once asked for (choosing FIB creates it: there is no submit button), and its status,
 * polled every 3 s until it is paid or declined; then the result page shows.
 */
export function usePaymentChoice(orderId: string) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const shownText = useShownText();
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [fib, setFib] = useState<FibPayment | null>(null);
  const [fibError, setFibError] = useState<ShownMessage | null>(null);
  const [confirmOrder, { isLoading }] = useConfirmOrderMutation();

  const requestFib = useCallback(async () => {
    setFibError(null);
    try {
      const result = await confirmOrder({ orderId, paymentMethod: 'fib' }).unwrap();
      setFib(result.fib ?? null);
    } catch (error) {
      setFibError(failureMessage(error));
    }
  }, [confirmOrder, orderId]);

  const choose = useCallback(
    (next: PaymentMethod) => {
      setMethod(next);
      if (next === 'fib' && !fib && !isLoading) void requestFib();
    },
    [fib, isLoading, requestFib],
  );

  const payOnDelivery = useCallback(async () => {
    try {
      await confirmOrder({ orderId, paymentMethod: 'cod' }).unwrap();
      void navigate(paths.orderConfirmFor(orderId), { replace: true });
    } catch (error) {
      toast.error(shownText(failureMessage(error)));
    }
  }, [confirmOrder, navigate, orderId, shownText]);

  const polling = method === 'fib' && fib !== null;
  const status = useGetPaymentStatusQuery(orderId, {
    skip: !polling,
    pollingInterval: polling ? PAYMENT_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const outcome = polling && status.data ? paymentOutcome(status.data) : null;
  useEffect(() => {
    if (outcome === 'paid' || outcome === 'failed') {
      // The order changed on the server: lists, counters and its page must not show it unpaid.
      dispatch(api.util.invalidateTags(['Orders']));
      void navigate(paths.orderConfirmFor(orderId), { replace: true });
    }
  }, [outcome, navigate, orderId, dispatch]);

  return {
    method,
    choose,
    fib,
    fibError,
    retryFib: requestFib,
    payOnDelivery,
    isConfirming: isLoading,
  };
}
