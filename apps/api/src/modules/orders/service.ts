import type { ShippingInfo } from '@chapkhana/shared/addresses';
import {
  destinationOf,
  type DeliveryChoice,
  type DeliveryDestination,
  type DeliveryTerms,
} from '@chapkhana/shared/delivery';
import { lineDeposit, partDeposit } from '@chapkhana/shared/deposits';
import type { CashCollector, ConsoleOrder, SellerOrder } from '@chapkhana/shared/orders';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { DashboardData, DeliveryStatus, Order } from '@chapkhana/shared/orders';
import { randomUUID } from 'node:crypto';
import type { ProofState } from '@chapkhana/shared/print';
import { artworkSpecFor, printWorkingDays, toDecimal } from '@chapkhana/shared/pricing';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import { promiseForParcel } from '@chapkhana/shared/working-days';
import type { Database } from '../../db/client';
import type { OrderedItem, OrderedPrint } from '../../db/schema/index';
import { badRequest, conflict, notFound, refusal, refused } from '../../lib/http-errors';
import { findCustomerById } from '../accounts/repository';
import { insertAuditEvent } from '../audit/repository';
import { deleteCartLines, lockCustomerCart } from '../cart/repository';
import {
  chosenOptions,
  priceCart,
  refuseBeyondOrderLimit,
  reusableProof,
  basketParcels,
  type PricedLine,
} from '../cart/service';
import { partsDeliveryFees } from '../delivery/service';
import { cancelOrderWithFib, type PaymentContext } from '../payments/service';
import { applyTransition, transition, type Progress } from './lifecycle';
import { partCash } from './part-repository';
import * as ordersRepo from './repository';
import { takeStock } from './stock-ledger';

const ORDER_LIST_LIMIT = 100;
/** How long a customer has to choose how to pay before the order lets its stock go. */
export const CHOOSE_PAYMENT_WITHIN_MS = 60 * 60 * 1000;
const RECENT_ORDERS = 5;

function orderedItems(line: PricedLine): OrderedItem[] {
  return line.items
    .filter((item) => item.selected)
    .flatMap((item) => {
      const colour = line.product.colors.find((c) => c._id === item.colorId);
      if (!colour) return [];
      return [
        {
          colorId: colour._id,
          hex: colour.color.code,
          enName: colour.color.enName,
          kuName: colour.color.kuName,
          arName: colour.color.arName,
          quantity: item.quantity,
          properties: item.properties
            .filter((p) => p.selected && p.quantity > 0)
            .flatMap((p) => {
              const property = colour.properties.find((cp) => cp._id === p.propertyId);
              if (!property) return [];
              const { enName, kuName, arName } = property;
              return [
                {
                  propertyId: p.propertyId,
                  name: property.property,
                  enName,
                  kuName,
                  arName,
                  quantity: p.quantity,
                },
              ];
            }),
        },
      ];
    });
}

/**
 * The customer approved every file of the print line in the card designer (issue 40): each is a
 * print file they checked as pdf.js drew it, to be printed as it is, so the line needs no proof.
 */
const approvedInDesigner = (line: PricedLine): boolean =>
  !!line.print?.needsArtwork &&
  line.print.artwork.length > 0 &&
  line.print.artwork.every((file) => file.approvedAt !== null);

/**
 * A print line as bought (docs/design.md §13): the choice for reorder, the options with their names and
 * effects, the tier, the per-job fee, and what its artwork is checked against. Undefined for
 * other lines (and for a print line whose choice no longer fits, which is never buyable).
 */
function orderedPrint(line: PricedLine): OrderedPrint | undefined {
  const print = line.print;
  const setup = line.product.print;
  if (!print?.price || !setup) return undefined;
  return {
    choice: { ...print.stored.options },
    options: chosenOptions(print.price.chosen),
    tierMinQuantity: print.price.tier?.minQuantity ?? null,
    jobFeeIqd: print.price.jobFee.toFixed(2),
    needsArtwork: print.needsArtwork,
    spec: artworkSpecFor(setup, print.stored.options),
    workingDays: printWorkingDays(setup, print.stored.options),
    ...(approvedInDesigner(line) ? { approvedInDesigner: true } : {}),
  };
}

