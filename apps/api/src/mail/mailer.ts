import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { writeFileWhole } from '../lib/storage';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the message, logged in outbox mode so a developer can follow them. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an RFC 822 `.eml` file in
 * DATA_DIR/outbox (nodemailer builds it either way) and its links are logged.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Whole or not at all: a full disk leaves no cut-off message for a reader of the outbox.
      await writeFileWhole(file, info.message as Buffer);
      options.log.info(
        { to: message.to, file, links: message.links ?? [] },
        `mail written to the outbox: ${message.subject}`,
      );
    },
  };
}
