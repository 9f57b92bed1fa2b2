import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { redactPersonal } from '../lookalike-http';
import {
  paymentForApi,
  QI_NOTIFICATION_PLANS,
  QiRefusal,
  type QiLookalikeWorld,
} from './lookalike-world';

const dinars = z.number().int().positive().max(1_000_000_000_000);
const planBody = z.object({
  notification: z.enum(QI_NOTIFICATION_PLANS).default('once'),
  confirmedAmount: dinars.optional(),
  decimalStrings: z.boolean().optional(),
});
const refundBody = z.object({ status: z.enum(['SUCCESS', 'FAILED', 'PROCESSING']) });
const failBody = z.object({
  failure: z.enum(['html', 'drop-answer']),
  count: z.number().int().min(1).max(100).default(1),
});
const finishBody = z.object({
  outcome: z.enum(['success', 'decline', 'authentication-failed', 'customer-cancel']),
});

/** A request the look-alike received on its API, for tests to read back. */
export interface QiReceivedCall {
  method: string;
  url: string;
  terminalId: string | undefined;
  body: unknown;
}

interface ControlOptions {
  world: QiLookalikeWorld;
  publicKeyPem: string;
  received: QiReceivedCall[];
  routeConfig?: FastifyContextConfig;
}

/**
 * The test controls, JSON in and out: choose how the next payment's notification behaves (and
 * the amount Qi reports), how the next refund answers, make the next API calls fail; end, expire
 * a payment or release its held notification; read the public key, the payments, the calls
 * received and the notifications posted. No authentication: mount the look-alike only in the demo.
 */
export const qiLookalikeControlRoutes: FastifyPluginAsync<ControlOptions> = async (
  app,
  options,
) => {
  const { world } = options;
  const route = { config: options.routeConfig };
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw new QiRefusal(21, 'VALIDATION_ERROR');
    return parsed.data;
  };
  type ById = { Params: { paymentId: string } };

  app.get('/__control/public-key', route, async () => ({ publicKeyPem: options.publicKeyPem }));
  app.get('/__control/payments', route, async () => world.all().map(paymentForApi));
  app.get('/__control/received', route, async () => redactPersonal(options.received));
  app.get('/__control/notifications', route, async () => world.notifier.deliveries);
  app.post('/__control/next-payment', route, async (request) => {
    world.planNextPayment(parse(planBody, request.body));
    return { ok: true };
  });
  app.post('/__control/next-refund', route, async (request) => {
    world.planNextRefund(parse(refundBody, request.body).status);
    return { ok: true };
  });
  app.post('/__control/fail-next', route, async (request) => {
    const { failure, count } = parse(failBody, request.body);
    world.failNext(failure, count);
    return { ok: true };
  });
  app.post<ById>('/__control/payments/:paymentId/finish', route, async (request) => {
    const { outcome } = parse(finishBody, request.body);
    const payment = world.finish(request.params.paymentId, outcome);
    return { payment: paymentForApi(payment), redirect: payment.finishPaymentUrl };
  });
  app.post<ById>('/__control/payments/:paymentId/expire', route, async (request) => ({
    payment: paymentForApi(world.expire(request.params.paymentId)),
  }));
  app.post<ById>('/__control/payments/:paymentId/release', route, async (request) => ({
    payment: paymentForApi(world.release(request.params.paymentId)),
  }));
};