/**
 * The ready and door days a print line is promised at placement (issue 39), kept on the line:
 * its turnaround from now in its seller's calendar, the courier's days to the address.
 */
function linePromise(
  line: PricedLine,
  terms: DeliveryTerms | undefined,
  destination: DeliveryDestination,
  now: Date,
  options: { pickup: boolean },
): { promisedReadyDate: string | null; promisedDoorDate: string | null } {
  const workingDays = orderedPrint(line)?.workingDays;
  const promise = terms
    ? promiseForParcel({ seller: terms, destination, pickup: options.pickup, now, workingDays })
    : null;
  return { promisedReadyDate: promise?.readyBy ?? null, promisedDoorDate: promise?.doorBy ?? null };
}

const withReusedProof = (
  print: OrderedPrint | undefined,
  reusedProof: OrderedPrint['reusedProof'],
): OrderedPrint | undefined => (print && reusedProof ? { ...print, reusedProof } : print);

/**
 * Where a new print line's proof starts: its files come first, then the seller's proof; a line
 * reusing an earlier identical job's approved proof, or whose files the customer approved in the
 * card designer, starts approved (the lifecycle's approval rule then lets its part go into
 * production).
 */
function firstProofState(line: PricedLine, reused: OrderedPrint['reusedProof']): ProofState {
  if (!line.print?.needsArtwork) return 'not_needed';
  if (reused || approvedInDesigner(line)) return 'approved';
  return line.print.artwork.length > 0 ? 'awaiting_proof' : 'awaiting_artwork';
}

/**
 * Places an order from the customer's cart as the database has it: prices, shipping and
 * items are computed here (client figures are ignored), stock is taken in the same
 * transaction that writes the order, its per-seller parts and lines, and empties those cart
 * lines. A repeat with the same Idempotency-Key is answered by the route (idempotency/service.ts).
 */
