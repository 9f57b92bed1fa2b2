import { and, asc, count, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { GovernorateCode } from '@chapkhana/shared/governorates';
import type { ParcelEventSource, ParcelState, WaseetBrand } from '@chapkhana/shared/parcels';
import type { Database } from '../../db/client';
import {
  courierAccounts,
  courierCities,
  orderLines,
  orders,
  parcelEvents,
  parcels,
  sellerOrders,
  sellers,
  staffUsers,
} from '../../db/schema';

// All of the parcels domain's SQL: sellers' courier accounts, couriers' cities, parcels and
// their history.

export type CourierAccountRow = typeof courierAccounts.$inferSelect;
export type ParcelRow = typeof parcels.$inferSelect;
export type ParcelEventRow = typeof parcelEvents.$inferSelect;

// --- Courier accounts -------------------------------------------------------------------------

/** The seller's connected account (at most one: a partial unique index), if any. */
export async function liveAccountOf(db: Database, sellerId: string) {
  const [row] = await db
    .select()
    .from(courierAccounts)
    .where(and(eq(courierAccounts.sellerId, sellerId), isNull(courierAccounts.disconnectedAt)));
  return row;
}

export async function accountById(db: Database, accountId: string) {
  const [row] = await db.select().from(courierAccounts).where(eq(courierAccounts.id, accountId));
  return row;
}

/** Disconnects the seller's live account (if any) and connects `values` in its place, in one go. */
export async function replaceAccount(
  tx: Database,
  values: typeof courierAccounts.$inferInsert & { sellerId: string },
  now: Date,
): Promise<CourierAccountRow> {
  await tx
    .update(courierAccounts)
    .set({ disconnectedAt: now, tokenSealed: null, updatedAt: now })
    .where(
      and(eq(courierAccounts.sellerId, values.sellerId), isNull(courierAccounts.disconnectedAt)),
    );
  const [row] = await tx.insert(courierAccounts).values(values).returning();
  if (!row) throw new Error('Inserting a courier account returned no row.');
  return row;
}

export async function updateAccount(
  db: Database,
  accountId: string,
  values: Partial<typeof courierAccounts.$inferInsert>,
) {
  await db.update(courierAccounts).set(values).where(eq(courierAccounts.id, accountId));
}

/** Ends the seller's connection: its sealed token is dropped, the row stays for its parcels. */
export async function disconnectAccount(db: Database, sellerId: string, now: Date) {
  const rows = await db
    .update(courierAccounts)
    .set({ disconnectedAt: now, tokenSealed: null, updatedAt: now })
    .where(and(eq(courierAccounts.sellerId, sellerId), isNull(courierAccounts.disconnectedAt)))
    .returning({ id: courierAccounts.id });
  return rows.length > 0;
}

// --- Couriers' cities -------------------------------------------------------------------------

/**
 * Stores a courier's city list: new cities with the governorate their name matched, known ones
 * renamed and refreshed; a governorate an admin set is kept.
 */
export async function saveCities(
  db: Database,
  brand: WaseetBrand,
  cities: readonly { id: string; name: string; governorate: GovernorateCode | null }[],
  now: Date,
) {
  if (cities.length === 0) return;
  await db
    .insert(courierCities)
    .values(
      cities.map((city) => ({
        brand,
        courierCityId: city.id,
        name: city.name,
        governorate: city.governorate,
        fetchedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [courierCities.brand, courierCities.courierCityId],
      set: {
        name: sql`excluded.name`,
        fetchedAt: sql`excluded.fetched_at`,
        governorate: sql`CASE WHEN ${courierCities.setByAdmin} THEN ${courierCities.governorate} ELSE excluded.governorate END`,
      },
    });
}

export async function citiesOf(db: Database, brand?: WaseetBrand) {
  return db
    .select()
    .from(courierCities)
    .where(brand ? eq(courierCities.brand, brand) : undefined)
    .orderBy(asc(courierCities.brand), asc(courierCities.name));
}

export async function countCities(db: Database, brand: WaseetBrand) {
  const [row] = await db
    .select({
      total: count(),
      matched: sql<number>`count(${courierCities.governorate})`.mapWith(Number),
    })
    .from(courierCities)
    .where(eq(courierCities.brand, brand));
  return { total: row?.total ?? 0, matched: row?.matched ?? 0 };
}

/** An admin's correction: the city stands for `governorate` from now on, whatever a reload matches. */
export async function setCityGovernorate(
  db: Database,
  brand: WaseetBrand,
  cityId: string,
  governorate: GovernorateCode | null,
) {
  const rows = await db
    .update(courierCities)
    .set({ governorate, setByAdmin: true })
    .where(and(eq(courierCities.brand, brand), eq(courierCities.courierCityId, cityId)))
    .returning();
  return rows[0];
}

/** The courier's city for a governorate, if one stands for it. */
export async function cityOfGovernorate(
  db: Database,
  brand: WaseetBrand,
  governorate: GovernorateCode,
) {
  const [row] = await db
    .select({ id: courierCities.courierCityId, name: courierCities.name })
    .from(courierCities)
    .where(and(eq(courierCities.brand, brand), eq(courierCities.governorate, governorate)))
    .orderBy(asc(courierCities.courierCityId))
    .limit(1);
  return row;
}

// --- A seller's part on its way ---------------------------------------------------------------

/** What a hand-over needs of the seller's part; undefined when the part is not the seller's. */
export async function partForParcel(db: Database, sellerId: string, partId: string) {
  const [part] = await db
    .select({
      id: sellerOrders.id,
      orderId: sellerOrders.orderId,
      sellerId: sellerOrders.sellerId,
      status: sellerOrders.deliveryStatus,
      amountIqd: sellerOrders.amountIqd,
      depositIqd: sellerOrders.depositIqd,
      depositPaidAt: orders.depositPaidAt,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      shippingInfo: orders.shippingInfo,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      // The part's place among the order's parts (1, 2, …): our reference at the courier.
      position: sql<number>`(
        SELECT count(*) FROM seller_orders AS sibling
        WHERE sibling.order_id = seller_orders.order_id AND sibling.id <= seller_orders.id
      )`.mapWith(Number),
    })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .where(and(eq(sellerOrders.id, partId), eq(sellerOrders.sellerId, sellerId)));
  return part;
}
export type PartForParcel = NonNullable<Awaited<ReturnType<typeof partForParcel>>>;

/** The part's lines: what goes into the parcel's piece count and description. */
export async function partLines(db: Database, partId: string) {
  return db
    .select({
      quantity: orderLines.quantity,
      product: orderLines.product,
      isPrint: sql<boolean>`${orderLines.print} IS NOT NULL`.mapWith(Boolean),
    })
    .from(orderLines)
    .where(eq(orderLines.sellerOrderId, partId))
    .orderBy(asc(orderLines.id));
}

// --- Parcels ----------------------------------------------------------------------------------

/** The part's parcel (the one not cancelled), if any. */
export async function parcelOfPart(db: Database, partId: string) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerOrderId, partId), ne(parcels.state, 'cancelled')));
  return row;
}

