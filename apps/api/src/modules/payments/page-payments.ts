/**
 * Paying on a provider's own page (Qi Card, ZainCash, FastPay; payments/provider.ts): the
 * customer's click records an attempt (its id is the reference the provider gets), asks the
 * provider for a page and sends the customer there. Nothing the customer's return carries is
 * believed: the return page, the provider's notice and the sweeper all ask the provider's status
 * (settlement.ts).
 */
import { randomUUID } from 'node:crypto';
import type { OnlineShare } from '@chapkhana/shared/deposits';
import type { Language } from '@chapkhana/shared/languages';
import type { PaymentMethod } from '@chapkhana/shared/orders';
import { PAYMENT_METHOD_DETAILS, type ConfirmOrderResponse } from '@chapkhana/shared/payments';
import { formatDinar } from '@chapkhana/shared/pricing';
import { badRequest, HttpError } from '../../lib/http-errors';
import { FASTPAY_MINIMUM_IQD } from '../../payments/fastpay/contract';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { ZAINCASH_MINIMUM_IQD } from '../../payments/zaincash/contract';
import type { OrderRow } from '../orders/repository';
import type { PaymentContext } from './context';
import {
  livePagePaymentOf,
  movePagePayment,
  PAGE_PAYMENT_MAX_IQD,
  recordPagePayment,
  recordPagePaymentCreated,
  type PagePaymentRow,
  type PageProviderId,
} from './repository';
import { retirePagePayment, settleOnlinePayments, withOrderClaim } from './settlement';
import { amountToPay, chooseOnlinePayment, choosing, refuseEarly } from './choice';

export const PAGE_METHODS = ['qi', 'zaincash', 'fastpay'] as const satisfies PageProviderId[];

export const isPageMethod = (method: PaymentMethod): method is PageProviderId =>
  (PAGE_METHODS as readonly string[]).includes(method);

/** The least each provider takes (Qi Card documents none). */
const MINIMUM_IQD: Readonly<Record<PageProviderId, number>> = {
  qi: 1,
  zaincash: ZAINCASH_MINIMUM_IQD,
  fastpay: FASTPAY_MINIMUM_IQD,
};

/** How long an attempt is offered when the provider does not say when its page stops taking payment. */
const PAGE_PAYMENT_VALIDITY_MS = 60 * 60 * 1000;

const brand = (provider: PageProviderId) => PAYMENT_METHOD_DETAILS[provider].name.en;

/** A provider's error as the customer's sentence: down (try again) or refused (pay another way). */
function customerError(provider: PageProviderId, error: unknown): HttpError {
  const params = { provider: brand(provider) };
  if (error instanceof PaymentProviderError && error.kind === 'refused') {
    return new HttpError(400, 'payment_provider_refused', params, { cause: error });
  }
  return new HttpError(503, 'payment_provider_not_answering', params, { cause: error });
}

const answerOf = (payment: PagePaymentRow): ConfirmOrderResponse => ({
  message: `Pay on ${brand(payment.provider)}'s page.`,
  paymentMethod: payment.provider,
  redirect: { url: payment.redirectUrl ?? '', expiresAt: payment.expiresAt.toISOString() },
});

/**
 * The customer chose to pay on `provider`'s page: the order's live attempt there is answered
 * again (a second click, another tab), or a new one is made after the order's earlier payments
 * are retired. One request at a time per order (the order's claim).
 */
export async function confirmOnProviderPage(
  context: PaymentContext,
  order: OrderRow,
  provider: PageProviderId,
  choice: { language: Language; payNow: OnlineShare },
): Promise<ConfirmOrderResponse> {
  const client = context.pageProviders[provider];
  if (!client) throw badRequest('payment_method_unavailable');
  await refuseEarly(context, order.id, choosing(provider));
  const amountIqd = amountToPay(order, choice.payNow);
  if (amountIqd < MINIMUM_IQD[provider]) {
    throw badRequest('payment_provider_minimum', {
      provider: brand(provider),
      amount: formatDinar(MINIMUM_IQD[provider]),
    });
  }
  if (amountIqd > PAGE_PAYMENT_MAX_IQD) {
    throw badRequest('payment_provider_maximum', {
      provider: brand(provider),
      amount: formatDinar(PAGE_PAYMENT_MAX_IQD),
    });
  }
  const payment = await withOrderClaim(
    context,
    order.id,
    () => pagePaymentFor(context, order, client, provider, amountIqd, choice.language),
    { wait: true },
  );
  if (!payment) throw new Error('A waiting claim always runs its work.');
  return answerOf(payment);
}

async function pagePaymentFor(
  context: PaymentContext,
  order: OrderRow,
  client: PaymentProvider,
  provider: PageProviderId,
  amountIqd: number,
  language: Language,
): Promise<PagePaymentRow> {
  // Paid a moment ago (another attempt's notice): nobody is sent to pay a second time.
  await refuseEarly(context, order.id, choosing(provider));
  const live = await livePagePaymentOf(context.db, order.id);
  if (
    live?.provider === provider &&
    live.amountIqd === amountIqd &&
    live.redirectUrl &&
    live.expiresAt > context.now()
  ) {
    return live;
  }
  // Every earlier attempt is ended at its provider first (or watched, where it has no cancel);
  // one that cannot be told answers 503 rather than leave two payable pages.
  await settleOnlinePayments(context, order.id, true);
  // Settling an earlier payment may have found it paid after all.
  await refuseEarly(context, order.id, choosing(provider));
  const attempt = await recordPagePayment(context.db, {
    id: randomUUID(),
    orderId: order.id,
    provider,
    amountIqd,
    expiresAt: new Date(context.now().getTime() + PAGE_PAYMENT_VALIDITY_MS),
  });
  let created;
  try {
    created = await client.create({
      reference: attempt.id,
      orderNumber: String(order.orderNumber),
      amountIqd,
      language,
      returnUrl: `${context.publicUrl}/order/confirm?orderId=${order.id}`,
      notifyUrl: `${context.publicUrl}/api/payments/${provider}/notify`,
    });
  } catch (error) {
    // A payment that may exist all the same is watched (asked by our reference); one that
    // surely does not is ended.
    const uncertain = error instanceof PaymentProviderError && error.uncertain;
    await movePagePayment(context.db, attempt.id, ['live'], uncertain ? 'replaced' : 'declined');
    if (error instanceof PaymentProviderError && error.kind === 'auth') {
      context.log?.error({ err: error, provider }, `${brand(provider)} refused our credentials.`);
    }
    throw customerError(provider, error);
  }
  const payment = await recordPagePaymentCreated(context.db, attempt.id, {
    providerPaymentId: created.providerPaymentId,
    redirectUrl: created.next.kind === 'redirect' ? created.next.url : '',
    expiresAt: created.expiresAt ?? attempt.expiresAt,
  });
  await chooseOnlinePayment(
    context,
    order.id,
    provider,
    { id: payment.id, validUntil: payment.expiresAt },
    () => retirePagePayment(context, payment),
  );
  return payment;
}