export async function placeOrder(
  db: Database,
  input: {
    customerId: string;
    shippingInfo: ShippingInfo;
    now: Date;
    /** SHIPPING_FEE_IQD: the delivery fee until an admin sets the table. */
    configuredDeliveryFee: number;
    /** Parts the customer collects from the print house; the rest are delivered. */
    deliveryChoices?: readonly DeliveryChoice[] | undefined;
    /** The delivery fee the checkout showed; a different fee now is refused, not charged. */
    shownShippingFee?: string | undefined;
  },
): Promise<string> {
  const { customerId } = input;
  return db.transaction(async (tx) => {
    // A double submit without a key waits here for the first, then finds an emptied cart:
    // ordering the same cart lines twice would take their stock twice.
    await lockCustomerCart(tx, customerId);
    const cart = await priceCart(tx, customerId);
    const buyable = cart.lines.filter((line) => !line.shortfall);
    if (buyable.length === 0) {
      throw cart.lines.length ? conflict('nothing_in_stock') : badRequest('cart_empty');
    }
    const linesSum = buyable.reduce((sum, line) => sum.plus(line.total), toDecimal(0));
    const sellerIds = [...new Set(buyable.map((line) => line.product.sellerId))];
    // Each part's fee for this address, or 0 collected: computed here, never taken from the client.
    const delivery = await partsDeliveryFees(tx, {
      sellerIds,
      shippingInfo: input.shippingInfo,
      choices: input.deliveryChoices ?? [],
      configuredDefault: input.configuredDeliveryFee,
      shownFee: input.shownShippingFee,
      now: input.now,
    });
    const destination = destinationOf(input.shippingInfo);
    // The order stores the figures the cart showed, and charges their sum (issue 35.15); each
    // seller's part stores its own share of them, its parcel's amount (issue 36).
    const { order: figures, parcels } = basketParcels(
      buyable,
      cart.discountPercent,
      (sellerId) => delivery.fees.get(sellerId) ?? 0,
    );
    const { subtotal, discount, shipping, total } = figures;
    // Each line's advance as its product asks it today (issue 38), kept on the line: a later
    // change of the product does not touch a placed order. A part's is at most its amount.
    const lineDeposits = new Map(
      buyable.map((line) => [line, lineDeposit(line.total, line.product.depositPercent)]),
    );
    const partDeposits = new Map(
      parcels.map((parcel) => [
        parcel.sellerId,
        partDeposit(
          buyable
            .filter((line) => line.product.sellerId === parcel.sellerId)
            .map((line) => lineDeposits.get(line) ?? 0),
          parcel.amount,
        ),
      ]),
    );
    // Each line was checked when it was written, but not the lines together, nor at today's rate.
    // A seller's part is at most the lines' sum; the discount at most the subtotal.
    refuseBeyondOrderLimit(...buyable.map((line) => line.total), linesSum, subtotal, total);
    // Rows are locked in one order (by product id) so two orders cannot deadlock.
    // Print lines are made to order: they take no stock (docs/decisions.md).
    const stocked = buyable.filter((line) => !line.print);
    for (const line of stocked.sort((a, b) => a.product._id.localeCompare(b.product._id))) {
      await takeStock(tx, line.product._id, line.items, line.product.enName);
    }
    const orderId = await ordersRepo.insertOrder(tx, {
      customerId,
      subtotalIqd: subtotal.toFixed(2),
      discountIqd: discount.toFixed(2),
      shippingFeeIqd: shipping.toFixed(2),
      totalIqd: total.toFixed(2),
      currencyRate: cart.rate,
      items: buyable.reduce((sum, line) => sum + line.units, 0),
      depositIqd: [...partDeposits.values()].reduce((sum, deposit) => sum + deposit, 0),
      shippingInfo: input.shippingInfo,
      // Unpaid orders hold stock; without a payment choice within the hour the sweeper frees it.
      paymentExpiresAt: new Date(input.now.getTime() + CHOOSE_PAYMENT_WITHIN_MS),
      createdAt: input.now,
      updatedAt: input.now,
    });
    for (const parcel of parcels) {
      const { sellerId } = parcel;
      const mine = buyable.filter((line) => line.product.sellerId === sellerId);
      const partId = await ordersRepo.insertSellerOrder(tx, {
        orderId,
        sellerId,
        priceIqd: mine.reduce((sum, line) => sum.plus(line.total), toDecimal(0)).toFixed(2),
        subtotalIqd: parcel.subtotal.toFixed(2),
        discountIqd: parcel.discount.toFixed(2),
        shippingFeeIqd: parcel.shipping.toFixed(2),
        amountIqd: parcel.amount.toFixed(2),
        depositIqd: partDeposits.get(sellerId) ?? 0,
        pickup: delivery.pickups.get(sellerId) ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      });
      // Print lines get their id here, so their artwork can be linked to them.
      const lineIds = mine.map(() => randomUUID());
      const reused = await Promise.all(
        mine.map((line) =>
          line.print
            ? reusableProof(tx, {
                customerId,
                productId: line.product._id,
                stored: line.print.stored,
              })
            : undefined,
        ),
      );
      await ordersRepo.insertOrderLines(
        tx,
        mine.map((line, index) => ({
          id: lineIds[index],
          orderId,
          sellerOrderId: partId,
          productId: line.product._id,
          product: {
            slug: line.product.slug,
            code: line.product.productCode,
            enName: line.product.enName,
            kuName: line.product.kuName,
            arName: line.product.arName,
            image: line.product.images[0] ?? null,
            price: line.product.price,
            discount: line.product.discount,
          },
          items: orderedItems(line),
          quantity: line.units,
          unitPriceIqd: line.unitPrice.toFixed(2),
          lineTotalIqd: line.total.toFixed(2),
          depositIqd: lineDeposits.get(line) ?? 0,
          print: withReusedProof(orderedPrint(line), reused[index]) ?? null,
          proofState: firstProofState(line, reused[index]),
          ...linePromise(line, delivery.terms.get(sellerId), destination, input.now, {
            pickup: delivery.pickups.has(sellerId),
          }),
        })),
      );
      await ordersRepo.insertPrintLineArtwork(
        tx,
        mine.flatMap((line, index) => {
          const orderLineId = lineIds[index];
          if (!line.print || !orderLineId) return [];
          return line.print.artwork.map((file) => ({
            orderLineId,
            artworkId: file.id,
            createdAt: input.now,
          }));
        }),
      );
      // The order's history says who approved a line that needs no proof, and how.
      for (const [index, line] of mine.entries()) {
        if (!approvedInDesigner(line) || reused[index]) continue;
        await insertAuditEvent(tx, {
          actor: { kind: 'customer', id: customerId },
          subject: 'order',
          subjectId: orderId,
          orderId,
          sellerId,
          action: 'proof.approved-in-designer',
          details: {
            part: partId,
            line: lineIds[index] ?? '',
            files: String(line.print?.artwork.length ?? 0),
          },
          at: input.now,
        });
      }
    }
    await deleteCartLines(
      tx,
      customerId,
      buyable.map((line) => line.lineId),
    );
    return orderId;
  });
}

