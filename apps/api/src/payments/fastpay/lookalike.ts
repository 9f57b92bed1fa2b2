import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  listenLookalike,
  parseFormsAsFields,
  recordedBody,
  sendLookalikePage,
} from '../lookalike-http';
import { FASTPAY_CODES, FASTPAY_MINIMUM_IQD, FASTPAY_ORDER_ID, FASTPAY_PATHS } from './contract';
import { fastPayControlRoutes } from './lookalike-control';
import {
  fastPayLookalikePage,
  type FastPayPageProblem,
  type FastPayPageStep,
} from './lookalike-page';
import {
  createFastPayLookalikeWorld,
  FastPayRefusal,
  type FastPayLookalikePayment,
  type FastPayLookalikeWorld,
  type FastPayLookalikeWorldOptions,
} from './lookalike-world';

/**
 * A look-alike of FastPay's merchant payment gateway (reference/payments-iraq.md, FastPay and the
 * look-alike table) for tests and the demo: initiation (JSON or form fields), validate, refund and
 * refund/validation, every answer HTTP 200 with the body `code` (422 credentials, 404 not found or
 * not paid); the hosted "login to pay" page at the `redirect_uri`, which sends the payer to
 * `success_url?order_id=` and posts the unsigned IPN to `callback_url` on success only. In memory,
 * with open test controls under `/__control`: mount it only in the demo.
 */
export interface FastPayLookalikeOptions extends FastPayLookalikeWorldOptions {
  /** Share state with the caller (a test's direct controls); a new world by default. */
  world?: FastPayLookalikeWorld;
  /** The origin the page's address starts with (the mount prefix follows); the request's own by default. */
  publicUrl?: string;
  /** Given to every route, for the host app's route checks (its access and cache rules). */
  routeConfig?: FastifyContextConfig;
}

const PROXY_PAGE =
  '<!DOCTYPE html><html><head><title>503 Service Temporarily Unavailable</title></head>' +
  '<body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>';
// The biggest body FastPay takes is an initiation with its cart (at most 8,000 characters here).
const API_BODY_LIMIT = 16 * 1024;
const FORM_BODY_LIMIT = 8 * 1024;
const PAGE_PATH = '/pay';
// The cart is the longest field a form may carry.
const MAX_FIELD_LENGTH = 8_000;

const webUrl = z.url({ protocol: /^https?$/ }).max(2_048);
// Form fields are text: a whole number is read from its digits.
const wholeNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);
const orderId = z.string().regex(FASTPAY_ORDER_ID);
const initiationBody = z.object({
  order_id: orderId,
  bill_amount: wholeNumber.pipe(z.number().int().min(FASTPAY_MINIMUM_IQD).max(1_000_000_000)),
  currency: z.literal('IQD'),
  // A JSON-encoded string, not an array (reference, FastPay, Initiate).
  cart: z
    .string()
    .max(8_000)
    .refine((text) => {
      try {
        return Array.isArray(JSON.parse(text));
      } catch {
        return false;
      }
    }, 'cart must be a JSON-encoded list'),
  // Per-request URLs are sent by parakit and levilabs, unconfirmed by FastPay's guide.
  success_url: webUrl,
  cancel_url: webUrl.optional(),
  callback_url: webUrl.optional(),
});
const orderBody = z.object({ order_id: orderId });
const refundBody = orderBody.extend({
  msisdn: z.string().min(1).max(32),
  amount: wholeNumber.pipe(z.number().int().min(1).max(1_000_000_000)),
  refund_secret_key: z.string().max(200).optional(),
});
const pageToken = z.object({ token: z.uuid() });
const loginForm = pageToken.extend({
  mobile_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(?:\+?964|0)?7\d{9}$/))
    .transform((value) => `+964${value.slice(-10)}`),
  password: z.string().min(1).max(100),
});

const answer = (code: number, messages: string[], data: unknown = null) => ({
  code,
  messages,
  data,
});

