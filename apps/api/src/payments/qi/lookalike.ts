import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import Fastify, {
  type FastifyContextConfig,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { z } from 'zod';
import { renderQiForm, type QiFormError, type QiFormStep } from './lookalike-form';
import { qiLookalikeControlRoutes, type QiReceivedCall } from './lookalike-control';
import { createQiNotifier } from './lookalike-notifier';
import {
  createQiLookalikeWorld,
  paymentForApi,
  QI_LOOKALIKE_FAILING_OTP,
  QiRefusal,
  type QiLookalikeAccount,
  type QiLookalikePayment,
  type QiLookalikeWorld,
} from './lookalike-world';

/** The terminal the demo's look-alike accepts when none is given. */
export const QI_LOOKALIKE_DEMO_ACCOUNT: QiLookalikeAccount = {
  username: 'chapkhana-demo',
  password: 'qi-lookalike-password',
  terminalId: 'CHAPKHANA-DEMO-1',
};

/**
 * A look-alike of Qi Card's 3-D Secure gateway (reference/payments-iraq.md, Qi Card and "What the
 * look-alike server must do"), for tests and the demo: the API under `/api/v1/payment…`, the hosted
 * card form under `/form/…`, test controls under `/__control/…`, all below the plugin's prefix.
 * Everything is in memory; the controls have no authentication: mount it only in the demo.
 */
export interface QiCardLookalikeOptions {
  /** The terminals accepted; the demo's one by default. */
  accounts?: QiLookalikeAccount[];
  /** Its RSA key pair (PEM); a new 2048-bit pair is made at start by default. */
  keyPair?: { privateKeyPem: string; publicKeyPem: string };
  /** The origin `formUrl` points at; the request's own origin by default (the prefix is added). */
  publicUrl?: string;
  /** How notifications are posted (the demo posts to itself in-process). */
  fetch?: typeof fetch;
  /** The waits before each re-send of a notification not answered 200. */
  notificationRetryDelaysMs?: readonly number[];
  now?: () => Date;
  /** Given to every route, for the host app's route checks (its access and cache rules). */
  routeConfig?: FastifyContextConfig;
  /**
   * The only origins (e.g. `http://localhost:3000`) a payment's finishPaymentUrl and
   * notificationUrl may be on: a create naming another is refused (400, error 26
   * INVALID_PAYMENT_FORM_DOMAIN naming the field), so the form never redirects and the notifier never posts
   * elsewhere. Any origin when not given.
   */
  allowedOrigins?: readonly string[];
  /** Share the world with the caller (a test's direct controls). */
  onWorld?: (world: QiLookalikeWorld, publicKeyPem: string) => void;
}

const API_BODY_LIMIT = 64 * 1024;
const FORM_BODY_LIMIT = 8 * 1024;
const MAX_RECEIVED = 200;
const PROXY_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
  '<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

const dinars = z.union([
  z.number().positive().max(1_000_000_000_000),
  z
    .string()
    .regex(/^\d{1,13}(\.\d{1,3})?$/)
    .transform(Number)
    .refine((n) => n > 0),
]);
const webUrl = z.url({ protocol: /^https?$/ }).max(2_000);
const smallRecord = z
  .record(z.string().max(64), z.string().max(256))
  .refine((record) => Object.keys(record).length <= 10);
const requestId = z.string().min(1).max(36);
const createBody = z.object({
  requestId,
  amount: dinars,
  currency: z.literal('IQD'),
  locale: z.string().max(10).optional(),
  finishPaymentUrl: webUrl,
  notificationUrl: webUrl.optional(),
  customerInfo: smallRecord.optional(),
  additionalInfo: smallRecord.optional(),
});
const cancelBody = z.object({ requestId, amount: dinars.optional() });
const refundBody = z.object({
  requestId,
  amount: dinars.optional(),
  message: z.string().max(500).optional(),
});

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'body');
    throw new QiRefusal(21, `VALIDATION_ERROR: ${[...new Set(fields)].join(', ')}`);
  }
  return parsed.data;
}

const qiError = (code: number, message: string) => ({ error: { code, message } });

