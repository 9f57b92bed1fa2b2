import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  productColors,
  productProperties,
  products,
  type CartLineItem,
} from '../../db/schema/index';
import { conflict } from '../../lib/http-errors';
import { itemUnits, lineUnits } from '../cart/stock';

/**
 * Takes a line's units from the product, its colours and properties. Each UPDATE only applies
 * while enough is left, and holds the row until commit, so concurrent orders never oversell.
 */
export async function takeStock(
  db: Database,
  productId: string,
  items: CartLineItem[],
  productName: string,
) {
  const soldOut = () => conflict('sold_out_while_ordering', { name: productName });
  const units = lineUnits(items);
  const taken = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${units}` })
    .where(and(eq(products.id, productId), gte(products.stock, units)))
    .returning({ id: products.id });
  if (taken.length === 0) throw soldOut();
  for (const item of items.filter((i) => i.selected)) {
    const colourUnits = itemUnits(item);
    const colour = await db
      .update(productColors)
      .set({ quantity: sql`${productColors.quantity} - ${colourUnits}` })
      .where(and(eq(productColors.id, item.colorId), gte(productColors.quantity, colourUnits)))
      .returning({ id: productColors.id });
    if (colour.length === 0) throw soldOut();
    for (const property of item.properties.filter((p) => p.selected && p.quantity > 0)) {
      const row = await db
        .update(productProperties)
        .set({ quantity: sql`${productProperties.quantity} - ${property.quantity}` })
        .where(
          and(
            eq(productProperties.id, property.propertyId),
            gte(productProperties.quantity, property.quantity),
          ),
        )
        .returning({ id: productProperties.id });
      if (row.length === 0) throw soldOut();
    }
  }
}

/**
 * Puts a cancelled line's units back where they were taken from. An order names its colours and
 * sizes by row id, and the product editor keeps a row's id only while its name stays: units of a
 * colour or size renamed or removed since have no row to go back to, so they go back nowhere, not
 * even to the product's total (which would then count units no colour holds, unsellable). The
 * product's stock stays the sum of its colours and a colour keeps at least its sizes' units; the
 * seller counts such units in again in the editor.
 */
export async function returnStock(
  db: Database,
  productId: string | null,
  items: {
    colorId: string;
    quantity: number;
    properties: { propertyId: string; quantity: number }[];
  }[],
) {
  if (!productId) return;
  // The product row first, as placing an order and the product editor take it: an edit of the
  // colours cannot come between what is found here and what is written.
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return;
  let returned = 0;
  for (const item of items) {
    const [colour] = await db
      .select({ id: productColors.id })
      .from(productColors)
      .where(and(eq(productColors.id, item.colorId), eq(productColors.productId, productId)));
    if (!colour) continue;
    let colourUnits = item.quantity;
    for (const property of item.properties) {
      const size = await db
        .update(productProperties)
        .set({ quantity: sql`${productProperties.quantity} + ${property.quantity}` })
        .where(
          and(
            eq(productProperties.id, property.propertyId),
            eq(productProperties.colorId, colour.id),
          ),
        )
        .returning({ id: productProperties.id });
      if (size.length > 0) colourUnits += property.quantity;
    }
    await db
      .update(productColors)
      .set({ quantity: sql`${productColors.quantity} + ${colourUnits}` })
      .where(eq(productColors.id, colour.id));
    returned += colourUnits;
  }
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${returned}` })
    .where(eq(products.id, productId));
}
