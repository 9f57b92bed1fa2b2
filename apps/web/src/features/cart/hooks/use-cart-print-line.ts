import type { CartLine } from '@chapkhana/shared/cart';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCartQuery } from '@/features/cart/api/get-cart';
import { useCustomer } from '@/lib/use-customer';

/**
 * The print line of the product a page edits (`?line=`, the cart's Edit): its options, pieces and
 * designs for the page to start from. A product may have several print lines (two designs, two
 * configurations), so the page names the one; another product's line, or none, is undefined.
 */
export function useCartPrintLine(
  productId: string | undefined,
  lineId: string | null,
): CartLine | undefined {
  const customerId = useCustomer()?.id ?? null;
  const { data } = useGetCartQuery(customerId && productId && lineId ? customerId : skipToken);
  if (!data || !productId || !lineId) return undefined;
  const lines = [
    ...data.card_products.flatMap((group) => group.products),
    ...data.outOfStockProduct,
  ];
  return lines.find(
    (line) => line._id === lineId && line.productInfo._id === productId && line.print,
  );
}
