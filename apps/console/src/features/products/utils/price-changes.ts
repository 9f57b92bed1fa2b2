import { isLargePriceChange } from '@chapkhana/shared/price-entry';
import type { LocalisedNames } from '@chapkhana/shared/languages';

/** The prices of the form's values (what the console compares before saving). */
export interface PricedValues {
  price: string | number;
  print: {
    options: readonly {
      id: string;
      values: readonly {
        id: string;
        enName?: string | undefined;
        kuName?: string | undefined;
        arName?: string | undefined;
        effect: { kind: string; amount: string | number };
      }[];
    }[];
    tiers: readonly { minQuantity: number; unitPrice: string | number }[];
  } | null;
}

type PriceChangeWhat =
  | { kind: 'price' }
  | { kind: 'tier'; minQuantity: number }
  | { kind: 'option'; names: LocalisedNames };

/** A price moved more than ×5 or ÷5: which one, its saved and its new value (base units). */
export type PriceChange = { from: string; to: string } & PriceChangeWhat;

/**
 * Each price of `next` more than ×5 or less than ÷5 of its saved value (`isLargePriceChange`):
 * the product's price, a tier's (matched by its starting quantity) and an option value's amount
 * (matched by group and value key; factors are not prices). Nothing saved: nothing to compare.
 */
export function largePriceChanges(saved: PricedValues | null, next: PricedValues): PriceChange[] {
  if (!saved) return [];
  const changes: PriceChange[] = [];
  const compare = (from: string | number, to: string | number, what: PriceChangeWhat) => {
    if (isLargePriceChange(String(from), String(to))) {
      changes.push({ ...what, from: String(from), to: String(to) });
    }
  };
  compare(saved.price, next.price, { kind: 'price' });
  for (const tier of next.print?.tiers ?? []) {
    const before = saved.print?.tiers.find((t) => t.minQuantity === tier.minQuantity);
    if (before)
      compare(before.unitPrice, tier.unitPrice, { kind: 'tier', minQuantity: tier.minQuantity });
  }
  for (const group of next.print?.options ?? []) {
    const savedGroup = saved.print?.options.find((g) => g.id === group.id);
    for (const value of group.values) {
      const before = savedGroup?.values.find((v) => v.id === value.id);
      if (!before || value.effect.kind === 'multiply' || before.effect.kind !== value.effect.kind) {
        continue;
      }
      const names = {
        enName: value.enName ?? '',
        kuName: value.kuName ?? '',
        arName: value.arName ?? '',
      };
      compare(before.effect.amount, value.effect.amount, { kind: 'option', names });
    }
  }
  return changes;
}
