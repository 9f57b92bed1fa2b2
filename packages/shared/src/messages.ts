/**
 * Messages to phones (WhatsApp and SMS): the channels, the states a message moves through, and
 * how the console lists them. The API's messenger (apps/api/src/messages) sends them; the
 * contracts are in the phone-codes reference.
 */
import { pageOf, pageQuerySchema } from './fields';
import { LANGUAGES } from './languages';
import { z } from './zod';

/** How a message reaches a phone: WhatsApp Cloud API first, SMS (OTPIQ) as the fallback. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * A message's delivery state, in the order a provider reports it: queued (ours, not yet
 * accepted), sent (accepted by the provider or handed to the network), delivered, read; or failed.
 */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

const STATE_RANK: Record<MessageState, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

/**
 * Whether a report of `next` may replace `current`. Reports come out of order and repeat
 * (WhatsApp's statuses, OTPIQ's reports): a state never moves backwards, a message once read
 * stays read (a late "failed" for a read message is noise), and a failed message stays failed.
 */
export function isLaterState(current: MessageState, next: MessageState): boolean {
  if (current === 'failed' || current === 'read') return false;
  return STATE_RANK[next] > STATE_RANK[current];
}

/** One message of the console's outbox: its channel, state and why it failed. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  /** E.164. */
  phone: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** `sign-in-code`, or a notice's kind (`order-shipped`…). */
  kind: z.string(),
  language: z.enum(LANGUAGES),
  state: z.enum(MESSAGE_STATES),
  failureReason: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The failed WhatsApp message this SMS stands in for. */
  fallbackOf: z.string().nullable(),
  createdAt: z.string(),
  /** When it reached its state. */
  stateAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `?page=&perPage=&search=` (digits of the phone) `&state=&channel=`. */
export const outboxQuerySchema = pageQuerySchema.extend({
  state: z.enum(MESSAGE_STATES).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxPageSchema = pageOf(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;
