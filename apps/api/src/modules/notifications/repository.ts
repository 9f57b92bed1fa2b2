/** The SQL of order messages: who hears about an order, and the once-and-flood claims. */
import { and, count, eq, gt, notLike, sql } from 'drizzle-orm';
import type { MessageChoices } from '@chapkhana/shared/accounts';
import type { Language } from '@chapkhana/shared/languages';
import type { ParcelCarrier, ParcelState } from '@chapkhana/shared/parcels';
import type { Database } from '../../db/client';
import {
  customers,
  orderNotices,
  orders,
  parcels,
  sellerOrders,
  sellers,
  staffUsers,
} from '../../db/schema/index';

export interface OrderReader {
  orderNumber: number;
  customerId: string;
  phone: string;
  /** None for a customer who signed up by phone: no mail. */
  email: string | null;
  language: Language;
  /** Why the order was last cancelled (or delivered), in the words of whoever did it. */
  statusReason: string | null;
  /** The channels the customer hears about orders on (their message choices, mail among them). */
  choices: MessageChoices;
}

/** The order's number and its customer's phone and language, or undefined when it is gone. */
export async function orderReader(db: Database, orderId: string): Promise<OrderReader | undefined> {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      phone: customers.phone,
      email: customers.email,
      language: customers.language,
      statusReason: orders.statusReason,
      whatsapp: customers.whatsappMessages,
      sms: customers.smsMessages,
      mail: customers.emailMessages,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const { whatsapp, sms, mail, ...reader } = row;
  return { ...reader, choices: { whatsapp, sms, email: mail } };
}

/**
 * Each seller of the order: the print house's console phone, email and language, and its part
 * (its id, for the console's page of it, and its amount).
 */
export function orderSellers(db: Database, orderId: string) {
  return db
    .select({
      sellerId: sellerOrders.sellerId,
      sellerOrderId: sellerOrders.id,
      phone: staffUsers.phone,
      email: staffUsers.email,
      language: staffUsers.language,
      amountIqd: sellerOrders.amountIqd,
    })
    .from(sellerOrders)
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId))
    .where(eq(sellerOrders.orderId, orderId));
}

export interface ParcelFacts {
  orderId: string;
  sellerId: string;
  carrier: ParcelCarrier;
  waybill: string | null;
  state: ParcelState;
}

export async function parcelFacts(
  db: Database,
  parcelId: string,
): Promise<ParcelFacts | undefined> {
  const [row] = await db
    .select({
      orderId: parcels.orderId,
      sellerId: parcels.sellerId,
      carrier: parcels.carrier,
      waybill: parcels.waybill,
      state: parcels.state,
    })
    .from(parcels)
    .where(eq(parcels.id, parcelId));
  return row;
}

export type Claim = 'claimed' | 'repeated' | 'flood';

/** The claim of one event's message (or mail) about an order to a phone. */
const sameNotice = (claim: { orderId: string; phone: string; notice: string }) =>
  and(
    eq(orderNotices.orderId, claim.orderId),
    eq(orderNotices.phone, claim.phone),
    eq(orderNotices.notice, claim.notice),
  );

/** Before the notice of a mail's claim: its own once-per-event, apart from the message's. */
export const MAIL_CLAIM = 'mail:';

/**
 * Claims the right to send `notice` about the order to `phone`: `repeated` when it was claimed
 * before, `flood` when `perHour` messages about this order already went to this phone within
 * the hour (unless `exempt`; mail claims are not counted), else it is recorded and `claimed`. Parallel claims for one order and
 * phone wait for each other (an advisory lock), on every copy of the API.
 */
export function claimNotice(
  db: Database,
  claim: {
    orderId: string;
    phone: string;
    notice: string;
    now: Date;
    perHour: number;
    exempt: boolean;
  },
): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`order-notice:${claim.orderId}:${claim.phone}`}))`,
    );
    const [earlier] = await tx
      .select({ id: orderNotices.id })
      .from(orderNotices)
      .where(sameNotice(claim));
    if (earlier) return 'repeated';
    if (!claim.exempt) {
      const [recent] = await tx
        .select({ n: count() })
        .from(orderNotices)
        .where(
          and(
            eq(orderNotices.orderId, claim.orderId),
            eq(orderNotices.phone, claim.phone),
            notLike(orderNotices.notice, `${MAIL_CLAIM}%`),
            gt(orderNotices.createdAt, new Date(claim.now.getTime() - 60 * 60 * 1000)),
          ),
        );
      if ((recent?.n ?? 0) >= claim.perHour) return 'flood';
    }
    await tx.insert(orderNotices).values({
      orderId: claim.orderId,
      phone: claim.phone,
      notice: claim.notice,
      createdAt: claim.now,
    });
    return 'claimed';
  });
}

/**
 * Lets go of a claim whose message no channel took: the same event told again may send it, and
 * it no longer counts against the flood guard.
 */
export async function releaseNotice(
  db: Database,
  claim: { orderId: string; phone: string; notice: string },
) {
  await db.delete(orderNotices).where(sameNotice(claim));
}
