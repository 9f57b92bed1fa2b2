import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  listenLookalike,
  parseFormsAsFields,
  recordedBody,
  sendLookalikePage,
} from '../lookalike-http';
import { ZAINCASH_PATHS } from './contract';
import { zainCashControlRoutes } from './lookalike-control';
import { lookalikePage, type LookalikePageProblem, type LookalikePageStep } from './lookalike-page';
import {
  createZainCashLookalikeWorld,
  LookalikeRefusal,
  type LookalikePayment,
  type ZainCashLookalikeWorld,
  type ZainCashLookalikeWorldOptions,
} from './lookalike-world';

/**
 * A look-alike of ZainCash's v2 payment gateway (reference/payments-iraq.md, ZainCash v2 and the
 * look-alike table) for tests and the demo: the OAuth token at `/oauth2/token` and
 * `/api/v2/oauth2/token`, init, inquiry, reverse, a hosted pay page (wallet number, PIN, OTP),
 * the redirect back with `?token=` and webhooks `{ webhook_token }`, both JWTs HS256 with the API
 * key. In memory, with open test controls under `/__control`: mount it only in the demo.
 */
export interface ZainCashLookalikeOptions extends ZainCashLookalikeWorldOptions {
  /** Share state with the caller (a test's direct controls); a new world by default. */
  world?: ZainCashLookalikeWorld;
  /** The origin the pay page's address starts with (the mount prefix follows); the request's own by default. */
  publicUrl?: string;
  /** Given to every route, for the host app's route checks (its access and cache rules). */
  routeConfig?: FastifyContextConfig;
}

const CLOUDFLARE_PAGE =
  '<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head>' +
  '<body><h1>Sorry, you have been blocked</h1><p>You are unable to access this website.</p></body></html>';
const API_BODY_LIMIT = 64 * 1024;
const FORM_BODY_LIMIT = 8 * 1024;
const PAGE_PATH = '/transaction/pay';

const webUrl = z.url({ protocol: /^https?$/ }).max(2_048);
const initBody = z.object({
  language: z
    .string()
    .regex(/^(en|ar|ku)$/i)
    .transform((value) => value.toLowerCase() as 'en' | 'ar' | 'ku'),
  // One back-end records that a reference that is not a UUID got HTTP 400.
  externalReferenceId: z.uuid(),
  orderId: z.string().min(1).max(100),
  serviceType: z.string().max(100).default(''),
  amount: z.object({
    value: z.union([
      z.number().int().positive().max(1_000_000_000),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number)
        .pipe(z.number().positive().max(1_000_000_000)),
    ]),
    currency: z.literal('IQD'),
  }),
  customer: z
    .object({
      phone: z
        .string()
        .regex(/^9647\d{9}$/)
        .optional(),
    })
    .optional(),
  redirectUrls: z.object({ successUrl: webUrl, failureUrl: webUrl }),
});
const reverseBody = z.object({
  transactionId: z.string().min(1).max(128),
  reason: z.string().min(1).max(500),
});
const pageId = z.object({ id: z.uuid() });
const walletForm = pageId.extend({
  msisdn: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(?:\+?964|0)?7\d{9}$/))
    .transform((value) => `964${value.slice(-10)}`),
  pin: z.string().regex(/^\d{4,6}$/),
});
const otpForm = pageId.extend({ otp: z.string().regex(/^\d{6}$/) });

function inquiryAnswer(payment: LookalikePayment, pageUrl: string, open: boolean) {
  return {
    status: payment.status,
    transactionDetails: {
      transactionId: payment.transactionId,
      operationId: payment.operationId,
      externalReferenceId: payment.externalReferenceId,
      orderId: payment.orderId,
      amount: { currency: 'IQD', value: payment.paidAmount ?? payment.amount, feeValue: 0 },
    },
    customer: { phone: payment.phone },
    timeStamps: {
      expiryTime: payment.expiresAt.toISOString(),
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
      completedAt: payment.completedAt?.toISOString() ?? null,
    },
    // parakit's fixture carries the page's address while the payment can be paid.
    ...(open ? { redirectUrl: pageUrl } : {}),
  };
}

