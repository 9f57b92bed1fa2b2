/** The SQL of the messages outbox (db/schema/messages.ts). */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  like,
  lte,
  notInArray,
  sql,
} from 'drizzle-orm';
import {
  MESSAGE_STATES,
  isLaterState,
  type MessageChannel,
  type MessageState,
} from '@chapkhana/shared/messages';
import type { Language } from '@chapkhana/shared/languages';
import type { OutboxPage, OutboxQuery } from '@chapkhana/shared/messages';
import { normaliseDigits } from '@chapkhana/shared/text';
import type { Database } from '../db/client';
import { customers, messageConversations, messages } from '../db/schema/index';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

export async function insertMessage(db: Database, values: NewMessageRow): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('The message row was not written.');
  return row;
}

export async function findMessage(db: Database, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export async function messageOfProvider(db: Database, channel: MessageChannel, providerId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.channel, channel), eq(messages.providerMessageId, providerId)));
  return row;
}

/**
 * The provider took it: its id, and `sent` (unless a report already moved it further). With
 * `fallbackDueAt`, the SMS it keeps goes at that time unless a delivery report comes first.
 */
export async function markAccepted(
  db: Database,
  id: string,
  providerId: string,
  now: Date,
  fallbackDueAt?: Date,
) {
  await db
    .update(messages)
    .set({
      providerMessageId: providerId,
      state: sql`CASE WHEN ${messages.state} = 'queued' THEN 'sent'::message_state ELSE ${messages.state} END`,
      sentAt: sql`COALESCE(${messages.sentAt}, ${now})`,
      ...(fallbackDueAt
        ? {
            fallbackDueAt: sql`CASE WHEN ${messages.fallbackSealed} IS NULL THEN NULL ELSE ${fallbackDueAt}::timestamptz END`,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(messages.id, id));
}

/** The channel refused it at once: failed, with the reason; no fallback is left to send later. */
export async function markRefused(
  db: Database,
  id: string,
  failure: { kind: string; reason: string },
  now: Date,
) {
  await db
    .update(messages)
    .set({
      state: 'failed',
      failedAt: now,
      failureKind: failure.kind,
      failureReason: failure.reason,
      fallbackSealed: null,
      fallbackDueAt: null,
      updatedAt: now,
    })
    .where(eq(messages.id, id));
}

const TIME_OF: Record<MessageState, 'sentAt' | 'deliveredAt' | 'readAt' | 'failedAt' | undefined> =
  {
    queued: undefined,
    sent: 'sentAt',
    delivered: 'deliveredAt',
    read: 'readAt',
    failed: 'failedAt',
  };

/**
 * Moves a message to `next` only from a state it may follow (isLaterState), in one statement: a
 * repeated or late report, or two copies receiving the same report, change nothing. Returns the
 * row as updated, or undefined when the report was stale.
 */
export async function advanceState(
  db: Database,
  id: string,
  next: MessageState,
  at: Date,
  now: Date,
  failure?: { kind: string; reason: string },
): Promise<MessageRow | undefined> {
  const from = MESSAGE_STATES.filter((state) => isLaterState(state, next));
  if (from.length === 0) return undefined;
  const time = TIME_OF[next];
  const [row] = await db
    .update(messages)
    .set({
      state: next,
      ...(time ? { [time]: at } : {}),
      ...(failure ? { failureKind: failure.kind, failureReason: failure.reason } : {}),
      // Delivered or read: no SMS will be needed in its place.
      ...(next === 'delivered' || next === 'read'
        ? { fallbackSealed: null, fallbackDueAt: null }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(messages.id, id), inArray(messages.state, from)))
    .returning();
  return row;
}

/** Delivered or read: the reader has it, and no SMS goes in its place. */
const REACHED: MessageState[] = ['delivered', 'read'];

/**
 * Takes the sealed SMS a failed (or silent) WhatsApp message left for its fallback, once: the
 * column is emptied in the same statement, so a duplicate report or a second copy of the API
 * finds nothing to send. `onlyIfUndelivered` keeps it when a delivery report came first.
 */
export async function takeFallback(
  db: Database,
  id: string,
  onlyIfUndelivered: boolean,
): Promise<{ sealed: string; row: MessageRow } | undefined> {
  const [before] = await db
    .select({ sealed: messages.fallbackSealed })
    .from(messages)
    .where(eq(messages.id, id));
  if (!before?.sealed) return undefined;
  const [row] = await db
    .update(messages)
    .set({ fallbackSealed: null, fallbackDueAt: null })
    .where(
      and(
        eq(messages.id, id),
        isNotNull(messages.fallbackSealed),
        onlyIfUndelivered ? notInArray(messages.state, REACHED) : undefined,
      ),
    )
    .returning();
  return row ? { sealed: before.sealed, row } : undefined;
}

/**
 * The messages whose SMS fallback is due at `now` (no delivery report within the wait), oldest
 * first: each is then taken by takeFallback, which only one copy of the API wins.
 */
export async function dueFallbacks(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        lte(messages.fallbackDueAt, now),
        isNotNull(messages.fallbackSealed),
        notInArray(messages.state, REACHED),
      ),
    )
    .orderBy(asc(messages.fallbackDueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A phone wrote to the shop's WhatsApp number at `at`. */
export async function recordInbound(db: Database, phone: string, at: Date) {
  await db
    .insert(messageConversations)
    .values({ phone, lastInboundAt: at })
    .onConflictDoUpdate({
      target: messageConversations.phone,
      set: {
        lastInboundAt: sql`GREATEST(${messageConversations.lastInboundAt}, excluded.last_inbound_at)`,
      },
    });
}

/**
 * The customer with this phone wrote a stop word: no more WhatsApp or SMS to them (mail is not
 * affected) until they turn a channel back on. Whether a customer has this phone.
 */
/** Turns both channels off for the phone's customer: their id and language, or undefined. */
export async function stopCustomerMessages(
  db: Database,
  phone: string,
): Promise<{ id: string; language: Language } | undefined> {
  const [row] = await db
    .update(customers)
    .set({ whatsappMessages: false, smsMessages: false })
    .where(eq(customers.phone, phone))
    .returning({ id: customers.id, language: customers.language });
  return row;
}

/** Whether a message of `kind` went (or was tried) to `phone` since `since`. */
export async function sentSince(
  db: Database,
  phone: string,
  kind: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.phone, phone), eq(messages.kind, kind), gte(messages.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function lastInboundAt(db: Database, phone: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: messageConversations.lastInboundAt })
    .from(messageConversations)
    .where(eq(messageConversations.phone, phone));
  return row?.at;
}

/** A page of the outbox, newest first: every message, or those about one seller. */
export async function pageMessages(
  db: Database,
  sellerId: string | undefined,
  query: OutboxQuery,
): Promise<OutboxPage> {
  const digits = normaliseDigits(query.search ?? '').replace(/\D/g, '');
  const where = and(
    sellerId ? eq(messages.sellerId, sellerId) : undefined,
    query.state ? eq(messages.state, query.state) : undefined,
    query.channel ? eq(messages.channel, query.channel) : undefined,
    digits ? like(messages.phone, `%${digits}%`) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      channel: row.channel,
      kind: row.kind,
      language: row.language,
      state: row.state,
      failureReason: row.failureReason,
      orderId: row.orderId,
      fallbackOf: row.fallbackOf,
      createdAt: row.createdAt.toISOString(),
      stateAt: (
        {
          queued: row.createdAt,
          sent: row.sentAt,
          delivered: row.deliveredAt,
          read: row.readAt,
          failed: row.failedAt,
        }[row.state] ?? row.updatedAt
      ).toISOString(),
    })),
    total: count?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
