import { parse as parseJson } from 'secure-json-parse';
/**
 * Delivery reports: WhatsApp's status webhooks (signed with X-Hub-Signature-256 over the raw body
 * with the app secret) and OTPIQ's delivery reports (the per-message secret echoed in
 * X-OTPIQ-Webhook-Secret). Reports repeat and come out of order: a state only moves forward
 * (repository.ts, advanceState). A `failed` WhatsApp for an important message goes by SMS.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Language } from '@chapkhana/shared/languages';
import type { MessageState } from '@chapkhana/shared/messages';
import { maskPhone, parseIraqiPhone } from '@chapkhana/shared/phone';
import type { Database } from '../db/client';
import { hashReportSecret, type ProviderMessenger } from './provider-messenger';
import * as repo from './repository';
import { isStopWord, STOP_CONFIRMATION_KIND, stopConfirmationText } from './stop';
import { whatsAppFailureKind } from './whatsapp/client';

export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';
export const OTPIQ_SECRET_HEADER = 'x-otpiq-webhook-secret';

export interface MessageWebhookContext {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** WA_APP_SECRET and WA_VERIFY_TOKEN; undefined when WhatsApp is not configured. */
  whatsapp: { appSecret: string; verifyToken: string } | undefined;
  messenger: Pick<ProviderMessenger, 'fallBack' | 'send'> | undefined;
  /** Where the storefront is: the stop confirmation links to its dashboard. */
  publicUrl: string;
  /** Counts work done apart from the request as in flight: closing waits for it. */
  inFlight: <T>(work: Promise<T>) => Promise<T>;
}

/** At most one stop confirmation to a phone in this long. */
const STOP_CONFIRMATION_EVERY_MS = 24 * 60 * 60 * 1000;
/** Phones whose stop confirmation is being sent by this copy (its outbox row may not exist yet). */
const confirming = new Set<string>();

/** Equal strings, compared in constant time (different lengths are simply unequal). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `header` is `sha256=<hex>` of HMAC-SHA256(raw body, app secret). */
export function validWhatsAppSignature(raw: Buffer, header: string | undefined, appSecret: string) {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z
        .object({
          code: z.number().optional(),
          title: z.string().optional(),
          message: z.string().optional(),
          error_data: z.object({ details: z.string().optional() }).loose().optional(),
        })
        .loose(),
    )
    .optional(),
});
const whatsAppPayloadSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              statuses: z.array(statusSchema.loose()).optional(),
              messages: z
                .array(
                  z
                    .object({
                      from: z.string(),
                      timestamp: z.string().optional(),
                      type: z.string().optional(),
                      text: z.object({ body: z.string() }).loose().optional(),
                      button: z.object({ text: z.string() }).loose().optional(),
                    })
                    .loose(),
                )
                .optional(),
            })
            .loose(),
        }),
      ),
    }),
  ),
});

const WHATSAPP_STATES: Record<string, MessageState | undefined> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

function reportedAt(timestamp: string | undefined, now: Date): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
}

/**
 * A report about a message we do not know yet, this recent, may have come before the send's own
 * answer was stored (Meta posts right after its 200): it is answered "not yet" so Meta sends it
 * again. An older one is about a message that is not ours, and is skipped.
 */
export const EARLY_REPORT_WINDOW_MS = 10 * 60 * 1000;

/**
 * A signed WhatsApp webhook call: `refused` (nothing changed) when the signature is not the app
 * secret's; `early` when a status names a message not stored yet (the call is to be repeated:
 * what it applied is applied again harmlessly); otherwise `taken`. Unknown fields are skipped.
 */
export async function receiveWhatsAppWebhook(
  context: MessageWebhookContext,
  raw: Buffer,
  signature: string | undefined,
): Promise<'refused' | 'early' | 'taken'> {
  if (!context.whatsapp || !validWhatsAppSignature(raw, signature, context.whatsapp.appSecret)) {
    context.log.warn(
      { bytes: raw.length, signed: signature !== undefined },
      'a WhatsApp webhook call with a bad signature was ignored',
    );
    return 'refused';
  }
  let parsed: z.infer<typeof whatsAppPayloadSchema>;
  try {
    parsed = whatsAppPayloadSchema.parse(parseJson(raw));
  } catch {
    context.log.warn({ bytes: raw.length }, 'a signed WhatsApp webhook call had an unknown shape');
    return 'taken';
  }
  const now = context.now();
  let early = false;
  for (const change of parsed.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const inbound of change.value.messages ?? []) {
      const phone = parseIraqiPhone(`+${inbound.from.replace(/^\+/, '')}`);
      if (!phone) continue;
      await repo.recordInbound(context.db, phone, reportedAt(inbound.timestamp, now));
      // A stop word (stop.ts): that phone's customer hears nothing more by WhatsApp or SMS.
      const words = inbound.text?.body ?? inbound.button?.text;
      if (words !== undefined && isStopWord(words)) {
        const stopped = await repo.stopCustomerMessages(context.db, phone);
        context.log.info(
          { from: maskPhone(phone), customer: stopped !== undefined },
          'a stop word turned a customer’s messages off',
        );
        if (stopped) await confirmStop(context, phone, stopped, now);
      }
    }
    for (const status of change.value.statuses ?? []) {
      if ((await applyWhatsAppStatus(context, status, now)) === 'early') early = true;
    }
  }
  return early ? 'early' : 'taken';
}

