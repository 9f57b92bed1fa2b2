/**
 * The messenger with providers configured: WhatsApp (Cloud API) first and SMS (OTPIQ) when
 * WhatsApp cannot take a message, every attempt a row of the messages outbox. The SMS-fallback
 * rule (phone-codes reference, "SMS-fallback triggers"): the same code again by SMS when the send
 * call fails, when a `failed` status arrives, or when no delivery report comes within the wait.
 */
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@chapkhana/shared/languages';
import type { MessageChannel } from '@chapkhana/shared/messages';
import { maskPhone } from '@chapkhana/shared/phone';
import type { Database } from '../db/client';
import { runEvery, type PeriodicHost } from '../lib/every';
import { createSealer, SEALING_KEY_BYTES, type Sealer } from '../lib/sealed';
import { CODE_KIND } from './file-outbox';
import {
  codeText,
  MessagesUnavailableError,
  type ChannelFailure,
  type MessageLinks,
  type Messenger,
  type SentMessage,
} from './messenger';
import type { OtpiqClient } from './otpiq/client';
import * as repo from './repository';
import { ProviderFailure } from './transport';
import type { TemplateLanguage, WhatsAppClient } from './whatsapp/client';

/** Free-form WhatsApp may be sent this long after the reader's last message. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The key that seals the SMS kept for a fallback, derived from the JWT secret (never stored). */
export function fallbackSealer(jwtSecret: string): Sealer {
  return createSealer(
    Buffer.from(
      hkdfSync('sha256', jwtSecret, 'chapkhana', 'message fallback v1', SEALING_KEY_BYTES),
    ),
  );
}

export const hashReportSecret = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

export interface ProviderMessengerOptions {
  db: () => Database;
  whatsapp: WhatsAppClient | undefined;
  sms: OtpiqClient | undefined;
  sealer: Sealer;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Where OTPIQ posts an SMS's delivery report; undefined when it cannot reach us (not https). */
  reportUrl: ((messageId: string) => string) | undefined;
  /**
   * No `delivered`/`read` this long after WhatsApp accepted an important message: it goes by SMS
   * too (the row's `fallback_due_at`, sent by the fallback sweeper).
   */
  deliveryWaitMs: number;
}

export interface ProviderMessenger extends Messenger {
  /**
   * Sends the SMS a WhatsApp message left for its fallback, once (a `failed` status, or silence
   * past the wait). Resolves with the SMS's row id, or undefined when there was none to send.
   */
  fallBack(messageId: string, reason: 'failed' | 'silent'): Promise<string | undefined>;
  /**
   * Sends the fallbacks that are due (WhatsApp messages with no delivery report past their wait,
   * `fallback_due_at`), at most `limit`; resolves with how many SMS were tried.
   */
  sweepFallbacks(limit?: number): Promise<number>;
}

/**
 * The fallback sweeper: every `tickMs`, the due fallbacks go. Rows, not timers: a restart or a
 * crash loses nothing, and any copy may sweep (each fallback is taken once). Returns the stop.
 */
export function startFallbackSweeper(
  app: PeriodicHost,
  messenger: Pick<ProviderMessenger, 'sweepFallbacks'>,
  tickMs: number,
): () => void {
  return runEvery(
    app,
    tickMs,
    () => messenger.sweepFallbacks(),
    'sending the due SMS fallbacks failed',
  );
}

/** How often the fallback sweeper looks: a quarter of the wait, between 0.1 and 5 seconds. */
export const fallbackSweepEveryMs = (deliveryWaitMs: number) =>
  Math.min(Math.max(deliveryWaitMs / 4, 100), 5_000);

/** The template language for a reader: WhatsApp has no Kurdish, so Kurdish readers get Arabic. */
export const templateLanguageOf = (language: Language): TemplateLanguage =>
  language === 'en' ? 'en' : 'ar';

interface Attempt {
  phone: string;
  language: Language;
  kind: string;
  important: boolean;
  about: MessageLinks | undefined;
  order: MessageChannel[];
  /** The text kept in the outbox (a code masked). */
  outboxText: string;
  /** The SMS text (a code in it). */
  smsText: string;
  /** Sends by WhatsApp; `template` is what the outbox row names. */
  whatsapp: { template: string | null; send: (client: WhatsAppClient) => Promise<string> };
}