/** The look-alike as a Fastify plugin: the demo mounts it under a prefix of the API. */
export const fastPayLookalikePlugin: FastifyPluginAsync<FastPayLookalikeOptions> = async (
  app,
  options,
) => {
  const world = options.world ?? createFastPayLookalikeWorld(options);
  const config = options.routeConfig;
  parseFormsAsFields(app, FORM_BODY_LIMIT, MAX_FIELD_LENGTH);
  // Unreadable bodies (bad JSON, too big, another type) answer in the envelope, HTTP as Fastify says.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send(answer(status, [status < 500 ? 'Bad request' : 'Server error']));
  });

  const pageUrl = (request: FastifyRequest, token: string) =>
    `${options.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`}${app.prefix}${PAGE_PATH}?token=${token}`;
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'body');
      throw new FastPayRefusal(400, `Invalid fields: ${[...new Set(fields)].join(', ')}`);
    }
    return parsed.data;
  };

  /** An API call: recorded, then a queued HTML page, the store's credentials, the handler. */
  function api(
    path: string,
    handler: (
      body: Record<string, unknown>,
      request: FastifyRequest,
    ) => {
      message: string;
      data: unknown;
    },
  ) {
    app.post(path, { config, bodyLimit: API_BODY_LIMIT }, async (request, reply) => {
      world.record({
        path,
        body: recordedBody(request.body, ['store_password', 'refund_secret_key']),
      });
      if (world.takeFailure() === 'html') {
        // HTTP 200 and a page: only the body tells it is not FastPay's answer.
        return reply.code(200).type('text/html; charset=utf-8').send(PROXY_PAGE);
      }
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        return answer(400, ['The body must be an object of fields']);
      }
      try {
        world.checkStore(body as Record<string, unknown>);
        const done = handler(body as Record<string, unknown>, request);
        if (path === FASTPAY_PATHS.refund && world.takeRefundAnswerDrop()) {
          // Refunded, but the answer never reaches the merchant.
          reply.hijack();
          reply.raw.destroy(new Error('The look-alike dropped its answer.'));
          return reply;
        }
        return answer(FASTPAY_CODES.ok, [done.message], done.data);
      } catch (error) {
        if (!(error instanceof FastPayRefusal)) throw error;
        return answer(error.code, [error.message]);
      }
    });
  }

  api(FASTPAY_PATHS.initiation, (body, request) => {
    const fields = parse(initiationBody, body);
    const payment = world.initiate({
      orderId: fields.order_id,
      billAmount: fields.bill_amount,
      cart: fields.cart,
      successUrl: fields.success_url,
      cancelUrl: fields.cancel_url ?? fields.success_url,
      callbackUrl: fields.callback_url ?? null,
    });
    return {
      message: 'Payment Initiation request processed successfully.',
      data: { redirect_uri: pageUrl(request, payment.token) },
    };
  });
  api(FASTPAY_PATHS.validate, (body) => ({
    message: 'Payment validated.',
    data: world.validate(parse(orderBody, body).order_id),
  }));
  api(FASTPAY_PATHS.refund, (body) => {
    const fields = parse(refundBody, body);
    const { payment, invoiceId } = world.refund({
      orderId: fields.order_id,
      msisdn: fields.msisdn,
      amount: fields.amount,
      secret: fields.refund_secret_key,
    });
    return {
      message: 'Refund request processed successfully.',
      data: {
        summary: {
          recipient: {
            name: 'Look-alike Payer',
            mobile_number: payment.customerMobile,
            avatar: null,
          },
          invoice_id: invoiceId,
        },
      },
    };
  });
  api(FASTPAY_PATHS.refundValidation, (body) => ({
    message: 'Refund status checked.',
    data: world.refundStatus(parse(orderBody, body).order_id),
  }));

  // The hosted page, in the payer's browser: HTML in and out, never JSON.
  const actionBase = () => `${app.prefix}${PAGE_PATH}`;
  const page = sendLookalikePage;
  const html = (
    step: FastPayPageStep,
    payment?: FastPayLookalikePayment,
    problem?: FastPayPageProblem,
  ) =>
    fastPayLookalikePage(
      payment,
      step,
      actionBase(),
      payment ? world.formTokens.of(payment.orderId) : '',
      problem,
    );
  /** The payment a page's `token` field or parameter names, if it names one. */
  const paymentOf = (fields: unknown) => {
    const token = pageToken.safeParse(fields ?? {});
    return token.success ? world.onPage(token.data.token) : undefined;
  };

  app.get(PAGE_PATH, { config }, async (request, reply) => {
    const payment = paymentOf(request.query);
    if (!payment) return page(reply, 404, html('unknown'));
    return page(reply, 200, html(payment.status === 'Pending' ? 'login' : 'closed', payment));
  });

  /** A page action: the page's token, the step's fields, then a 302 back to the shop. */
  function pageAction<T extends z.ZodType<{ token: string }>>(
    url: string,
    schema: T,
    act: (fields: z.output<T>) => string,
  ) {
    app.post(url, { config, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const payment = paymentOf(request.body);
      if (!payment) return page(reply, 404, html('unknown'));
      if (payment.status !== 'Pending') return page(reply, 409, html('closed', payment));
      // A post without the order's form token (CSRF) changes nothing.
      if (!world.formTokens.matches(payment.orderId, request.body)) {
        return page(reply, 403, html('login', payment, 'badToken'));
      }
      const fields = schema.safeParse(request.body);
      if (!fields.success) return page(reply, 400, html('login', payment, 'invalid'));
      return reply.code(302).header('location', act(fields.data)).send();
    });
  }
  pageAction(`${PAGE_PATH}/login`, loginForm, (fields) =>
    world.login(fields.token, fields.mobile_number),
  );
  pageAction(`${PAGE_PATH}/cancel`, pageToken, (fields) => world.cancel(fields.token));

  await app.register(fastPayControlRoutes, { world, routeConfig: config });
};

export interface RunningFastPayLookalike {
  /** The server's origin, e.g. http://127.0.0.1:4201: the provider's `baseUrl`. */
  url: string;
  world: FastPayLookalikeWorld;
  close(): Promise<void>;
}

/** Starts the look-alike on its own port (127.0.0.1; a free port by default), for tests. */
export async function startFastPayLookalike(
  options: FastPayLookalikeOptions & { port?: number; host?: string },
): Promise<RunningFastPayLookalike> {
  const world = options.world ?? createFastPayLookalikeWorld(options);
  return { ...(await listenLookalike(fastPayLookalikePlugin, { ...options, world })), world };
}