export async function ownOrders(
  db: Database,
  customerId: string,
  status: DeliveryStatus | 'all',
): Promise<Order[]> {
  return ordersRepo.withLines(
    db,
    await ordersRepo.listOwnOrders(db, customerId, status, ORDER_LIST_LIMIT),
  );
}

export async function ownOrder(db: Database, customerId: string, orderId: string): Promise<Order> {
  const row = await ordersRepo.findOwnOrder(db, customerId, orderId);
  if (!row) throw notFound('order_not_found');
  const [order] = await ordersRepo.withLines(db, [row]);
  if (!order) throw notFound('order_not_found');
  return order;
}

export async function dashboardData(db: Database, customerId: string): Promise<DashboardData> {
  const [counts, recent] = await Promise.all([
    ordersRepo.countOwnOrders(db, customerId),
    ordersRepo.listOwnOrders(db, customerId, 'all', RECENT_ORDERS),
  ]);
  return {
    totalOrder: counts.total,
    pendingOrder: counts.pending,
    deliveredOrder: counts.delivered,
    cancelledOrder: counts.cancelled,
    recentOrders: await ordersRepo.withLines(db, recent),
  };
}

// --- The console ------------------------------------------------------------------------------

export async function findConsoleOrder(db: Database, orderId: string): Promise<ConsoleOrder> {
  const order = await ordersRepo.findConsoleOrder(db, orderId);
  if (!order) throw notFound('order_not_found');
  return order;
}

/** A page of one customer's orders, newest first, as the customer sees them. */
export async function pageCustomerOrders(
  db: Database,
  customerId: string,
  query: PageQuery,
): Promise<{ items: Order[]; total: number; page: number; perPage: number }> {
  if (!(await findCustomerById(db, customerId))) throw notFound('customer_not_found');
  return ordersRepo.pageOrdersOf(db, customerId, query);
}

/**
 * The admin moves an order on (forward only; every seller's part behind it moves with it) or
 * cancels it; orders/lifecycle.ts decides, and a cancel asks FIB about the order's payments
 * first. Answers the update for the customer's pages, or undefined when nothing changed.
 */
export async function setOrderStatus(
  context: PaymentContext,
  orderId: string,
  status: DeliveryStatus,
  reason?: string,
  adminId?: string,
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  if (status === 'cancelled') {
    return cancelOrderWithFib(context, orderId, 'admin', reason, adminId);
  }
  const { order, update } = await transition(context.db, {
    orderId,
    actor: 'admin',
    actorId: adminId,
    action: { kind: 'advance-order', to: status, ...(reason ? { reason } : {}) },
    now: context.now(),
  });
  return { customerId: order.customerId, update };
}

