import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from '@chapkhana/shared/messages';
import { at, createdAt, id, updatedAt } from './columns';
import { customers, readerLanguage, sellers } from './people';
import { orders } from './shopping';

export const messageChannel = pgEnum('message_channel', MESSAGE_CHANNELS);
export const messageState = pgEnum('message_state', MESSAGE_STATES);

/**
 * The outbox of WhatsApp and SMS messages (apps/api/src/messages): one row per channel tried, its
 * state as the providers' delivery reports move it, and why it failed. A sign-in code is never
 * stored: `text` has it masked.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** E.164 (`+9647…`). */
    phone: text('phone').notNull(),
    channel: messageChannel('channel').notNull(),
    /** `sign-in-code`, or a notice's kind (`order-shipped`…). */
    kind: text('kind').notNull(),
    /** The WhatsApp template sent, if any (null for SMS and free-form WhatsApp). */
    template: text('template'),
    /** The reader's language. */
    language: readerLanguage('language').notNull(),
    /** What was sent, with a code masked. */
    text: text('text').notNull(),
    /** WhatsApp's `wamid.…` or OTPIQ's `smsId`, once the provider accepted it. */
    providerMessageId: text('provider_message_id'),
    state: messageState('state').notNull().default('queued'),
    sentAt: at('sent_at'),
    deliveredAt: at('delivered_at'),
    readAt: at('read_at'),
    failedAt: at('failed_at'),
    /** What kind of failure (messages/messenger.ts, MessageFailureKind) and the provider's words. */
    failureKind: text('failure_kind'),
    failureReason: text('failure_reason'),
    /** Sent again by SMS when WhatsApp fails (codes always; notices that matter). */
    important: boolean('important').notNull().default(false),
    /** The SMS to send if this WhatsApp message fails, sealed; cleared once it is not needed. */
    fallbackSealed: text('fallback_sealed'),
    /**
     * When the sealed SMS goes if no `delivered`/`read` has come by then (a silent WhatsApp): kept
     * here, not in a timer, so a restart loses nothing and any copy's sweeper may send it, once.
     */
    fallbackDueAt: at('fallback_due_at'),
    /** The message this one replaced (the failed WhatsApp an SMS stands in for). */
    fallbackOf: uuid('fallback_of').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    /** SHA-256 (hex) of the secret OTPIQ echoes on this SMS's delivery reports. */
    reportSecretHash: text('report_secret_hash'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_provider_id')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} IS NOT NULL`),
    index('messages_created_idx').on(t.createdAt),
    index('messages_seller_idx').on(t.sellerId, t.createdAt),
    index('messages_phone_idx').on(t.phone, t.createdAt),
    // Deleting a customer, an order or a failed WhatsApp sets these to null: each is looked up.
    index('messages_customer_idx').on(t.customerId),
    index('messages_order_idx').on(t.orderId),
    index('messages_fallback_of_idx').on(t.fallbackOf),
    // The fallback sweeper's question: which silent WhatsApp messages are past their wait.
    index('messages_fallback_due_idx')
      .on(t.fallbackDueAt)
      .where(sql`${t.fallbackDueAt} IS NOT NULL`),
  ],
);

/**
 * When a phone last wrote to the shop's WhatsApp number: within 24 hours free-form text (Sorani)
 * may be sent to it instead of a template (phone-codes reference, "Template languages").
 */
export const messageConversations = pgTable('message_conversations', {
  phone: text('phone').primaryKey(),
  lastInboundAt: at('last_inbound_at').notNull(),
});
