import type { z } from 'zod';
import { systemClock, type Clock } from '../../lib/clock';
import { createFibAccessTokens } from './access-token';
import { FibError, fibErrorFromReply } from './errors';
import {
  createdPaymentResponse,
  paymentStatusResponse,
  type FibCreatedPayment,
  type FibPaymentState,
} from './responses';
import { createFibTransport, type FibReply, type FibRequest } from './transport';

/** FIB refuses amounts of 250 IQD or less. */
export const FIB_MINIMUM_EXCLUSIVE_IQD = 250;
/** FIB's limit on a payment description. */
export const FIB_DESCRIPTION_MAX_LENGTH = 50;

/** What the shop asks FIB to collect. */
export interface FibPaymentRequest {
  /** Whole dinars, more than 250. */
  amountIqd: number;
  /** Shown to the customer in the FIB app; cut to 50 characters. */
  description: string;
  /** FIB POSTs `{ id, status }` here when the status changes. */
  statusCallbackUrl: string;
  /** Where the FIB app sends the customer back to. */
  redirectUri: string;
  /** ISO-8601 duration the QR code stays payable; default PT1H. */
  expiresIn?: string;
  /** ISO-8601 duration a paid payment can be refunded; default P7D. */
  refundableFor?: string;
}

/** Everything the shop asks of FIB. */
export interface FibClient {
  /** Creates a payment the customer pays by scanning its QR code or opening an app link. */
  createPayment(input: FibPaymentRequest): Promise<FibCreatedPayment>;
  /** FIB's word on a payment: the only thing that may mark an order paid. */
  getStatus(paymentId: string): Promise<FibPaymentState>;
  /** Cancels an unpaid payment; FIB then reports it DECLINED (PAYMENT_CANCELLATION). */
  cancelPayment(paymentId: string): Promise<void>;
  /** Asks FIB to refund a paid payment; it goes REFUND_REQUESTED, later REFUNDED. */
  refundPayment(paymentId: string): Promise<void>;
}

/** Credentials and, for tests, the clock, fetch, timeout and retry waits. */
export interface FibClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  clock?: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
}

const PAYMENTS_PATH = '/protected/v1/payments';

// FIB (Java) counts UTF-16 units; cut whole code points so no surrogate pair is split in half.
function truncate(text: string, max: number): string {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept;
}

const paymentPath = (paymentId: string, action: 'status' | 'cancel' | 'refund') =>
  `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}/${action}`;

function parseReply<T extends z.ZodType>(schema: T, reply: FibReply, action: string): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(reply.body);
  } catch (error) {
    throw new FibError(
      `FIB could not ${action}: the answer is not JSON.`,
      { kind: 'malformed', status: reply.status },
      { cause: error },
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`);
    throw new FibError(
      `FIB could not ${action}: the answer does not match the contract (${problems.join('; ')}).`,
      { kind: 'malformed', status: reply.status },
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

function checkAmount(amountIqd: number) {
  if (!Number.isSafeInteger(amountIqd) || amountIqd <= FIB_MINIMUM_EXCLUSIVE_IQD) {
    throw new FibError(
      `FIB could not create the payment: the amount must be a whole number of dinars above ${FIB_MINIMUM_EXCLUSIVE_IQD} (got ${amountIqd}).`,
      { kind: 'business', code: 'INVALID_AMOUNT' },
    );
  }
}

/** A FIB online-payments client per reference/fib-api.md. */
export function createFibClient(options: FibClientOptions): FibClient {
  const transport = createFibTransport(options);
  const tokens = createFibAccessTokens({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    clock: options.clock ?? systemClock,
    transport,
  });

  // A 401 means FIB no longer accepts our token (expired early, revoked, FIB restarted):
  // sign in again once; a second 401 is a real refusal.
  async function callProtected(
    request: Omit<FibRequest, 'headers'>,
    expectedStatus: number,
    action: string,
  ): Promise<FibReply> {
    const send = async () => {
      const token = await tokens.current();
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      return { token, reply: await transport({ ...request, headers }, action) };
    };
    let { token, reply } = await send();
    if (reply.status === 401) {
      tokens.discard(token);
      ({ token, reply } = await send());
    }
    if (reply.status !== expectedStatus) throw fibErrorFromReply(action, reply.status, reply.body);
    return reply;
  }

  return {
    async createPayment(input) {
      checkAmount(input.amountIqd);
      const action = 'create the payment';
      const body = {
        monetaryValue: { amount: input.amountIqd, currency: 'IQD' },
        statusCallbackUrl: input.statusCallbackUrl,
        description: truncate(input.description, FIB_DESCRIPTION_MAX_LENGTH),
        redirectUri: input.redirectUri,
        expiresIn: input.expiresIn ?? 'PT1H',
        refundableFor: input.refundableFor ?? 'P7D',
      };
      const request = { method: 'POST', path: PAYMENTS_PATH, body: JSON.stringify(body) } as const;
      const reply = await callProtected(request, 201, action);
      return parseReply(createdPaymentResponse, reply, action);
    },

    async getStatus(paymentId) {
      const action = `read the status of payment ${paymentId}`;
      const request = { method: 'GET', path: paymentPath(paymentId, 'status') } as const;
      const reply = await callProtected(request, 200, action);
      return parseReply(paymentStatusResponse, reply, action);
    },

    async cancelPayment(paymentId) {
      const request = { method: 'POST', path: paymentPath(paymentId, 'cancel') } as const;
      await callProtected(request, 204, `cancel payment ${paymentId}`);
    },

    async refundPayment(paymentId) {
      const request = { method: 'POST', path: paymentPath(paymentId, 'refund') } as const;
      await callProtected(request, 202, `refund payment ${paymentId}`);
    },
  };
}
