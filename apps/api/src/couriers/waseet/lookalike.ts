import type { Socket } from 'node:net';
import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { WASEET_BRANDS, type WaseetBrand } from '@chapkhana/shared/parcels';
import { WASEET_BRAND_SETTINGS } from './brands';
import { lookalikeControlRoutes } from './lookalike-control';
import { lookalikeLabel } from './lookalike-label';
import { LOOKALIKE_STATUSES } from './lookalike-data';
import {
  createLookalikeWorld,
  LookalikeRefusal,
  type LookalikeBrand,
  type LookalikeInvoice,
  type LookalikeOrder,
  type LookalikeWorld,
  type LookalikeWorldOptions,
} from './lookalike-world';
import { readOrderFields, type FormFields } from './lookalike-fields';

/**
 * A look-alike of the Waseet family's merchant API (reference/couriers.md, "Look-alike server
 * checklist"), for tests and the demo: three brands under `/alwaseet/v1/merchant`,
 * `/modon/v1/merchant`, `/agg/v1/merchant`, test controls under `/<brand>/__control/…` and the
 * labels under `/<brand>/labels/`. It holds everything in memory and has no authentication on its
 * controls: mount it only in the demo.
 */
export interface WaseetLookalikeOptions extends LookalikeWorldOptions {
  /** Share state with the caller (a test's direct controls); a new world by default. */
  world?: LookalikeWorld;
  /** The demo's clock: every open order moves one step along its script this often. */
  autoAdvanceMs?: number;
  /** The origin `qr_link` points at; the request's own origin by default. */
  publicUrl?: string;
  /** Given to every route, for the host app's route checks (its access and cache rules). */
  routeConfig?: FastifyContextConfig;
}

const OK = { status: true, errNum: 'S000', msg: 'ok' } as const;
const refusal = (msg: string, errNum = '999') => ({ status: false, errNum, msg });
// The courier's number for a bad token is not documented: this one is ours.
const AUTH_REFUSAL = refusal('التوكن غير صالح او منتهي الصلاحية، يرجى تسجيل الدخول مجددا', '21');
const CLOUDFLARE_PAGE =
  '<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head>' +
  '<body><h1>Sorry, you have been blocked</h1><p>You are unable to access this website.</p></body></html>';
const MAX_FIELD_LENGTH = 1_000;

function orderForApi(order: LookalikeOrder, qrLink: string) {
  return {
    id: order.id,
    qr_id: order.qr_id,
    client_name: order.client_name,
    client_mobile: order.client_mobile,
    client_mobile2: order.client_mobile2,
    city_id: order.city_id,
    city_name: order.city_name,
    region_id: order.region_id,
    region_name: order.region_name,
    location: order.location,
    type_name: order.type_name,
    items_number: String(order.items_number),
    price: String(order.price),
    delivery_price: String(order.delivery_price),
    package_size: order.package_size,
    merchant_notes: order.merchant_notes,
    replacement: order.replacement ? '1' : '0',
    status_id: String(order.status_id),
    status: LOOKALIKE_STATUSES.get(order.status_id) ?? 'حالة غير مدرجة',
    merchant_invoice_id: order.merchant_invoice_id,
    created_at: order.created_at,
    qr_link: qrLink,
  };
}

function invoiceForApi(invoice: LookalikeInvoice) {
  return {
    id: invoice.id,
    merchant_price: String(invoice.merchant_price),
    delivered_orders_count: String(invoice.delivered_orders_count),
    status: invoice.received ? 'تم الاستلام' : 'لم يتم الاستلام',
    updated_at: invoice.updated_at,
  };
}

/** Multipart (and url-encoded) bodies become plain string fields, as the courier reads them. */
async function readForm(request: FastifyRequest, body: Buffer): Promise<FormFields> {
  const contentType = request.headers['content-type'] ?? '';
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    const fields: FormFields = {};
    for (const [key, value] of form) {
      if (typeof value === 'string') fields[key] = value.slice(0, MAX_FIELD_LENGTH);
    }
    return fields;
  } catch {
    throw Object.assign(new Error('The form could not be read.'), { statusCode: 400 });
  }
}

