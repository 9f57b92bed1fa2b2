/**
 * The messenger with no provider configured (the default and the demo): each WhatsApp or SMS
 * message becomes a JSON file in DATA_DIR/outbox beside the mails, so `npm start` lets a newcomer
 * sign up by phone with no account anywhere. In development the code is also logged.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@chapkhana/shared/languages';
import type { MessageChannel } from '@chapkhana/shared/messages';
import { maskPhone } from '@chapkhana/shared/phone';
import { writeFileWhole } from '../lib/storage';
import {
  codeText,
  MessagesUnavailableError,
  type Messenger,
  type MessageLinks,
  type SentMessage,
} from './messenger';

/** The kind written for sign-in codes. */
export const CODE_KIND = 'sign-in-code';

/** Outbox message files end so; the mails beside them end in `.eml`. */
export const MESSAGE_FILE_SUFFIX = '.message.json';

/** One message file in DATA_DIR/outbox (test/helpers/phone-outbox.ts reads them). */
export interface OutboxMessageFile {
  id: string;
  /** ISO time it was written. */
  createdAt: string;
  /** E.164. */
  to: string;
  /** The channel it would have gone by: the one asked for, else WhatsApp. */
  channel: MessageChannel;
  language: Language;
  /** `sign-in-code`, or the notice's kind (`order-shipped`…). */
  kind: string;
  /** The whole message as the reader would see it. */
  text: string;
  /** A sign-in code's code, so a developer (and the tests) can read it without parsing text. */
  code?: string;
  /** A notice's WhatsApp template and parameters. */
  template?: { name: string; parameters: string[] };
  important?: boolean;
  about?: MessageLinks;
}

export function createFileMessenger(options: {
  outboxDir: string;
  log: FastifyBaseLogger;
  /** In development a sign-in code is logged too; never elsewhere. */
  logCodes: boolean;
  now?: () => Date;
}): Messenger {
  const now = options.now ?? (() => new Date());
  // Two messages in one millisecond still sort in the order they were written.
  let written = 0;

  async function write(
    message: Omit<OutboxMessageFile, 'id' | 'createdAt'>,
  ): Promise<{ sent: SentMessage; file: string }> {
    const id = randomUUID();
    const createdAt = now().toISOString();
    written += 1;
    const file = path.join(
      options.outboxDir,
      `${createdAt.replace(/[:.]/g, '-')}-${String(written).padStart(6, '0')}-${id.slice(0, 8)}${MESSAGE_FILE_SUFFIX}`,
    );
    const body: OutboxMessageFile = { id, createdAt, ...message };
    try {
      await mkdir(options.outboxDir, { recursive: true });
      // Whole or not at all: a full disk leaves no cut-off message for a reader of the outbox.
      await writeFileWhole(file, `${JSON.stringify(body, null, 2)}\n`);
    } catch (error) {
      throw new MessagesUnavailableError(
        [
          {
            channel: 'file',
            kind: 'storage',
            reason: (error as NodeJS.ErrnoException).code ?? 'write failed',
          },
        ],
        { cause: error },
      );
    }
    return { sent: { id, channel: 'file' }, file };
  }

  return {
    async sendCode(message) {
      const channel = message.channel ?? 'whatsapp';
      const { sent, file } = await write({
        to: message.phone,
        channel,
        language: message.language,
        kind: CODE_KIND,
        text: codeText(message.code, message.language),
        code: message.code,
      });
      const to = maskPhone(message.phone);
      if (options.logCodes) {
        options.log.info(
          { to, channel, file, code: message.code },
          `sign-in code written to the outbox (development only: the code is logged)`,
        );
      } else {
        options.log.info({ to, channel, file }, 'sign-in code written to the outbox');
      }
      return sent;
    },
    async send(message) {
      const channel = message.channel ?? 'whatsapp';
      const { sent, file } = await write({
        to: message.phone,
        channel,
        language: message.language,
        kind: message.kind,
        text: message.text,
        template: message.template,
        ...(message.important ? { important: true } : {}),
        ...(message.about ? { about: message.about } : {}),
      });
      options.log.info(
        { to: maskPhone(message.phone), channel, kind: message.kind, file },
        'message written to the outbox',
      );
      return sent;
    },
  };
}
