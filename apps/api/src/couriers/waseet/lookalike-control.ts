import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { LOOKALIKE_SCRIPTS, type LookalikeScript } from './lookalike-data';
import { LookalikeRefusal, type LookalikeBrand, type LookalikeOrder } from './lookalike-world';

const SCRIPTS = Object.keys(LOOKALIKE_SCRIPTS) as [LookalikeScript, ...LookalikeScript[]];
const price = z.number().int().min(0).max(1_000_000_000);
const count = z.number().int().min(0).max(100);

const advanceBody = z.object({ script: z.enum(SCRIPTS).optional(), price: price.optional() });
const statusBody = z.object({
  statusId: z.number().int().min(1).max(999),
  price: price.optional(),
});
const invoiceBody = z.object({ username: z.string().min(1) });
const failBody = z.object({
  count: count.default(1),
  failure: z.enum(['html403', 'timeout', 'drop-create-answer']),
});
const webhookBody = z.object({
  duplicate: count.optional(),
  outOfOrder: count.optional(),
  drop: count.optional(),
});
const targetBody = z.object({
  url: z.url({ protocol: /^https?$/ }).nullable(),
  secret: z.string().min(1).max(200).optional(),
});
const passwordBody = z.object({ username: z.string().min(1), password: z.string().min(1) });

interface ControlOptions {
  brand: LookalikeBrand;
  orderForApi: (order: LookalikeOrder) => unknown;
  routeConfig?: FastifyContextConfig;
}

/**
 * The test controls of one brand (reference/couriers.md, "Look-alike server checklist"), JSON in
 * and out: move an order along a script or to a status, settle delivered orders into an invoice,
 * make the next calls fail, make the webhooks misbehave, and change an account's password.
 */
export const lookalikeControlRoutes: FastifyPluginAsync<ControlOptions> = async (app, options) => {
  const { brand, orderForApi } = options;
  const route = { config: options.routeConfig };
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw Object.assign(new Error(parsed.error.message), { statusCode: 400 });
    return parsed.data;
  };
  const answer = (run: () => unknown) => {
    try {
      return { status: true, errNum: 'S000', msg: 'ok', data: run() };
    } catch (error) {
      if (error instanceof LookalikeRefusal)
        return { status: false, errNum: '999', msg: error.message };
      throw error;
    }
  };

  app.get('/__control/orders', route, async () => answer(() => brand.allOrders().map(orderForApi)));
  app.post<{ Params: { key: string } }>(
    '/__control/orders/:key/advance',
    route,
    async (request) => {
      const body = parse(advanceBody, request.body);
      return answer(() => orderForApi(brand.advance(request.params.key, body.script, body.price)));
    },
  );
  app.post<{ Params: { key: string } }>('/__control/orders/:key/status', route, async (request) => {
    const body = parse(statusBody, request.body);
    return answer(() =>
      orderForApi(brand.setStatus(request.params.key, body.statusId, body.price)),
    );
  });
  app.post('/__control/invoices', route, async (request) => {
    const { username } = parse(invoiceBody, request.body);
    return answer(() => {
      const invoice = brand.makeInvoice(username);
      if (!invoice) throw new LookalikeRefusal('لا توجد طلبات مسلمة غير محاسبة');
      return invoice;
    });
  });
  app.post('/__control/fail-next', route, async (request) => {
    const body = parse(failBody, request.body);
    return answer(() => brand.failNext(body.count, body.failure));
  });
  app.post('/__control/webhooks', route, async (request) => {
    const body = parse(webhookBody, request.body);
    return answer(() => brand.webhooks.misbehave(body));
  });
  app.get('/__control/webhooks', route, async () => answer(() => brand.webhooks.deliveries));
  app.post('/__control/webhook-target', route, async (request) => {
    const { url, secret } = parse(targetBody, request.body);
    return answer(() => {
      if (!brand.pushes) throw new LookalikeRefusal('لا يدعم هذا المزود الاشعارات');
      brand.webhooks.target(url === null ? undefined : { url, secret });
    });
  });
  app.post('/admin/rotate-password', route, async (request) => {
    const body = parse(passwordBody, request.body);
    return answer(() => brand.rotatePassword(body.username, body.password));
  });
};