/** The admin records a cash-on-delivery order's cash as collected (orders/lifecycle.ts). */
export async function collectCash(
  db: Database,
  orderId: string,
  now: Date,
  adminId?: string,
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  if (!(await ordersRepo.findOrder(db, orderId))) throw notFound('order_not_found');
  const { order, update } = await transition(db, {
    orderId,
    actor: 'admin',
    actorId: adminId,
    action: { kind: 'collect-cash' },
    now,
  });
  return { customerId: order.customerId, update };
}

/**
 * Records one part's cash as collected, for exactly its amount, inside the caller's transaction
 * (orders/lifecycle.ts decides; the order is paid once every part not cancelled is collected).
 * The courier's delivery report calls this with `by: 'courier'`; the seller and the admin
 * through their routes. A refusal is answered as a 409 and changes nothing.
 */
export async function recordPartCashCollected(
  tx: Database,
  partId: string,
  input: { amount: string; by: CashCollector; actorId?: string; now: Date },
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  const part = await partCash(tx, partId);
  if (!part) throw notFound('order_part_not_found');
  const actor = input.by === 'courier' ? 'system' : input.by;
  const result = await applyTransition(tx, {
    orderId: part.orderId,
    actor,
    action: {
      kind: 'collect-part-cash',
      partId,
      amount: input.amount,
      by: input.by,
      ...(input.actorId ? { actorId: input.actorId } : {}),
    },
    now: input.now,
  });
  if (result.outcome === 'refused') throw refused(result.refusal ?? refusal('not_allowed'));
  return { customerId: result.order.customerId, update: result.update };
}

/** The seller confirms the cash its courier handed over for its own part (never another's). */
export async function collectSellerPartCash(
  db: Database,
  seller: { sellerId: string; staffUserId: string },
  partId: string,
  amount: string,
  now: Date,
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  if (!(await ordersRepo.orderIdOfSellerOrder(db, seller.sellerId, partId))) {
    throw notFound('seller_order_not_found');
  }
  return db.transaction((tx) =>
    recordPartCashCollected(tx, partId, { amount, by: 'seller', actorId: seller.staffUserId, now }),
  );
}

/** The admin records one part's cash as collected (the part must be the order's). */
export async function collectAdminPartCash(
  db: Database,
  input: { orderId: string; partId: string; amount: string; adminId: string; now: Date },
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  const part = await partCash(db, input.partId);
  if (!part || part.orderId !== input.orderId) throw notFound('order_part_not_found');
  return db.transaction((tx) =>
    recordPartCashCollected(tx, input.partId, {
      amount: input.amount,
      by: 'admin',
      actorId: input.adminId,
      now: input.now,
    }),
  );
}

export async function findSellerOrder(
  db: Database,
  sellerId: string,
  partId: string,
): Promise<SellerOrder> {
  const part = await ordersRepo.findSellerOrder(db, sellerId, partId);
  if (!part) throw notFound('seller_order_not_found');
  return part;
}

/**
 * The seller moves its part forward (orders/lifecycle.ts decides). The customer's order then
 * stands at the least advanced of its parts (so it is "delivered" only when every seller has
 * delivered); the answer is the update for the customer's pages when the order changed.
 */
export async function setSellerOrderStatus(
  db: Database,
  seller: { sellerId: string; staffUserId: string },
  partId: string,
  status: Progress,
  now: Date,
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  const orderId = await ordersRepo.orderIdOfSellerOrder(db, seller.sellerId, partId);
  if (!orderId) throw notFound('seller_order_not_found');
  const { order, update } = await transition(db, {
    orderId,
    actor: 'seller',
    actorId: seller.staffUserId,
    action: { kind: 'advance-part', partId, to: status },
    now,
  });
  return { customerId: order.customerId, update };
}
