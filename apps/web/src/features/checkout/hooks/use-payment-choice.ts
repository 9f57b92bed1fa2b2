import type { FibPayment } from '@chapkhana/shared/payments';
import type { OnlineShare } from '@chapkhana/shared/deposits';
import type { PaymentMethod } from '@chapkhana/shared/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmOrderMutation } from '@/features/checkout/api/confirm-order';
import { useGetPaymentStatusQuery } from '@/features/checkout/api/get-payment-status';
import { PAYMENT_POLL_MS, paymentOutcome } from '@/features/checkout/utils/payment-outcome';
import { failureMessage, type ShownMessage } from '@/lib/api-failure';
import { api } from '@/lib/api-client';
import { leaveFor } from '@/lib/leave-for';
import { useShownText } from '@/lib/use-shown-text';

/** Why the last "Pay with …" press did not leave for the provider's page. */
export interface ProviderFailure {
  method: PaymentMethod;
  message: ShownMessage;
}

/** A confirm answered without the provider's page: shown as the server's failure. */
const NO_REDIRECT: ShownMessage = { key: 'apiErrors.server_error' };

/**
 * The payment page's state: the chosen method (cash on delivery by default, docs/storefront.md §4), the FIB
 * payment once asked for (choosing FIB creates it: there is no submit button), and its status,
 * polled every 3 s until it is paid or declined; then the result page shows. A provider paid on
 * its own page (Qi Card, ZainCash, FastPay) is asked for on its button and the customer leaves for
 * the page it answers; they come back to /order/confirm, which asks the shop how it went.
 */
export function usePaymentChoice(orderId: string, asksDeposit = false) {
  // An order asking an advance pays it alone online by default, the rest to the courier; an
  // order asking none sends no share (all of it is paid).
  const [share, setPayNow] = useState<OnlineShare>('deposit');
  const payNow = asksDeposit ? share : undefined;
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const shownText = useShownText();
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [fib, setFib] = useState<FibPayment | null>(null);
  const [fibError, setFibError] = useState<ShownMessage | null>(null);
  const [confirmOrder, { isLoading }] = useConfirmOrderMutation();
  const [providerFailure, setProviderFailure] = useState<ProviderFailure | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  // Set before the request, synchronously: a second click in the same frame sends nothing.
  const leaving = useRef(false);

  const requestFib = useCallback(async () => {
    setFibError(null);
    try {
      const result = await confirmOrder({ orderId, paymentMethod: 'fib', payNow }).unwrap();
      setFib(result.fib ?? null);
    } catch (error) {
      setFibError(failureMessage(error));
    }
  }, [confirmOrder, orderId, payNow]);

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

  const payWithProvider = useCallback(
    async (provider: PaymentMethod) => {
      if (leaving.current) return;
      leaving.current = true;
      setLeaving(true);
      setProviderFailure(null);
      try {
        const result = await confirmOrder({ orderId, paymentMethod: provider, payNow }).unwrap();
        if (!result.redirect) throw NO_REDIRECT;
        // The button stays busy while the browser leaves for the provider's page.
        leaveFor(result.redirect.url);
      } catch (error) {
        setProviderFailure({
          method: provider,
          message: error === NO_REDIRECT ? NO_REDIRECT : failureMessage(error),
        });
        leaving.current = false;
        setLeaving(false);
      }
    },
    [confirmOrder, orderId, payNow],
  );

  // Another share makes another FIB code: the one shown asked the other amount.
  const choosePayNow = useCallback(
    (share: OnlineShare) => {
      setPayNow(share);
      setFib(null);
      if (method === 'fib') setMethod('cod');
    },
    [method],
  );

  // Back from the provider's page through the browser's history (a page restored as it was
  // left): the button is pressable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

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
    payNow: share,
    choosePayNow,
    fib,
    fibError,
    retryFib: requestFib,
    payOnDelivery,
    payWithProvider,
    providerFailure: providerFailure?.method === method ? providerFailure.message : null,
    isLeaving,
    isConfirming: isLoading,
  };
}