/** The look-alike as a Fastify plugin: the demo mounts it under a prefix of the API. */
export const zainCashLookalikePlugin: FastifyPluginAsync<ZainCashLookalikeOptions> = async (
  app,
  options,
) => {
  const world = options.world ?? createZainCashLookalikeWorld(options);
  const config = options.routeConfig;
  parseFormsAsFields(app, FORM_BODY_LIMIT);
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const code = status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
    return reply
      .code(status)
      .send({ code, message: status < 500 ? 'Bad request' : 'Server error' });
  });

  const pageUrl = (request: FastifyRequest, transactionId: string) =>
    `${options.publicUrl ?? `${request.protocol}://${request.host}`}${app.prefix}${PAGE_PATH}?id=${transactionId}`;
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new LookalikeRefusal(400, 'VALIDATION_ERROR', z.prettifyError(parsed.error));
    }
    return parsed.data;
  };

  type Handler = (request: FastifyRequest) => Promise<unknown> | unknown;

  /** An API call: recorded, then the WAF (a queued HTML 403), the token and scope, the handler. */
  function api(
    method: 'GET' | 'POST',
    url: string,
    scope: string | null,
    handler: Handler,
    refusalBody: (error: LookalikeRefusal) => Record<string, unknown> = (error) => ({
      code: error.code,
      message: error.message,
      ...error.extra,
    }),
  ) {
    app.route({
      method,
      url,
      config,
      // The token endpoint takes a short form; the others JSON.
      bodyLimit: url.endsWith('/token') ? FORM_BODY_LIMIT : API_BODY_LIMIT,
      handler: async (request, reply) => {
        world.record({
          method,
          path: request.url.split('?', 1)[0] ?? url,
          body: recordedBody(request.body, ['client_secret']),
        });
        if (world.takeFailure() === 'html403') {
          return reply.code(403).type('text/html; charset=utf-8').send(CLOUDFLARE_PAGE);
        }
        try {
          if (scope !== null) world.authorise(request.headers.authorization, scope);
          return await handler(request);
        } catch (error) {
          if (!(error instanceof LookalikeRefusal)) throw error;
          return reply.code(error.httpStatus).send(refusalBody(error));
        }
      },
    });
  }

  const oauthRefusal = (error: LookalikeRefusal) => ({
    error: error.code,
    error_description: error.message,
  });
  for (const path of [ZAINCASH_PATHS.token, ZAINCASH_PATHS.tokenV2]) {
    api(
      'POST',
      path,
      null,
      (request) => {
        if (
          request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') !== true
        ) {
          throw new LookalikeRefusal(400, 'invalid_request', 'The body must be form-encoded');
        }
        const issued = world.issueToken(request.body as Record<string, string>);
        return {
          access_token: issued.token,
          token_type: 'Bearer',
          expires_in: issued.expiresIn,
          scope: issued.scope,
        };
      },
      oauthRefusal,
    );
  }

  api('POST', ZAINCASH_PATHS.init, 'payment:write', (request) => {
    const body = parse(initBody, request.body);
    const payment = world.init({
      externalReferenceId: body.externalReferenceId,
      orderId: body.orderId,
      serviceType: body.serviceType,
      amount: body.amount.value,
      language: body.language,
      phone: body.customer?.phone ?? null,
      successUrl: body.redirectUrls.successUrl,
      failureUrl: body.redirectUrls.failureUrl,
    });
    return {
      status: payment.status,
      transactionDetails: {
        transactionId: payment.transactionId,
        externalReferenceId: payment.externalReferenceId,
        orderId: payment.orderId,
        amount: { currency: 'IQD', value: payment.amount },
      },
      redirectUrl: pageUrl(request, payment.transactionId),
      expiryTime: payment.expiresAt.toISOString(),
      createdAt: payment.createdAt.toISOString(),
    };
  });

  api('GET', `${ZAINCASH_PATHS.inquiry}/:transactionId`, 'payment:read', (request) => {
    const { transactionId } = request.params as { transactionId: string };
    const payment = world.find(transactionId);
    return inquiryAnswer(payment, pageUrl(request, transactionId), world.isOpen(payment));
  });

  api('POST', ZAINCASH_PATHS.reverse, 'reverse:write', (request) => {
    const body = parse(reverseBody, request.body);
    return { status: 'COMPLETED', reversalReferenceId: world.reverse(body.transactionId) };
  });

  // The hosted page, in the payer's browser: HTML in and out, never a JSON error.
  const actionBase = () => `${app.prefix}${PAGE_PATH}`;
  const page = sendLookalikePage;
  const stepOf = (payment: LookalikePayment): LookalikePageStep =>
    !world.isOpen(payment) ? 'closed' : payment.status === 'OTP_SENT' ? 'otp' : 'wallet';
  const html = (
    payment: LookalikePayment,
    step: LookalikePageStep,
    problem?: LookalikePageProblem,
  ) =>
    lookalikePage(payment, step, actionBase(), world.formTokens.of(payment.transactionId), problem);

  /** A page action: the payment's id, the step's fields, then what the payer did. */
  function pageAction(
    url: string,
    schema: z.ZodType,
    act: (
      fields: Record<string, string>,
    ) => Promise<{ status: number; html?: string; location?: string }>,
  ) {
    app.post(url, { config, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const id = pageId.safeParse(fields);
      if (!id.success) return page(reply, 400, '<!DOCTYPE html><p>Unknown payment.</p>');
      try {
        const payment = world.find(id.data.id);
        // A post without the payment's form token (CSRF) changes nothing.
        if (world.isOpen(payment) && !world.formTokens.matches(payment.transactionId, fields)) {
          return page(reply, 403, html(payment, stepOf(payment), 'badToken'));
        }
        if (!schema.safeParse(fields).success) {
          return page(reply, 400, html(payment, stepOf(payment), 'invalid'));
        }
        const done = await act(fields);
        if (done.location) return reply.code(302).header('location', done.location).send();
        return page(reply, done.status, done.html ?? '');
      } catch (error) {
        if (!(error instanceof LookalikeRefusal)) throw error;
        const payment = world.payments.get(id.data.id);
        const closed = payment ? html(payment, 'closed') : '<!DOCTYPE html><p>Unknown payment.</p>';
        return page(reply, error.httpStatus, closed);
      }
    });
  }

  app.get(PAGE_PATH, { config }, async (request, reply) => {
    const id = pageId.safeParse(request.query);
    const payment = id.success ? world.payments.get(id.data.id) : undefined;
    if (!id.success || !payment) return page(reply, 404, '<!DOCTYPE html><p>Unknown payment.</p>');
    if (world.isOpen(payment)) world.opened(payment.transactionId);
    return page(reply, 200, html(payment, stepOf(payment)));
  });
  pageAction(`${PAGE_PATH}/wallet`, walletForm, async (fields) => {
    const { id, msisdn } = walletForm.parse(fields);
    const payment = world.walletGiven(id, msisdn);
    return { status: 200, html: html(payment, 'otp') };
  });
  pageAction(`${PAGE_PATH}/otp`, otpForm, async (fields) => {
    const { id, otp } = otpForm.parse(fields);
    return { status: 302, location: await world.redirectFor(world.otpGiven(id, otp)) };
  });
  pageAction(`${PAGE_PATH}/cancel`, pageId, async (fields) => {
    const { id } = pageId.parse(fields);
    return { status: 302, location: await world.redirectFor(world.cancelled(id)) };
  });

  await app.register(zainCashControlRoutes, { world, routeConfig: config });
};

export interface RunningZainCashLookalike {
  /** The server's origin, e.g. http://127.0.0.1:4201: the provider's `baseUrl`. */
  url: string;
  world: ZainCashLookalikeWorld;
  close(): Promise<void>;
}

/** Starts the look-alike on its own port (127.0.0.1; a free port by default), for tests. */
export async function startZainCashLookalike(
  options: ZainCashLookalikeOptions & { port?: number; host?: string },
): Promise<RunningZainCashLookalike> {
  const world = options.world ?? createZainCashLookalikeWorld(options);
  return { ...(await listenLookalike(zainCashLookalikePlugin, { ...options, world })), world };
}
