import { parse as parseJson } from 'secure-json-parse';
import { clientNetwork } from '../lib/client-network';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import { forbidden, httpError, unauthorized } from '../lib/http-errors';
import { INVALIDATES_NOTHING } from '../plugins/cache';
import {
  OTPIQ_SECRET_HEADER,
  otpiqReportSchema,
  receiveOtpiqReport,
  receiveWhatsAppWebhook,
  sameSecret,
  WHATSAPP_SIGNATURE_HEADER,
  type MessageWebhookContext,
} from './webhooks';
import { errorResponses, webhookResponses } from '../lib/error-responses';

/** Webhook calls one network may send a minute: far above a provider's pace, far below a flood's. */
export const MESSAGE_WEBHOOKS_PER_MINUTE = 600;

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

const webhookConfig = (name: string) => ({
  access: 'public' as const,
  invalidates: INVALIDATES_NOTHING,
  rateLimit: {
    max: MESSAGE_WEBHOOKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}-webhook:${clientNetwork(request.ip)}`,
  },
});

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The message providers' webhooks, public: WhatsApp's signature over the raw body, or the secret
 * OTPIQ echoes, is what admits a call (phone-codes reference, "Webhooks (delivery status)" and
 * "Delivery-report webhook").
 */
export const messageWebhookRoutes: FastifyPluginAsyncZod<{
  context: () => MessageWebhookContext;
}> = async (app, options) => {
  // The signature is over the bytes as sent: this scope keeps them beside the parsed JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (request, body: Buffer, done) => {
      try {
        rawBodies.set(request, body);
        done(null, body.length === 0 ? undefined : parseJson(body));
      } catch {
        done(
          Object.assign(new Error('invalid JSON'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
          undefined,
        );
      }
    },
  );

  app.get(
    '/webhooks/whatsapp',
    {
      config: webhookConfig('whatsapp'),
      schema: {
        querystring: z.object({
          'hub.mode': z.literal('subscribe'),
          'hub.verify_token': z.string().min(1).max(200),
          'hub.challenge': z.string().min(1).max(200),
        }),
        response: {
          200: z.string(),
          ...errorResponses(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const whatsapp = options.context().whatsapp;
      if (!whatsapp || !sameSecret(request.query['hub.verify_token'], whatsapp.verifyToken)) {
        throw forbidden('message_webhook_verify_refused');
      }
      // The challenge goes back as it came, as plain text.
      return reply.type('text/plain; charset=utf-8').send(request.query['hub.challenge']);
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      config: webhookConfig('whatsapp'),
      schema: {
        body: z
          .object({ object: z.string().max(100), entry: z.array(z.unknown()).max(100) })
          .loose(),
        response: webhookResponses,
      },
    },
    async (request) => {
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      const outcome = await receiveWhatsAppWebhook(
        options.context(),
        raw,
        header(request, WHATSAPP_SIGNATURE_HEADER),
      );
      if (outcome === 'refused') throw unauthorized('message_webhook_refused');
      // Meta posts again what is not answered 200: the send's answer is stored by then.
      if (outcome === 'early') throw httpError(503, 'message_report_early');
      return { received: true as const };
    },
  );

  app.post(
    '/webhooks/otpiq/:messageId',
    {
      config: webhookConfig('otpiq'),
      schema: {
        params: z.object({ messageId: idSchema }),
        body: otpiqReportSchema,
        response: webhookResponses,
      },
    },
    async (request) => {
      const admitted = await receiveOtpiqReport(
        options.context(),
        request.params.messageId,
        header(request, OTPIQ_SECRET_HEADER),
        request.body,
      );
      if (!admitted) throw unauthorized('message_webhook_refused');
      return { received: true as const };
    },
  );
};
