import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { redactPersonal } from '../lookalike-http';
import { FASTPAY_LOOKALIKE_OUTCOMES, type FastPayLookalikeWorld } from './lookalike-world';

const nextOutcomeBody = z.object({
  // `html`: the next API call answers a proxy's page; `drop-refund-answer`: the next refund is
  // made and its answer lost (the connection drops), for retries that must not refund twice.
  outcome: z.enum([...FASTPAY_LOOKALIKE_OUTCOMES, 'html', 'drop-refund-answer']),
  count: z.number().int().min(1).max(100).default(1),
  /** For amount-differs: what the payer pays instead (the bill − 1,000 by default). */
  amountIqd: z.number().int().min(0).max(1_000_000_000).optional(),
});

/**
 * The test controls, JSON in and out and open to anyone: mount the look-alike only in tests and
 * the demo. The next outcome of a payment finished on the page (or `html` for the next API
 * call), what the look-alike received and the IPNs it posted, the orders, holding IPNs back.
 */
export const fastPayControlRoutes: FastifyPluginAsync<{
  world: FastPayLookalikeWorld;
  routeConfig?: FastifyContextConfig;
}> = async (app, { world, routeConfig }) => {
  const route = { config: routeConfig, bodyLimit: 4 * 1024 };

  app.post('/__control/next-outcome', route, async (request, reply) => {
    const parsed = nextOutcomeBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ code: 400, messages: [z.prettifyError(parsed.error)] });
    }
    world.nextOutcome(parsed.data.outcome, parsed.data.count, parsed.data.amountIqd);
    return { ok: true };
  });
  app.get('/__control/received', route, async () => {
    await world.settled();
    // Open to anyone in the demo: no personal data, no secret.
    return redactPersonal({ requests: world.received, ipns: world.deliveries.log });
  });
  app.get('/__control/payments', route, async () =>
    redactPersonal({ payments: [...world.payments.values()] }),
  );
  app.post('/__control/ipns/release', route, async () => {
    world.releaseLateIpns();
    await world.settled();
    return { ok: true };
  });
};
