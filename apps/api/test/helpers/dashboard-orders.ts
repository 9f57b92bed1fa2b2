import type { ChosenOption, ProofState } from '@chapkhana/shared/print';
import type { Database } from '../../src/db/client';
import { orderLines, orders, parcels, sellerOrders } from '../../src/db/schema/index';
import { shippingInfo } from './console';

type DeliveryStatus = (typeof sellerOrders.deliveryStatus.enumValues)[number];

export interface DashboardLine {
  productId?: string | null;
  name: string;
  quantity: number;
  total: string;
  /** A print line's options (group and value names in English, the others derived). */
  options?: [group: string, value: string][];
  workingDays?: number;
  proofState?: ProofState;
}

export interface DashboardPart {
  sellerId: string;
  amount: string;
  deposit?: number;
  status?: DeliveryStatus;
  cashCollectedAt?: Date;
  lines: DashboardLine[];
  /** Handed to a courier account (or the own driver) and not delivered yet. */
  parcel?: { courierAccountId: string | null; cash: number };
}

const names = (en: string) => ({ enName: en, kuName: `${en} (ku)`, arName: `${en} (ar)` });

function option([group, value]: [string, string]): ChosenOption {
  return {
    groupId: group.toLowerCase(),
    group: names(group),
    valueId: value.toLowerCase(),
    value: names(value),
    effect: { kind: 'per_unit', amount: '0' },
  };
}

/**
 * An order placed at `placedAt` with one part per seller, written straight into the tables as
 * placing, paying and the couriers would have left it: what the dashboard adds up.
 */
export async function insertDashboardOrder(
  db: Database,
  input: {
    customerId: string;
    placedAt: Date;
    paymentMethod?: 'cod' | 'fib';
    paid?: boolean;
    depositPaid?: boolean;
    parts: DashboardPart[];
  },
) {
  const total = input.parts.reduce((sum, part) => sum + Number(part.amount), 0);
  const [order] = await db
    .insert(orders)
    .values({
      customerId: input.customerId,
      subtotalIqd: String(total),
      totalIqd: String(total),
      currencyRate: '1310',
      items: 1,
      shippingInfo,
      paymentMethod: input.paymentMethod ?? 'cod',
      paymentStatus: input.paid ? 'paid' : 'unpaid',
      paidAt: input.paid ? input.placedAt : null,
      depositIqd: input.parts.reduce((sum, part) => sum + (part.deposit ?? 0), 0),
      depositPaidAt: input.depositPaid ? input.placedAt : null,
      createdAt: input.placedAt,
    })
    .returning();
  const lineIds: string[] = [];
  for (const part of input.parts) {
    const [row] = await db
      .insert(sellerOrders)
      .values({
        orderId: order!.id,
        sellerId: part.sellerId,
        priceIqd: part.amount,
        subtotalIqd: part.amount,
        discountIqd: '0',
        shippingFeeIqd: '0',
        amountIqd: part.amount,
        depositIqd: part.deposit ?? 0,
        deliveryStatus: part.status ?? 'pending',
        cashCollectedAt: part.cashCollectedAt ?? null,
        cashCollectedIqd: part.cashCollectedAt ? part.amount : null,
        createdAt: input.placedAt,
      })
      .returning();
    for (const line of part.lines) {
      const [inserted] = await db
        .insert(orderLines)
        .values({
          orderId: order!.id,
          sellerOrderId: row!.id,
          productId: line.productId ?? null,
          product: {
            slug: line.name.toLowerCase().replace(/\W+/g, '-'),
            code: 'X-1',
            ...names(line.name),
            image: null,
            price: '1',
            discount: 0,
          },
          items: [],
          quantity: line.quantity,
          unitPriceIqd: '1',
          lineTotalIqd: line.total,
          print: line.options
            ? {
                choice: {},
                options: line.options.map(option),
                tierMinQuantity: null,
                jobFeeIqd: '0',
                needsArtwork: line.proofState !== undefined && line.proofState !== 'not_needed',
                spec: null,
                workingDays: line.workingDays ?? null,
              }
            : null,
          proofState: line.proofState ?? 'not_needed',
        })
        .returning();
      lineIds.push(inserted!.id);
    }
    if (part.parcel) {
      await db.insert(parcels).values({
        sellerOrderId: row!.id,
        orderId: order!.id,
        sellerId: part.sellerId,
        carrier: part.parcel.courierAccountId ? 'alwaseet' : 'own',
        courierAccountId: part.parcel.courierAccountId,
        reference: `test-${row!.id}`,
        handedOverAt: input.placedAt,
        state: 'in_transit',
        cashAmountIqd: part.parcel.cash,
      });
    }
  }
  return { orderId: order!.id, lineIds };
}
