/**
 * Cash reconciled (issue 36): per seller and per courier, the cash out on the road, collected,
 * settled and still owed over a range of days; the parcels behind each figure; the daily
 * hand-over list a courier's driver signs; and the own driver's cash handed in by hand.
 */
import { IRAQ_UTC_OFFSET_MS } from '@chapkhana/shared/dates';
import type {
  CashFigures,
  CashParcel,
  CashParcelsQuery,
  CashQuery,
  CashResponse,
  HandoverList,
  HandoverListQuery,
} from '@chapkhana/shared/cash';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { accountById } from './repository';
import {
  cashParcels,
  courierFigures,
  findSeller,
  handedOverOn,
  lockOwnParcelsToSettle,
  settleByHand,
  type CashRange,
} from './cash-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Iraq day (`YYYY-MM-DD`) of an instant. */
const iraqDay = (at: Date) =>
  new Date(at.getTime() + IRAQ_UTC_OFFSET_MS).toISOString().slice(0, 10);
const startOfIraqDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IRAQ_UTC_OFFSET_MS);

/** `from`..`to` (Iraq days, both included); by default from the 1st of this month to today. */
export function cashRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
) {
  const today = iraqDay(now);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? (from > today ? from : today);
  const range: CashRange = {
    start: startOfIraqDay(from),
    end: new Date(startOfIraqDay(to).getTime() + DAY_MS),
  };
  return { from, to, range };
}

const zero = (): CashFigures => ({
  out: 0,
  collected: 0,
  settled: 0,
  owed: 0,
  returned: 0,
  parcels: 0,
});

/** The figures per courier, and their total. `sellerId` limits them to one seller's parcels. */
export async function cashFigures(
  db: Database,
  query: CashQuery,
  sellerId: string | undefined,
  now: Date,
): Promise<CashResponse> {
  const { from, to, range } = cashRange(query, now);
  const rows = await courierFigures(db, range, sellerId);
  const total = zero();
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof CashFigures)[]) total[key] += row.figures[key];
  }
  return {
    from,
    to,
    total,
    couriers: rows.map((row) => ({
      sellerId: row.sellerId,
      sellerName: row.sellerName,
      courier: row.carrier === 'own' ? 'own' : (row.courierAccountId ?? 'own'),
      carrier: row.carrier,
      accountName: row.accountName,
      simulation: row.simulation,
      figures: row.figures,
    })),
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The parcels behind a figure (one courier, one cash state), newest hand-over first. */
export async function cashParcelList(
  db: Database,
  query: CashParcelsQuery,
  sellerId: string | undefined,
  now: Date,
): Promise<CashParcel[]> {
  const { range } = cashRange(query, now);
  const rows = await cashParcels(db, range, {
    sellerId,
    courier: query.courier,
    state: query.state,
  });
  return rows.flatMap((row) =>
    row.cashState
      ? [
          {
            _id: row.id,
            orderId: row.orderId,
            orderNumber: row.orderNumber,
            sellerOrderId: row.sellerOrderId,
            carrier: row.carrier,
            courier: row.carrier === 'own' ? 'own' : (row.courierAccountId ?? 'own'),
            waybill: row.waybill,
            state: row.state,
            cashState: row.cashState,
            cashAmountIqd: row.cashAmountIqd,
            cashCollectedIqd: row.cashCollectedIqd,
            handedOverAt: iso(row.handedOverAt),
            deliveredAt: iso(row.deliveredAt),
            cashCollectedAt: iso(row.cashCollectedAt),
            cashSettledAt: iso(row.cashSettledAt),
            courierInvoiceId: row.courierInvoiceId,
          },
        ]
      : [],
  );
}

/** The address fields a courier needs, from an order's shipping details (old and new shapes). */
function addressOf(info: unknown) {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const record = (info ?? {}) as Record<string, unknown>;
  const phones = [text(record.phone), text(record.phone2) || text(record.secondPhone)].filter(
    (phone) => phone !== '',
  );
  return {
    customerName: text(record.name),
    governorate: text(record.governorate) || text(record.city),
    area: [text(record.district) || text(record.cityOrDistrict), text(record.area)]
      .filter((part) => part !== '')
      .join(' — '),
    phones,
  };
}

/**
 * The parcels one seller handed to one courier (or its own driver) on one Iraq day, with the
 * cash the driver is to collect: what both sign for.
 */
export async function handoverList(
  db: Database,
  query: HandoverListQuery,
  sellerId: string,
  now: Date,
): Promise<HandoverList> {
  const day = query.day ?? iraqDay(now);
  const seller = await findSeller(db, sellerId);
  if (!seller) throw notFound('seller_not_found');
  let accountName = '';
  let carrier: HandoverList['carrier'] = 'own';
  if (query.courier !== 'own') {
    const account = await accountById(db, query.courier);
    if (!account || account.sellerId !== sellerId) throw notFound('cash_courier_account_not_found');
    accountName = account.username;
    carrier = account.brand;
  }
  const start = startOfIraqDay(day);
  const range = { start, end: new Date(start.getTime() + DAY_MS) };
  const rows = (await handedOverOn(db, range, { sellerId, courier: query.courier })).map((row) => ({
    waybill: row.waybill,
    orderNumber: row.orderNumber,
    ...addressOf(row.shippingInfo),
    pieces: row.pieces,
    cashAmountIqd: row.cashAmountIqd,
  }));
  return {
    day,
    sellerName: seller.name,
    carrier,
    accountName,
    rows,
    totalCashIqd: rows.reduce((sum, row) => sum + row.cashAmountIqd, 0),
    totalPieces: rows.reduce((sum, row) => sum + row.pieces, 0),
  };
}

/**
 * The seller's own driver handed in the cash of these delivered parcels: they are settled by
 * hand, once (a parcel already settled, or not the seller's own delivery, is left alone), and
 * each parcel's history says who recorded it and when.
 */
export async function settleOwnDelivery(
  db: Database,
  input: {
    sellerId: string;
    parcelIds: string[];
    note?: string | undefined;
    actorId: string | null;
    actorName: string;
    now: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockOwnParcelsToSettle(tx, input.sellerId, [...new Set(input.parcelIds)]);
    if (rows.length === 0) throw conflict('cash_nothing_to_settle');
    const note = [`cash handed in by the own driver, recorded by ${input.actorName}`, input.note]
      .filter(Boolean)
      .join(': ');
    await settleByHand(tx, rows, { actorId: input.actorId, note, now: input.now });
    return rows.length;
  });
}
