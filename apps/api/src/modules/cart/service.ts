import type { Big } from 'big.js';
import { type CartItemInput, type CartLine, type CartResponse } from '@chapkhana/shared/cart';
import type { Product } from '@chapkhana/shared/catalogue';
import { discountedUnitPrice, lineTotal, toDecimal } from '@chapkhana/shared/pricing';
import type { Database } from '../../db/client';
import type { CartLineItem } from '../../db/schema/index';
import {
  badRequest,
  conflict,
  notFound,
  refusal,
  refused,
  type Refusal,
} from '../../lib/http-errors';
import { findProduct, findProductsByIds } from '../catalogue/product-repository';
import { requireRate } from '../currency/service';
import * as carts from './repository';
import { itemUnits, lineUnits, mergeCartItems, resolveCartItems, stockShortfall } from './stock';

/** A cart line priced against the database as it is now. */
export interface PricedLine {
  lineId: string;
  product: Product;
  items: CartLineItem[];
  units: number;
  unitPrice: Big;
  total: Big;
  /** Why it cannot be bought now; undefined when it can. */
  shortfall: Refusal | undefined;
}

export interface PricedCart {
  lines: PricedLine[];
  rate: string;
  discountPercent: number;
}

/** Prices every line of a customer's cart from the database (never from the client). */
export async function priceCart(db: Database, customerId: string): Promise<PricedCart> {
  const lineRows = await carts.listCartLines(db, customerId);
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const products = await findProductsByIds(db, [
    ...new Set(lineRows.map((line) => line.productId)),
  ]);
  const rate = await requireRate(db);
  const discountPercent = await carts.customerDiscountPercent(db, customerId);
  const byId = new Map(products.map((product) => [product._id, product]));
  const lines: PricedLine[] = [];
  for (const row of lineRows) {
    // A product whose seller is no longer active is not offered: its line is left out.
    const product = byId.get(row.productId);
    if (!product) continue;
    const units = lineUnits(row.items);
    const unitPrice = discountedUnitPrice(product.price, rate, product.discount);
    lines.push({
      lineId: row.id,
      product,
      items: row.items,
      units,
      unitPrice,
      total: lineTotal(unitPrice, units),
      shortfall: units > 0 ? stockShortfall(product, row.items) : refusal('nothing_selected'),
    });
  }
  return { lines, rate, discountPercent };
}

function cartLineView(line: PricedLine): CartLine {
  const { product } = line;
  return {
    _id: line.lineId,
    quantity: line.units,
    unitPrice: line.unitPrice.toFixed(2),
    lineTotal: line.total.toFixed(2),
    productInfo: {
      _id: product._id,
      slug: product.slug,
      enName: product.enName,
      kuName: product.kuName,
      arName: product.arName,
      productCode: product.productCode,
      price: product.price,
      discount: product.discount,
      images: product.images,
      stock: product.stock,
    },
    cartItems: line.items.flatMap((item) => {
      const colour = product.colors.find((c) => c._id === item.colorId);
      if (!colour) return [];
      return [
        {
          _id: colour._id,
          color: colour.color.enName,
          code: colour.color.code,
          kuName: colour.color.kuName,
          arName: colour.color.arName,
          quantity: item.quantity,
          selected: item.selected,
          colorQuantity: colour.color.colorQuantity,
          properties: item.properties.flatMap((chosen) => {
            const property = colour.properties.find((p) => p._id === chosen.propertyId);
            return property
              ? [
                  {
                    _id: property._id,
                    property: property.property,
                    enName: property.enName,
                    kuName: property.kuName,
                    arName: property.arName,
                    quantity: chosen.quantity,
                    selected: chosen.selected,
                  },
                ]
              : [];
          }),
        },
      ];
    }),
  };
}

/** The flat fee times the number of distinct sellers among the lines that can be bought. */
export function shippingFee(lines: PricedLine[], feePerSeller: number): Big {
  const sellers = new Set(lines.filter((l) => !l.shortfall).map((l) => l.product.sellerId));
  return toDecimal(feePerSeller).times(sellers.size);
}

