/**
 * A parcel and its history as the customer and the console read them. The customer sees the
 * moves of the parcel (in its own words on the page) and none of the staff's notes or the
 * courier's own text; the console sees every status the courier sent, with its id and text.
 */
import type { ConsoleParcel, CustomerParcel, ParcelEvent } from '@chapkhana/shared/parcels';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findOrder } from '../orders/repository';
import * as repo from './tracking-repository';

type Row = { parcel: repo.ParcelRow; simulation: boolean | null };

/** Events that moved nothing (an older status, one after the end) are for the console only. */
const movedTheParcel = (event: repo.ParcelEventRow) =>
  event.note !== 'out_of_order' && !event.note?.startsWith('status_after_final');

function eventView(event: repo.ParcelEventRow, forStaff: boolean): ParcelEvent {
  return {
    state: event.state,
    source: event.source,
    courierStatusId: forStaff ? event.courierStatusId : null,
    courierStatusText: forStaff ? event.courierStatusText : null,
    note: forStaff ? event.note : null,
    occurredAt: event.occurredAt.toISOString(),
  };
}

function customerView(row: Row, events: repo.ParcelEventRow[]): CustomerParcel {
  const { parcel } = row;
  return {
    _id: parcel.id,
    sellerOrderId: parcel.sellerOrderId,
    carrier: parcel.carrier,
    waybill: parcel.waybill,
    state: parcel.state,
    cashToCollect: formatDinar(parcel.courierPriceIqd ?? parcel.cashAmountIqd),
    handedOverAt: parcel.handedOverAt?.toISOString() ?? null,
    deliveredAt: parcel.deliveredAt?.toISOString() ?? null,
    events: customerMoves(events).map((event) => eventView(event, false)),
  };
}

/**
 * What the customer reads: the parcel's moves, each once — a status that left it where it was
 * (the courier's own "at the merchant" after our hand-over, a second failed call) adds nothing.
 */
function customerMoves(events: repo.ParcelEventRow[]): repo.ParcelEventRow[] {
  const moves: repo.ParcelEventRow[] = [];
  for (const event of events.filter(movedTheParcel)) {
    if (moves.at(-1)?.state !== event.state) moves.push(event);
  }
  return moves;
}

function consoleView(row: Row, events: repo.ParcelEventRow[]): ConsoleParcel {
  const { parcel } = row;
  return {
    ...customerView(row, []),
    cashToCollect: formatDinar(parcel.cashAmountIqd),
    events: events.map((event) => eventView(event, true)),
    orderId: parcel.orderId,
    sellerId: parcel.sellerId,
    reference: parcel.reference,
    courierOrderId: parcel.courierOrderId,
    labelUrl: parcel.labelUrl ? `/api/seller/parcels/${parcel.id}/label` : null,
    simulation: row.simulation ?? false,
    pieces: parcel.pieces,
    description: parcel.description,
    courierStatusId: parcel.courierStatusId,
    courierStatusText: parcel.courierStatusText,
    courierPriceIqd: parcel.courierPriceIqd,
    needsAttention: parcel.needsAttention,
    attentionReason: parcel.attentionReason,
    handoverError: parcel.handoverError,
    cashCollectedAt: parcel.cashCollectedAt?.toISOString() ?? null,
    cashCollectedIqd: parcel.cashCollectedIqd,
    cashSettledAt: parcel.cashSettledAt?.toISOString() ?? null,
    courierInvoiceId: parcel.courierInvoiceId,
  };
}

async function withEvents<T>(
  db: Database,
  rows: Row[],
  view: (row: Row, events: repo.ParcelEventRow[]) => T,
): Promise<T[]> {
  const events = await repo.eventsOf(
    db,
    rows.map((row) => row.parcel.id),
  );
  return rows.map((row) =>
    view(
      row,
      events.filter((e) => e.parcelId === row.parcel.id),
    ),
  );
}

/** The customer's own order's parcels; another customer's order is answered as missing. */
export async function customerParcels(db: Database, customerId: string, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order || order.customerId !== customerId) throw notFound('order_not_found');
  return withEvents(db, await repo.parcelsOfOrder(db, orderId), customerView);
}

/** An order's parcels for the console: the admin's all, a seller's its own only. */
export async function consoleParcels(db: Database, orderId: string, sellerId?: string) {
  const rows = await repo.parcelsOfOrder(db, orderId);
  const own = sellerId ? rows.filter((row) => row.parcel.sellerId === sellerId) : rows;
  return withEvents(db, own, consoleView);
}

/** Parcels waiting for a person: the admin's all, a seller's its own. */
export async function parcelsNeedingAttention(db: Database, sellerId?: string) {
  return withEvents(db, await repo.parcelsNeedingAttention(db, sellerId), consoleView);
}

/**
 * A person looked at the parcel: its flag is cleared and the look kept in its history. A
 * seller reaches its own parcels only (another's is missing).
 */
export async function markLookedAt(
  db: Database,
  input: { parcelId: string; sellerId?: string; actorId: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, input.parcelId);
    if (!parcel || (input.sellerId && parcel.sellerId !== input.sellerId)) {
      throw notFound('parcel_not_found');
    }
    if (!parcel.needsAttention) return parcel;
    await repo.updateParcel(tx, parcel.id, {
      needsAttention: false,
      updatedAt: input.now,
    });
    await repo.insertParcelEvent(tx, {
      parcelId: parcel.id,
      source: 'staff',
      state: parcel.state,
      note: `looked_at ${parcel.attentionReason ?? ''}`.trim(),
      actorId: input.actorId,
      occurredAt: input.now,
      createdAt: input.now,
    });
    return parcel;
  });
}
