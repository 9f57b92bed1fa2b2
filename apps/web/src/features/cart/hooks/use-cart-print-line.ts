import type { CartLine } from '@chapkhana/shared/cart';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCartQuery } from '@/features/cart/api/get-cart';
import { useCustomer } from '@/lib/use-customer';

/** A print product's line in the customer's cart (options, pieces, designs), for its page to start from. */
export function useCartPrintLine(productId: string | undefined): CartLine | undefined {
  const customerId = useCustomer()?.id ?? null;
  const { data } = useGetCartQuery(customerId && productId ? customerId : skipToken);
  if (!data || !productId) return undefined;
  const lines = [
    ...data.card_products.flatMap((group) => group.products),
    ...data.outOfStockProduct,
  ];
  return lines.find((line) => line.productInfo._id === productId && line.print);
}
