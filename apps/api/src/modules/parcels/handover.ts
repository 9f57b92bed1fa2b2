import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import type { HandoverBody, HandoverPreview, MoveParcelBody } from '@chapkhana/shared/handover';
import { OWN_DELIVERY_MOVES } from '@chapkhana/shared/handover';
import { GOVERNORATE_CODES, type GovernorateCode } from '@chapkhana/shared/governorates';
import type { ConsoleParcel } from '@chapkhana/shared/parcels';
import { governorateByPlaceName } from '@chapkhana/shared/place-names';
import { partCashToCollect } from '@chapkhana/shared/order-figures';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import { matchRegionByName } from '../../couriers/waseet/statuses';
import type { WaseetClient } from '../../couriers/waseet/client';
import type { Database } from '../../db/client';
import { badRequest, conflict, HttpError, notFound, refused } from '../../lib/http-errors';
import { applyTransition, check, type TransitionResult } from '../orders/lifecycle';
import {
  clientOf,
  courierFailure,
  failureNote,
  packageSizesOf,
  type CourierContext,
} from './courier-accounts';
import * as repo from './repository';

/** A hand-over is held this long by the request making it (three courier calls at most). */
const HANDOVER_LEASE_MS = 90_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DESCRIPTION_MAX = 100;

/** What a move of a part told the customer's open pages, for the route to push. */
export interface PartMoved {
  customerId: string;
  update: OrderStatusUpdate | undefined;
}

// --- What goes into a parcel ------------------------------------------------------------------

/** The part's address as stored: older orders have free text only, newer ones every field. */
function addressOf(part: repo.PartForParcel) {
  const info = part.shippingInfo as unknown as Partial<Record<string, string>>;
  const code = info.governorate;
  const governorate: GovernorateCode | undefined =
    code && (GOVERNORATE_CODES as readonly string[]).includes(code)
      ? (code as GovernorateCode)
      : governorateByPlaceName(info.city ?? '')?.code;
  const location = [info.district, info.area, info.address]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('، ');
  const landmark = info.landmark?.trim();
  return {
    governorate,
    area: info.area?.trim() ?? '',
    location: [location, landmark ? `أقرب نقطة دالة: ${landmark}` : ''].filter(Boolean).join(' - '),
    name: info.name?.trim() ?? '',
    phone: info.phone ?? '',
    phone2: info.phone2 || null,
  };
}

/** Pieces: a print job travels as one pack, other lines as many as were bought. */
function piecesOf(lines: Awaited<ReturnType<typeof repo.partLines>>): number {
  return Math.max(
    1,
    lines.reduce((sum, line) => sum + (line.isPrint ? 1 : line.quantity), 0),
  );
}

