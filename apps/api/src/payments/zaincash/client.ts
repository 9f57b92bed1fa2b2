import { parseIraqiPhone } from '@chapkhana/shared/phone';
import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/clock';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type ProviderPaymentState,
} from '../provider';
import { createZainCashAccessTokens } from './access-token';
import { readZainCashCallback } from './callback';
import { mapZainCashStatus, ZAINCASH_MINIMUM_IQD, ZAINCASH_PATHS } from './contract';
import { readZainCashRefusal, zainCashBadAnswer, zainCashErrorFromReply } from './errors';
import {
  createdResponse,
  createdTransactionId,
  duplicateRefusal,
  inquiryResponse,
  reverseResponse,
  transactionIdSchema,
} from './responses';
import {
  createZainCashTransport,
  ZAINCASH_DEFAULT_TIMEOUT_MS,
  type ZainCashCall,
  type ZainCashReply,
} from './transport';

/** Credentials from configuration and, for tests, fetch, timeout and clock. */
export interface ZainCashProviderOptions {
  /** `https://pg-api-uat.zaincash.iq` in test; the production host is given at onboarding. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Verifies the JWTs ZainCash sends back (redirect and webhook); not the client secret. */
  apiKey: string;
  /** The label shown to the payer; the value may have to be agreed with ZainCash. */
  serviceType?: string;
  fetch?: typeof fetch;
  /** Per call, reading the answer included. */
  timeoutMs?: number;
  clock?: Clock;
}

/** Added to the return URL to make the failure URL (the return page asks `status` either way). */
export const ZAINCASH_FAILURE_PARAMETER = { name: 'f', value: '1' } as const;

const DEFAULT_SERVICE_TYPE = 'Chapkhana order';
/**
 * The page's language as ZainCash takes it (title case, as parakit reads the documented values).
 * Sorani is sent as Arabic: `Ku` is not in ZainCash's own documentation — only parakit names it,
 * and the reference marks Sorani on the v2 page unconfirmed — so by the rule of provider.ts a
 * provider without Sorani gets its nearest, Arabic. Send `Ku` once ZainCash confirms it.
 */
const LANGUAGES = { kr: 'Ar', ar: 'Ar', en: 'En' } as const;
const uuid = z.uuid();
const SUCCESS_WORDS = new Set(['COMPLETED', 'SUCCESS']);
const FAILURE_WORDS = new Set(['FAILED', 'REJECTED']);
// parakit's test of the duplicate answers `EXTERNAL_REFERENCE_ALREADY_EXISTS` / "Duplicate …".
const DUPLICATE = /DUPLICAT|ALREADY_EXISTS/i;

const refused = (message: string, providerCode?: string) =>
  new PaymentProviderError(message, { provider: 'zaincash', kind: 'refused', providerCode });

