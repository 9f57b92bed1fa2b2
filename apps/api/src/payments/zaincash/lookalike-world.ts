import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { createFormTokens, offOrigin, originCheck, sameSecret } from '../lookalike-http';
import { systemClock, type Clock } from '../../lib/clock';
import { createDeliveries } from '../../messages/lookalike/deliveries';
import { ZAINCASH_SCOPE, type ZainCashEventType, type ZainCashStatus } from './contract';

/** What the next payment finished on the hosted page does, whatever the payer types. */
export const LOOKALIKE_OUTCOMES = [
  'success',
  'decline',
  'expiry',
  'late-webhook',
  'duplicate-webhook',
  'forged-webhook',
  'amount-differs',
] as const;
export type LookalikeOutcome = (typeof LOOKALIKE_OUTCOMES)[number];

/** The OTP the look-alike's page accepts (the UAT guide's test OTP); any PIN is taken. */
export const LOOKALIKE_OTP = '111111';

export interface ZainCashLookalikeWorldOptions {
  /** The merchant's credentials the look-alike accepts. */
  clientId: string;
  clientSecret: string;
  /** Signs the redirect and webhook JWTs (HS256). */
  apiKey: string;
  /** Registered with ZainCash, not per payment: where webhooks go; none are sent without it. */
  webhookUrl?: string;
  /** How webhooks are posted (in-process in the demo). */
  fetch?: typeof fetch;
  clock?: Clock;
  /** `expires_in` of an access token; an hour by default. */
  tokenLifetimeSeconds?: number;
  /** How long a payment can be paid; 15 minutes by default. */
  paymentLifetimeMs?: number;
  /**
   * The only origins (e.g. `http://localhost:3000`) the success, failure and webhook URLs may be
   * on: an init naming another is refused (400 VALIDATION_ERROR), a webhook URL elsewhere
   * throws. Any origin when not given.
   */
  allowedOrigins?: readonly string[];
}

export type LookalikeLanguage = 'en' | 'ar' | 'ku';

export interface LookalikePayment {
  transactionId: string;
  externalReferenceId: string;
  orderId: string;
  serviceType: string;
  amount: number;
  /** What the payer paid, when the amount-differs outcome changed it. */
  paidAmount: number | null;
  language: LookalikeLanguage;
  phone: string | null;
  successUrl: string;
  failureUrl: string;
  status: ZainCashStatus;
  operationId: string | null;
  errorMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

/** A refusal in ZainCash's assumed error shape `{ code, message }` (reference, errors). */
export class LookalikeRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** What the look-alike received, for tests to read (secrets never kept). */
export interface LookalikeReceived {
  at: string;
  method: string;
  path: string;
  body: unknown;
}

const MAX_PAYMENTS = 10_000;
const MAX_TOKENS = 1_000;
const MAX_RECEIVED = 1_000;
const MAX_QUEUED = 100;
const FINAL: ReadonlySet<ZainCashStatus> = new Set(['SUCCESS', 'FAILED', 'EXPIRED', 'REFUNDED']);
const GRANTABLE = new Set(ZAINCASH_SCOPE.split(' '));

export type ZainCashLookalikeWorld = ReturnType<typeof createZainCashLookalikeWorld>;

/** The look-alike's state: tokens, payments, scripted outcomes and the webhooks it sends. */
export function createZainCashLookalikeWorld(options: ZainCashLookalikeWorldOptions) {
  const clock = options.clock ?? systemClock;
  const key = new TextEncoder().encode(options.apiKey);
  // Access tokens by their sha256: a lookup never compares the token's own characters, and the
  // one found is confirmed in constant time.
  const tokens = new Map<string, { token: string; expiresAt: number; scopes: Set<string> }>();
  const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');
  const payments = new Map<string, LookalikePayment>();
  const byReference = new Map<string, string>();
  const outcomes: { outcome: LookalikeOutcome; amountIqd?: number }[] = [];
  const failures: 'html403'[] = [];
  const received: LookalikeReceived[] = [];
  const deliveries = createDeliveries(() => options.fetch ?? globalThis.fetch);
  let held: string[] = [];
  const allowed = originCheck(options.allowedOrigins);
  const formTokens = createFormTokens();
  /** The webhook URL, if the look-alike may post to it. */
  const checkedWebhookUrl = (url: string | undefined) => {
    if (url !== undefined && !allowed(url)) {
      throw new LookalikeRefusal(
        400,
        'VALIDATION_ERROR',
        'webhookUrl: the origin is not an allowed one',
      );
    }
    return url;
  };
  let webhookUrl = checkedWebhookUrl(options.webhookUrl);
  const now = () => clock.now();

  const sign = (
    claims: Record<string, unknown>,
    signingKey: Uint8Array,
    lifetimeSeconds: number,
  ) => {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeSeconds)
      .sign(signingKey);
  };

