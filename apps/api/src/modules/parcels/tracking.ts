/**
 * Applying a courier's status to our parcel — the one path the poller and the webhooks share.
 * Every status the courier reports is kept in the parcel's history with its id and text; the
 * parcel moves only forward (a repeat or an older status changes nothing), and its seller's
 * part follows through the order lifecycle (orders/lifecycle.ts), never around it.
 */
import {
  FINAL_PARCEL_STATES,
  WASEET_BRANDS,
  type ParcelAttentionCode,
  type ParcelCarrier,
  type ParcelState,
  type WaseetBrand,
} from '@chapkhana/shared/parcels';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { mapWaseetStatus } from '../../couriers/waseet/statuses';
import { applyTransition, type Action } from '../orders/lifecycle';
import { lockOrder } from '../orders/repository';
import * as repo from './tracking-repository';

/** What a parcel's change tells the open pages of its customer, its seller and the admins. */
export interface ParcelChange {
  customerId: string;
  sellerId: string;
  orderId: string;
  sellerOrderId: string;
  parcelId: string;
  state: ParcelState;
}

/** What tracking needs from the app. */
export interface TrackingContext {
  db: Database;
  now: () => Date;
  /** The customer's open pages: the order's status moved with its part. */
  orderChanged?: (customerId: string, update: OrderStatusUpdate) => void;
  /** The parcel's history grew: its customer's, seller's and the admins' open pages. */
  parcelChanged?: (change: ParcelChange) => void;
  log?: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
}

/** One status as the courier reported it for one of our parcels. */
export interface CourierStatusReport {
  parcelId: string;
  source: 'courier_poll' | 'courier_webhook';
  statusId: string;
  statusText: string | null;
  /** The amount the courier now collects (its order's `price`), read with the status. */
  price?: number | null;
  /** The courier's fee for the parcel (`delivery_price`), when it says. */
  deliveryPrice?: number | null;
  /** When the courier says the status happened; absent, our state ordering decides. */
  occurredAt?: Date | null;
}

export type ApplyOutcome =
  /** The parcel moved (or was flagged) and the status is in its history. */
  | 'applied'
  /** The same status as the last one: nothing written. */
  | 'repeat'
  /** An older status than the parcel's: kept in the history, the parcel did not move. */
  | 'out_of_order'
  /** The parcel ended (delivered, returned, cancelled) and the courier says more: flagged. */
  | 'after_final'
  | 'unknown_parcel';

interface Meaning {
  state: ParcelState;
  priceChanged?: boolean;
  unknown?: boolean;
  attention?: boolean;
}

/** A courier's status id in our words (the Waseet family's table; a carrier we cannot read is unknown). */
export function meaningOf(carrier: ParcelCarrier, statusId: string): Meaning {
  if ((WASEET_BRANDS as readonly string[]).includes(carrier)) {
    const meaning = mapWaseetStatus(statusId);
    return {
      state: meaning.state,
      ...(meaning.priceChanged ? { priceChanged: true } : {}),
      ...(meaning.unknown ? { unknown: true } : {}),
      ...(meaning.attention ? { attention: true } : {}),
    };
  }
  return { state: 'in_transit', unknown: true };
}

export const isWaseetBrand = (carrier: ParcelCarrier): carrier is WaseetBrand =>
  (WASEET_BRANDS as readonly string[]).includes(carrier);

const FINAL: ReadonlySet<ParcelState> = new Set(FINAL_PARCEL_STATES);

/**
 * How far along a parcel is, for statuses that come without the courier's time. On the road the
 * courier moves freely between in transit, out for delivery, postponed and a failed attempt
 * (rank 2); a parcel on its way back may be sent out again (status 14). A final state ends it.
 */
const RANK: Record<ParcelState, number> = {
  created: 0,
  picked_up: 1,
  in_transit: 2,
  out_for_delivery: 2,
  postponed: 2,
  delivery_attempt_failed: 2,
  returning: 3,
  delivered: 4,
  returned: 4,
  cancelled: 4,
};

/** Whether our state ordering lets a parcel at `from` move to `to`. */
export function movesForward(from: ParcelState, to: ParcelState): boolean {
  if (FINAL.has(from)) return false;
  if (from === 'returning' && to === 'out_for_delivery') return true;
  return RANK[to] >= RANK[from];
}

const reasonOf = (code: ParcelAttentionCode, detail?: string | number | null) =>
  detail === undefined || detail === null || detail === '' ? code : `${code} ${detail}`;

interface Applied {
  outcome: ApplyOutcome;
  change?: ParcelChange;
  order?: { customerId: string; update: OrderStatusUpdate };
}

/**
 * Applies one courier status to a parcel in one transaction (the order locked, then the
 * parcel, as the lifecycle takes them): a repeat writes nothing; an older status is kept in the
 * history but moves nothing; otherwise the event is written, the parcel moved and flagged as its
 * status asks, and the seller's part follows (delivered, handed back on a cancel). The open
 * pages are told after the commit.
 */