/** What the courier writes on the sticker: "مطبوعات / كروت شخصية، فلاير". */
function descriptionOf(lines: Awaited<ReturnType<typeof repo.partLines>>): string {
  const names = [...new Set(lines.map((l) => l.product.arName || l.product.enName))];
  const printed = lines.some((l) => l.isPrint);
  const text = [printed ? 'مطبوعات' : '', names.join('، ')].filter(Boolean).join(' / ');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * The cash the courier collects (`partCashToCollect`): on an unpaid cash order, the part's own
 * amount less its advance paid online (issue 38); else nothing.
 */
function cashOf(part: repo.PartForParcel): number {
  const cash = partCashToCollect(
    {
      payment_method: part.paymentMethod,
      payment_status: part.paymentStatus,
      deposit_paid: part.depositPaidAt !== null,
    },
    {
      amount: part.amountIqd,
      deposit: part.depositIqd,
      delivery_status: part.status,
      cash_collected_at: null,
    },
  );
  return Number(cash.round(0, Big.roundHalfUp).toFixed(0));
}

/** Our reference at the courier, in its merchant notes: found again when an answer is lost. */
const referenceOf = (part: repo.PartForParcel) => `CHK-${part.orderNumber}-${part.position}`;

// The courier's areas per city change rarely and are long: kept a day per courier and city.
const regionsKept = new Map<string, { at: number; regions: { id: string; name: string }[] }>();

async function regionsOf(
  context: CourierContext,
  account: repo.CourierAccountRow,
  client: WaseetClient,
  cityId: string,
) {
  const key = `${account.brand}|${account.baseUrl}|${cityId}`;
  const kept = regionsKept.get(key);
  if (kept && context.now().getTime() - kept.at < DAY_MS) return kept.regions;
  const regions = await client.regions(cityId);
  regionsKept.set(key, { at: context.now().getTime(), regions });
  return regions;
}

async function partOrMissing(db: Database, sellerId: string, partId: string) {
  const part = await repo.partForParcel(db, sellerId, partId);
  if (!part) throw notFound('seller_order_not_found');
  return part;
}

/** Whether the lifecycle lets the part leave now (to "on way"): undefined, or why not. */
async function whyNotLeaving(
  db: Database,
  part: repo.PartForParcel,
): Promise<HttpError | undefined> {
  const action = { kind: 'advance-part', partId: part.id, to: 'on way' } as const;
  const checked = await check(db, part.orderId, 'seller', action);
  if (!checked) return notFound('seller_order_not_found');
  if (checked.decision.outcome === 'refused') return refused(checked.decision.refusal);
  if (checked.decision.outcome === 'already') return conflict('parcel_exists');
  return undefined;
}

// --- The console's view of a parcel -----------------------------------------------------------

export async function consoleParcelsOf(
  db: Database,
  rows: repo.ParcelRow[],
  labelRoute: (parcelId: string) => string,
): Promise<ConsoleParcel[]> {
  const events = await repo.eventsOf(
    db,
    rows.map((r) => r.id),
  );
  const simulated = await repo.simulatedAccounts(
    db,
    rows.map((r) => r.courierAccountId).filter((id): id is string => id !== null),
  );
  return rows.map((row) => ({
    _id: row.id,
    sellerOrderId: row.sellerOrderId,
    orderId: row.orderId,
    sellerId: row.sellerId,
    carrier: row.carrier,
    reference: row.reference,
    courierOrderId: row.courierOrderId,
    waybill: row.waybill,
    labelUrl: row.labelUrl ? labelRoute(row.id) : null,
    simulation: row.courierAccountId !== null && simulated.has(row.courierAccountId),
    state: row.state,
    cashToCollect: formatDinar(row.cashAmountIqd),
    pieces: row.pieces,
    description: row.description,
    courierStatusId: row.courierStatusId,
    courierStatusText: row.courierStatusText,
    courierPriceIqd: row.courierPriceIqd,
    needsAttention: row.needsAttention,
    attentionReason: row.attentionReason,
    handoverError: row.handoverError,
    handedOverAt: row.handedOverAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cashCollectedAt: row.cashCollectedAt?.toISOString() ?? null,
    cashCollectedIqd: row.cashCollectedIqd,
    cashSettledAt: row.cashSettledAt?.toISOString() ?? null,
    courierInvoiceId: row.courierInvoiceId,
    events: events
      .filter((e) => e.parcelId === row.id)
      .map((e) => ({
        state: e.state,
        source: e.source,
        courierStatusId: e.courierStatusId,
        courierStatusText: e.courierStatusText,
        note: e.note,
        occurredAt: e.occurredAt.toISOString(),
      })),
  }));
}

export const sellerLabelRoute = (parcelId: string) => `/api/seller/parcels/${parcelId}/label`;

async function sellerParcelView(db: Database, row: repo.ParcelRow | undefined) {
  if (!row) return null;
  const [view] = await consoleParcelsOf(db, [row], sellerLabelRoute);
  return view ?? null;
}

// --- The hand-over dialog ---------------------------------------------------------------------

/** What the seller sees before handing the part over: city, areas, sizes, amount, or what blocks it. */
export async function handoverPreview(
  context: CourierContext,
  sellerId: string,
  partId: string,
): Promise<HandoverPreview> {
  const { db } = context;
  const part = await partOrMissing(db, sellerId, partId);
  const [parcel, account, lines] = await Promise.all([
    repo.parcelOfPart(db, partId),
    repo.liveAccountOf(db, sellerId),
    repo.partLines(db, partId),
  ]);
  const address = addressOf(part);
  const blocked =
    parcel?.courierOrderId || parcel?.carrier === 'own' ? undefined : await whyNotLeaving(db, part);
  const preview: HandoverPreview = {
    parcel: await sellerParcelView(db, parcel),
    courier: account
      ? { brand: account.brand, username: account.username, simulation: account.simulation }
      : null,
    city: null,
    regions: [],
    regionId: null,
    packageSizes: [],
    packageSizeId: account?.packageSizeId ?? null,
    cashToCollect: formatDinar(cashOf(part)),
    pieces: piecesOf(lines),
    description: descriptionOf(lines),
    blockedBy: blocked?.code ?? null,
    courierProblem: null,
  };
  if (!account || !address.governorate) {
    if (account && !address.governorate) preview.blockedBy ??= 'address_not_for_courier';
    return preview;
  }
  const city = await cityOf(db, account, address.governorate);
  if (!city) {
    preview.blockedBy ??= 'courier_city_unknown';
    return preview;
  }
  preview.city = city;
  try {
    const client = clientOf(context, account);
    preview.packageSizes = await packageSizesOf(context, account, client);
    preview.regions = await regionsOf(context, account, client, city.id);
    preview.regionId = matchRegionByName(address.area, preview.regions)?.id ?? null;
  } catch (error) {
    preview.courierProblem = failureNote(error);
  }
  return preview;
}

/** Couriers list 18 cities: Halabja is sent to Sulaymaniyah's unless a city stands for it. */
async function cityOf(db: Database, account: repo.CourierAccountRow, governorate: GovernorateCode) {
  return (
    (await repo.cityOfGovernorate(db, account.brand, governorate)) ??
    (governorate === 'HLB' ? await repo.cityOfGovernorate(db, account.brand, 'SUL') : undefined)
  );
}

// --- Handing over ------------------------------------------------------------------------------

/**
 * Hands the seller's ready part to its courier in one step. The parcel row is written (and held
 * by this request) before the courier is called, so parallel clicks make one parcel; the courier
 * is asked with our reference in its notes, so a lost answer is found again instead of creating
 * a second parcel; on the courier's answer the parcel gets its waybill and the part moves to
 * "on way" through the lifecycle, in one transaction. A failure leaves the part where it was,
 * the parcel without a waybill and the courier's words in `handoverError`: the seller retries.
 */
export async function handOver(
  context: CourierContext,
  sellerId: string,
  partId: string,
  body: HandoverBody,
  actorId: string,
): Promise<{ parcel: ConsoleParcel; moved: PartMoved }> {
  const { db } = context;
  const part = await partOrMissing(db, sellerId, partId);
  const account = await repo.liveAccountOf(db, sellerId);
  if (!account) throw conflict('courier_not_connected');
  const existing = await repo.parcelOfPart(db, partId);
  if (existing?.courierOrderId || existing?.carrier === 'own') throw conflict('parcel_exists');
  const blocked = await whyNotLeaving(db, part);
  if (blocked) throw blocked;

  const address = addressOf(part);
  if (!address.governorate) throw conflict('address_not_for_courier');
  const city = await cityOf(db, account, address.governorate);
  if (!city) throw conflict('courier_city_unknown');
  let client: WaseetClient;
  let regionId = body.regionId;
  let packageSizeId = body.packageSizeId ?? account.packageSizeId ?? undefined;
  try {
    client = clientOf(context, account);
    const regions = await regionsOf(context, account, client, city.id);
    regionId ??= matchRegionByName(address.area, regions)?.id;
    if (!regionId) throw badRequest('courier_region_required');
    if (!regions.some((r) => r.id === regionId)) throw badRequest('courier_region_unknown');
    const sizes = await packageSizesOf(context, account, client);
    packageSizeId ??= sizes[0]?.id;
    if (!packageSizeId || !sizes.some((s) => s.id === packageSizeId))
      throw badRequest('courier_package_size_unknown');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw courierFailure(error);
  }

  if (!regionId || !packageSizeId) throw badRequest('courier_region_required');
  const lines = await repo.partLines(db, partId);
  const now = context.now();
  const attempt = randomUUID();
  const fields = {
    courierAccountId: account.id,
    carrier: account.brand,
    courierCityId: city.id,
    courierRegionId: regionId,
    pieces: piecesOf(lines),
    description: descriptionOf(lines),
    cashAmountIqd: cashOf(part),
  };
  const until = new Date(now.getTime() + HANDOVER_LEASE_MS);
  const held = existing
    ? await repo.claimHandover(db, existing.id, attempt, until, now, fields)
    : await repo.insertParcel(db, {
        ...fields,
        sellerOrderId: part.id,
        orderId: part.orderId,
        sellerId,
        reference: referenceOf(part),
        handoverClaimedBy: attempt,
        handoverClaimedUntil: until,
        createdAt: now,
        updatedAt: now,
      });
  if (!held) throw conflict('handover_in_progress');

  let created: Awaited<ReturnType<WaseetClient['createOrderOnce']>>;
  try {
    created = await client.createOrderOnce(
      {
        reference: held.reference,
        clientName: address.name,
        clientMobile: address.phone,
        clientMobile2: address.phone2,
        cityId: city.id,
        regionId,
        location: address.location || city.name,
        typeName: fields.description,
        itemsNumber: fields.pieces,
        price: fields.cashAmountIqd,
        packageSizeId,
      },
      // An earlier attempt may have reached the courier without our knowing: look first.
      { checkFirst: existing !== undefined },
    );
  } catch (error) {
    await repo.failHandover(db, held.id, attempt, failureNote(error), context.now());
    await repo.updateAccount(db, account.id, { lastError: failureNote(error) });
    throw courierFailure(error);
  }

  const at = context.now();
  const { parcel, transition } = await db.transaction(async (tx) => {
    const done = await repo.completeHandover(tx, held.id, attempt, {
      courierOrderId: created.id,
      waybill: created.qrId,
      labelUrl: created.qrLink,
      handedOverAt: at,
      updatedAt: at,
    });
    if (!done) throw conflict('handover_in_progress');
    await repo.insertParcelEvent(tx, {
      parcelId: done.id,
      source: 'staff',
      state: 'created',
      note: null,
      actorId,
      occurredAt: at,
    });
    const moved = await applyTransition(tx, {
      orderId: part.orderId,
      actor: 'seller',
      actorId,
      action: { kind: 'advance-part', partId: part.id, to: 'on way' },
      now: at,
    });
    if (moved.outcome === 'refused') {
      // The courier has the parcel, but the order changed meanwhile: a person looks at it.
      const flagged = await repo.updateParcel(tx, done.id, {
        needsAttention: true,
        attentionReason: `handed over, but the part could not move: ${moved.refusal?.code ?? ''}`,
      });
      return { parcel: flagged ?? done, transition: moved };
    }
    return { parcel: done, transition: moved };
  });
  await repo.updateAccount(db, account.id, { lastError: null });
  const [view] = await consoleParcelsOf(db, [parcel], sellerLabelRoute);
  if (!view) throw new Error('The parcel just written could not be read.');
  return { parcel: view, moved: movedOf(part, transition) };
}

const movedOf = (part: repo.PartForParcel, result: TransitionResult | undefined): PartMoved => ({
  customerId: part.customerId,
  update: result?.outcome === 'allowed' ? result.update : undefined,
});

// --- Own delivery -----------------------------------------------------------------------------

/**
 * The print house delivers the part itself: a parcel with carrier `own`, the part on its way
 * through the lifecycle, the seller's reason in its history. A hand-over to a courier that never
 * reached it is dropped in its favour.
 */
export async function deliverOurselves(
  context: CourierContext,
  sellerId: string,
  partId: string,
  reason: string,
  actorId: string,
): Promise<{ parcel: ConsoleParcel; moved: PartMoved }> {
  const { db } = context;
  const part = await partOrMissing(db, sellerId, partId);
  const now = context.now();
  const existing = await repo.parcelOfPart(db, partId);
  if (existing && (existing.courierOrderId || existing.carrier === 'own')) {
    throw conflict('parcel_exists');
  }
  if (existing && !(await repo.deleteUnsentParcel(db, existing.id, now))) {
    throw conflict('handover_in_progress');
  }
  const lines = await repo.partLines(db, partId);
  const { parcel, transition } = await db.transaction(async (tx) => {
    const moved = await applyTransition(tx, {
      orderId: part.orderId,
      actor: 'seller',
      actorId,
      action: { kind: 'advance-part', partId: part.id, to: 'on way' },
      now,
    });
    if (moved.outcome !== 'allowed') {
      throw moved.refusal ? refused(moved.refusal) : conflict('parcel_exists');
    }
    const row = await repo.insertParcel(tx, {
      sellerOrderId: part.id,
      orderId: part.orderId,
      sellerId,
      carrier: 'own',
      reference: referenceOf(part),
      pieces: piecesOf(lines),
      description: descriptionOf(lines),
      cashAmountIqd: cashOf(part),
      handedOverAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw conflict('handover_in_progress');
    await repo.insertParcelEvent(tx, {
      parcelId: row.id,
      source: 'staff',
      state: 'created',
      note: reason,
      actorId,
      occurredAt: now,
    });
    return { parcel: row, transition: moved };
  });
  const [view] = await consoleParcelsOf(db, [parcel], sellerLabelRoute);
  if (!view) throw new Error('The parcel just written could not be read.');
  return { parcel: view, moved: movedOf(part, transition) };
}

/**
 * Moves a parcel the print house delivers by hand one step, with the reason and who did it;
 * delivered by hand moves the part to delivered through the lifecycle, in the same transaction.
 */
export async function moveOwnParcel(
  context: CourierContext,
  sellerId: string,
  parcelId: string,
  body: MoveParcelBody,
  actorId: string,
): Promise<{ parcel: ConsoleParcel; moved: PartMoved }> {
  const { db } = context;
  const now = context.now();
  const result = await db.transaction(async (tx) => {
    const parcel = await repo.lockParcel(tx, parcelId);
    if (!parcel || parcel.sellerId !== sellerId) throw notFound('parcel_not_found');
    if (parcel.carrier !== 'own') throw conflict('parcel_not_own_delivery');
    if (!OWN_DELIVERY_MOVES[parcel.state]?.includes(body.state)) {
      throw conflict('parcel_move_not_allowed', { from: parcel.state, to: body.state });
    }
    let transition: TransitionResult | undefined;
    if (body.state === 'delivered') {
      transition = await applyTransition(tx, {
        orderId: parcel.orderId,
        actor: 'seller',
        actorId,
        action: { kind: 'advance-part', partId: parcel.sellerOrderId, to: 'delivered' },
        now,
      });
      if (transition.outcome === 'refused') {
        throw refused(transition.refusal ?? { code: 'not_allowed' });
      }
    }
    const updated = await repo.updateParcel(tx, parcel.id, {
      state: body.state,
      updatedAt: now,
      ...(body.state === 'delivered' ? { deliveredAt: now } : {}),
      ...(body.state === 'returned'
        ? { needsAttention: true, attentionReason: 'returned to the print house' }
        : {}),
    });
    await repo.insertParcelEvent(tx, {
      parcelId: parcel.id,
      source: 'staff',
      state: body.state,
      note: body.reason,
      actorId,
      occurredAt: now,
    });
    return { parcel: updated ?? parcel, transition };
  });
  const part = await partOrMissing(db, sellerId, result.parcel.sellerOrderId);
  const [view] = await consoleParcelsOf(db, [result.parcel], sellerLabelRoute);
  if (!view) throw new Error('The parcel just written could not be read.');
  return { parcel: view, moved: movedOf(part, result.transition) };
}
