import type { Product } from '@chapkhana/shared/catalogue';
import type { PrintChoice, ProductPrint } from '@chapkhana/shared/print';
import { MAX_PRINT_QUANTITY } from '@chapkhana/shared/print-rules';
import {
  artworkSpecFor,
  cheaperLargerOrder,
  printLinePrice,
  printTierTable,
  type PrintPrice,
} from '@chapkhana/shared/pricing';
import { useMemo, useState } from 'react';
import type { TierRow } from '@/features/print/components/print-tier-table';
import {
  keptChoice,
  minimumPieces,
  parsePieces,
  tierBands,
} from '@/features/print/utils/print-choice';

/**
 * A print product's configuration on its page: the chosen values (every group starts at its
 * first, or at the cart line's when the product is in the cart), the pieces as typed, and what
 * follows from them with the page's IQD rate: the live price (`printLinePrice`), the tier table
 * with the current options, a larger order that costs less (`cheaperLargerOrder`) and the
 * artwork expected.
 */
export function usePrintConfiguration(
  product: Product,
  print: ProductPrint,
  rate: string | undefined,
  initial?: { choice: PrintChoice; quantity: number },
) {
  const [choice, setChoice] = useState<PrintChoice>(() => keptChoice(print, initial?.choice));
  const minimum = minimumPieces(print);
  const [quantityText, setQuantityText] = useState(String(initial?.quantity ?? minimum));
  const pieces = parsePieces(quantityText);

  const base = useMemo(
    () =>
      rate === undefined
        ? null
        : { print, basePrice: product.price, discountPercent: product.discount, rate, choice },
    [print, product.price, product.discount, rate, choice],
  );

  const price: PrintPrice | null = useMemo(() => {
    if (!base || pieces === null || pieces < minimum || pieces > MAX_PRINT_QUANTITY) return null;
    try {
      return printLinePrice({ ...base, quantity: pieces });
    } catch {
      return null;
    }
  }, [base, pieces, minimum]);

  /** A band just above whose first quantity costs less in all than the pieces typed. */
  const cheaperAt: PrintPrice | null = useMemo(() => {
    if (!base || !price || pieces === null) return null;
    return cheaperLargerOrder({ ...base, quantity: pieces });
  }, [base, price, pieces]);

  const tiers: TierRow[] = useMemo(() => {
    if (!base) return [];
    const bands = tierBands(print.tiers);
    try {
      return printTierTable(base).map((row, index) => ({
        band: bands[index] ?? { from: row.tier.minQuantity, to: null },
        unitPrice: row.unitPrice.toString(),
      }));
    } catch {
      return [];
    }
  }, [base, print.tiers]);

  const currentTier =
    pieces === null
      ? null
      : (tierBands(print.tiers).find(
          (band) => pieces >= band.from && (band.to === null || pieces <= band.to),
        )?.from ?? null);

  return {
    choice,
    choose: (groupId: string, valueId: string) =>
      setChoice((current) => ({ ...current, [groupId]: valueId })),
    setChoice,
    quantityText,
    setQuantityText,
    pieces,
    minimum,
    price,
    cheaperAt,
    tiers,
    currentTier,
    artworkSpec: artworkSpecFor(print, choice),
  };
}
