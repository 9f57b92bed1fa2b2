/**
 * WhatsApp Cloud API (phone-codes reference, "WhatsApp Business Cloud API (Meta)"): the sign-in
 * code as an authentication template with a copy-code button, utility templates for notices, and
 * free-form text inside the 24-hour window. 200 means accepted, not delivered: delivery comes by
 * webhook (webhook.ts).
 */
import { z } from 'zod';
import type { MessageFailureKind } from '../messenger';
import { callJson, ProviderFailure } from '../transport';

export const REAL_GRAPH_BASE_URL = 'https://graph.facebook.com';

export interface WhatsAppSettings {
  /** https://graph.facebook.com, or the look-alike's address. */
  baseUrl: string;
  /** `v23.0`. */
  version: string;
  accessToken: string;
  phoneNumberId: string;
  /** The authentication template, created in `ar` and `en`. */
  codeTemplate: string;
  timeoutMs: number;
}

/** WhatsApp template languages: there is no Kurdish one, so Kurdish readers get Arabic. */
export type TemplateLanguage = 'ar' | 'en';

const acceptedSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});
const errorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).loose().optional(),
  }),
});

/**
 * What we do about a Graph error code (phone-codes reference, "Errors"): branch on the code,
 * never on the title. The same codes arrive in a `failed` status's `errors`.
 */
export function whatsAppFailureKind(
  code: number | undefined,
  httpStatus?: number,
): MessageFailureKind {
  switch (code) {
    case 131026:
    case 131030:
      return 'not_reachable';
    case 130429:
    case 131056:
      return 'rate_limited';
    case 131047:
      return 'outside_window';
    case 131000:
      return 'provider_down';
    case 100:
    case 190:
    case 132001:
      return 'configuration';
    default:
      return httpStatus !== undefined && httpStatus >= 500 ? 'provider_down' : 'configuration';
  }
}

export function createWhatsAppClient(settings: WhatsAppSettings, fetchImpl: typeof fetch) {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/${settings.version}/${encodeURIComponent(settings.phoneNumberId)}/messages`;

  /** Posts one message; resolves with its `wamid`, or throws a ProviderFailure. */
  async function post(to: string, body: Record<string, unknown>): Promise<string> {
    const answer = await callJson({
      channel: 'whatsapp',
      fetch: fetchImpl,
      url,
      method: 'POST',
      headers: { authorization: `Bearer ${settings.accessToken}` },
      // We send 9647XXXXXXXXX: digits, no "+".
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        ...body,
      },
      timeoutMs: settings.timeoutMs,
    });
    if (answer.status >= 200 && answer.status < 300) {
      const accepted = acceptedSchema.safeParse(answer.json);
      const first = accepted.data?.messages[0];
      if (first) return first.id;
      throw new ProviderFailure(
        'whatsapp',
        'provider_down',
        `answered HTTP ${answer.status} without a message id`,
      );
    }
    const refused = errorSchema.safeParse(answer.json);
    const code = refused.data?.error.code;
    const words = [refused.data?.error.message, refused.data?.error.error_data?.details]
      .filter(Boolean)
      .join(' — ')
      .slice(0, 300);
    throw new ProviderFailure(
      'whatsapp',
      whatsAppFailureKind(code, answer.status),
      `HTTP ${answer.status}${code === undefined ? '' : `, code ${code}`}${words ? `: ${words}` : ''}`,
    );
  }

  return {
    /** The authentication template's name (WA_CODE_TEMPLATE). */
    codeTemplate: settings.codeTemplate,
    /** The sign-in code: body parameter and copy-code button (a `url` button at index 0). */
    sendCode(to: string, code: string, language: TemplateLanguage) {
      return post(to, {
        type: 'template',
        template: {
          name: settings.codeTemplate,
          language: { code: language },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: code }],
            },
          ],
        },
      });
    },
    /** A utility template with its body parameters ({{1}}, {{2}}…). */
    sendTemplate(to: string, name: string, language: TemplateLanguage, parameters: string[]) {
      return post(to, {
        type: 'template',
        template: {
          name,
          language: { code: language },
          components: [
            { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
          ],
        },
      });
    },
    /** Free-form text: only within 24 hours of the reader's last message (else 131047). */
    sendText(to: string, text: string) {
      return post(to, { type: 'text', text: { preview_url: false, body: text } });
    },
  };
}

export type WhatsAppClient = ReturnType<typeof createWhatsAppClient>;
