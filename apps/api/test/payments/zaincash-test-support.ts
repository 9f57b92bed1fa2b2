import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  CreatePaymentInput,
  PaymentProvider,
  ReceivedCallback,
} from '../../src/payments/provider';
import {
  createZainCashProvider,
  type ZainCashProviderOptions,
} from '../../src/payments/zaincash/client';
import {
  startZainCashLookalike,
  type RunningZainCashLookalike,
  type ZainCashLookalikeOptions,
} from '../../src/payments/zaincash/lookalike';
import {
  callControl,
  countedProvider,
  formAction,
  hiddenFields,
  openHostedPage,
  redirectedTo,
  postForm,
  startCallbackReceiver,
} from './provider-test-support';

export { failure } from './provider-test-support';

export const CREDENTIALS = {
  clientId: 'chapkhana-uat',
  clientSecret: 'client-secret-of-the-shop-0001',
  apiKey: 'api-key-that-signs-callbacks-0002',
};

/** A clock a test moves, shared by the look-alike and the provider. */
export function testClock(start = '2026-11-28T12:00:00Z') {
  let time = Date.parse(start);
  return { now: () => new Date(time), move: (ms: number) => void (time += ms) };
}

/** Our webhook route as the shop will have it: the raw body and headers, kept for readCallback. */
export const startWebhookReceiver = () => startCallbackReceiver('/webhooks/zaincash');

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

export function startLookalike(extra: Partial<ZainCashLookalikeOptions> = {}) {
  return startZainCashLookalike({ ...CREDENTIALS, ...extra });
}

/** A provider pointed at the look-alike, counting its calls by path. */
export function providerFor(
  lookalike: RunningZainCashLookalike,
  extra: Partial<ZainCashProviderOptions> = {},
): { provider: PaymentProvider; paths: string[] } {
  return countedProvider(createZainCashProvider, {
    baseUrl: lookalike.url,
    ...CREDENTIALS,
    clock: lookalike.world.clock,
    ...extra,
  });
}

export const RETURN_URL = 'https://shop.example/pay/zaincash/return?r=a1b2';

export function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    reference: randomUUID(),
    orderNumber: 'CH-10042',
    amountIqd: 25_000,
    language: 'ar',
    returnUrl: RETURN_URL,
    notifyUrl: 'https://shop.example/api/payments/zaincash/webhook',
    customer: { phone: '0780 123 4567' },
    ...overrides,
  };
}

/**
 * The payer on the hosted page, by plain HTTP: opens it, gives wallet number and PIN, then the
 * OTP (or presses cancel). Answers where the page sends the browser back.
 */
export async function payOnPage(
  redirectUrl: string,
  options: { otp?: string; cancel?: boolean; msisdn?: string } = {},
): Promise<URL> {
  const { origin, html } = await openHostedPage(redirectUrl);
  // The payment's id and its form token, as the page's hidden fields carry them.
  const hidden = hiddenFields(html);
  let answer: Response;
  if (options.cancel) {
    answer = await postForm(origin, formAction(html, 'cancel'), hidden);
  } else {
    const wallet = await postForm(origin, formAction(html, 'wallet'), {
      ...hidden,
      msisdn: options.msisdn ?? '07801234567',
      pin: '1234',
    });
    expect(wallet.status).toBe(200);
    const otpPage = await wallet.text();
    answer = await postForm(origin, formAction(otpPage, 'otp'), {
      ...hidden,
      otp: options.otp ?? '111111',
    });
  }
  return redirectedTo(answer);
}

/** The callback of the shopper's return: the redirect URL's query, no body. */
export const returnCallback = (location: URL): ReceivedCallback => ({
  headers: {},
  rawBody: '',
  query: Object.fromEntries(location.searchParams),
});

/** Calls a look-alike control and returns its JSON; fails the test on a refusal. */
export const control = (lookalike: RunningZainCashLookalike, path: string, body?: unknown) =>
  callControl(lookalike.url, path, body);
