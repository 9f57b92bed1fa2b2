import type { CartLine, CartResponse } from '@chapkhana/shared/cart';

type CartSellerGroup = CartResponse['card_products'][number];
import type { ReactNode } from 'react';
import { localisedShopName } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { Store } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { CartLineRow } from '@/features/cart/components/cart-line-row';

interface CartSellerGroupsProps {
  groups: CartResponse['card_products'];
  variant: 'editable' | 'summary';
  /** Draws a print line's "ready by" and "at your door by" (the cart's and the checkout's). */
  linePromise?: ((group: CartSellerGroup, line: CartLine) => ReactNode) | undefined;
}

/** The cart's lines grouped by the shop that sells them (each shop ships its part). */
export function CartSellerGroups({ groups, variant, linePromise }: CartSellerGroupsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <section
          key={group.sellerId}
          data-testid="cart-seller-group"
          aria-label={t('cart.soldBy', { shop: localisedShopName(group, language) })}
          className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5"
        >
          <h2 className="flex items-center gap-2 border-b border-slate-200 py-3 font-bold text-slate-900">
            <Store aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span className="text-sm font-medium text-slate-500">{t('cart.shop')}</span>
            <bdi data-testid="cart-shop-name">{localisedShopName(group, language)}</bdi>
          </h2>
          <ul className="divide-y divide-slate-100">
            {group.products.map((line) => (
              <CartLineRow key={line._id} line={line} variant={variant} />
            ))}
          </ul>
          {linePromise ? (
            <div className="flex flex-col gap-2 pb-3 empty:hidden">
              {group.products.map((line) => linePromise(group, line))}
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** Lines that cannot be bought now (not enough stock): shown apart, with a remove button. */
export function OutOfStockLines({ lines }: { lines: CartResponse['outOfStockProduct'] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <section
      data-testid="out-of-stock-list"
      className="rounded-xl border border-red-200 bg-red-50/40 px-4 sm:px-5"
    >
      <h2 className="border-b border-red-200 py-3 font-bold text-red-800">
        {t('cart.outOfStockTitle', { count: lines.length })}
      </h2>
      <ul className="divide-y divide-red-100">
        {lines.map((line) => (
          <CartLineRow key={line._id} line={line} variant="outOfStock" />
        ))}
      </ul>
    </section>
  );
}