export function createProviderMessenger(options: ProviderMessengerOptions): ProviderMessenger {
  const configured = (channel: MessageChannel) =>
    channel === 'whatsapp' ? options.whatsapp !== undefined : options.sms !== undefined;

  async function sendSms(
    client: OtpiqClient,
    rowValues: Omit<repo.NewMessageRow, 'channel'>,
    smsText: string,
  ): Promise<{ row: repo.MessageRow; providerId: string }> {
    const secret = randomBytes(24).toString('base64url');
    const row = await repo.insertMessage(options.db(), {
      ...rowValues,
      channel: 'sms',
      template: null,
      fallbackSealed: null,
      reportSecretHash: options.reportUrl ? hashReportSecret(secret) : null,
    });
    try {
      const providerId = await client.send(
        rowValues.phone,
        smsText,
        options.reportUrl
          ? { webhookUrl: options.reportUrl(row.id), webhookSecret: secret }
          : undefined,
      );
      return { row, providerId };
    } catch (error) {
      throw Object.assign(asFailure('sms', error), { row });
    }
  }

  function asFailure(channel: MessageChannel, error: unknown): ProviderFailure {
    return error instanceof ProviderFailure
      ? error
      : new ProviderFailure(
          channel,
          'provider_down',
          error instanceof Error ? error.message : String(error),
          {
            cause: error,
          },
        );
  }

  async function attempt(message: Attempt): Promise<SentMessage> {
    const failures: ChannelFailure[] = [];
    let previous: string | undefined;
    const order = message.order.filter(configured);
    for (const [index, channel] of order.entries()) {
      const now = options.now();
      const smsLater = message.important && order.slice(index + 1).includes('sms');
      const base = {
        phone: message.phone,
        kind: message.kind,
        language: message.language,
        text: message.outboxText,
        important: message.important,
        fallbackOf: previous ?? null,
        customerId: message.about?.customerId ?? null,
        sellerId: message.about?.sellerId ?? null,
        orderId: message.about?.orderId ?? null,
        createdAt: now,
        updatedAt: now,
      };
      let row: repo.MessageRow | undefined;
      try {
        let providerId: string;
        const whatsapp = options.whatsapp;
        const sms = options.sms;
        if (channel === 'whatsapp' && whatsapp) {
          row = await repo.insertMessage(options.db(), {
            ...base,
            channel,
            template: message.whatsapp.template,
            fallbackSealed: smsLater ? options.sealer.seal(message.smsText) : null,
          });
          providerId = await message.whatsapp.send(whatsapp).catch((error: unknown) => {
            throw asFailure('whatsapp', error);
          });
        } else if (sms) {
          const sent = await sendSms(sms, base, message.smsText).catch((error: unknown) => {
            row = (error as { row?: repo.MessageRow }).row;
            throw error;
          });
          row = sent.row;
          providerId = sent.providerId;
        } else {
          continue;
        }
        // An important WhatsApp keeps its SMS until a delivery report, or until the wait is over
        // and the fallback sweeper (any copy of the API, after a restart too) sends it.
        const accepted = options.now();
        await repo.markAccepted(
          options.db(),
          row.id,
          providerId,
          accepted,
          channel === 'whatsapp' && smsLater
            ? new Date(accepted.getTime() + options.deliveryWaitMs)
            : undefined,
        );
        options.log.info(
          { to: maskPhone(message.phone), channel, kind: message.kind, messageId: row.id },
          'message accepted by the provider',
        );
        return { id: row.id, channel };
      } catch (error) {
        if (!(error instanceof ProviderFailure) || !row) throw error;
        await repo.markRefused(options.db(), row.id, error, options.now());
        options.log.warn(
          {
            to: maskPhone(message.phone),
            channel,
            kind: error.kind,
            reason: error.reason,
            messageId: row.id,
          },
          'a channel did not take the message',
        );
        failures.push({ channel, kind: error.kind, reason: error.reason });
        previous = row.id;
      }
    }
    throw new MessagesUnavailableError(failures);
  }

  async function fallBack(messageId: string, reason: 'failed' | 'silent') {
    const sms = options.sms;
    if (!sms) return undefined;
    const taken = await repo.takeFallback(options.db(), messageId, reason === 'silent');
    if (!taken) return undefined;
    const { row } = taken;
    const now = options.now();
    let smsText: string;
    try {
      smsText = options.sealer.open(taken.sealed);
    } catch (error) {
      options.log.error({ err: error, messageId }, 'the fallback SMS could not be opened');
      return undefined;
    }
    const base = {
      phone: row.phone,
      kind: row.kind,
      language: row.language,
      text: row.text,
      important: row.important,
      fallbackOf: row.id,
      customerId: row.customerId,
      sellerId: row.sellerId,
      orderId: row.orderId,
      createdAt: now,
      updatedAt: now,
    };
    try {
      const sent = await sendSms(sms, base, smsText);
      await repo.markAccepted(options.db(), sent.row.id, sent.providerId, options.now());
      options.log.info(
        {
          to: maskPhone(row.phone),
          kind: row.kind,
          messageId: sent.row.id,
          fallbackOf: row.id,
          reason,
        },
        'WhatsApp did not deliver: sent by SMS',
      );
      return sent.row.id;
    } catch (error) {
      const failedRow = (error as { row?: repo.MessageRow }).row;
      const failure = asFailure('sms', error);
      if (failedRow) await repo.markRefused(options.db(), failedRow.id, failure, options.now());
      options.log.warn(
        {
          to: maskPhone(row.phone),
          kind: failure.kind,
          reason: failure.reason,
          fallbackOf: row.id,
        },
        'the fallback SMS was not taken either',
      );
      return failedRow?.id;
    }
  }

  return {
    sendCode(message) {
      const language = templateLanguageOf(message.language);
      return attempt({
        phone: message.phone,
        language: message.language,
        kind: CODE_KIND,
        important: true,
        about: undefined,
        // Asked for SMS (the reader tapped "send by SMS"): SMS first, WhatsApp if SMS fails.
        order: message.channel === 'sms' ? ['sms', 'whatsapp'] : ['whatsapp', 'sms'],
        outboxText: codeText('*'.repeat(message.code.length), message.language),
        smsText: codeText(message.code, message.language),
        whatsapp: {
          template: options.whatsapp?.codeTemplate ?? null,
          send: (client) => client.sendCode(message.phone, message.code, language),
        },
      });
    },
    async send(message) {
      const important = message.important ?? false;
      // Sorani only as free-form text, inside the 24-hour window; else the Arabic template. A
      // reply (no template) is free-form text in any language.
      const template = message.template;
      const lastInbound =
        template && message.language === 'kr' && options.whatsapp
          ? await repo.lastInboundAt(options.db(), message.phone)
          : undefined;
      const freeForm =
        !template ||
        (lastInbound !== undefined &&
          options.now().getTime() - lastInbound.getTime() < CUSTOMER_SERVICE_WINDOW_MS);
      const language = templateLanguageOf(message.language);
      return attempt({
        phone: message.phone,
        language: message.language,
        kind: message.kind,
        important,
        about: message.about,
        order: (message.channel === 'sms'
          ? (['sms', 'whatsapp'] as const)
          : // Without WhatsApp configured, SMS carries every notice; with it, only the important ones.
            options.whatsapp && !important
            ? (['whatsapp'] as const)
            : (['whatsapp', 'sms'] as const)
        ).filter((channel) => message.onlyChannels?.includes(channel) ?? true),
        outboxText: message.text,
        smsText: message.text,
        whatsapp: freeForm
          ? { template: null, send: (client) => client.sendText(message.phone, message.text) }
          : {
              template: template.name,
              send: (client) =>
                client.sendTemplate(message.phone, template.name, language, template.parameters),
            },
      });
    },
    fallBack,
    async sweepFallbacks(limit = 50) {
      let sent = 0;
      for (const id of await repo.dueFallbacks(options.db(), options.now(), limit)) {
        // Taken by one copy only: another sweeping at once, or a report, finds nothing.
        if (await fallBack(id, 'silent')) sent += 1;
      }
      return sent;
    },
  };
}
