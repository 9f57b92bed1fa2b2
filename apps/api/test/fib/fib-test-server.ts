import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../src/lib/clock';
import { createFibCallbackSender, type FibCallbackAttempt } from './fib-test-callbacks';
import { createFibTestLedger, FibTestRefusal, type FibTestPayment } from './fib-test-ledger';
import { fibErrorBody, readBody, sendJson } from './fib-test-support';

// Written out here rather than imported from the client, so a wrong path there fails a test.
const TOKEN_PATH = '/auth/realms/fib-online-shop/protocol/openid-connect/token';
const PAYMENTS_PATH = '/protected/v1/payments';
const PAYMENT_ACTION = /^\/protected\/v1\/payments\/([^/]+)\/(status|cancel|refund)$/;

/** How to start the server; every field has a default. */
export interface FibTestServerOptions {
  clientId?: string;
  clientSecret?: string;
  /** FIB's tokens live about a minute. */
  tokenLifetimeSeconds?: number;
  /** Drives token expiry and payment validity; share one with the client to move time. */
  clock?: Clock;
  /** False suppresses status callbacks, to test the shop's polling fallback. */
  callbacks?: boolean;
  callbackAttempts?: number;
  callbackRetryDelayMs?: number;
}

/** A request the server received, whatever it answered. */
export interface FibTestRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An injected answer: an HTTP status (with FIB's error body), no answer at all, or a cut connection. */
export type FibTestFailure = number | 'timeout' | 'drop';
/** Which requests an injection applies to. */
export type FibTestTarget = 'any' | 'token' | 'protected';

type Injection =
  | { target: FibTestTarget; failure: FibTestFailure }
  | { target: FibTestTarget; answer: { status: number; body: unknown } };

/** A running FIB look-alike plus the controls a test uses to play FIB and the customer. */
export interface FibTestServer {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request received, in order. */
  requests: FibTestRequest[];
  /** Every callback delivery attempt, in order. */
  callbackAttempts: FibCallbackAttempt[];
  payments(): ReadonlyMap<string, Readonly<FibTestPayment>>;
  /** The customer pays an unpaid payment. */
  pay(paymentId: string): void;
  /** FIB declines an unpaid payment. */
  decline(paymentId: string, reason?: string): void;
  /** The payment's time runs out: DECLINED with PAYMENT_EXPIRATION. */
  expire(paymentId: string): void;
  /** FIB finishes a requested refund. */
  completeRefund(paymentId: string): void;
  /** The next `count` matching requests get `failure` instead of their real answer. */
  failNext(count: number, failure: FibTestFailure, target?: FibTestTarget): void;
  /** The next matching request gets exactly this answer (a malformed one, say). */
  answerNext(status: number, body: unknown, target?: FibTestTarget): void;
  /** Every token issued so far stops working, as if FIB restarted. */
  revokeTokens(): void;
  /** Resolves once no callback is being delivered. */
  callbacksSettled(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a local server that follows reference/fib-api.md, on 127.0.0.1 and a free port. */
export async function startFibTestServer(
  options: FibTestServerOptions = {},
): Promise<FibTestServer> {
  const clientId = options.clientId ?? 'chapkhana-test';
  const clientSecret = options.clientSecret ?? randomBytes(12).toString('hex');
  const lifetimeSeconds = options.tokenLifetimeSeconds ?? 60;
  const clock = options.clock ?? systemClock;
  const requests: FibTestRequest[] = [];
  const injections: Injection[] = [];
  const tokens = new Map<string, number>(); // token → expiry in ms
  const callbacks = createFibCallbackSender({
    enabled: options.callbacks ?? true,
    attempts: options.callbackAttempts ?? 3,
    retryDelayMs: options.callbackRetryDelayMs ?? 20,
  });
  const ledger = createFibTestLedger({
    clock,
    onStatusChange: (payment) => {
      if (payment.statusCallbackUrl) {
        callbacks.send(payment.statusCallbackUrl, {
          id: payment.paymentId,
          status: payment.status,
        });
      }
    },
  });

  function issueToken(request: IncomingMessage, body: string, response: ServerResponse) {
    const form = new URLSearchParams(body);
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (form.get('grant_type') !== 'client_credentials') {
      const error_description = 'Only client_credentials is supported.';
      return sendJson(response, 400, { error: 'unsupported_grant_type', error_description });
    }
    if (id !== clientId || secret !== clientSecret) {
      const error_description = 'Invalid client or Invalid client credentials';
      return sendJson(response, 401, { error: 'invalid_client', error_description });
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, clock.now().getTime() + lifetimeSeconds * 1000);
    sendJson(response, 200, {
      access_token: token,
      expires_in: lifetimeSeconds,
      refresh_expires_in: 0,
      token_type: 'Bearer',
      'not-before-policy': 0,
      scope: 'profile email',
    });
  }

  function bearerIsValid(request: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token === undefined ? undefined : tokens.get(token);
    return expiresAt !== undefined && clock.now().getTime() < expiresAt;
  }

  function handleProtected(method: string, path: string, body: string, response: ServerResponse) {
    if (path === PAYMENTS_PATH && method === 'POST') {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new FibTestRefusal(400, 'INVALID_REQUEST', 'The body is not JSON.');
      }
      const payment = ledger.create(json);
      const { paymentId, readableCode, qrCode, validUntil } = payment;
      const links = (app: string) => `https://${app}.fib.test/payments?id=${paymentId}`;
      return sendJson(response, 201, {
        paymentId,
        readableCode,
        qrCode,
        validUntil: validUntil.toISOString(),
        personalAppLink: links('personal'),
        businessAppLink: links('business'),
        corporateAppLink: links('corporate'),
      });
    }
    const [, paymentId, action] = PAYMENT_ACTION.exec(path) ?? [];
    if (!paymentId || !action) throw new FibTestRefusal(404, 'NOT_FOUND', `No route ${path}.`);
    if ((action === 'status') !== (method === 'GET') || !['GET', 'POST'].includes(method)) {
      throw new FibTestRefusal(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here.`);
    }
    const id = decodeURIComponent(paymentId);
    if (action === 'status') return sendJson(response, 200, ledger.statusBody(ledger.find(id)));
    if (action === 'cancel') {
      ledger.cancel(id);
      return sendJson(response, 204);
    }
    ledger.refund(id);
    sendJson(response, 202);
  }

  function takeInjection(target: 'token' | 'protected'): Injection | undefined {
    const index = injections.findIndex((i) => i.target === 'any' || i.target === target);
    return index === -1 ? undefined : injections.splice(index, 1)[0];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fib.test').pathname;
    requests.push({ method, path, headers: request.headers, body });
    const injection = takeInjection(path === TOKEN_PATH ? 'token' : 'protected');
    if (injection && 'answer' in injection) {
      return sendJson(response, injection.answer.status, injection.answer.body);
    }
    if (injection?.failure === 'timeout') return; // never answer; close() cuts the connection
    if (injection?.failure === 'drop') return request.socket.destroy();
    if (injection) {
      const status = injection.failure;
      return sendJson(
        response,
        status,
        fibErrorBody('INJECTED', 'Injected failure', `HTTP ${status}`),
      );
    }
    if (path === TOKEN_PATH && method === 'POST') return issueToken(request, body, response);
    if (!bearerIsValid(request)) {
      response.setHeader('www-authenticate', 'Bearer realm="fib-online-shop"');
      return sendJson(response, 401, fibErrorBody('UNAUTHORIZED', 'Unauthorized', 'Bad token.'));
    }
    try {
      handleProtected(method, path, body, response);
    } catch (error) {
      if (!(error instanceof FibTestRefusal)) throw error;
      sendJson(response, error.status, fibErrorBody(error.code, 'Refused', error.message));
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, fibErrorBody('BUG', 'Bug', String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    requests,
    callbackAttempts: callbacks.attempts,
    payments: () => ledger.payments,
    pay: (paymentId) => ledger.pay(paymentId),
    decline: (paymentId, reason = 'SERVER_FAILURE') => ledger.decline(paymentId, reason),
    expire: (paymentId) => ledger.expire(paymentId),
    completeRefund: (paymentId) => ledger.completeRefund(paymentId),
    failNext(count, failure, target = 'any') {
      for (let i = 0; i < count; i += 1) injections.push({ target, failure });
    },
    answerNext(status, body, target = 'any') {
      injections.push({ target, answer: { status, body } });
    },
    revokeTokens: () => tokens.clear(),
    callbacksSettled: () => callbacks.settled(),
    async close() {
      await callbacks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
