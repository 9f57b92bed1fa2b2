import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  createFastPayProvider,
  type FastPayProviderOptions,
} from '../../src/payments/fastpay/client';
import {
  startFastPayLookalike,
  type FastPayLookalikeOptions,
  type RunningFastPayLookalike,
} from '../../src/payments/fastpay/lookalike';
import type { CreatePaymentInput } from '../../src/payments/provider';
import * as shared from './provider-test-support';

export { failure } from './provider-test-support';

export const STORE = {
  storeId: 'chapkhana-staging',
  storePassword: 'store-password-of-the-shop-0001',
  refundSecretKey: 'refund-secret-key-of-the-shop-0002',
};

/** Where the look-alike posts its IPNs: our route, each body kept raw for readCallback. */
export const startIpnReceiver = () => shared.startCallbackReceiver('/webhooks/fastpay');
export type IpnReceiver = Awaited<ReturnType<typeof startIpnReceiver>>;

/** The look-alike taking the store above (and its refund key). */
export const startLookalike = (extra: Partial<FastPayLookalikeOptions> = {}) =>
  startFastPayLookalike({ ...STORE, ...extra });

/** The store's provider at the look-alike; `paths` lists its calls in order. */
export function providerFor(
  lookalike: RunningFastPayLookalike,
  extra: Partial<FastPayProviderOptions> = {},
) {
  return shared.countedProvider(
    createFastPayProvider,
    { baseUrl: lookalike.url, ...STORE, ...extra },
    // Each call by what follows `…/pgw/payment/`: `initiation`, `validate`, `refund/validation`.
    (path) => path.replace(/^.*\/pgw\/payment\//, ''),
  );
}

export const RETURN_URL = 'https://shop.example/pay/fastpay/return?r=a1b2';

export function paymentInput(
  receiver: IpnReceiver | null,
  overrides: Partial<CreatePaymentInput> = {},
): CreatePaymentInput {
  return {
    reference: randomUUID(),
    orderNumber: 'CH-10042',
    amountIqd: 25_000,
    language: 'kr',
    returnUrl: RETURN_URL,
    notifyUrl: receiver?.url ?? 'https://shop.example/api/payments/fastpay/ipn',
    customer: { phone: '0750 123 4567' },
    ...overrides,
  };
}

/** The page's address of a created payment. */
export const pageOf = (created: { next: { kind: string; url?: string } }) =>
  created.next.kind === 'redirect' ? created.next.url! : '';

/**
 * The payer on the hosted page, by plain HTTP: opens it, logs in with a wallet number and a
 * password (or presses cancel). Answers where the page sends the browser back.
 */
export async function payOnPage(
  pageUrl: string,
  options: { cancel?: boolean; wallet?: string } = {},
): Promise<URL> {
  const { origin, html } = await shared.openHostedPage(pageUrl);
  // The page's token and its form token, as the page's hidden fields carry them.
  const hidden = shared.hiddenFields(html);
  const answer = options.cancel
    ? await shared.postForm(origin, shared.formAction(html, 'cancel'), hidden)
    : await shared.postForm(origin, shared.formAction(html, 'login'), {
        ...hidden,
        mobile_number: options.wallet ?? '0750 123 4567',
        password: 'anything',
      });
  return shared.redirectedTo(answer);
}

/** Calls a look-alike control and returns its JSON; fails the test on a refusal. */
export const control = (lookalike: RunningFastPayLookalike, path: string, body?: unknown) =>
  shared.callControl(lookalike.url, path, body);

/** A FastPay of canned envelopes by path ending (`validate`, `refund`, …), or raw text. */
export function stub(answers: Record<string, unknown>): typeof fetch {
  return async (input) => {
    const path = new URL(String(input)).pathname;
    const key = Object.keys(answers)
      .sort((a, b) => b.length - a.length)
      .find((end) => path.endsWith(`/${end}`));
    const body = key ? answers[key] : { code: 404, messages: ['Not found'], data: null };
    return typeof body === 'string'
      ? new Response(body, { status: 200, headers: { 'content-type': 'text/html' } })
      : Response.json(body);
  };
}

/** A look-alike and the receiver of its IPNs, started before a file's tests and closed after. */
export function useTestbed() {
  const bed = {} as { lookalike: RunningFastPayLookalike; receiver: IpnReceiver };
  beforeAll(async () => {
    bed.receiver = await startIpnReceiver();
    bed.lookalike = await startLookalike();
  });
  afterAll(async () => {
    await bed.lookalike.close();
    await bed.receiver.close();
  });
  return bed;
}
