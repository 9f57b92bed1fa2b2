/**
 * A look-alike of the WhatsApp Cloud API (phone-codes reference, "Look-alike servers checklist",
 * fake Graph API) for tests and the demo: templates, sends validated as Meta validates them,
 * scripted outcomes per recipient, signed status webhooks that can misbehave, the verify
 * handshake, and every message recorded. In memory, with open controls under /__control: mount
 * it only when MESSAGES_LOOKALIKE asks for it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyContextConfig, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AUTHENTICATION_BODY,
  CODE_TEMPLATE,
  COPY_CODE_BUTTON,
  NOTICE_TEMPLATES,
  parameterCount,
} from '../templates';
import { createDeliveries, suffixOf } from './deliveries';

/**
 * Outcomes by the recipient's last four digits (the checklist's item 3, and two of ours):
 * 0001 refused at once (131026, not on WhatsApp), 0002 accepted then `failed` 131026, 0003
 * accepted and never a status, 0004 `read` without `delivered`, 0005 refused at once (130429,
 * throughput), 0006 never answers, 0007 an HTML error page; any other: sent, delivered, read.
 */
export const GRAPH_OUTCOMES = {
  notOnWhatsApp: '0001',
  failsLater: '0002',
  silent: '0003',
  readWithoutDelivered: '0004',
  throughputLimit: '0005',
  neverAnswers: '0006',
  htmlPage: '0007',
} as const;

/** Meta's supported template languages that matter here: Arabic and English variants, no Kurdish. */
const TEMPLATE_LANGUAGES = new Set([
  'ar',
  'ar_EG',
  'ar_AE',
  'ar_LB',
  'ar_MA',
  'ar_QA',
  'en',
  'en_US',
  'en_GB',
  'fa',
]);

export interface GraphLookalikeOptions {
  accessToken: string;
  phoneNumberId: string;
  wabaId: string;
  appSecret: string;
  /** Where statuses and inbound messages are posted (our /api/webhooks/whatsapp). */
  webhookUrl: string | undefined;
  /** How it reaches that URL (in-process in the demo and the tests). */
  fetch: () => typeof fetch;
  routeConfig?: FastifyContextConfig;
}

interface Template {
  id: string;
  name: string;
  language: string;
  category: 'AUTHENTICATION' | 'UTILITY' | 'MARKETING';
  status: 'APPROVED' | 'PAUSED' | 'REJECTED';
  parameters: number;
  body: string;
  components: unknown[];
}

export interface GraphRecordedMessage {
  id: string;
  to: string;
  type: 'template' | 'text';
  template?: { name: string; language: string; parameters: string[] };
  /** The text the reader sees: the template's body filled in, or the free-form text. */
  text: string;
  /** An authentication template's code. */
  code?: string;
  at: string;
}

class GraphRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly details?: string,
  ) {
    super(message);
  }
}

const graphError = (error: GraphRefusal) => ({
  error: {
    message: `(#${error.code}) ${error.message}`,
    type: 'OAuthException',
    code: error.code,
    ...(error.details
      ? { error_data: { messaging_product: 'whatsapp', details: error.details } }
      : {}),
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

const parametersSchema = z.array(
  z.object({ type: z.literal('text'), text: z.string().min(1).max(1024) }),
);
const componentSchema = z.object({
  type: z.string(),
  sub_type: z.string().optional(),
  index: z.union([z.string(), z.number()]).optional(),
  parameters: parametersSchema.optional(),
});
const sendSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{8,15}$/),
  type: z.enum(['template', 'text']),
  template: z
    .object({
      name: z.string().min(1),
      language: z.object({ code: z.string().min(1) }),
      components: z.array(componentSchema).optional(),
    })
    .optional(),
  text: z
    .object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() })
    .optional(),
});
const templateSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/),
  language: z.string().min(2),
  category: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['AUTHENTICATION', 'UTILITY', 'MARKETING'])),
  message_send_ttl_seconds: z.number().int().optional(),
  components: z.array(z.object({ type: z.string() }).loose()).min(1),
});
const countSchema = z.number().int().min(0).max(100);
const misbehaveSchema = z.object({
  badSignature: countSchema.optional(),
  duplicate: countSchema.optional(),
  outOfOrder: countSchema.optional(),
});
const inboundSchema = z.object({
  from: z.string().regex(/^\+?\d{8,15}$/),
  text: z.string().max(1000).default('سڵاو'),
});
const verifySchema = z.object({ verifyToken: z.string().min(1).max(200) });