  function post(url: string, token: string) {
    return deliveries.post(url, JSON.stringify({ webhook_token: token }), {});
  }

  /** Posts what was held back once `after` has been answered: out of order for certain. */
  function releaseHeld(after: Promise<void> = Promise.resolve()) {
    const late = held;
    held = [];
    if (!webhookUrl || late.length === 0) return;
    const url = webhookUrl;
    deliveries.track(after.then(() => Promise.all(late.map((token) => post(url, token)))));
  }

  /** The webhook of one event (parakit's claim set), misbehaving as the payment's outcome says. */
  async function notify(
    payment: LookalikePayment,
    eventType: ZainCashEventType,
    outcome?: LookalikeOutcome,
  ) {
    if (!webhookUrl) return;
    const claims = {
      eventType,
      eventId: `evt_${randomUUID()}`,
      timestamp: now().toISOString(),
      data: {
        transactionId: payment.transactionId,
        orderId: payment.orderId,
        customerMsisdn: payment.phone,
        currentStatus: payment.status,
        amount: { currency: 'IQD', value: payment.paidAmount ?? payment.amount },
        ...(payment.errorMessage ? { errorMessage: payment.errorMessage } : {}),
      },
    };
    const forged = outcome === 'forged-webhook';
    const token = await sign(claims, forged ? randomBytes(32) : key, 3_600);
    if (outcome === 'late-webhook') {
      // At most as many as can be queued: the oldest held back is dropped, as if lost.
      held.push(token);
      if (held.length > MAX_QUEUED) held.shift();
      return;
    }
    const sent = post(webhookUrl, token);
    if (outcome === 'duplicate-webhook') post(webhookUrl, token);
    releaseHeld(sent);
  }

  /** A payment's status now: one still open past its expiry has expired. */
  function current(payment: LookalikePayment): LookalikePayment {
    if (!FINAL.has(payment.status) && now() > payment.expiresAt) {
      move(payment, 'EXPIRED');
    }
    return payment;
  }

  function move(payment: LookalikePayment, status: ZainCashStatus, outcome?: LookalikeOutcome) {
    payment.status = status;
    payment.updatedAt = now();
    if (FINAL.has(status) && status !== 'REFUNDED') {
      payment.completedAt = now();
      deliveries.track(notify(payment, 'STATUS_CHANGED', outcome));
    }
  }

  function find(transactionId: string): LookalikePayment {
    const payment = payments.get(transactionId);
    if (!payment) {
      throw new LookalikeRefusal(404, 'TRANSACTION_NOT_FOUND', 'Transaction not found');
    }
    return current(payment);
  }

  function payable(transactionId: string): LookalikePayment {
    const payment = find(transactionId);
    if (FINAL.has(payment.status)) {
      throw new LookalikeRefusal(409, 'TRANSACTION_CLOSED', 'This payment can no longer be paid');
    }
    return payment;
  }

