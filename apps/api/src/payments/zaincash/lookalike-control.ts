import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { redactPersonal } from '../lookalike-http';
import {
  LOOKALIKE_OUTCOMES,
  LookalikeRefusal,
  type ZainCashLookalikeWorld,
} from './lookalike-world';

const nextOutcomeBody = z.object({
  outcome: z.enum([...LOOKALIKE_OUTCOMES, 'html403']),
  count: z.number().int().min(1).max(100).default(1),
  /** For amount-differs: what the payer pays instead (the asked amount − 1,000 by default). */
  amountIqd: z.number().int().min(0).max(1_000_000_000).optional(),
});
const webhookTargetBody = z.object({ url: z.url({ protocol: /^https?$/ }).nullable() });

/**
 * The test controls, JSON in and out and open to anyone: mount the look-alike only in tests and
 * the demo. The next outcome of a payment finished on the page (or `html403` for the next API
 * call), what the look-alike received, the webhooks it posted, holding webhooks back, tokens.
 */
export const zainCashControlRoutes: FastifyPluginAsync<{
  world: ZainCashLookalikeWorld;
  routeConfig?: FastifyContextConfig;
}> = async (app, { world, routeConfig }) => {
  const route = { config: routeConfig, bodyLimit: 4 * 1024 };
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success)
      throw Object.assign(new Error(z.prettifyError(parsed.error)), { statusCode: 400 });
    return parsed.data;
  };

  app.post('/__control/next-outcome', route, async (request) => {
    const body = parse(nextOutcomeBody, request.body);
    world.nextOutcome(body.outcome, body.count, body.amountIqd);
    return { ok: true };
  });
  app.get('/__control/received', route, async () => {
    await world.settled();
    // Open to anyone in the demo: no personal data, no secret.
    return redactPersonal({ requests: world.received, webhooks: world.deliveries.log });
  });
  app.get('/__control/payments', route, async () =>
    redactPersonal({ payments: [...world.payments.values()] }),
  );
  app.post('/__control/webhooks/release', route, async () => {
    world.releaseLateWebhooks();
    await world.settled();
    return { ok: true };
  });
  app.post('/__control/webhook-target', route, async (request, reply) => {
    const { url } = parse(webhookTargetBody, request.body);
    try {
      world.setWebhookUrl(url ?? undefined);
    } catch (error) {
      if (!(error instanceof LookalikeRefusal)) throw error;
      return reply.code(error.httpStatus).send({ code: error.code, message: error.message });
    }
    return { ok: true };
  });
  app.post('/__control/revoke-tokens', route, async () => {
    world.revokeTokens();
    return { ok: true };
  });
};
