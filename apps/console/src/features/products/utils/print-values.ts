import {
  productPrintSchema,
  type PrintGroupKind,
  type ProductPrint,
} from '@chapkhana/shared/print';
import { productBodySchema } from '@chapkhana/shared/products';
import type { z } from 'zod';

/**
 * The product form's schema: the product body with its print set-up (`null` when the product is
 * not printed to order). The API's product body takes the same `print` (docs/design.md §13).
 */
export const productFormSchema = productBodySchema.safeExtend({
  print: productPrintSchema.nullable(),
});
export type ProductFormBody = z.output<typeof productFormSchema>;
export type PrintValues = z.input<typeof productPrintSchema>;
export type PrintGroupValues = PrintValues['options'][number];
export type PrintValueValues = PrintGroupValues['values'][number];
export type PrintTierValues = PrintValues['tiers'][number];

/** A key (`a5-flyer`) from an English name: lower-case letters and digits joined by `-`, at most 40. */
export function printKeyOf(englishName: string): string {
  return englishName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

export const emptyPrintValue = (): PrintValueValues => ({
  id: '',
  enName: '',
  kuName: '',
  arName: '',
  effect: { kind: 'per_unit', amount: '0' },
});

export const emptyPrintGroup = (kind: PrintGroupKind = 'other'): PrintGroupValues => ({
  id: '',
  kind,
  enName: '',
  kuName: '',
  arName: '',
  values: [emptyPrintValue()],
});

export const emptyPrintTier = (): PrintTierValues => ({ minQuantity: Number.NaN, unitPrice: '' });

const defaultArtwork = (): NonNullable<PrintValues['artwork']> => ({
  required: true,
  trim: { widthMm: 148, heightMm: 210 },
  bleedMm: 3,
  sides: 1,
});

/** A new print set-up: no options, one tier from 100 pieces, artwork required at A5 with 3 mm bleed. */
export const emptyPrint = (): PrintValues => ({
  options: [],
  tiers: [{ minQuantity: 100, unitPrice: '' }],
  artwork: defaultArtwork(),
});

/** The tiers ordered by their starting quantity (unreadable quantities last), keeping equal ones in place. */
export function sortedTiers(tiers: readonly PrintTierValues[]): PrintTierValues[] {
  const start = (tier: PrintTierValues) =>
    Number.isFinite(tier.minQuantity) ? tier.minQuantity : Number.POSITIVE_INFINITY;
  return [...tiers].sort((a, b) => start(a) - start(b));
}

/** Whether the rows are out of quantity order (what `sortedTiers` would change). */
export function tiersNeedSorting(tiers: readonly PrintTierValues[]): boolean {
  return sortedTiers(tiers).some((tier, i) => tier !== tiers[i]);
}

/**
 * A saved product's print set-up as the form edits it. The form always shows the artwork fields:
 * a set-up saved without an artwork spec comes back as "not required" at the default size.
 */
export function printValues(print: ProductPrint | null | undefined): PrintValues | null {
  if (!print) return null;
  const values = structuredClone(print);
  return { ...values, artwork: values.artwork ?? { ...defaultArtwork(), required: false } };
}