  return {
    payments,
    received,
    deliveries,
    clock,
    /** The hosted page's token of each payment (CSRF). */
    formTokens,
    /** Where webhooks go from now on (the demo learns its own URL late); undefined stops them. */
    setWebhookUrl(url: string | undefined) {
      webhookUrl = checkedWebhookUrl(url);
    },

    record(entry: Omit<LookalikeReceived, 'at'>) {
      if (received.length >= MAX_RECEIVED) received.shift();
      received.push({ at: now().toISOString(), ...entry });
    },
    /** The next API call's failure, if one is queued (consumed). */
    takeFailure: () => failures.shift(),
    nextOutcome(outcome: LookalikeOutcome | 'html403', count = 1, amountIqd?: number) {
      for (let i = 0; i < count; i += 1) {
        if (outcomes.length + failures.length >= MAX_QUEUED) break;
        if (outcome === 'html403') failures.push(outcome);
        else outcomes.push({ outcome, amountIqd });
      }
    },

    issueToken(fields: Record<string, string | undefined>): {
      token: string;
      scope: string;
      expiresIn: number;
    } {
      if (fields.grant_type !== 'client_credentials') {
        throw new LookalikeRefusal(
          400,
          'unsupported_grant_type',
          'Only client_credentials is supported',
        );
      }
      const clientId = sameSecret(fields.client_id, options.clientId);
      if (!sameSecret(fields.client_secret, options.clientSecret) || !clientId) {
        throw new LookalikeRefusal(401, 'invalid_client', 'Client authentication failed');
      }
      const asked = (fields.scope ?? 'payment:read payment:write').split(' ').filter(Boolean);
      if (asked.some((scope) => !GRANTABLE.has(scope))) {
        throw new LookalikeRefusal(400, 'invalid_scope', 'The requested scope is invalid');
      }
      const expiresIn = options.tokenLifetimeSeconds ?? 3_600;
      for (const [key, entry] of tokens) {
        if (entry.expiresAt <= now().getTime()) tokens.delete(key);
      }
      // A flood of sign-ins forgets the oldest tokens rather than filling the memory.
      const oldest = tokens.keys().next();
      if (tokens.size >= MAX_TOKENS && !oldest.done) tokens.delete(oldest.value);
      const token = randomBytes(32).toString('base64url');
      tokens.set(tokenKey(token), {
        token,
        expiresAt: now().getTime() + expiresIn * 1000,
        scopes: new Set(asked),
      });
      return { token, scope: asked.join(' '), expiresIn };
    },
    /** Checks the bearer token and its scope; refuses as an API gateway would. */
    authorise(authorization: string | undefined, scope: string) {
      const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
      const entry = token === undefined ? undefined : tokens.get(tokenKey(token));
      if (!entry || !sameSecret(token, entry.token) || entry.expiresAt <= now().getTime()) {
        throw new LookalikeRefusal(401, 'UNAUTHORIZED', 'Invalid or expired access token');
      }
      if (!entry.scopes.has(scope)) {
        throw new LookalikeRefusal(403, 'FORBIDDEN', `The token lacks the scope ${scope}`);
      }
    },
    /** Every access token stops working (ZainCash restarted, or revoked them). */
    revokeTokens: () => tokens.clear(),

    init(fields: Omit<LookalikePayment, OwnFields>): LookalikePayment {
      const off = offOrigin(allowed, {
        'redirectUrls.successUrl': fields.successUrl,
        'redirectUrls.failureUrl': fields.failureUrl,
      });
      if (off.length > 0) {
        throw new LookalikeRefusal(
          400,
          'VALIDATION_ERROR',
          `${off.join(', ')}: the origin is not an allowed one`,
        );
      }
      const existing = byReference.get(fields.externalReferenceId);
      if (existing !== undefined) {
        throw new LookalikeRefusal(
          400,
          'EXTERNAL_REFERENCE_ALREADY_EXISTS',
          'Duplicate external reference',
          {
            transactionDetails: { transactionId: existing },
          },
        );
      }
      // Reachable by anyone in the demo: the oldest payment is forgotten rather than the
      // look-alike refusing every payment for ever once 10,000 were made.
      const oldest = payments.values().next();
      if (payments.size >= MAX_PAYMENTS && !oldest.done) {
        payments.delete(oldest.value.transactionId);
        formTokens.forget(oldest.value.transactionId);
        byReference.delete(oldest.value.externalReferenceId);
      }
      const createdAt = now();
      const payment: LookalikePayment = {
        ...fields,
        transactionId: randomUUID(),
        paidAmount: null,
        status: 'PENDING',
        operationId: null,
        errorMessage: null,
        createdAt,
        updatedAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + (options.paymentLifetimeMs ?? 15 * 60_000)),
        completedAt: null,
      };
      payments.set(payment.transactionId, payment);
      byReference.set(payment.externalReferenceId, payment.transactionId);
      return payment;
    },
    find,
    isOpen: (payment: LookalikePayment) => !FINAL.has(current(payment).status),

