import type {
  ArtworkExpectation,
  ArtworkView,
  PrintChoice,
  ProductPrint,
} from '@chapkhana/shared/print';
import { checkedForSpec } from '@chapkhana/shared/pricing';
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

/**
 * The files whose preflight verdict was made for other artwork than `spec` (another size, bleed
 * or number of sides, or not known): the line cannot take them until they are uploaded again.
 */
export function staleArtworkIds(
  files: readonly Pick<ArtworkView, '_id' | 'checkedFor'>[],
  spec: ArtworkExpectation | null,
): Set<string> {
  return new Set(
    files.filter((file) => !checkedForSpec(file.checkedFor, spec)).map((file) => file._id),
  );
}