/** Our reply's JSON read with `schema`, or `bad_answer`. */
function parseAnswer<T extends z.ZodType>(schema: T, reply: ZainCashReply, call: ZainCashCall) {
  const parsed = schema.safeParse(reply.json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`);
    throw zainCashBadAnswer(call, reply.status, problems.join('; '));
  }
  return parsed.data as z.output<T>;
}

const succeeded = (reply: ZainCashReply) => reply.status >= 200 && reply.status < 300;

/** ZainCash's v2 payment gateway (reference/payments-iraq.md, ZainCash v2) as a payment provider. */
export function createZainCashProvider(options: ZainCashProviderOptions): PaymentProvider {
  const clock = options.clock ?? systemClock;
  let lastToken: string | undefined;
  const secrets = () => [options.clientSecret, options.apiKey, lastToken];
  const transport = createZainCashTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? ZAINCASH_DEFAULT_TIMEOUT_MS,
    secrets,
  });
  const tokens = createZainCashAccessTokens({ ...options, clock, transport, secrets });

  // A 401 means ZainCash no longer takes our token (expired early, revoked): sign in again once;
  // a second 401 is a real refusal. Nothing was done on a 401, so a create is safe to resend.
  async function callProtected(
    request: { method: 'GET' | 'POST'; path: string; body?: unknown },
    call: ZainCashCall,
  ): Promise<ZainCashReply> {
    const send = async () => {
      const token = await tokens.current();
      lastToken = token;
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      return { token, reply: await transport({ ...request, headers, body }, call) };
    };
    const first = await send();
    if (first.reply.status !== 401) return first.reply;
    tokens.discard(first.token);
    return (await send()).reply;
  }

  async function inquire(transactionId: string) {
    const call = { action: `read the status of transaction ${transactionId}`, uncertain: false };
    if (!transactionIdSchema.safeParse(transactionId).success) {
      throw refused(`ZainCash could not ${call.action}: that is not a transaction id.`);
    }
    const path = `${ZAINCASH_PATHS.inquiry}/${encodeURIComponent(transactionId)}`;
    const reply = await callProtected({ method: 'GET', path }, call);
    if (!succeeded(reply)) throw zainCashErrorFromReply(reply, call, secrets());
    const answer = parseAnswer(inquiryResponse, reply, call);
    const echoed = answer.transactionDetails.transactionId;
    if (echoed !== undefined && echoed !== transactionId) {
      throw zainCashBadAnswer(call, reply.status, `it describes transaction ${echoed}`);
    }
    const amount = answer.transactionDetails.amount;
    const state: ProviderPaymentState = {
      providerPaymentId: transactionId,
      // An unknown word is pending; `providerStatus` keeps it for the log.
      status: mapZainCashStatus(answer.status),
      amountIqd: amount?.value ?? null,
      currency: amount?.currency ?? null,
      reference: answer.transactionDetails.externalReferenceId ?? null,
      providerStatus: answer.status,
    };
    return { state, answer };
  }

  /**
   * The create was refused because our reference was used already: an earlier create went
   * through although its answer was lost. As parakit does, the refusal's
   * `transactionDetails.transactionId` (or `transactionId`) names the transaction made then,
   * and inquiry describes it: ZainCash has no look-up by `externalReferenceId`.
   */
  async function recoverDuplicate(
    input: CreatePaymentInput,
    reply: ZainCashReply,
    error: PaymentProviderError,
  ): Promise<CreatedPayment> {
    const refusal = duplicateRefusal.safeParse(reply.json);
    const transactionId = refusal.success
      ? (refusal.data.transactionDetails?.transactionId ?? refusal.data.transactionId)
      : undefined;
    if (transactionId === undefined) throw error;
    const { state, answer } = await inquire(transactionId).catch((lost: unknown) => {
      // The payment exists: a look-up that got no usable answer leaves the create uncertain.
      if (
        !(lost instanceof PaymentProviderError) ||
        lost.kind === 'refused' ||
        lost.kind === 'auth'
      )
        throw lost;
      const { kind, httpStatus, providerCode } = lost;
      const details = { provider: 'zaincash' as const, kind, httpStatus, providerCode };
      throw new PaymentProviderError(
        lost.message,
        { ...details, uncertain: true },
        { cause: lost },
      );
    });
    if (
      state.amountIqd !== input.amountIqd ||
      (state.currency ?? 'IQD') !== 'IQD' ||
      (state.reference ?? input.reference) !== input.reference
    ) {
      throw refused(
        `ZainCash holds transaction ${transactionId} under our reference ${input.reference}, but for ${state.amountIqd} ${state.currency}, not ${input.amountIqd} IQD.`,
        error.providerCode,
      );
    }
    const url = answer.redirectUrl ?? (refusal.success ? refusal.data.redirectUrl : undefined);
    if (url === undefined) {
      // Never build the page's address ourselves: a new attempt (a new reference) is needed.
      throw refused(
        `ZainCash holds transaction ${transactionId} (${state.providerStatus}) under our reference ${input.reference} but gives no page to pay it; start a new attempt.`,
        error.providerCode,
      );
    }
    return {
      providerPaymentId: transactionId,
      next: { kind: 'redirect', url },
      expiresAt: answer.timeStamps?.expiryTime ?? null,
    };
  }

  function checkCreate(input: CreatePaymentInput): { successUrl: string; failureUrl: string } {
    const action = 'ZainCash could not create the payment';
    if (!Number.isSafeInteger(input.amountIqd) || input.amountIqd < ZAINCASH_MINIMUM_IQD) {
      throw refused(
        `${action}: the amount must be a whole number of dinars of at least ${ZAINCASH_MINIMUM_IQD} (got ${input.amountIqd}).`,
        'AMOUNT_BELOW_MINIMUM',
      );
    }
    // One back-end records that a reference that is not a UUID got HTTP 400.
    if (!uuid.safeParse(input.reference).success) {
      throw refused(`${action}: the reference must be a UUID.`, 'INVALID_REFERENCE');
    }
    let failure: URL;
    try {
      failure = new URL(input.returnUrl);
    } catch {
      throw refused(`${action}: the return URL is not a URL.`, 'INVALID_RETURN_URL');
    }
    failure.searchParams.set(ZAINCASH_FAILURE_PARAMETER.name, ZAINCASH_FAILURE_PARAMETER.value);
    return { successUrl: input.returnUrl, failureUrl: failure.toString() };
  }

  return {
    id: 'zaincash',
    // v2's reversal is full only (parakit; not contradicted anywhere).
    partialRefunds: false,
    // Its status says REFUNDED once the reversal is done.
    refundAskedAgain: false,

    async create(input) {
      const redirectUrls = checkCreate(input);
      const call = { action: 'create the payment', uncertain: true };
      // `customer.phone` pre-fills the payer's wallet as 9647XXXXXXXXX (no +); a number that is
      // not an Iraqi mobile is left out rather than refused: the payer types it on the page.
      const phone = input.customer?.phone ? parseIraqiPhone(input.customer.phone) : null;
      const body = {
        language: LANGUAGES[input.language],
        externalReferenceId: input.reference,
        orderId: input.orderNumber,
        serviceType: options.serviceType ?? DEFAULT_SERVICE_TYPE,
        amount: { value: String(input.amountIqd), currency: 'IQD' },
        ...(phone ? { customer: { phone: phone.replace(/^\+/, '') } } : {}),
        redirectUrls,
      };
      const reply = await callProtected({ method: 'POST', path: ZAINCASH_PATHS.init, body }, call);
      if (!succeeded(reply)) {
        const error = zainCashErrorFromReply(reply, call, secrets());
        const { code, message } = readZainCashRefusal(reply.json);
        const duplicate = reply.status === 409 || DUPLICATE.test(`${code ?? ''} ${message ?? ''}`);
        if (error.kind === 'refused' && duplicate) return recoverDuplicate(input, reply, error);
        throw error;
      }
      const created = parseAnswer(createdResponse, reply, call);
      const echoed = created.transactionDetails?.amount;
      if (echoed && (echoed.value !== input.amountIqd || echoed.currency !== 'IQD')) {
        // Made, but not as asked: the payer is never sent to pay another amount.
        const made = `it made a payment of ${echoed.value} ${echoed.currency}`;
        throw zainCashBadAnswer(call, reply.status, made);
      }
      const transactionId = createdTransactionId(created);
      if (transactionId === null) {
        throw zainCashBadAnswer(call, reply.status, 'no transaction id anywhere');
      }
      return {
        providerPaymentId: transactionId,
        // The page's address exactly as ZainCash gave it: the whole window goes there (no iframe).
        next: { kind: 'redirect', url: created.redirectUrl },
        expiresAt: created.expiryTime ?? null,
      };
    },

    async status(providerPaymentId) {
      return (await inquire(providerPaymentId)).state;
    },

    /**
     * ZainCash v2 has no look-up by `externalReferenceId` (none in any source). Answering null
     * would say "no payment" when one may exist, so this refuses; the way to find a payment whose
     * create answer was lost is `create` again with the same reference: ZainCash refuses the
     * duplicate and names the transaction, which `create` then reads.
     */
    async statusByReference() {
      throw refused(
        'ZainCash has no look-up by our reference: create again with the same reference instead.',
        'NOT_SUPPORTED',
      );
    },

    readCallback: (callback) => readZainCashCallback(options.apiKey, clock, callback),

    /**
     * ZainCash v2 documents no cancel (the reference lists init, inquiry, reverse only). A no-op
     * would tell the caller the payment can no longer be paid while its page still takes money
     * until `expiresAt`, so this refuses: the caller lets it expire and refunds it if it is paid.
     */
    async cancel(providerPaymentId) {
      throw refused(
        `ZainCash cannot cancel transaction ${providerPaymentId}: v2 has no cancel; it expires by itself.`,
        'NOT_SUPPORTED',
      );
    },

    async refund(input) {
      const call = { action: `reverse transaction ${input.providerPaymentId}`, uncertain: false };
      if (input.amountIqd !== input.paidIqd) {
        throw refused(
          `ZainCash could not ${call.action}: it reverses whole payments only (${input.amountIqd} of ${input.paidIqd} IQD asked).`,
          'PARTIAL_REFUND',
        );
      }
      if (!transactionIdSchema.safeParse(input.providerPaymentId).success) {
        throw refused(`ZainCash could not ${call.action}: that is not a transaction id.`);
      }
      const body = { transactionId: input.providerPaymentId, reason: input.reason.slice(0, 200) };
      const reply = await callProtected(
        { method: 'POST', path: ZAINCASH_PATHS.reverse, body },
        call,
      );
      if (!succeeded(reply)) {
        const error = zainCashErrorFromReply(reply, call, secrets());
        if (error.kind !== 'refused') throw error;
        // A retried refund whose first answer was lost finds the payment reversed already.
        const { state } = await inquire(input.providerPaymentId);
        if (state.status === 'refunded') return { providerRefundId: null, status: 'done' };
        throw error;
      }
      const answer = parseAnswer(reverseResponse, reply, call);
      const word = answer.status.toUpperCase();
      const status = SUCCESS_WORDS.has(word)
        ? 'done'
        : FAILURE_WORDS.has(word)
          ? 'failed'
          : 'processing';
      return { providerRefundId: answer.reversalReferenceId ?? null, status };
    },
  };
}
