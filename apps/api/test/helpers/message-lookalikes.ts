import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { messages } from '../../src/db/schema/index';
import type { GraphRecordedMessage } from '../../src/messages/lookalike/graph';
import type { OtpiqRecordedSms } from '../../src/messages/lookalike/otpiq';

/**
 * Fresh Iraqi mobile numbers ending in a look-alike script's suffix (`0003`: WhatsApp accepts
 * and never reports…), each test file from its own `first` number.
 */
export function phoneNumbers(prefix: string, first: number) {
  let counter = first;
  return (suffix: string) => {
    counter += 1;
    return `${prefix}${String(counter).padStart(4, '0')}${suffix}`;
  };
}

/**
 * The outbox rows to a phone, oldest first; a fallback after the message it stands in for (a
 * test's clock stands still, so both may have the same time).
 */
export const messageRowsTo = (db: Database, phone: string) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.phone, phone))
    .orderBy(asc(messages.createdAt), sql`${messages.fallbackOf} IS NOT NULL`);

/**
 * What the message look-alikes mounted in a test's shop (MESSAGES_LOOKALIKE) recorded, read
 * through their controls: the WhatsApp messages and the SMS sent to a phone.
 */
export function lookalikeRecords(app: () => FastifyInstance) {
  async function read<T>(url: string): Promise<T> {
    const response = await app().inject({ method: 'GET', url: `/lookalike/messages${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  return {
    graphMessages: async (phone: string) =>
      (
        await read<{ messages: GraphRecordedMessage[] }>('/graph/__control/messages')
      ).messages.filter((m) => `+${m.to}` === phone),
    smsTo: async (phone: string) =>
      (await read<{ sms: OtpiqRecordedSms[] }>('/otpiq/__control/messages')).sms.filter(
        (m) => `+${m.phoneNumber}` === phone,
      ),
  };
}