export async function parcelsOfOrder(db: Database, orderId: string) {
  return db
    .select()
    .from(parcels)
    .where(and(eq(parcels.orderId, orderId), ne(parcels.state, 'cancelled')))
    .orderBy(asc(parcels.createdAt));
}

export async function parcelById(db: Database, parcelId: string) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, parcelId));
  return row;
}

/**
 * A new parcel for the part, or undefined when the part has one already (the partial unique
 * index: two parallel clicks insert one row, the other gets nothing).
 */
export async function insertParcel(db: Database, values: typeof parcels.$inferInsert) {
  const [row] = await db
    .insert(parcels)
    .values(values)
    .onConflictDoNothing({
      target: parcels.sellerOrderId,
      where: sql`${parcels.state} <> 'cancelled'`,
    })
    .returning();
  return row;
}

/**
 * Takes the hand-over of a parcel not yet at the courier for `attempt` until `until`, unless
 * another attempt holds it: the one request that gets the row calls the courier.
 */
export async function claimHandover(
  db: Database,
  parcelId: string,
  attempt: string,
  until: Date,
  now: Date,
  values: Partial<typeof parcels.$inferInsert> = {},
) {
  const [row] = await db
    .update(parcels)
    .set({ ...values, handoverClaimedBy: attempt, handoverClaimedUntil: until, updatedAt: now })
    .where(
      and(
        eq(parcels.id, parcelId),
        isNull(parcels.courierOrderId),
        or(isNull(parcels.handoverClaimedUntil), lt(parcels.handoverClaimedUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** Writes what the courier answered, if `attempt` still holds the hand-over. */
export async function completeHandover(
  db: Database,
  parcelId: string,
  attempt: string,
  values: Partial<typeof parcels.$inferInsert>,
) {
  const [row] = await db
    .update(parcels)
    .set({ ...values, handoverClaimedBy: null, handoverClaimedUntil: null, handoverError: null })
    .where(and(eq(parcels.id, parcelId), eq(parcels.handoverClaimedBy, attempt)))
    .returning();
  return row;
}

/** Lets go of the hand-over after a failure, keeping why for the seller. */
export async function failHandover(
  db: Database,
  parcelId: string,
  attempt: string,
  handoverError: string,
  now: Date,
) {
  await db
    .update(parcels)
    .set({ handoverError, handoverClaimedBy: null, handoverClaimedUntil: null, updatedAt: now })
    .where(and(eq(parcels.id, parcelId), eq(parcels.handoverClaimedBy, attempt)));
}

/** Drops a parcel that never reached a courier (the seller delivers it itself instead). */
export async function deleteUnsentParcel(db: Database, parcelId: string, now: Date) {
  const rows = await db
    .delete(parcels)
    .where(
      and(
        eq(parcels.id, parcelId),
        isNull(parcels.courierOrderId),
        or(isNull(parcels.handoverClaimedUntil), lt(parcels.handoverClaimedUntil, now)),
      ),
    )
    .returning({ id: parcels.id });
  return rows.length > 0;
}

export async function updateParcel(
  db: Database,
  parcelId: string,
  values: Partial<typeof parcels.$inferInsert>,
) {
  const [row] = await db.update(parcels).set(values).where(eq(parcels.id, parcelId)).returning();
  return row;
}

/** The parcel, locked until the transaction ends (moves by hand never interleave). */
export async function lockParcel(tx: Database, parcelId: string) {
  const [row] = await tx.select().from(parcels).where(eq(parcels.id, parcelId)).for('update');
  return row;
}

/** One line of a parcel's history, as every part of the parcels module writes it. */
export interface NewParcelEvent {
  parcelId: string;
  source: ParcelEventSource;
  state: ParcelState;
  note?: string | null;
  actorId?: string | null;
  courierStatusId?: string | null;
  courierStatusText?: string | null;
  occurredAt: Date;
  /** When it was recorded (the clock of the request), if not the database's now. */
  createdAt?: Date;
}

export async function insertParcelEvent(db: Database, values: NewParcelEvent) {
  await db.insert(parcelEvents).values(values);
}

/** The history of these parcels, oldest first. */
export async function eventsOf(db: Database, parcelIds: string[]) {
  if (parcelIds.length === 0) return [];
  return db
    .select()
    .from(parcelEvents)
    .where(inArray(parcelEvents.parcelId, parcelIds))
    .orderBy(asc(parcelEvents.occurredAt), asc(parcelEvents.createdAt));
}

/** Whether the account is a simulation (per parcel, for the console). */
export async function simulatedAccounts(db: Database, accountIds: string[]) {
  if (accountIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: courierAccounts.id })
    .from(courierAccounts)
    .where(and(inArray(courierAccounts.id, accountIds), eq(courierAccounts.simulation, true)));
  return new Set(rows.map((r) => r.id));
}

/** Parcels of the customer's order (undefined when the order is not the customer's). */
export async function customerOrderExists(db: Database, customerId: string, orderId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row !== undefined;
}

/** Sellers by their console sign-in's email (the demo's print houses). */
export async function sellersByEmail(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ sellerId: sellers.id, email: staffUsers.email })
    .from(sellers)
    .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId))
    .where(inArray(staffUsers.email, emails));
}
