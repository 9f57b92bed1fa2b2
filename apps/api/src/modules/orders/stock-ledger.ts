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

/** Puts a cancelled line's units back (rows deleted since are skipped). */
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
  const units = items.reduce(
    (sum, i) => sum + i.quantity + i.properties.reduce((s, p) => s + p.quantity, 0),
    0,
  );
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${units}` })
    .where(eq(products.id, productId));
  for (const item of items) {
    const colourUnits = item.quantity + item.properties.reduce((s, p) => s + p.quantity, 0);
    await db
      .update(productColors)
      .set({ quantity: sql`${productColors.quantity} + ${colourUnits}` })
      .where(eq(productColors.id, item.colorId));
    for (const property of item.properties) {
      await db
        .update(productProperties)
        .set({ quantity: sql`${productProperties.quantity} + ${property.quantity}` })
        .where(eq(productProperties.id, property.propertyId));
    }
  }
}
