import type { Product } from '@chapkhana/shared/catalogue';
import { formatPrice } from '@chapkhana/shared/pricing';
import { Heart, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ColourTable } from '@/features/catalogue/components/colour-table';
import {
  selectedQuantity,
  selectionTotal,
  setPickQuantity,
  toggleColour,
  type ProductSelection,
} from '@/features/catalogue/utils/product-selection';
import { useCustomer } from '@/lib/use-customer';

interface PurchasePanelProps {
  product: Product;
  rate: string | undefined;
}

/**
 * Colour and quantity choice, the running total (selected quantities × discounted unit
 * price, spec §9) and the cart and wishlist buttons. Signed out, both buttons lead to
 * /login (spec §5); the cart and wishlist themselves arrive with a later change.
 */
export function PurchasePanel({ product, rate }: PurchasePanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customer = useCustomer();
  const [selection, setSelection] = useState<ProductSelection>({});
  const count = selectedQuantity(selection);

  const requireCustomer = (action: () => void) => () => {
    if (!customer) void navigate(paths.login);
    else action();
  };
  const addToCart = requireCustomer(() => {
    if (count === 0) toast.error(t('product.selectQuantity'));
    else toast(t('product.cartComingSoon'));
  });
  const addToWishlist = requireCustomer(() => toast(t('product.wishlistComingSoon')));

  return (
    <div className="flex flex-col gap-4">
      {product.colors.length > 0 ? (
        <ColourTable
          colours={product.colors}
          selection={selection}
          onToggle={(colourId, checked) =>
            setSelection((current) => toggleColour(current, colourId, checked))
          }
          onQuantity={(colourId, propertyId, quantity) =>
            setSelection((current) => setPickQuantity(current, colourId, propertyId, quantity))
          }
        />
      ) : null}
      <p className="flex items-baseline justify-between gap-2 rounded-lg bg-brand-50 px-4 py-3">
        <span className="font-semibold text-slate-800">{t('product.total', { items: count })}</span>
        <span data-testid="selection-total" className="text-xl font-bold text-brand-800">
          {rate === undefined
            ? '…'
            : t('catalogue.price', {
                amount: formatPrice(
                  selectionTotal(selection, product.price, rate, product.discount),
                ),
              })}
        </span>
      </p>
      <div className="flex flex-wrap gap-3">
        {product.stock > 0 ? (
          <button
            type="button"
            data-testid="add-to-cart"
            onClick={addToCart}
            className="flex h-12 flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {t('product.addToCart')}
          </button>
        ) : null}
        <button
          type="button"
          data-testid="add-to-wishlist"
          onClick={addToWishlist}
          aria-label={t('product.addToWishlist')}
          className="flex h-12 items-center justify-center gap-2 rounded-md px-4 font-semibold text-accent-700 ring-1 ring-accent-600 hover:bg-pink-50"
        >
          <Heart aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('product.addToWishlist')}</span>
        </button>
      </div>
    </div>
  );
}
