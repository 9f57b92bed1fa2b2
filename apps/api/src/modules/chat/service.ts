import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { ChatFriend } from '@chapkhana/shared/chat';
import type { ActiveSeller, ChatMessage } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { chatContacts, chatMessages, customers, sellers } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';

/** Messages of one conversation shown at once (the newest). */
const CONVERSATION_LIMIT = 200;

type MessageRow = typeof chatMessages.$inferSelect;
type ContactRow = typeof chatContacts.$inferSelect;

function toMessage(row: MessageRow, contact: ContactRow): ChatMessage {
  const fromCustomer = row.sender === 'customer';
  return {
    _id: row.id,
    senderId: fromCustomer ? contact.customerId : contact.sellerId,
    receverId: fromCustomer ? contact.sellerId : contact.customerId,
    senderName: row.senderName,
    message: row.message,
    status: row.seenAt ? 'seen' : 'unseen',
    createdAt: row.createdAt.toISOString(),
  };
}

/** A seller's shop name in the three languages, as chat lists show it. */
const shopNames = {
  enName: sellers.shopNameEn,
  kuName: sellers.shopNameKu,
  arName: sellers.shopNameAr,
};

/** An active seller's public face: id, shop names and picture only. */
export async function findActiveSeller(db: Database, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id, name: sellers.shopNameEn, names: shopNames, image: sellers.image })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.active, true)));
  return row;
}

async function contactBetween(db: Database, customerId: string, sellerId: string) {
  const [row] = await db
    .select()
    .from(chatContacts)
    .where(and(eq(chatContacts.customerId, customerId), eq(chatContacts.sellerId, sellerId)));
  return row;
}

/** The customer's conversations, most recent first, with each seller's public name. */
export async function customerFriends(db: Database, customerId: string): Promise<ChatFriend[]> {
  const rows = await db
    .select({
      fdId: sellers.id,
      name: sellers.shopNameEn,
      names: shopNames,
      image: sellers.image,
      lastMessageAt: chatContacts.lastMessageAt,
    })
    .from(chatContacts)
    .innerJoin(sellers, eq(sellers.id, chatContacts.sellerId))
    .where(eq(chatContacts.customerId, customerId))
    .orderBy(desc(chatContacts.lastMessageAt));
  return rows.map((r) => ({ ...r, lastMessageAt: r.lastMessageAt.toISOString() }));
}

/** The seller's conversations, most recent first, with each customer's name. */
export async function sellerCustomers(db: Database, sellerId: string): Promise<ChatFriend[]> {
  const rows = await db
    .select({ fdId: customers.id, name: customers.name, lastMessageAt: chatContacts.lastMessageAt })
    .from(chatContacts)
    .innerJoin(customers, eq(customers.id, chatContacts.customerId))
    .where(eq(chatContacts.sellerId, sellerId))
    .orderBy(desc(chatContacts.lastMessageAt));
  return rows.map((r) => ({ ...r, image: null, lastMessageAt: r.lastMessageAt.toISOString() }));
}

/** A conversation's newest messages, oldest first; the reader's unseen ones become seen. */
export async function conversation(
  db: Database,
  customerId: string,
  sellerId: string,
  reader: 'customer' | 'seller',
  now: Date,
): Promise<ChatMessage[]> {
  const contact = await contactBetween(db, customerId, sellerId);
  if (!contact) return [];
  await db
    .update(chatMessages)
    .set({ seenAt: now })
    .where(
      and(
        eq(chatMessages.contactId, contact.id),
        ne(chatMessages.sender, reader),
        isNull(chatMessages.seenAt),
      ),
    );
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.contactId, contact.id))
    .orderBy(desc(chatMessages.createdAt))
    .limit(CONVERSATION_LIMIT);
  return rows.reverse().map((row) => toMessage(row, contact));
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
    const seller = await findActiveSeller(db, sellerId);
    if (!seller) throw notFound('This seller does not exist or is not selling any more.');
    await db
      .insert(chatContacts)
      .values({ customerId, sellerId, lastMessageAt: now, createdAt: now })
      .onConflictDoNothing();
    messages = await conversation(db, customerId, sellerId, 'customer', now);
    const contact = await contactBetween(db, customerId, sellerId);
    currentFd = {
      fdId: seller.id,
      name: seller.name,
      names: seller.names,
      image: seller.image,
      lastMessageAt: (contact?.lastMessageAt ?? now).toISOString(),
    };
  }
  return { messages, currentFd, MyFriends: await customerFriends(db, customerId) };
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
    await tx
      .insert(chatContacts)
      .values({
        customerId: input.customerId,
        sellerId: input.sellerId,
        lastMessageAt: input.now,
        createdAt: input.now,
      })
      .onConflictDoUpdate({
        target: [chatContacts.customerId, chatContacts.sellerId],
        set: { lastMessageAt: input.now },
      });
    const contact = await contactBetween(tx, input.customerId, input.sellerId);
    if (!contact) throw new Error('The conversation row vanished inside its transaction.');
    const [row] = await tx
      .insert(chatMessages)
      .values({
        contactId: contact.id,
        sender: input.sender,
        senderName: input.senderName,
        message: input.text,
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('Inserting a chat message returned no row.');
    return toMessage(row, contact);
  });
}

/** A customer's message to a seller; the name is the account's. */
export async function customerWrites(
  db: Database,
  input: { customerId: string; sellerId: string; text: string; now: Date },
) {
  const seller = await findActiveSeller(db, input.sellerId);
  if (!seller) throw notFound('This seller does not exist or is not selling any more.');
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) throw notFound('This account no longer exists.');
  return storeMessage(db, { ...input, sender: 'customer', senderName: customer.name });
}

/** A seller's answer to a customer who has written to it (a seller cannot start conversations). */
export async function sellerWrites(
  db: Database,
  input: { sellerId: string; customerId: string; text: string; now: Date },
) {
  const seller = await findActiveSeller(db, input.sellerId);
  if (!seller) throw notFound('This seller account is not active.');
  if (!(await contactBetween(db, input.customerId, input.sellerId))) {
    throw notFound('This customer has not written to you.');
  }
  return storeMessage(db, { ...input, sender: 'seller', senderName: seller.name });
}

/** Public names of the given sellers, for presence. */
export async function publicSellers(db: Database, sellerIds: string[]): Promise<ActiveSeller[]> {
  if (sellerIds.length === 0) return [];
  const rows = await db
    .select({ sellerId: sellers.id, name: sellers.shopNameEn })
    .from(sellers)
    .where(eq(sellers.active, true))
    .orderBy(asc(sellers.shopNameEn));
  return rows.filter((row) => sellerIds.includes(row.sellerId));
}
