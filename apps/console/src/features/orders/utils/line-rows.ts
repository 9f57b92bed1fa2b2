import type { Order } from '@chapkhana/shared/orders';
import type { LocalisedNames } from '@chapkhana/shared/languages';

type OrderLine = Order['products'][number];

/** One row of a job: a colour and, where the product has them, a size/pack/option. */
export interface LineRow {
  colour: LocalisedNames;
  hex: string;
  /** Null for the colour's own quantity (no option chosen). */
  option: LocalisedNames | null;
  quantity: number;
}

/**
 * A line's colour × option rows with their quantities: each chosen option of a colour, and the
 * colour's base quantity where there is one (or where the colour has no options at all).
 */
export function lineRows(line: OrderLine): LineRow[] {
  return line.cartItems.flatMap((item) => {
    const colour = { enName: item.color, kuName: item.kuName, arName: item.arName };
    const options = item.properties
      .filter((p) => p.quantity > 0)
      .map((p) => ({
        colour,
        hex: item.code,
        option: { enName: p.enName || p.property, kuName: p.kuName, arName: p.arName },
        quantity: p.quantity,
      }));
    const base =
      item.quantity > 0 || options.length === 0
        ? [{ colour, hex: item.code, option: null, quantity: item.quantity }]
        : [];
    return [...base, ...options];
  });
}
