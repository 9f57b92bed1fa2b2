import type { AdminDeliveryFees, AdminDeliveryFeesValues } from '@chapkhana/shared/delivery';
import { GOVERNORATE_CODES, type GovernorateCode } from '@chapkhana/shared/governorates';
import { isLargePriceChange } from '@chapkhana/shared/price-entry';

/** A fee moved more than ×5 or ÷5 from what is saved: where to (null: the default), from, to. */
export interface FeeChange {
  governorate: GovernorateCode | null;
  from: number;
  to: number;
}

/**
 * The fees of `next` more than ×5 or ÷5 of what each destination costs now (`isLargePriceChange`,
 * as for prices): a zero too many or too few. Free delivery (0) before is never such a change.
 */
export function largeFeeChanges(
  saved: AdminDeliveryFees,
  next: AdminDeliveryFeesValues,
): FeeChange[] {
  const changes: FeeChange[] = [];
  const compare = (governorate: GovernorateCode | null, from: number, to: number) => {
    if (isLargePriceChange(String(from), String(to))) changes.push({ governorate, from, to });
  };
  compare(null, saved.defaultFee, next.defaultFee);
  for (const code of GOVERNORATE_CODES) {
    const own = next.fees[code];
    if (own === null || own === undefined) continue;
    compare(code, saved.fees[code] ?? saved.defaultFee, own);
  }
  return changes;
}
