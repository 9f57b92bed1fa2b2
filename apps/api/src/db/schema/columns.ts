import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Opaque UUID primary key; identifiers never reveal how many rows exist. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A point in time, stored in UTC (shown in Asia/Baghdad by the clients). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();
