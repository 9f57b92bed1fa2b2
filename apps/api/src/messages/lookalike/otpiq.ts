/**
 * A look-alike of OTPIQ's SMS API (phone-codes reference, "Look-alike servers checklist", fake
 * OTPIQ): send validated as documented, track, delivery reports with X-OTPIQ-Webhook-Secret, and
 * scripted outcomes per recipient. OTPIQ's error bodies are not documented: `{ message }` with
 * 400, 401 and 402 is our assumption, as the reference says. In memory, controls open.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createDeliveries, suffixOf } from './deliveries';

/**
 * Outcomes by the recipient's last four digits: 0011 fails (a reason in the report), 0012 never
 * reaches a final status, 0013 has no credit (402), 0014 an HTML error page, 0016 never answers;
 * any other: sent, then delivered.
 */
export const OTPIQ_OUTCOMES = {
  fails: '0011',
  neverFinal: '0012',
  noCredit: '0013',
  htmlPage: '0014',
  neverAnswers: '0016',
} as const;

export const OTPIQ_COST_IQD = 200;

export interface OtpiqLookalikeOptions {
  apiKey: string;
  /** How it reaches the report URLs (in-process in the demo and the tests). */
  fetch: () => typeof fetch;
  routeConfig?: FastifyContextConfig;
}

export interface OtpiqRecordedSms {
  smsId: string;
  phoneNumber: string;
  smsType: string;
  /** The text the reader gets (ours for `custom`; OTPIQ's wording for `verification` is unknown). */
  text: string;
  senderId?: string;
  status: 'pending' | 'sent' | 'delivered' | 'failed';
  reason?: string;
  cost: number;
  deliveryReport?: {
    webhookUrl: string;
    deliveryReportType: 'all' | 'final';
    webhookSecret?: string;
  };
}

const sendSchema = z
  .object({
    phoneNumber: z
      .string()
      .regex(/^[0-9]{10,15}$/, 'phoneNumber must be 10-15 digits with the country code'),
    smsType: z.enum(['verification', 'custom', 'whatsapp-template']),
    verificationCode: z.string().min(1).max(20).optional(),
    customMessage: z.string().min(1).max(1000).optional(),
    senderId: z.string().min(1).max(11, 'senderId must be at most 11 characters').optional(),
    provider: z
      .enum([
        'auto',
        'sms',
        'whatsapp',
        'telegram',
        'whatsapp-sms',
        'telegram-sms',
        'whatsapp-telegram-sms',
      ])
      .default('auto'),
    deliveryReport: z
      .object({
        // The real gateway wants https; the look-alike also takes the demo's and tests' http.
        webhookUrl: z.url({ protocol: /^https?$/ }),
        deliveryReportType: z.enum(['all', 'final']).default('final'),
        webhookSecret: z.string().min(1).max(200).optional(),
      })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.smsType === 'verification' && !body.verificationCode)
      context.addIssue({
        code: 'custom',
        message: 'verificationCode is required for verification',
      });
    if (body.smsType === 'custom' && (!body.customMessage || !body.senderId))
      context.addIssue({
        code: 'custom',
        message: 'customMessage and senderId are required for custom',
      });
  });

const countSchema = z.number().int().min(0).max(100);
const misbehaveSchema = z.object({
  wrongSecret: countSchema.optional(),
  duplicate: countSchema.optional(),
  /** The next N sends are refused for want of credit (402). */
  noCredit: countSchema.optional(),
});

