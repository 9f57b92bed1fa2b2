import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ChatFriend } from '@chapkhana/shared/chat';
import type { ActiveSeller, ChatMessage } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { chatContacts, chatMessages, customers, sellers } from '../../db/schema/index';

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

export async function customerName(db: Database, customerId: string) {
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer?.name;
}

export async function contactBetween(db: Database, customerId: string, sellerId: string) {
  const [row] = await db
    .select()
    .from(chatContacts)
    .where(and(eq(chatContacts.customerId, customerId), eq(chatContacts.sellerId, sellerId)));
  return row;
}

/** How many messages from `writer` in the listed conversation its reader has not seen. */
const unseenFrom = (writer: 'customer' | 'seller') =>
  sql<number>`(select count(*)::int from ${chatMessages}
    where ${chatMessages.contactId} = ${chatContacts.id}
      and ${chatMessages.sender} = ${writer}
      and ${chatMessages.seenAt} is null)`.mapWith(Number);

/** The customer's conversations, most recent first, with each seller's public name. */
export async function customerFriends(db: Database, customerId: string): Promise<ChatFriend[]> {
  const rows = await db
    .select({
      fdId: sellers.id,
      name: sellers.shopNameEn,
      names: shopNames,
      image: sellers.image,
      lastMessageAt: chatContacts.lastMessageAt,
      unseen: unseenFrom('seller'),
    })
    .from(chatContacts)
    .innerJoin(sellers, eq(sellers.id, chatContacts.sellerId))
    .where(eq(chatContacts.customerId, customerId))
    .orderBy(desc(chatContacts.lastMessageAt), desc(chatContacts.id));
  return rows.map((r) => ({ ...r, lastMessageAt: r.lastMessageAt.toISOString() }));
}

/** The seller's conversations, most recent first, with each customer's name and unseen count. */
export async function sellerCustomers(db: Database, sellerId: string): Promise<ChatFriend[]> {
  const rows = await db
    .select({
      fdId: customers.id,
      name: customers.name,
      lastMessageAt: chatContacts.lastMessageAt,
      unseen: unseenFrom('customer'),
    })
    .from(chatContacts)
    .innerJoin(customers, eq(customers.id, chatContacts.customerId))
    .where(eq(chatContacts.sellerId, sellerId))
    .orderBy(desc(chatContacts.lastMessageAt), desc(chatContacts.id));
  return rows.map((r) => ({ ...r, image: null, lastMessageAt: r.lastMessageAt.toISOString() }));
}

/** Marks the messages `reader` has not seen in the conversation as seen. */
export async function markSeen(
  db: Database,
  contactId: string,
  reader: 'customer' | 'seller',
  now: Date,
): Promise<void> {
  await db
    .update(chatMessages)
    .set({ seenAt: now })
    .where(
      and(
        eq(chatMessages.contactId, contactId),
        ne(chatMessages.sender, reader),
        isNull(chatMessages.seenAt),
      ),
    );
}

/** A conversation's newest `limit` messages, oldest first. */
export async function newestMessages(
  db: Database,
  contact: ContactRow,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.contactId, contact.id))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  return rows.reverse().map((row) => toMessage(row, contact));
}

/** Opens the conversation unless it exists already. */
export async function openContact(
  db: Database,
  customerId: string,
  sellerId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(chatContacts)
    .values({ customerId, sellerId, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing();
}

/** Opens the conversation, or moves it to the top of both lists; answers its row. */
export async function touchContact(
  tx: Database,
  customerId: string,
  sellerId: string,
  now: Date,
): Promise<ContactRow> {
  await tx
    .insert(chatContacts)
    .values({ customerId, sellerId, lastMessageAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [chatContacts.customerId, chatContacts.sellerId],
      set: { lastMessageAt: now },
    });
  const contact = await contactBetween(tx, customerId, sellerId);
  if (!contact) throw new Error('The conversation row vanished inside its transaction.');
  return contact;
}

export async function insertMessage(
  tx: Database,
  contact: ContactRow,
  values: { sender: 'customer' | 'seller'; senderName: string; message: string; createdAt: Date },
): Promise<ChatMessage> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ contactId: contact.id, ...values })
    .returning();
  if (!row) throw new Error('Inserting a chat message returned no row.');
  return toMessage(row, contact);
}

/** Active sellers' public names, by shop name. */
export async function activeSellerNames(db: Database): Promise<ActiveSeller[]> {
  return db
    .select({ sellerId: sellers.id, name: sellers.shopNameEn })
    .from(sellers)
    .where(eq(sellers.active, true))
    .orderBy(asc(sellers.shopNameEn));
}