/** Only the string fields of a body or query: a repeated or nested field counts as absent. */
function stringFields(input: unknown): FormFields {
  const fields: FormFields = {};
  if (input === null || typeof input !== 'object') return fields;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

interface BrandRoutesOptions {
  brand: LookalikeBrand;
  publicUrl?: string;
  routeConfig?: FastifyContextConfig;
  heldSockets: Set<Socket>;
}

const brandRoutes: FastifyPluginAsync<BrandRoutesOptions> = async (app, options) => {
  const { brand, heldSockets } = options;
  const brandName = WASEET_BRAND_SETTINGS[brand.brand].name;
  const labelBase = (request: FastifyRequest) =>
    `${options.publicUrl ?? `${request.protocol}://${request.host}`}${app.prefix}/labels`;
  const qrLink = (request: FastifyRequest, order: LookalikeOrder) =>
    `${labelBase(request)}/${order.qr_id}.pdf`;

  /** Leaves the request unanswered until the client gives up (or the server closes). */
  function holdForever(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const socket = request.raw.socket;
    heldSockets.add(socket);
    socket.once('close', () => heldSockets.delete(socket));
    return reply;
  }

  type Handler = (
    request: FastifyRequest,
    form: FormFields,
    username: string,
  ) => Promise<unknown> | unknown;

  /** A merchant API call: the WAF, the rate limit, the token, then the handler's data. */
  function merchant(method: 'GET' | 'POST' | ['GET', 'POST'], path: string, handler: Handler) {
    app.route({
      method,
      url: `/v1/merchant/${path}`,
      config: options.routeConfig,
      handler: async (request, reply) => {
        const failure = brand.failures[0];
        if (failure === 'html403' || failure === 'timeout') {
          brand.failures.shift();
          if (failure === 'timeout') return holdForever(request, reply);
          return reply.code(403).type('text/html; charset=utf-8').send(CLOUDFLARE_PAGE);
        }
        const form = stringFields(request.body);
        const query = stringFields(request.query);
        const isLogin = path === 'login';
        const username = isLogin ? form.username : brand.accountOf(query.token ?? '');
        const decision = await brand.limiter.take(username ?? `ip ${request.ip}`);
        if (!decision.allowed) {
          reply.header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
          return reply
            .code(429)
            .send(refusal('تم تجاوز الحد المسموح من الطلبات، يرجى المحاولة بعد قليل', '429'));
        }
        if (!isLogin && username === undefined) return AUTH_REFUSAL;
        try {
          const data = await handler(request, { ...query, ...form }, username ?? '');
          if (path === 'create-order' && brand.failures[0] === 'drop-create-answer') {
            // The order is made, but the answer never reaches the merchant.
            brand.failures.shift();
            reply.hijack();
            request.raw.socket.destroy();
            return reply;
          }
          return { ...OK, data };
        } catch (error) {
          if (error instanceof LookalikeRefusal) return refusal(error.message);
          throw error;
        }
      },
    });
  }

  merchant('POST', 'login', (_request, form) => ({
    token: brand.login(form.username ?? '', form.password ?? ''),
  }));
  merchant('GET', 'citys', () => brand.cities.map(({ id, name }) => ({ id, city_name: name })));
  merchant('GET', 'regions', (_request, form) => {
    const city = brand.cities.find((c) => c.id === form.city_id);
    if (!city) throw new LookalikeRefusal('المحافظة غير موجودة');
    return city.regions.map(({ id, name }) => ({ id, region_name: name }));
  });
  merchant('GET', 'package-sizes', () => brand.packageSizes);
  for (const path of ['statuses', 'get-orders-statuses'])
    merchant('GET', path, () => brand.statuses);

  merchant('POST', 'create-order', (request, form, username) => {
    const order = brand.createOrder(username, readOrderFields(brand, form));
    return { id: order.id, qr_id: order.qr_id, qr_link: qrLink(request, order) };
  });
  merchant('POST', 'edit-order', (request, form, username) => {
    const key = form.qr_id || form.order_id;
    if (!key) throw new LookalikeRefusal('رقم الطلب مطلوب');
    const order = brand.editOrder(username, key, readOrderFields(brand, form));
    return orderForApi(order, qrLink(request, order));
  });
  for (const path of ['merchant-orders', 'get-orders']) {
    merchant('GET', path, (request, _form, username) =>
      brand.ordersOf(username).map((order) => orderForApi(order, qrLink(request, order))),
    );
  }
  for (const path of ['get-orders-by-ids-bulk', 'get-orders-by-ids']) {
    merchant('POST', path, (request, form, username) => {
      const ids = (form.ids ?? form.order_ids ?? '').split(',').map((id) => id.trim());
      const wanted = ids.filter(Boolean);
      if (wanted.length === 0) throw new LookalikeRefusal('ارقام الطلبات مطلوبة');
      if (wanted.length > 25) throw new LookalikeRefusal('الحد الاعلى 25 طلب في الطلب الواحد');
      const mine = brand.ordersOf(username);
      return mine
        .filter((order) => wanted.includes(order.id) || wanted.includes(order.qr_id))
        .map((order) => orderForApi(order, qrLink(request, order)));
    });
  }
  merchant('GET', 'get_merchant_invoices', (_request, _form, username) =>
    brand.invoicesOf(username).map(invoiceForApi),
  );
  merchant('GET', 'get_merchant_invoice_orders', (request, form, username) => {
    const invoice = brand.invoice(username, form.invoice_id ?? '');
    return invoice.orderIds.map((id) =>
      orderForApi(brand.find(id), qrLink(request, brand.find(id))),
    );
  });
  merchant(['GET', 'POST'], 'receive_merchant_invoice', (_request, form, username) => {
    brand.receiveInvoice(username, form.invoice_id ?? '');
    return null;
  });

  const config = options.routeConfig;
  app.get<{ Params: { file: string } }>('/labels/:file', { config }, async (request, reply) => {
    const qrId = request.params.file.replace(/\.pdf$/, '');
    const order = brand.allOrders().find((o) => o.qr_id === qrId);
    if (!order) return reply.code(404).send(refusal('الطلب غير موجود'));
    const pdf = await lookalikeLabel(brandName, order);
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });

  await app.register(lookalikeControlRoutes, {
    brand,
    orderForApi: (order) => orderForApi(order, ''),
    routeConfig: config,
  });
};

/** The look-alike as a Fastify plugin: the demo mounts it under a prefix of the API. */
export const waseetLookalikePlugin: FastifyPluginAsync<WaseetLookalikeOptions> = async (
  app,
  options,
) => {
  const world = options.world ?? createLookalikeWorld(options);
  const heldSockets = new Set<Socket>();
  for (const type of ['multipart/form-data', 'application/x-www-form-urlencoded']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser(
    ['multipart/form-data', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    async (request: FastifyRequest, body: Buffer) => readForm(request, body),
  );
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send(refusal(status < 500 ? 'طلب غير صالح' : 'خطأ في الخادم'));
  });
  if (options.autoAdvanceMs) {
    const timer = setInterval(() => world.advanceAll(), options.autoAdvanceMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('preClose', async () => {
    for (const socket of heldSockets) socket.destroy();
  });
  for (const brand of WASEET_BRANDS) {
    await app.register(brandRoutes, {
      prefix: `/${brand}`,
      brand: world.brands[brand],
      publicUrl: options.publicUrl,
      routeConfig: options.routeConfig,
      heldSockets,
    });
  }
};

export interface RunningWaseetLookalike {
  /** The server's origin, e.g. http://127.0.0.1:4101. */
  url: string;
  /** A brand's merchant API base, what a courier account's base URL is set to. */
  baseUrl(brand: WaseetBrand): string;
  world: LookalikeWorld;
  close(): Promise<void>;
}

/** Starts the look-alike on its own port (127.0.0.1; a free port by default), for tests. */
export async function startWaseetLookalike(
  options: WaseetLookalikeOptions & { port?: number; host?: string } = {},
): Promise<RunningWaseetLookalike> {
  const world = options.world ?? createLookalikeWorld(options);
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(waseetLookalikePlugin, { ...options, world });
  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    url,
    baseUrl: (brand) => `${url}/${brand}/v1/merchant`,
    world,
    close: () => app.close(),
  };
}