export async function applyCourierStatus(
  context: TrackingContext,
  report: CourierStatusReport,
): Promise<ApplyOutcome> {
  const found = await repo.findParcel(context.db, report.parcelId);
  if (!found) {
    context.log?.warn({ parcelId: report.parcelId }, 'a courier status for no parcel of ours');
    return 'unknown_parcel';
  }
  const now = context.now();
  const applied = await context.db.transaction(async (tx): Promise<Applied> => {
    const order = await lockOrder(tx, found.orderId);
    const parcel = await repo.lockParcel(tx, found.id);
    if (!parcel) return { outcome: 'unknown_parcel' };
    const meaning = meaningOf(parcel.carrier, report.statusId);
    const price = report.price ?? null;
    const priceIsNew = meaning.priceChanged === true && price !== parcel.courierPriceIqd;
    if (report.statusId === parcel.courierStatusId && !priceIsNew) return { outcome: 'repeat' };

    const event = {
      parcelId: parcel.id,
      source: report.source,
      state: meaning.state,
      courierStatusId: report.statusId,
      courierStatusText: report.statusText,
      occurredAt: report.occurredAt ?? now,
      createdAt: now,
    };
    const last = await repo.lastCourierEvent(tx, parcel.id);
    const older = report.occurredAt && last ? report.occurredAt < last.occurredAt : false;
    // A later word on a parcel that had ended (returned after delivery, say), not a stale one.
    const afterFinal =
      FINAL.has(parcel.state) &&
      meaning.state !== parcel.state &&
      !older &&
      RANK[meaning.state] >= RANK[parcel.state];
    if (afterFinal) {
      // A person looks: the parcel stays as it ended.
      const reason = reasonOf(
        'status_after_final',
        `${report.statusId} ${report.statusText ?? ''}`.trim(),
      );
      await repo.insertParcelEvent(tx, { ...event, state: parcel.state, note: reason });
      await repo.updateParcel(tx, parcel.id, {
        needsAttention: true,
        attentionReason: reason,
        updatedAt: now,
      });
      return { outcome: 'after_final', change: changeOf(order.customerId, parcel, parcel.state) };
    }
    if (older || (!report.occurredAt && !movesForward(parcel.state, meaning.state))) {
      await repo.insertParcelEvent(tx, { ...event, note: 'out_of_order' });
      return { outcome: 'out_of_order', change: changeOf(order.customerId, parcel, parcel.state) };
    }

    let attention: string | undefined;
    if (meaning.unknown) {
      attention = reasonOf(
        'unknown_status',
        `${report.statusId} ${report.statusText ?? ''}`.trim(),
      );
    } else if (meaning.priceChanged) {
      attention = reasonOf('price_changed', price);
    } else if (meaning.attention) {
      attention = reasonOf(
        'courier_attention',
        `${report.statusId} ${report.statusText ?? ''}`.trim(),
      );
    } else if (meaning.state === 'returned') {
      attention = reasonOf('returned');
    }

    let orderUpdate: OrderStatusUpdate | undefined;
    const values: Partial<repo.ParcelRow> = {
      state: meaning.state,
      courierStatusId: report.statusId,
      courierStatusText: report.statusText,
      updatedAt: now,
      ...(meaning.priceChanged && price !== null ? { courierPriceIqd: price } : {}),
      ...(report.deliveryPrice != null ? { courierFeeIqd: report.deliveryPrice } : {}),
    };
    const partAction: Action | undefined =
      meaning.state === 'delivered'
        ? { kind: 'advance-part', partId: parcel.sellerOrderId, to: 'delivered' }
        : meaning.state === 'cancelled'
          ? { kind: 'hand-back-part', partId: parcel.sellerOrderId }
          : undefined;
    if (partAction) {
      const moved = await applyTransition(tx, {
        orderId: order.id,
        actor: 'system',
        action: partAction,
        now,
      });
      orderUpdate = moved.update;
      if (moved.outcome === 'refused' && meaning.state === 'delivered') {
        attention = reasonOf('delivered_order_cancelled');
      }
    }
    if (meaning.state === 'delivered') {
      values.deliveredAt = now;
      // The courier collected the part's cash at the door (what it last said it collects).
      if (order.paymentMethod === 'cod' && parcel.cashAmountIqd > 0 && !parcel.cashCollectedAt) {
        values.cashCollectedAt = now;
        values.cashCollectedIqd = parcel.courierPriceIqd ?? parcel.cashAmountIqd;
        // The part's cash is collected for its own amount, so the order is paid once every part
        // is; a price the courier changed is for a person to confirm (it stays flagged).
        if (parcel.courierPriceIqd === null || parcel.courierPriceIqd === parcel.cashAmountIqd) {
          const collected = await applyTransition(tx, {
            orderId: order.id,
            actor: 'system',
            action: {
              kind: 'collect-part-cash',
              partId: parcel.sellerOrderId,
              amount: String(parcel.cashAmountIqd),
              by: 'courier',
            },
            now,
          });
          if (collected.update) orderUpdate = collected.update;
          if (collected.outcome === 'refused') attention ??= reasonOf('cash_not_recorded');
        }
      }
    }
    if (attention) Object.assign(values, { needsAttention: true, attentionReason: attention });

    await repo.insertParcelEvent(tx, { ...event, note: attention ?? null });
    await repo.updateParcel(tx, parcel.id, values);
    return {
      outcome: 'applied',
      change: changeOf(order.customerId, parcel, meaning.state),
      ...(orderUpdate ? { order: { customerId: order.customerId, update: orderUpdate } } : {}),
    };
  });
  if (applied.order) context.orderChanged?.(applied.order.customerId, applied.order.update);
  if (applied.change) context.parcelChanged?.(applied.change);
  if (applied.outcome !== 'applied' && applied.outcome !== 'repeat') {
    context.log?.info(
      { parcelId: report.parcelId, statusId: report.statusId, outcome: applied.outcome },
      'a courier status kept in the history without moving the parcel',
    );
  }
  return applied.outcome;
}

function changeOf(customerId: string, parcel: repo.ParcelRow, state: ParcelState): ParcelChange {
  return {
    customerId,
    sellerId: parcel.sellerId,
    orderId: parcel.orderId,
    sellerOrderId: parcel.sellerOrderId,
    parcelId: parcel.id,
    state,
  };
}