/**
 * Tells the customer who wrote a stop word, by WhatsApp only, that order messages stopped and how
 * to turn them back on: once a day at most, apart from the webhook's answer (a failure is logged).
 */
async function confirmStop(
  context: MessageWebhookContext,
  phone: string,
  customer: { id: string; language: Language },
  now: Date,
) {
  const messenger = context.messenger;
  if (!messenger || confirming.has(phone)) return;
  confirming.add(phone);
  try {
    const since = new Date(now.getTime() - STOP_CONFIRMATION_EVERY_MS);
    if (await repo.sentSince(context.db, phone, STOP_CONFIRMATION_KIND, since)) {
      confirming.delete(phone);
      return;
    }
  } catch (error) {
    confirming.delete(phone);
    throw error;
  }
  void context.inFlight(
    messenger
      .send({
        phone,
        language: customer.language,
        kind: STOP_CONFIRMATION_KIND,
        text: stopConfirmationText(customer.language, context.publicUrl),
        onlyChannels: ['whatsapp'],
        about: { customerId: customer.id },
      })
      .then(
        () => undefined,
        (error: unknown) =>
          context.log.error(
            { err: error, to: maskPhone(phone) },
            'the stop confirmation was not sent',
          ),
      )
      .finally(() => confirming.delete(phone)),
  );
}

async function applyWhatsAppStatus(
  context: MessageWebhookContext,
  status: z.infer<typeof statusSchema>,
  now: Date,
): Promise<'early' | undefined> {
  const next = WHATSAPP_STATES[status.status];
  if (!next) return undefined;
  const row = await repo.messageOfProvider(context.db, 'whatsapp', status.id);
  if (!row) {
    const at = reportedAt(status.timestamp, now);
    return Math.abs(now.getTime() - at.getTime()) < EARLY_REPORT_WINDOW_MS ? 'early' : undefined;
  }
  const error = status.errors?.[0];
  const failure =
    next === 'failed'
      ? {
          kind: whatsAppFailureKind(error?.code),
          reason:
            [
              error?.code === undefined ? undefined : `code ${error.code}`,
              error?.message ?? error?.title,
              error?.error_data?.details,
            ]
              .filter(Boolean)
              .join(': ')
              .slice(0, 300) || 'failed',
        }
      : undefined;
  const updated = await repo.advanceState(
    context.db,
    row.id,
    next,
    reportedAt(status.timestamp, now),
    now,
    failure,
  );
  if (!updated) return undefined;
  context.log.info(
    { messageId: row.id, to: maskPhone(row.phone), state: next },
    'WhatsApp delivery report',
  );
  if (next === 'failed' && row.important) await context.messenger?.fallBack(row.id, 'failed');
  return undefined;
}

export const otpiqReportSchema = z
  .object({
    smsId: z.string().min(1).max(200),
    status: z.enum(['pending', 'sent', 'delivered', 'read', 'failed']),
    reason: z.string().max(1000).optional(),
    isFinal: z.boolean().optional(),
  })
  .loose();

/**
 * An OTPIQ delivery report for our message `messageId`. Returns false (changing nothing) when the
 * secret is not this message's or the smsId is not the one OTPIQ gave us.
 */
export async function receiveOtpiqReport(
  context: MessageWebhookContext,
  messageId: string,
  secret: string | undefined,
  report: z.infer<typeof otpiqReportSchema>,
): Promise<boolean> {
  const row = await repo.findMessage(context.db, messageId);
  const admitted =
    row !== undefined &&
    row.channel === 'sms' &&
    row.reportSecretHash !== null &&
    secret !== undefined &&
    sameSecret(hashReportSecret(secret), row.reportSecretHash) &&
    // A report may come before OTPIQ's answer to our send was recorded: the message's own
    // secret vouches for it, and its smsId is recorded now (the send's answer agrees later).
    (row.providerMessageId === null || row.providerMessageId === report.smsId);
  if (!admitted) {
    context.log.warn({ messageId }, 'an SMS delivery report without its secret was ignored');
    return false;
  }
  const now = context.now();
  if (row.providerMessageId === null)
    await repo.markAccepted(context.db, row.id, report.smsId, now);
  if (report.status === 'pending') return true;
  await repo.advanceState(
    context.db,
    row.id,
    report.status,
    now,
    now,
    report.status === 'failed'
      ? { kind: 'not_reachable', reason: (report.reason ?? 'failed').slice(0, 300) }
      : undefined,
  );
  return true;
}
