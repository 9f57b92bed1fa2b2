import type { CartItemInput } from '@chapkhana/shared/cart';
import type { Product } from '@chapkhana/shared/catalogue';
import { localisedName, nameKey } from '@chapkhana/shared/languages';
import type { CartLineItem } from '../../db/schema/index';
import { badRequest, notFound, refusal, type Refusal } from '../../lib/http-errors';

/** Units a colour entry takes from stock: its base quantity plus its selected properties (docs/storefront.md §9). */
export function itemUnits(item: CartLineItem): number {
  return item.quantity + item.properties.reduce((sum, p) => sum + (p.selected ? p.quantity : 0), 0);
}

export function lineUnits(items: CartLineItem[]): number {
  return items.reduce((sum, item) => sum + (item.selected ? itemUnits(item) : 0), 0);
}

/**
 * Turns what the storefront sent (colour and property names) into row ids, keeping only
 * what is selected with a quantity; a colour or property the product does not offer is a 400.
 */
export function resolveCartItems(product: Product, input: CartItemInput[]): CartLineItem[] {
  const items: CartLineItem[] = [];
  for (const entry of input) {
    if (entry.selected === false) continue;
    // By the name a cart names it with: English, or the name English falls back to.
    const colour = product.colors.find(
      (c) => nameKey(c.color) === entry.color.trim().toLowerCase(),
    );
    if (!colour || (entry.code && entry.code.toLowerCase() !== colour.color.code.toLowerCase())) {
      throw badRequest('colour_not_offered', { colour: entry.color });
    }
    const properties: CartLineItem['properties'] = [];
    for (const chosen of entry.properties ?? []) {
      if (chosen.selected === false || chosen.quantity === 0) continue;
      const property = colour.properties.find((p) => p.property === chosen.property);
      if (!property)
        throw badRequest('option_not_offered', {
          option: chosen.property,
          colour: localisedName(colour.color, 'en'),
        });
      properties.push({ propertyId: property._id, quantity: chosen.quantity, selected: true });
    }
    // A colour sold by size or pack never takes units of its own: they would reach the order
    // with no size (issue 17).
    if (entry.quantity > 0 && colour.properties.length > 0) {
      throw badRequest('option_required', { colour: colour.color.enName });
    }
    if (entry.quantity === 0 && properties.length === 0) continue;
    items.push({ colorId: colour._id, quantity: entry.quantity, selected: true, properties });
  }
  return items;
}

/** Adds `extra` to `existing`, colour by colour and property by property. */
export function mergeCartItems(existing: CartLineItem[], extra: CartLineItem[]): CartLineItem[] {
  const merged = existing.map((item) => ({
    ...item,
    properties: item.properties.map((p) => ({ ...p })),
  }));
  for (const item of extra) {
    const same = merged.find((m) => m.colorId === item.colorId);
    if (!same) {
      merged.push(item);
      continue;
    }
    same.quantity += item.quantity;
    same.selected = true;
    for (const property of item.properties) {
      const sameProperty = same.properties.find((p) => p.propertyId === property.propertyId);
      if (sameProperty) {
        sameProperty.quantity += property.quantity;
        sameProperty.selected = true;
      } else same.properties.push(property);
    }
  }
  return merged;
}

/** Why these items cannot be had from the product's current stock, or undefined when they can. */
export function stockShortfall(product: Product, items: CartLineItem[]): Refusal | undefined {
  const total = lineUnits(items);
  if (total > product.stock) return refusal('only_in_stock', { count: product.stock });
  for (const item of items) {
    const colour = product.colors.find((c) => c._id === item.colorId);
    if (!colour) return refusal('colour_gone');
    // Units of its own on a colour with sizes (carts written before sizes were required, or
    // sizes added to the colour since): they cannot be ordered until the customer removes them.
    if (item.selected && item.quantity > 0 && colour.properties.length > 0) {
      return refusal('option_required', { colour: colour.color.enName });
    }
    if (itemUnits(item) > colour.color.colorQuantity) {
      return refusal('only_colour_in_stock', {
        count: colour.color.colorQuantity,
        colour: colour.color.enName,
      });
    }
    for (const chosen of item.properties) {
      const property = colour.properties.find((p) => p._id === chosen.propertyId);
      if (!property) return refusal('option_gone', { colour: colour.color.enName });
      if (chosen.selected && chosen.quantity > property.quantity) {
        return refusal('only_option_in_stock', {
          count: property.quantity,
          colour: colour.color.enName,
          option: property.property,
        });
      }
    }
  }
  return undefined;
}

/** One row of a cart line: a colour's own units (`propertyId` null) or a colour × size. */
export interface CartRowRef {
  colorId: string;
  propertyId: string | null;
}

/** How many units a row holds now; a row the line does not have is a 404 (a stale tab). */
export function rowQuantity(items: CartLineItem[], row: CartRowRef): number {
  const item = items.find((i) => i.colorId === row.colorId && i.selected);
  if (item && row.propertyId === null) return item.quantity;
  const property = item?.properties.find((p) => p.propertyId === row.propertyId && p.selected);
  if (!property) throw notFound('cart_row_not_found');
  return property.quantity;
}

/**
 * The line's items with one row set to `quantity` and everything else kept; a row at 0 goes,
 * and so does a colour left with neither units of its own nor sizes.
 */
export function withRowQuantity(
  items: CartLineItem[],
  row: CartRowRef,
  quantity: number,
): CartLineItem[] {
  return items.flatMap((item) => {
    if (item.colorId !== row.colorId || !item.selected) return [item];
    const changed: CartLineItem =
      row.propertyId === null
        ? { ...item, quantity }
        : {
            ...item,
            properties: item.properties.flatMap((p) =>
              p.propertyId !== row.propertyId ? [p] : quantity > 0 ? [{ ...p, quantity }] : [],
            ),
          };
    return changed.quantity > 0 || changed.properties.length > 0 ? [changed] : [];
  });
}

/** The line's rows that hold units: each colour's own units, then each of its sizes. */
export function lineRows(items: CartLineItem[]): CartRowRef[] {
  return items
    .filter((item) => item.selected)
    .flatMap((item) => [
      ...(item.quantity > 0 ? [{ colorId: item.colorId, propertyId: null }] : []),
      ...item.properties
        .filter((p) => p.selected && p.quantity > 0)
        .map((p) => ({ colorId: item.colorId, propertyId: p.propertyId })),
    ]);
}
