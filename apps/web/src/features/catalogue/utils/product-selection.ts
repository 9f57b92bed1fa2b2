import type { CartItemInput } from '@chapkhana/shared/cart';
import type { ProductColour } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { discountedUnitPrice, lineQuantity } from '@chapkhana/shared/pricing';
import { normaliseDigits } from '@chapkhana/shared/text';

/** An exact decimal amount (big.js) as the shared pricing module returns it. */
type Decimal = ReturnType<typeof discountedUnitPrice>;

/** What the customer picked of one colour: its own quantity and one per property. */
export interface ColourPick {
  quantity: number;
  properties: Record<string, number>;
}

/** Ticked colours by colour id; a colour missing here is not selected (docs/storefront.md §4). */
export type ProductSelection = Record<string, ColourPick>;

/** Ticks or unticks a colour; unticking drops everything picked of it. */
export function toggleColour(
  selection: ProductSelection,
  colourId: string,
  checked: boolean,
): ProductSelection {
  if (checked) {
    return colourId in selection
      ? selection
      : { ...selection, [colourId]: { quantity: 0, properties: {} } };
  }
  const { [colourId]: _dropped, ...rest } = selection;
  return rest;
}

/**
 * Sets a quantity of a colour (propertyId null) or of one of its properties. Typing a
 * quantity ticks the colour, so the customer does not have to do both.
 */
export function setPickQuantity(
  selection: ProductSelection,
  colourId: string,
  propertyId: string | null,
  quantity: number,
): ProductSelection {
  const pick = selection[colourId] ?? { quantity: 0, properties: {} };
  const next: ColourPick =
    propertyId === null
      ? { ...pick, quantity }
      : { ...pick, properties: { ...pick.properties, [propertyId]: quantity } };
  return { ...selection, [colourId]: next };
}

/** Items selected in all: each ticked colour's quantity plus its property quantities. */
export function selectedQuantity(selection: ProductSelection): number {
  return Object.values(selection).reduce(
    (sum, pick) => sum + lineQuantity(pick.quantity, Object.values(pick.properties)),
    0,
  );
}

/** Product-detail total (docs/storefront.md §9): selected quantities × discounted unit price, in IQD. */
export function selectionTotal(
  selection: ProductSelection,
  price: string,
  rate: string,
  discount: number,
): Decimal {
  return discountedUnitPrice(price, rate, discount).times(selectedQuantity(selection));
}

/** Why a typed quantity was changed: over the stock, not whole pieces, or not a number. */
export type QuantityNote = 'stock' | 'whole' | 'digits';

/**
 * Reads a quantity typed into a number box: Eastern Arabic or Persian digits are accepted, a
 * fraction is cut to whole pieces, and the result stays within 0…max. `note` says why the
 * quantity differs from what was typed, so the box can tell the customer (issue 18.10b); a
 * number typed half-way ("2.") is not a change yet.
 */
export function readQuantityInput(
  raw: string,
  max: number,
): { quantity: number; note: QuantityNote | null } {
  const text = normaliseDigits(raw).trim().replace(/[٫,]/g, '.');
  const limit = Math.max(0, max);
  if (text === '') return { quantity: 0, note: null };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { quantity: 0, note: 'digits' };
  const whole = Number(match[1]);
  if (whole > limit) return { quantity: limit, note: 'stock' };
  const fraction = match[2] ?? '';
  return { quantity: whole, note: /[1-9]/.test(fraction) ? 'whole' : null };
}

/** Units a colour offers: the sum of its properties when it has any, else its own quantity. */
export function colourAvailable(colour: ProductColour): number {
  return colour.properties.length > 0
    ? colour.properties.reduce((sum, property) => sum + property.quantity, 0)
    : colour.color.colorQuantity;
}

/**
 * The add-to-cart `cartItems` for a selection (docs/storefront.md §3 cart request): one entry per ticked
 * colour that has something chosen, named by its English name and hex code as the API
 * matches them, with its own quantity and every option given a quantity.
 */
export function selectionCartItems(
  colours: readonly ProductColour[],
  selection: ProductSelection,
): CartItemInput[] {
  const items: CartItemInput[] = [];
  for (const colour of colours) {
    const pick = selection[colour._id];
    if (!pick) continue;
    const properties = colour.properties
      .filter((property) => (pick.properties[property._id] ?? 0) > 0)
      .map((property) => ({
        property: property.property,
        quantity: pick.properties[property._id] ?? 0,
        selected: true,
      }));
    if (pick.quantity === 0 && properties.length === 0) continue;
    items.push({
      color: localisedName(colour.color, 'en'),
      code: colour.color.code,
      quantity: pick.quantity,
      selected: true,
      properties,
    });
  }
  return items;
}

const wholeUpTo = (value: unknown, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : 0;

/**
 * A selection saved before signing in, rebuilt from this product's colours and options only
 * (the saved copy is the page's to forge): unknown ids are dropped and each quantity is a
 * whole number within the stock, as the quantity boxes allow.
 */
export function restoreSelection(
  colours: readonly ProductColour[],
  saved: unknown,
): ProductSelection {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  const picks = saved as Record<string, unknown>;
  const selection: ProductSelection = {};
  for (const colour of colours) {
    if (!Object.hasOwn(picks, colour._id)) continue;
    const pick = picks[colour._id];
    if (typeof pick !== 'object' || pick === null) continue;
    const { quantity, properties } = pick as { quantity?: unknown; properties?: unknown };
    const savedProperties =
      typeof properties === 'object' && properties !== null
        ? (properties as Record<string, unknown>)
        : {};
    const restored: ColourPick = {
      quantity: wholeUpTo(quantity, colour.color.colorQuantity),
      properties: {},
    };
    for (const property of colour.properties) {
      if (Object.hasOwn(savedProperties, property._id)) {
        restored.properties[property._id] = wholeUpTo(
          savedProperties[property._id],
          property.quantity,
        );
      }
    }
    selection[colour._id] = restored;
  }
  return selection;
}
