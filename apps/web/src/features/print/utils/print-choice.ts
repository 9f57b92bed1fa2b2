import type { PrintChoice, ProductPrint } from '@chapkhana/shared/print';
import { normaliseNumber } from '@chapkhana/shared/text';

/** Every group's first value: a print product's configurator starts complete. */
export function firstChoice(print: Pick<ProductPrint, 'options'>): PrintChoice {
  const choice: PrintChoice = {};
  for (const group of print.options) {
    const first = group.values[0];
    if (first) choice[group.id] = first.id;
  }
  return choice;
}

/** The smallest quantity of a print product: its first tier's, else 1. */
export const minimumPieces = (print: Pick<ProductPrint, 'tiers'>) =>
  print.tiers[0]?.minQuantity ?? 1;

/** Pieces as typed (Eastern Arabic and Persian digits too); null unless a whole number ≥ 1. */
export function parsePieces(text: string): number | null {
  const plain = normaliseNumber(text);
  if (!/^\d{1,9}$/.test(plain)) return null;
  const pieces = Number(plain);
  return pieces >= 1 ? pieces : null;
}

/** A tier's band: from its minimum to one below the next tier's (null: and up). */
export interface TierBand {
  from: number;
  to: number | null;
}

export function tierBands(tiers: ProductPrint['tiers']): TierBand[] {
  return tiers.map((tier, index) => {
    const next = tiers[index + 1];
    return { from: tier.minQuantity, to: next ? next.minQuantity - 1 : null };
  });
}

/** A saved choice that still fits the product: every group with one of its values. */
export function keptChoice(print: Pick<ProductPrint, 'options'>, saved: unknown): PrintChoice {
  const choice = firstChoice(print);
  if (typeof saved !== 'object' || saved === null) return choice;
  for (const group of print.options) {
    const valueId = (saved as Record<string, unknown>)[group.id];
    if (group.values.some((value) => value.id === valueId)) choice[group.id] = valueId as string;
  }
  return choice;
}

/** What a design is checked against, as one key: trim, bleed and sides. */
export function artworkSpecKey(spec: {
  trim: { widthMm: number; heightMm: number };
  bleedMm: number;
  sides: number;
}): string {
  return `${spec.trim.widthMm}x${spec.trim.heightMm}+${spec.bleedMm}/${spec.sides}`;
}