    /** The payer opened the page. */
    opened(transactionId: string) {
      const payment = find(transactionId);
      if (payment.status === 'PENDING') move(payment, 'CUSTOMER_AUTHENTICATION_REQUIRED');
      return payment;
    },
    /** Wallet number and PIN given: the OTP is "sent". */
    walletGiven(transactionId: string, msisdn: string) {
      const payment = payable(transactionId);
      payment.phone = msisdn;
      move(payment, 'OTP_SENT');
      return payment;
    },
    /** The OTP given: the payment ends as the next outcome says, else as the OTP says. */
    otpGiven(transactionId: string, otp: string) {
      const payment = payable(transactionId);
      if (payment.status !== 'OTP_SENT') {
        throw new LookalikeRefusal(409, 'OTP_NOT_SENT', 'Enter the wallet number and PIN first');
      }
      const next = outcomes.shift();
      const outcome = next?.outcome;
      const declined = outcome === 'decline' || (outcome !== 'success' && otp !== LOOKALIKE_OTP);
      if (outcome === 'expiry') {
        move(payment, 'EXPIRED', outcome);
      } else if (declined) {
        payment.errorMessage = outcome === 'decline' ? 'Insufficient balance' : 'Invalid OTP';
        move(payment, 'FAILED', outcome);
      } else {
        if (outcome === 'amount-differs') {
          payment.paidAmount = next?.amountIqd ?? Math.max(0, payment.amount - 1_000);
        }
        payment.operationId = String(randomBytes(6).readUIntBE(0, 6));
        move(payment, 'SUCCESS', outcome);
      }
      return payment;
    },
    /** The payer pressed cancel on the page: ZainCash reports such a payment FAILED. */
    cancelled(transactionId: string) {
      const payment = payable(transactionId);
      payment.errorMessage = 'Cancelled by the customer';
      move(payment, 'FAILED');
      return payment;
    },
    /** The shopper's way back: the success or failure URL with `?token=` (HS256, the API key). */
    async redirectFor(payment: LookalikePayment): Promise<string> {
      const url = new URL(payment.status === 'SUCCESS' ? payment.successUrl : payment.failureUrl);
      const token = await sign(
        {
          transactionId: payment.transactionId,
          orderId: payment.orderId,
          externalReferenceId: payment.externalReferenceId,
          status: payment.status,
        },
        key,
        3_600,
      );
      url.searchParams.set('token', token);
      return url.toString();
    },

    reverse(transactionId: string): string {
      const payment = find(transactionId);
      if (payment.status !== 'SUCCESS') {
        throw new LookalikeRefusal(
          400,
          'TRANSACTION_NOT_REVERSIBLE',
          `A ${payment.status} transaction cannot be reversed`,
        );
      }
      move(payment, 'REFUNDED');
      deliveries.track(notify(payment, 'REFUND_COMPLETED'));
      return `rev_${randomUUID()}`;
    },

    /** Posts the webhooks held back by the late-webhook outcome. */
    releaseLateWebhooks: () => releaseHeld(),
    /** Resolves once every webhook under way has been answered or failed. */
    settled: () => deliveries.settled(),
  };
}

type OwnFields =
  | 'transactionId'
  | 'paidAmount'
  | 'status'
  | 'operationId'
  | 'errorMessage'
  | 'createdAt'
  | 'updatedAt'
  | 'expiresAt'
  | 'completedAt';
