/**
 * OTPIQ, the Iraqi SMS gateway we fall back to (phone-codes reference, "OTPIQ"): one SMS per
 * call, always `provider: "sms"` (WhatsApp we send ourselves), our own text with our registered
 * sender id so Kurdish readers get Kurdish, and a delivery report per message with its own
 * secret.
 */
import { z } from 'zod';
import { callJson, ProviderFailure } from '../transport';

export const REAL_OTPIQ_BASE_URL = 'https://api.otpiq.com/api';

export interface OtpiqSettings {
  /** https://api.otpiq.com/api, or the look-alike's address. */
  baseUrl: string;
  apiKey: string;
  /** Registered with each operator, at most 11 characters. */
  senderId: string;
  timeoutMs: number;
}

export interface SmsDeliveryReport {
  webhookUrl: string;
  webhookSecret: string;
}

const acceptedSchema = z.object({ smsId: z.string().min(1) });
const trackSchema = z.object({
  smsId: z.string(),
  status: z.enum(['pending', 'sent', 'delivered', 'read', 'failed']),
  isFinalStatus: z.boolean().optional(),
});

export function createOtpiqClient(settings: OtpiqSettings, fetchImpl: typeof fetch) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${settings.apiKey}` };

  function refusal(status: number, json: unknown): ProviderFailure {
    const message = z.object({ message: z.string() }).safeParse(json).data?.message ?? '';
    const reason = `HTTP ${status}${message ? `: ${message.slice(0, 300)}` : ''}`;
    if (status === 429) return new ProviderFailure('sms', 'rate_limited', reason);
    if (status >= 500) return new ProviderFailure('sms', 'provider_down', reason);
    // A bad key, no credit, a refused sender id or parameters: ours to fix.
    return new ProviderFailure('sms', 'configuration', reason);
  }

  return {
    /** Sends `text` to `to` (E.164); resolves with OTPIQ's `smsId`. */
    async send(to: string, text: string, report?: SmsDeliveryReport): Promise<string> {
      const answer = await callJson({
        channel: 'sms',
        fetch: fetchImpl,
        url: `${base}/sms`,
        method: 'POST',
        headers,
        body: {
          phoneNumber: to.replace(/^\+/, ''),
          smsType: 'custom',
          customMessage: text,
          senderId: settings.senderId,
          provider: 'sms',
          ...(report
            ? {
                deliveryReport: {
                  webhookUrl: report.webhookUrl,
                  deliveryReportType: 'final',
                  webhookSecret: report.webhookSecret,
                },
              }
            : {}),
        },
        timeoutMs: settings.timeoutMs,
      });
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer.status, answer.json);
      const accepted = acceptedSchema.safeParse(answer.json);
      if (!accepted.success)
        throw new ProviderFailure(
          'sms',
          'provider_down',
          `answered HTTP ${answer.status} without an smsId`,
        );
      return accepted.data.smsId;
    },
    /** Where an SMS is now (`GET /sms/track/{smsId}`). */
    async track(smsId: string) {
      const answer = await callJson({
        channel: 'sms',
        fetch: fetchImpl,
        url: `${base}/sms/track/${encodeURIComponent(smsId)}`,
        method: 'GET',
        headers,
        timeoutMs: settings.timeoutMs,
      });
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer.status, answer.json);
      const tracked = trackSchema.safeParse(answer.json);
      if (!tracked.success)
        throw new ProviderFailure(
          'sms',
          'provider_down',
          `track answered HTTP ${answer.status} in an unknown shape`,
        );
      return tracked.data;
    },
  };
}

export type OtpiqClient = ReturnType<typeof createOtpiqClient>;
