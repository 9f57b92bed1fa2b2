import type { ChatFriend } from '@chapkhana/shared/chat';
import type { ActiveSeller, ChatMessage } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { WindowCounter } from '../../lib/window-counter';
import * as chat from './repository';

/** Messages of one conversation shown at once (the newest). */
const CONVERSATION_LIMIT = 200;

/**
 * Chat messages one socket may send (realtime.ts), and one customer or seller over all its
 * sockets and HTTP, per window; more are refused with 429 `chat_too_fast` before any database
 * work. A person typing stays far below; one socket once stored 2,000 messages in 2 s.
 */
export const CHAT_MESSAGE_LIMITS = {
  perSocket: { max: 10, windowMs: 10_000 },
  perSender: { max: 30, windowMs: 60_000 },
} as const;

const sentBySender = new WindowCounter(
  CHAT_MESSAGE_LIMITS.perSender.max,
  CHAT_MESSAGE_LIMITS.perSender.windowMs,
);

/** Counts a message of `sender` (kind:id); 429 past its limit (this copy's count). */
export function refuseChatFlood(counter: WindowCounter, sender: string, now: Date): void {
  if (!counter.take(sender, now)) throw tooManyRequests('chat_too_fast');
}

/** A conversation's newest messages, oldest first; the reader's unseen ones become seen. */
export async function conversation(
  db: Database,
  customerId: string,
  sellerId: string,
  reader: 'customer' | 'seller',
  now: Date,
): Promise<ChatMessage[]> {
  const contact = await chat.contactBetween(db, customerId, sellerId);
  if (!contact) return [];
  await chat.markSeen(db, contact.id, reader, now);
  return chat.newestMessages(db, contact, CONVERSATION_LIMIT);
}

/** The seller opens a customer's conversation: its messages, and the customer's messages become seen. */
export async function sellerReads(db: Database, sellerId: string, customerId: string, now: Date) {
  const currentCustomer = (await chat.sellerCustomers(db, sellerId)).find(
    (c) => c.fdId === customerId,
  );
  if (!currentCustomer) throw notFound('customer_not_writing');
  const messages = await conversation(db, customerId, sellerId, 'seller', now);
  return { messages, currentCustomer: { ...currentCustomer, unseen: 0 } };
}

/**
 * The seller has read what arrived while the conversation was open. Only its own conversations:
 * another seller's customer is one that "has not written to you".
 */
export async function sellerSaw(db: Database, sellerId: string, customerId: string, now: Date) {
  const contact = await chat.contactBetween(db, customerId, sellerId);
  if (!contact) throw notFound('customer_not_writing');
  await chat.markSeen(db, contact.id, 'seller', now);
  return { unseen: 0 as const };
}

/** Opens (or reopens) the conversation with a seller, for the customer's chat page. */
export async function addCustomerFriend(
  db: Database,
  customerId: string,
  sellerId: string | undefined,
  now: Date,
) {
  let currentFd: ChatFriend | null = null;
  let messages: ChatMessage[] = [];
  if (sellerId) {
    const seller = await chat.findActiveSeller(db, sellerId);
    if (!seller) throw notFound('seller_gone');
    await chat.openContact(db, customerId, sellerId, now);
    messages = await conversation(db, customerId, sellerId, 'customer', now);
    const contact = await chat.contactBetween(db, customerId, sellerId);
    currentFd = {
      fdId: seller.id,
      name: seller.name,
      names: seller.names,
      image: seller.image,
      lastMessageAt: (contact?.lastMessageAt ?? now).toISOString(),
      unseen: 0,
    };
  }
  return { messages, currentFd, MyFriends: await chat.customerFriends(db, customerId) };
}

/** Stores a message and moves the conversation to the top of both lists. */
export async function storeMessage(
  db: Database,
  input: {
    customerId: string;
    sellerId: string;
    sender: 'customer' | 'seller';
    senderName: string;
    text: string;
    now: Date;
  },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const contact = await chat.touchContact(tx, input.customerId, input.sellerId, input.now);
    return chat.insertMessage(tx, contact, {
      sender: input.sender,
      senderName: input.senderName,
      message: input.text,
      createdAt: input.now,
    });
  });
}

/** A customer's message to a seller; the name is the account's. */
export async function customerWrites(
  db: Database,
  input: { customerId: string; sellerId: string; text: string; now: Date },
) {
  refuseChatFlood(sentBySender, `customer:${input.customerId}`, input.now);
  const seller = await chat.findActiveSeller(db, input.sellerId);
  if (!seller) throw notFound('seller_gone');
  const name = await chat.customerName(db, input.customerId);
  if (name === undefined) throw notFound('account_gone');
  return storeMessage(db, { ...input, sender: 'customer', senderName: name });
}

/** A seller's answer to a customer who has written to it (a seller cannot start conversations). */
export async function sellerWrites(
  db: Database,
  input: { sellerId: string; customerId: string; text: string; now: Date },
) {
  refuseChatFlood(sentBySender, `seller:${input.sellerId}`, input.now);
  const seller = await chat.findActiveSeller(db, input.sellerId);
  if (!seller) throw notFound('seller_inactive');
  if (!(await chat.contactBetween(db, input.customerId, input.sellerId))) {
    throw notFound('customer_not_writing');
  }
  const message = await storeMessage(db, { ...input, sender: 'seller', senderName: seller.name });
  // The customer reads the shop's name in their own language (toasts, the conversation).
  return { ...message, senderNames: seller.names };
}

/** Public names of the given sellers, for presence. */
export async function publicSellers(db: Database, sellerIds: string[]): Promise<ActiveSeller[]> {
  if (sellerIds.length === 0) return [];
  const rows = await chat.activeSellerNames(db);
  return rows.filter((row) => sellerIds.includes(row.sellerId));
}