/** `username:password` from an HTTP Basic header, if it is one. */
function basicCredentials(header: string | undefined): [string, string] | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** Only the string fields of a form: a repeated field counts as absent. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body === null || typeof body !== 'object') return fields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** The look-alike as a Fastify plugin: the demo mounts it under a prefix of the API. */
export const qiCardLookalikePlugin: FastifyPluginAsync<QiCardLookalikeOptions> = async (
  app,
  options,
) => {
  const pair =
    options.keyPair ??
    (() => {
      const made = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return {
        privateKeyPem: made.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKeyPem: made.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      };
    })();
  const publicKeyPem = createPublicKey(pair.publicKeyPem)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  const notifier = createQiNotifier({
    privateKey: createPrivateKey(pair.privateKeyPem),
    fetch: options.fetch,
    retryDelaysMs: options.notificationRetryDelaysMs,
  });
  const world = createQiLookalikeWorld({
    accounts: options.accounts ?? [QI_LOOKALIKE_DEMO_ACCOUNT],
    notifier,
    now: options.now,
    allowedOrigins: options.allowedOrigins,
  });
  options.onWorld?.(world, publicKeyPem);
  const received: QiReceivedCall[] = [];
  const config = options.routeConfig;
  const origin = (request: FastifyRequest) =>
    options.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  const formBase = (request: FastifyRequest) => `${origin(request)}${app.prefix}/form`;

  app.addHook('onClose', async () => notifier.close());
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.removeContentTypeParser('application/x-www-form-urlencoded');
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    async (_request: FastifyRequest, body: string) => {
      const fields: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(body)) {
        const earlier = fields[key];
        fields[key] = earlier === undefined ? value : [earlier].flat().concat(value);
      }
      return fields;
    },
  );
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error instanceof QiRefusal) {
      return reply.code(error.httpStatus).send(qiError(error.code, error.message));
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send(qiError(21, 'VALIDATION_ERROR'));
    return reply.code(500).send(qiError(23, 'INTERNAL_SYSTEM_ERROR'));
  });

  /** A Qi API call: the planned failure, Basic and the terminal, then the handler's answer. */
  function api(
    method: 'GET' | 'POST',
    url: string,
    handler: (request: FastifyRequest, terminalId: string) => object,
  ) {
    app.route({
      method,
      url: `/api/v1${url}`,
      config,
      bodyLimit: API_BODY_LIMIT,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const terminalHeader = request.headers['x-terminal-id'];
        const terminal = typeof terminalHeader === 'string' ? terminalHeader.slice(0, 100) : '';
        received.push({ method, url: request.url, terminalId: terminal, body: request.body });
        if (received.length > MAX_RECEIVED) received.shift();
        const failure = world.failures[0];
        if (failure === 'html') {
          world.failures.shift();
          return reply.code(502).type('text/html; charset=utf-8').send(PROXY_PAGE);
        }
        const credentials = basicCredentials(request.headers.authorization);
        if (!credentials || !world.account(credentials[0], credentials[1], terminal)) {
          return reply.code(401).send(qiError(27, 'BAD_CREDENTIALS'));
        }
        const answer = handler(request, terminal);
        if (world.failures[0] === 'drop-answer') {
          // Done, but the answer never reaches the merchant.
          world.failures.shift();
          reply.hijack();
          reply.raw.destroy(new Error('The look-alike dropped its answer.'));
          return reply;
        }
        return answer;
      },
    });
  }

  type ById = { paymentId: string };
  const paymentId = (request: FastifyRequest) => (request.params as ById).paymentId;

  api('POST', '/payment', (request, terminal) => {
    const body = parse(createBody, request.body);
    return paymentForApi(world.create(terminal, body, (id) => `${formBase(request)}/${id}`));
  });
  api('GET', '/payment/status/by/request/:requestId', (request, terminal) =>
    paymentForApi(
      world.findByRequest(terminal, (request.params as { requestId: string }).requestId),
    ),
  );
  for (const path of ['/payment/:paymentId/status', '/payment/:paymentId']) {
    api('GET', path, (request, terminal) =>
      paymentForApi(world.find(paymentId(request), terminal)),
    );
  }
  api('POST', '/payment/:paymentId/cancel', (request, terminal) =>
    paymentForApi(
      world.cancel(terminal, paymentId(request), parse(cancelBody, request.body).requestId),
    ),
  );
  api('POST', '/payment/:paymentId/refund', (request, terminal) => {
    const { payment, refund } = world.refund(
      terminal,
      paymentId(request),
      parse(refundBody, request.body),
    );
    return {
      refundId: refund.refundId,
      requestId: refund.requestId,
      paymentId: payment.paymentId,
      amount: refund.amount,
      currency: payment.currency,
      creationDate: refund.creationDate,
      status: refund.status,
      canceled: payment.canceled,
      ...(refund.message !== null ? { message: refund.message } : {}),
      details: { resultCode: refund.status === 'FAILED' ? '12' : '00' },
    };
  });

  // The hosted card form: plain HTML, each step a POST, the end a 302 to the shop.
  const page = (
    reply: FastifyReply,
    request: FastifyRequest,
    step: QiFormStep,
    payment: QiLookalikePayment | undefined,
    error?: QiFormError,
  ) =>
    reply
      .code(step === 'not-found' ? 404 : error === 'badToken' ? 403 : 200)
      // No script, no framing (a shop redirects the whole window); the forms' end is a redirect
      // to the shop, which `form-action` would otherwise stop.
      .header(
        'content-security-policy',
        "default-src 'none'; form-action *; frame-ancestors 'none'",
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderQiForm(
          step,
          payment,
          formBase(request),
          payment ? world.formTokens.of(payment.paymentId) : '',
          error,
        ),
      );
  const payable = (payment: QiLookalikePayment) =>
    !payment.canceled &&
    ['CREATED', 'FORM_SHOWED', 'AUTHENTICATION_REQUIRED'].includes(payment.status);
  const lookUp = (request: FastifyRequest) => {
    try {
      return world.find(paymentId(request));
    } catch {
      return undefined;
    }
  };
  const form = { config, bodyLimit: FORM_BODY_LIMIT };
  /** A post without the payment's form token (CSRF) re-shows the step it is at, changing nothing. */
  const forged = (request: FastifyRequest, payment: QiLookalikePayment) =>
    !world.formTokens.matches(payment.paymentId, formFields(request.body));
  const currentStep = (payment: QiLookalikePayment) =>
    payment.status === 'AUTHENTICATION_REQUIRED' ? 'otp' : 'card';

  app.get('/form/:paymentId', form, async (request, reply) => {
    const payment = lookUp(request);
    if (!payment) return page(reply, request, 'not-found', undefined);
    if (!payable(payment)) return page(reply, request, 'finished', payment);
    world.showForm(payment);
    return page(reply, request, currentStep(payment), payment);
  });
  app.post('/form/:paymentId/card', form, async (request, reply) => {
    const payment = lookUp(request);
    if (!payment) return page(reply, request, 'not-found', undefined);
    if (!payable(payment) || payment.status === 'AUTHENTICATION_REQUIRED') {
      return page(reply, request, payable(payment) ? 'otp' : 'finished', payment);
    }
    if (forged(request, payment)) return page(reply, request, 'card', payment, 'badToken');
    const entered = world.enterCard(payment.paymentId, formFields(request.body).cardNumber ?? '');
    if (entered === 'declined') return reply.redirect(payment.finishPaymentUrl, 302);
    return page(
      reply,
      request,
      entered === 'otp' ? 'otp' : 'card',
      payment,
      entered === 'unknown' ? 'unknownCard' : undefined,
    );
  });
  app.post('/form/:paymentId/otp', form, async (request, reply) => {
    const payment = lookUp(request);
    if (!payment) return page(reply, request, 'not-found', undefined);
    if (payment.status !== 'AUTHENTICATION_REQUIRED' || payment.canceled) {
      return page(reply, request, payable(payment) ? 'card' : 'finished', payment);
    }
    if (forged(request, payment)) return page(reply, request, 'otp', payment, 'badToken');
    const otp = (formFields(request.body).otp ?? '').trim();
    if (!/^\d{6}$/.test(otp)) return page(reply, request, 'otp', payment, 'badOtp');
    const outcome = otp === QI_LOOKALIKE_FAILING_OTP ? 'authentication-failed' : 'success';
    world.finish(payment.paymentId, outcome);
    return reply.redirect(payment.finishPaymentUrl, 302);
  });
  app.post('/form/:paymentId/cancel', form, async (request, reply) => {
    const payment = lookUp(request);
    if (!payment) return page(reply, request, 'not-found', undefined);
    if (!payable(payment)) return page(reply, request, 'finished', payment);
    if (forged(request, payment)) {
      return page(reply, request, currentStep(payment), payment, 'badToken');
    }
    world.finish(payment.paymentId, 'customer-cancel');
    return reply.redirect(payment.finishPaymentUrl, 302);
  });

  await app.register(qiLookalikeControlRoutes, {
    world,
    publicKeyPem,
    received,
    routeConfig: config,
  });
};

export interface RunningQiCardLookalike {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The API base a provider is built with: `{url}/api/v1`. */
  baseUrl: string;
  publicKeyPem: string;
  world: QiLookalikeWorld;
  close(): Promise<void>;
}

/** Starts the look-alike on its own port (127.0.0.1; a free port by default), for tests. */
export async function startQiCardLookalike(
  options: QiCardLookalikeOptions & { port?: number; host?: string } = {},
): Promise<RunningQiCardLookalike> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  let world: QiLookalikeWorld | undefined;
  let publicKeyPem = '';
  await app.register(qiCardLookalikePlugin, {
    ...options,
    onWorld: (made, key) => {
      world = made;
      publicKeyPem = key;
      options.onWorld?.(made, key);
    },
  });
  if (!world) throw new Error('The Qi Card look-alike did not start.');
  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    url,
    baseUrl: `${url}/api/v1`,
    publicKeyPem,
    world,
    close: () => app.close(),
  };
}