/** GET get-card-product: lines grouped per seller, out-of-stock lines apart, totals in IQD. */
export async function cartView(
  db: Database,
  customerId: string,
  feePerSeller: number,
): Promise<CartResponse> {
  const cart = await priceCart(db, customerId);
  const buyable = cart.lines.filter((line) => !line.shortfall);
  const groups = new Map<string, CartResponse['card_products'][number]>();
  let total = toDecimal(0);
  for (const line of buyable) {
    const key = line.product.sellerId;
    const group = groups.get(key) ?? {
      sellerId: key,
      shopName: line.product.shopName,
      shopNameKu: line.product.shopNameKu,
      shopNameAr: line.product.shopNameAr,
      price: '0',
      products: [],
    };
    group.products.push(cartLineView(line));
    group.price = toDecimal(group.price).plus(line.total).toFixed(2);
    groups.set(key, group);
    total = total.plus(line.total);
  }
  return {
    card_products: [...groups.values()],
    price: total.toFixed(2),
    card_product_count: cart.lines.length,
    shipping_fee: shippingFee(cart.lines, feePerSeller).toFixed(2),
    outOfStockProduct: cart.lines.filter((line) => line.shortfall).map(cartLineView),
    buy_product_item: buyable.reduce((sum, line) => sum + line.units, 0),
    customerDiscount: cart.discountPercent,
  };
}

/** Adds colours and properties of a product to the cart, merging with what is already there. */
export async function addToCart(
  db: Database,
  input: { customerId: string; productId: string; cartItems: CartItemInput[]; now: Date },
): Promise<void> {
  const product = await findProduct(db, input.productId);
  if (!product) throw notFound('product_not_found');
  const added = resolveCartItems(product, input.cartItems);
  if (lineUnits(added) === 0) throw badRequest('nothing_selected');
  await db.transaction(async (tx) => {
    await carts.lockCustomerCart(tx, input.customerId);
    const existing = await carts.findCartLine(tx, input.customerId, input.productId);
    const items = existing ? mergeCartItems(existing.items, added) : added;
    const shortfall = stockShortfall(product, items);
    if (shortfall) throw refused(shortfall);
    await carts.saveCartLine(tx, {
      customerId: input.customerId,
      productId: input.productId,
      items,
      quantity: lineUnits(items),
      now: input.now,
    });
  });
}

/**
 * +1 / −1 on a line (spec's quantity-inc/dec): the base quantity of the first colour with room
 * grows, or of the last colour with any shrinks; a line never drops below one unit.
 */
export async function stepCartLine(
  db: Database,
  input: { customerId: string; lineId: string; step: 1 | -1; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await carts.lockCustomerCart(tx, input.customerId);
    const line = await carts.findOwnCartLine(tx, input.customerId, input.lineId);
    if (!line) throw notFound('cart_line_not_found');
    const product = await findProduct(tx, line.productId);
    if (!product) throw notFound('product_no_longer_sold');
    const items = line.items.map((item) => ({ ...item }));
    if (input.step === 1) {
      const roomy = items.find((item) => {
        const colour = product.colors.find((c) => c._id === item.colorId);
        return colour && itemUnits(item) < colour.color.colorQuantity;
      });
      if (!roomy || lineUnits(items) >= product.stock) throw conflict('no_more_stock');
      roomy.quantity += 1;
    } else {
      if (lineUnits(items) <= 1) throw badRequest('quantity_minimum');
      const shrinkable = [...items].reverse().find((item) => item.quantity > 0);
      if (!shrinkable) throw badRequest('change_options_on_product_page');
      shrinkable.quantity -= 1;
    }
    await carts.updateCartLineItems(tx, line.id, items, lineUnits(items), input.now);
  });
}

export async function removeCartLine(
  db: Database,
  customerId: string,
  lineId: string,
): Promise<void> {
  if ((await carts.deleteCartLines(db, customerId, [lineId])) === 0)
    throw notFound('cart_line_not_found');
}