/** The world one look-alike Graph API keeps: templates, messages, webhooks to send. */
export function createGraphWorld(options: GraphLookalikeOptions) {
  const templates = new Map<string, Template>();
  const messages: GraphRecordedMessage[] = [];
  const inbound = new Map<string, number>();
  const misbehaviour = { badSignature: 0, duplicate: 0, outOfOrder: 0 };
  const deliveries = createDeliveries(options.fetch);
  let released: () => void = () => undefined;
  const closing = new Promise<void>((resolve) => {
    released = resolve;
  });

  function addTemplate(input: z.infer<typeof templateSchema>): Template {
    if (!TEMPLATE_LANGUAGES.has(input.language)) {
      throw new GraphRefusal(
        400,
        100,
        'Invalid parameter',
        `language ${input.language} is not supported`,
      );
    }
    const key = `${input.name}:${input.language}`;
    if (templates.has(key)) {
      throw new GraphRefusal(
        400,
        100,
        'Invalid parameter',
        'Content in this language already exists',
      );
    }
    let body: string;
    if (input.category === 'AUTHENTICATION') {
      const buttons = input.components.find((c) => c.type.toLowerCase() === 'buttons') as
        { buttons?: { type?: string; otp_type?: string; text?: string }[] } | undefined;
      const otp = buttons?.buttons?.find((b) => b.type?.toLowerCase() === 'otp');
      if (
        !otp ||
        !['copy_code', 'one_tap', 'zero_tap'].includes(otp.otp_type?.toLowerCase() ?? '')
      ) {
        throw new GraphRefusal(
          400,
          100,
          'Invalid parameter',
          'An authentication template needs an OTP button',
        );
      }
      if ((otp.text?.length ?? 0) > 25) {
        throw new GraphRefusal(
          400,
          100,
          'Invalid parameter',
          'Button text is longer than 25 characters',
        );
      }
      const ttl = input.message_send_ttl_seconds;
      if (ttl !== undefined && (ttl < 30 || ttl > 900)) {
        throw new GraphRefusal(
          400,
          100,
          'Invalid parameter',
          'message_send_ttl_seconds must be 30-900',
        );
      }
      body = AUTHENTICATION_BODY[input.language.startsWith('ar') ? 'ar' : 'en'];
    } else {
      const bodyComponent = input.components.find((c) => c.type.toLowerCase() === 'body') as
        { text?: string } | undefined;
      if (!bodyComponent?.text)
        throw new GraphRefusal(400, 100, 'Invalid parameter', 'A body with text is required');
      body = bodyComponent.text;
    }
    const template: Template = {
      id: String(Date.now()) + randomBytes(3).toString('hex'),
      name: input.name,
      language: input.language,
      category: input.category,
      status: 'APPROVED',
      parameters: parameterCount(body),
      body,
      components: input.components,
    };
    templates.set(key, template);
    return template;
  }

  // The shop's own templates exist from the start, as after their creation and approval.
  for (const language of ['ar', 'en'] as const) {
    addTemplate({
      name: CODE_TEMPLATE,
      language,
      category: 'AUTHENTICATION',
      message_send_ttl_seconds: 300,
      components: [
        { type: 'body', add_security_recommendation: true },
        { type: 'footer', code_expiration_minutes: 5 },
        {
          type: 'buttons',
          buttons: [{ type: 'otp', otp_type: 'copy_code', text: COPY_CODE_BUTTON[language] }],
        },
      ],
    });
    for (const notice of NOTICE_TEMPLATES) {
      addTemplate({
        name: notice.name,
        language,
        category: 'UTILITY',
        components: [{ type: 'body', text: notice.body[language] }],
      });
    }
  }

  function signed(body: string, secret: string) {
    return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  }

  /** A webhook body as Meta sends one: one change to the shop's number carrying `value`. */
  function webhookPayload(value: Record<string, unknown>) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: options.wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '9647000000000',
                  phone_number_id: options.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    };
  }

  function statusPayload(message: GraphRecordedMessage, status: string, errors?: unknown[]) {
    return webhookPayload({
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.to,
          ...(errors ? { errors } : {}),
        },
      ],
    });
  }

  /** Posts one webhook body, signed (or, when asked, badly signed). */
  function postSigned(payload: unknown, bad: boolean) {
    const url = options.webhookUrl;
    if (!url) return Promise.resolve();
    const body = JSON.stringify(payload);
    return deliveries.post(url, body, {
      'x-hub-signature-256': signed(body, bad ? `${options.appSecret}-wrong` : options.appSecret),
    });
  }

  /** The statuses a message's script produces, posted in order (or misbehaving). */
  function report(message: GraphRecordedMessage) {
    const suffix = suffixOf(message.to);
    const statuses: { status: string; errors?: unknown[] }[] =
      suffix === GRAPH_OUTCOMES.silent
        ? []
        : suffix === GRAPH_OUTCOMES.failsLater
          ? [
              { status: 'sent' },
              {
                status: 'failed',
                errors: [
                  {
                    code: 131026,
                    title: 'Message undeliverable',
                    message: 'Message undeliverable',
                    error_data: { details: 'Message Undeliverable.' },
                  },
                ],
              },
            ]
          : suffix === GRAPH_OUTCOMES.readWithoutDelivered
            ? [{ status: 'sent' }, { status: 'read' }]
            : [{ status: 'sent' }, { status: 'delivered' }, { status: 'read' }];
    if (statuses.length === 0) return;
    const bad = misbehaviour.badSignature > 0;
    if (bad) misbehaviour.badSignature -= 1;
    const duplicate = misbehaviour.duplicate > 0;
    if (duplicate) misbehaviour.duplicate -= 1;
    const reversed = misbehaviour.outOfOrder > 0;
    if (reversed) misbehaviour.outOfOrder -= 1;
    const ordered = reversed ? [...statuses].reverse() : statuses;
    deliveries.track(
      (async () => {
        // After the send's own answer, as Meta's webhooks come after the 200.
        await new Promise((resolve) => setImmediate(resolve));
        for (const { status, errors } of ordered) {
          const payload = statusPayload(message, status, errors);
          await postSigned(payload, bad);
          if (duplicate) await postSigned(payload, bad);
        }
      })(),
    );
  }

  function send(body: unknown): GraphRecordedMessage {
    const parsed = sendSchema.safeParse(body);
    if (!parsed.success)
      throw new GraphRefusal(400, 100, 'Invalid parameter', z.prettifyError(parsed.error));
    const request = parsed.data;
    const to = request.to.replace(/^\+/, '');
    const suffix = suffixOf(to);
    if (suffix === GRAPH_OUTCOMES.notOnWhatsApp) {
      throw new GraphRefusal(400, 131026, 'Message Undeliverable.', 'Message Undeliverable.');
    }
    if (suffix === GRAPH_OUTCOMES.throughputLimit) {
      throw new GraphRefusal(
        429,
        130429,
        'Rate limit hit',
        'Cloud API message throughput has been reached.',
      );
    }
    const message: GraphRecordedMessage = {
      id: `wamid.${randomBytes(18).toString('base64url')}`,
      to,
      type: request.type,
      text: '',
      at: new Date().toISOString(),
    };
    if (request.type === 'text') {
      if (!request.text)
        throw new GraphRefusal(400, 100, 'Invalid parameter', 'text.body is required');
      const last = inbound.get(to);
      if (last === undefined || Date.now() - last > 24 * 60 * 60 * 1000) {
        throw new GraphRefusal(
          400,
          131047,
          'Re-engagement message',
          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
        );
      }
      message.text = request.text.body;
    } else {
      if (!request.template)
        throw new GraphRefusal(400, 100, 'Invalid parameter', 'template is required');
      const { name, language, components = [] } = request.template;
      const template = templates.get(`${name}:${language.code}`);
      if (!template || template.status !== 'APPROVED') {
        throw new GraphRefusal(
          404,
          132001,
          'Template name does not exist in the translation',
          `template name (${name}) does not exist in ${language.code}`,
        );
      }
      const bodyParameters = components.find((c) => c.type === 'body')?.parameters ?? [];
      if (bodyParameters.length !== template.parameters) {
        throw new GraphRefusal(
          400,
          132000,
          'Number of parameters does not match the expected number of params',
          `body: number of localizable_params (${bodyParameters.length}) does not match the expected number of params (${template.parameters})`,
        );
      }
      const parameters = bodyParameters.map((p) => p.text);
      if (template.category === 'AUTHENTICATION') {
        const button = components.find((c) => c.type === 'button');
        const buttonCode = button?.parameters?.[0]?.text;
        if (!button || button.sub_type !== 'url' || String(button.index) !== '0' || !buttonCode) {
          throw new GraphRefusal(
            400,
            131008,
            'Required parameter is missing',
            'buttons: the copy-code button needs the code',
          );
        }
        if (buttonCode !== parameters[0]) {
          throw new GraphRefusal(
            400,
            100,
            'Invalid parameter',
            'the copy-code button and the body must carry the same code',
          );
        }
        message.code = parameters[0];
      }
      message.template = { name, language: language.code, parameters };
      message.text = template.body.replace(
        /\{\{(\d+)\}\}/g,
        (_m, n: string) => parameters[Number(n) - 1] ?? '',
      );
    }
    messages.push(message);
    report(message);
    return message;
  }

  return {
    templates,
    messages,
    deliveries,
    misbehaviour,
    addTemplate,
    send,
    closing,
    close: () => released(),
    /** A reader writes to the shop's number: the 24-hour window opens, and we hear of it. */
    inbound(from: string, text: string) {
      const phone = from.replace(/^\+/, '');
      inbound.set(phone, Date.now());
      const payload = webhookPayload({
        contacts: [{ wa_id: phone, profile: { name: 'Reader' } }],
        messages: [
          {
            from: phone,
            id: `wamid.${randomBytes(18).toString('base64url')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      });
      return postSigned(payload, false);
    },
    /** The GET verify handshake against our webhook URL, as Meta makes it when it is saved. */
    async verify(verifyToken: string) {
      if (!options.webhookUrl) return { status: 0, body: '', challenge: '' };
      const challenge = String(1_000_000 + Math.floor(Math.random() * 8_000_000));
      const url = new URL(options.webhookUrl);
      url.searchParams.set('hub.mode', 'subscribe');
      url.searchParams.set('hub.verify_token', verifyToken);
      url.searchParams.set('hub.challenge', challenge);
      const response = await options.fetch()(url, { signal: AbortSignal.timeout(5_000) });
      return { status: response.status, body: await response.text(), challenge };
    },
  };
}

export type GraphWorld = ReturnType<typeof createGraphWorld>;

export const graphLookalikeRoutes: FastifyPluginAsync<
  GraphLookalikeOptions & { world: GraphWorld }
> = async (app, options) => {
  const { world } = options;
  const route = { config: options.routeConfig };
  const authorised = (authorization: string | undefined) =>
    authorization === `Bearer ${options.accessToken}`;
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof GraphRefusal) return reply.code(error.httpStatus).send(graphError(error));
    throw error;
  };
  const unauthorised = new GraphRefusal(
    401,
    190,
    'Invalid OAuth access token - Cannot parse access token',
  );

  app.post<{ Params: { version: string; phoneNumberId: string } }>(
    '/:version/:phoneNumberId/messages',
    route,
    async (request, reply) => {
      try {
        if (!/^v\d+\.\d+$/.test(request.params.version))
          throw new GraphRefusal(400, 2500, 'Unknown path components');
        if (!authorised(request.headers.authorization)) throw unauthorised;
        if (request.params.phoneNumberId !== options.phoneNumberId) {
          throw new GraphRefusal(
            400,
            100,
            'Invalid parameter',
            'Unsupported post request: unknown phone number id',
          );
        }
        const suffix = suffixOf(String((request.body as { to?: unknown } | undefined)?.to ?? ''));
        if (suffix === GRAPH_OUTCOMES.neverAnswers) {
          // Held until the look-alike closes: the shop's timeout must end the wait.
          await world.closing;
          return reply.code(504).send({});
        }
        if (suffix === GRAPH_OUTCOMES.htmlPage) {
          return reply
            .code(502)
            .type('text/html')
            .send('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>');
        }
        const message = world.send(request.body);
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: message.id, message_status: 'accepted' }],
        };
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  /** The template calls: the token, and our business account's id in the path. */
  const checkBusinessAccount = (authorization: string | undefined, wabaId: string) => {
    if (!authorised(authorization)) throw unauthorised;
    if (wabaId !== options.wabaId) {
      throw new GraphRefusal(400, 100, 'Invalid parameter', 'unknown WhatsApp Business Account');
    }
  };

  app.post<{ Params: { version: string; wabaId: string } }>(
    '/:version/:wabaId/message_templates',
    route,
    async (request, reply) => {
      try {
        checkBusinessAccount(request.headers.authorization, request.params.wabaId);
        const parsed = templateSchema.safeParse(request.body);
        if (!parsed.success)
          throw new GraphRefusal(400, 100, 'Invalid parameter', z.prettifyError(parsed.error));
        const template = world.addTemplate(parsed.data);
        return { id: template.id, status: template.status, category: template.category };
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.get<{ Params: { version: string; wabaId: string } }>(
    '/:version/:wabaId/message_templates',
    route,
    async (request, reply) => {
      try {
        checkBusinessAccount(request.headers.authorization, request.params.wabaId);
        return {
          data: [...world.templates.values()].map(
            ({ id, name, language, category, status, components }) => ({
              id,
              name,
              language,
              category,
              status,
              components,
            }),
          ),
        };
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  // Test controls (open: a simulation only).
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success)
      throw Object.assign(new Error(z.prettifyError(parsed.error)), { statusCode: 400 });
    return parsed.data;
  };
  app.get('/__control/messages', route, async () => ({ messages: world.messages }));
  app.get('/__control/deliveries', route, async () => {
    await world.deliveries.settled();
    return { deliveries: world.deliveries.log };
  });
  app.post('/__control/webhooks', route, async (request) => {
    const body = parse(misbehaveSchema, request.body);
    world.misbehaviour.badSignature += body.badSignature ?? 0;
    world.misbehaviour.duplicate += body.duplicate ?? 0;
    world.misbehaviour.outOfOrder += body.outOfOrder ?? 0;
    return { misbehaviour: world.misbehaviour };
  });
  app.post('/__control/inbound', route, async (request) => {
    const body = parse(inboundSchema, request.body);
    await world.inbound(body.from, body.text);
    return { ok: true };
  });
  app.post('/__control/verify', route, async (request) => {
    const body = parse(verifySchema, request.body);
    return world.verify(body.verifyToken);
  });
};
