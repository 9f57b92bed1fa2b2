import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientNetwork } from '../../lib/client-network';
import { webhookResponses } from '../../lib/error-responses';
import { unauthorized } from '../../lib/http-errors';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import type { PaymentContext } from './context';
import { PAGE_METHODS } from './page-payments';
import { findPagePaymentAt } from './repository';
import { reconcilePagePayment } from './settlement';

/** Notices one network may send a minute: far above a provider's pace, far below a flood's. */
export const PAYMENT_NOTICES_PER_MINUTE = 120;
/** A notice is a handful of short fields, or one token: anything bigger is not a provider's. */
const NOTICE_BODY_LIMIT = 64 * 1024;

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * The notices of the providers paid on their own page (Qi Card's signed notification, ZainCash's
 * webhook token, FastPay's unsigned IPN), public. The provider's client reads each (payments/
 * provider.ts `readCallback`): a forged or malformed one is refused and changes nothing; a
 * verified one or a mere trigger only names a payment, which is then asked about at the
 * provider (settlement.ts) — the notice's own amount or status is never believed.
 */
export const paymentNoticeRoutes: FastifyPluginAsyncZod<{ context: () => PaymentContext }> = async (
  app,
  options,
) => {
  // The signatures are over the bytes as sent: this scope reads every body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: NOTICE_BODY_LIMIT },
    (request, body: string, done) => {
      rawBodies.set(request, body);
      done(null, undefined);
    },
  );

  app.post(
    '/payments/:provider/notify',
    {
      config: {
        access: 'public',
        invalidates: INVALIDATES_NOTHING,
        rateLimit: {
          max: PAYMENT_NOTICES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `payment-notice:${clientNetwork(request.ip)}`,
        },
      },
      schema: {
        params: z.object({ provider: z.enum(PAGE_METHODS) }),
        querystring: z.record(z.string().max(64), z.string().max(4096)),
        response: webhookResponses,
      },
    },
    async (request) => {
      const context = options.context();
      const provider = request.params.provider;
      const client = context.pageProviders[provider];
      if (!client) throw unauthorized('payment_notice_refused');
      const verdict = await client.readCallback({
        headers: request.headers,
        rawBody: rawBodies.get(request) ?? '',
        query: request.query,
      });
      if (verdict.kind === 'rejected') {
        request.log.warn({ provider, reason: verdict.reason }, 'A payment notice was refused');
        throw unauthorized('payment_notice_refused');
      }
      const payment = await findPagePaymentAt(context.db, provider, verdict.providerPaymentId);
      // A notice about a payment the shop never made changes nothing (and says nothing more).
      if (payment) {
        await reconcilePagePayment(context, payment, { evenIfEnded: true }).catch(
          (error: unknown) =>
            request.log.warn(
              { err: error, provider, paymentId: payment.id },
              'A provider status check after a notice failed',
            ),
        );
      }
      return { received: true as const };
    },
  );
};
