import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { messages } from '../../src/db/schema/index';

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