export function createOtpiqWorld(options: OtpiqLookalikeOptions) {
  const sms: OtpiqRecordedSms[] = [];
  const misbehaviour = { wrongSecret: 0, duplicate: 0, noCredit: 0 };
  const deliveries = createDeliveries(options.fetch);
  let credit = 1_000_000;
  let released: () => void = () => undefined;
  const closing = new Promise<void>((resolve) => {
    released = resolve;
  });

  function report(message: OtpiqRecordedSms) {
    const target = message.deliveryReport;
    const suffix = suffixOf(message.phoneNumber);
    const steps: { status: OtpiqRecordedSms['status']; reason?: string }[] =
      suffix === OTPIQ_OUTCOMES.neverFinal
        ? [{ status: 'sent' }]
        : suffix === OTPIQ_OUTCOMES.fails
          ? [{ status: 'sent' }, { status: 'failed', reason: 'Number is not reachable' }]
          : [{ status: 'sent' }, { status: 'delivered' }];
    const wrong = misbehaviour.wrongSecret > 0;
    if (wrong) misbehaviour.wrongSecret -= 1;
    const duplicate = misbehaviour.duplicate > 0;
    if (duplicate) misbehaviour.duplicate -= 1;
    deliveries.track(
      (async () => {
        await new Promise((resolve) => setImmediate(resolve));
        for (const [index, step] of steps.entries()) {
          message.status = step.status;
          if (step.reason) message.reason = step.reason;
          const final = step.status === 'delivered' || step.status === 'failed';
          if (!target || (target.deliveryReportType === 'final' && !final)) continue;
          const body = JSON.stringify({
            smsId: message.smsId,
            deliveryReportType: target.deliveryReportType,
            isFinal: final && index === steps.length - 1,
            channel: 'sms',
            status: step.status,
            ...(step.reason ? { reason: step.reason } : {}),
            ...(message.senderId ? { senderId: message.senderId } : {}),
          });
          const headers: Record<string, string> = {};
          if (target.webhookSecret !== undefined)
            headers['x-otpiq-webhook-secret'] = wrong
              ? `${target.webhookSecret}x`
              : target.webhookSecret;
          await deliveries.post(target.webhookUrl, body, headers);
          if (duplicate) await deliveries.post(target.webhookUrl, body, headers);
        }
      })(),
    );
  }

  return {
    sms,
    misbehaviour,
    deliveries,
    closing,
    close: () => released(),
    send(body: z.infer<typeof sendSchema>): OtpiqRecordedSms | 'no-credit' {
      if (misbehaviour.noCredit > 0) {
        misbehaviour.noCredit -= 1;
        return 'no-credit';
      }
      if (suffixOf(body.phoneNumber) === OTPIQ_OUTCOMES.noCredit || credit < OTPIQ_COST_IQD)
        return 'no-credit';
      credit -= OTPIQ_COST_IQD;
      const message: OtpiqRecordedSms = {
        smsId: `sms-${randomBytes(12).toString('hex')}`,
        phoneNumber: body.phoneNumber,
        smsType: body.smsType,
        text:
          body.smsType === 'custom'
            ? (body.customMessage ?? '')
            : `Your verification code is ${body.verificationCode}`,
        ...(body.senderId ? { senderId: body.senderId } : {}),
        status: 'pending',
        cost: OTPIQ_COST_IQD,
        ...(body.deliveryReport
          ? {
              deliveryReport: {
                webhookUrl: body.deliveryReport.webhookUrl,
                deliveryReportType: body.deliveryReport.deliveryReportType,
                ...(body.deliveryReport.webhookSecret
                  ? { webhookSecret: body.deliveryReport.webhookSecret }
                  : {}),
              },
            }
          : {}),
      };
      sms.push(message);
      report(message);
      return message;
    },
    get credit() {
      return credit;
    },
  };
}

export type OtpiqWorld = ReturnType<typeof createOtpiqWorld>;

export const otpiqLookalikeRoutes: FastifyPluginAsync<
  OtpiqLookalikeOptions & { world: OtpiqWorld }
> = async (app, options) => {
  const { world } = options;
  const route = { config: options.routeConfig };
  const authorised = (authorization: string | undefined) =>
    authorization === `Bearer ${options.apiKey}`;

  app.post('/api/sms', route, async (request, reply) => {
    if (!authorised(request.headers.authorization))
      return reply.code(401).send({ message: 'Unauthorized: invalid API key' });
    const suffix = suffixOf(
      String((request.body as { phoneNumber?: unknown } | undefined)?.phoneNumber ?? ''),
    );
    if (suffix === OTPIQ_OUTCOMES.neverAnswers) {
      await world.closing;
      return reply.code(504).send({});
    }
    if (suffix === OTPIQ_OUTCOMES.htmlPage) {
      return reply
        .code(502)
        .type('text/html')
        .send('<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>');
    }
    const parsed = sendSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: z.prettifyError(parsed.error) });
    const sent = world.send(parsed.data);
    if (sent === 'no-credit')
      return reply.code(402).send({ message: 'Insufficient credit', canCover: false });
    return {
      message: 'SMS task created successfully',
      smsId: sent.smsId,
      remainingCredit: world.credit,
      cost: sent.cost,
      canCover: true,
      paymentType: 'prepaid',
    };
  });

  app.get<{ Params: { smsId: string } }>('/api/sms/track/:smsId', route, async (request, reply) => {
    if (!authorised(request.headers.authorization))
      return reply.code(401).send({ message: 'Unauthorized: invalid API key' });
    const message = world.sms.find((m) => m.smsId === request.params.smsId);
    if (!message) return reply.code(404).send({ message: 'SMS not found' });
    const final = message.status === 'delivered' || message.status === 'failed';
    return {
      smsId: message.smsId,
      phoneNumber: message.phoneNumber,
      status: message.status,
      cost: message.cost,
      isFinalStatus: final,
      lastChannel: 'sms',
      channelFlow: [
        {
          channel: 'sms',
          tried: true,
          ...(final ? { success: message.status === 'delivered' } : {}),
        },
      ],
    };
  });

  app.get('/__control/messages', route, async () => ({ sms: world.sms }));
  app.get('/__control/deliveries', route, async () => {
    await world.deliveries.settled();
    return { deliveries: world.deliveries.log };
  });
  app.post('/__control/reports', route, async (request, reply) => {
    const parsed = misbehaveSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: z.prettifyError(parsed.error) });
    world.misbehaviour.wrongSecret += parsed.data.wrongSecret ?? 0;
    world.misbehaviour.duplicate += parsed.data.duplicate ?? 0;
    world.misbehaviour.noCredit += parsed.data.noCredit ?? 0;
    return { misbehaviour: world.misbehaviour };
  });
};
