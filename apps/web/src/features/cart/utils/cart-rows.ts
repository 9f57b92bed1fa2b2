import type { CartItem, CartLine, CartResponse } from '@chapkhana/shared/cart';
import { localisedName, type Language } from '@chapkhana/shared/languages';

/** One colour × size of a cart line (or a colour's own units), as the cart shows and changes it. */
export interface CartRow {
  key: string;
  colorId: string;
  /** null: the colour's own units (a colour without sizes). */
  propertyId: string | null;
  /** `#rrggbb`. */
  code: string;
  colourName: string;
  /** The size or pack in the reading language; null for a colour's own units. */
  sizeName: string | null;
  quantity: number;
  canIncrease: boolean;
  canDecrease: boolean;
}

const colourUnits = (item: CartItem) =>
  item.quantity + item.properties.reduce((sum, p) => sum + (p.selected ? p.quantity : 0), 0);

/**
 * The rows of a line with how far each may go, by the API's rules (cart/stock.ts): + stops at
 * the size's, the colour's and the product's stock, and never adds units of its own to a colour
 * with sizes; − at 1 takes the row out, except on the line's only row (Remove is for that).
 */
export function cartLineRows(line: CartLine, language: Language): CartRow[] {
  const colours = line.cartItems.filter((item) => item.selected);
  const rows: Omit<CartRow, 'canDecrease'>[] = colours.flatMap((item) => {
    const colourName = localisedName(
      { enName: item.color, kuName: item.kuName, arName: item.arName },
      language,
    );
    const colourRoom =
      colourUnits(item) < item.colorQuantity && line.quantity < line.productInfo.stock;
    const sizes = item.properties.filter((p) => p.selected && p.quantity > 0);
    return [
      ...(item.quantity > 0
        ? [
            {
              key: item._id,
              colorId: item._id,
              propertyId: null,
              code: item.code,
              colourName,
              sizeName: null,
              quantity: item.quantity,
              canIncrease: colourRoom && sizes.length === 0,
            },
          ]
        : []),
      ...sizes.map((size) => ({
        key: `${item._id}-${size._id}`,
        colorId: item._id,
        propertyId: size._id,
        code: item.code,
        colourName,
        sizeName: localisedName(size, language),
        quantity: size.quantity,
        canIncrease: colourRoom && size.quantity < size.stock,
      })),
    ];
  });
  return rows.map((row) => ({ ...row, canDecrease: row.quantity > 1 || rows.length > 1 }));
}

/**
 * The cart with one row moved by `change` at once, before the server answers (the answer then
 * replaces it, totals and all): the row's and the line's numbers; a row at 0 goes, and so does
 * a colour without rows and a line without colours.
 */
export function withRowStep(
  cart: CartResponse,
  step: { lineId: string; colorId: string; propertyId: string | null; change: number },
): void {
  const lists = [...cart.card_products.map((group) => group.products), cart.outOfStockProduct];
  for (const lines of lists) {
    const index = lines.findIndex((line) => line._id === step.lineId);
    const line = lines[index];
    const item = line?.cartItems.find((i) => i._id === step.colorId);
    if (!line || !item) continue;
    if (step.propertyId === null) item.quantity = Math.max(0, item.quantity + step.change);
    else {
      const size = item.properties.find((p) => p._id === step.propertyId);
      if (!size) return;
      size.quantity = Math.max(0, size.quantity + step.change);
      item.properties = item.properties.filter((p) => p.quantity > 0);
    }
    line.cartItems = line.cartItems.filter((i) => i.quantity > 0 || i.properties.length > 0);
    line.quantity = line.cartItems.reduce((sum, i) => sum + (i.selected ? colourUnits(i) : 0), 0);
    if (line.quantity === 0) lines.splice(index, 1);
    return;
  }
}
