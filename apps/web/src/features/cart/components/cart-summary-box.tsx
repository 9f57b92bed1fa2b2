import type { CartResponse } from '@chapkhana/shared/cart';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PriceSummary } from '@/components/ui/price-summary';
import { DepositSplitRows } from '@/components/ui/deposit-split-rows';
import { CartParcels } from '@/features/cart/components/cart-parcels';
import { cartSummary } from '@/features/cart/utils/cart-summary';

/**
 * The order summary of the cart and shipping pages (docs/storefront.md §2): items, subtotal, the customer's
 * discount when there is one, shipping and the total, each rounded to 250 IQD (docs/storefront.md §9).
 */
export function CartSummaryBox({ cart, children }: { cart: CartResponse; children?: ReactNode }) {
  const { t } = useTranslation();
  const summary = cartSummary(cart);
  // Lines asking an advance (issue 38): it is paid online, the rest on delivery.
  const advance = cart.card_products
    .flatMap((group) => group.products)
    .reduce((sum, line) => sum + (line.deposit ?? 0), 0);
  const total = Number(summary.total.replaceAll(',', ''));
  const rows = [
    { label: t('summary.subtotal'), amount: summary.subtotal, testId: 'cart-summary-subtotal' },
    ...(summary.discount
      ? [
          {
            label: t('summary.discount', { percent: summary.discountPercent }),
            amount: summary.discount,
            testId: 'cart-summary-discount',
            negative: true,
          },
        ]
      : []),
    { label: t('summary.shipping'), amount: summary.shipping, testId: 'cart-summary-shipping' },
  ];
  return (
    <PriceSummary
      title={t('summary.title')}
      testId="cart-summary"
      rows={rows}
      lines={{ linesSum: summary.linesSum, rounding: summary.rounding, testId: 'cart-summary' }}
      total={{ label: t('summary.total'), amount: summary.total, testId: 'cart-summary-total' }}
      intro={
        <p className="text-sm text-slate-600" data-testid="cart-summary-items">
          {t('summary.items', { count: summary.items })}
        </p>
      }
    >
      {advance > 0 && advance < total ? (
        <DepositSplitRows split={{ now: advance, onDelivery: total - advance }} advance />
      ) : null}
      <CartParcels parcels={cart.parcels} />
      {children}
    </PriceSummary>
  );
}
