import type { CartItemInput } from '@chapkhana/shared/cart';
import type { Product } from '@chapkhana/shared/catalogue';
import { formatPrice } from '@chapkhana/shared/pricing';
import { Heart, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ColourTable } from '@/features/catalogue/components/colour-table';
import {
  selectedQuantity,
  selectionCartItems,
  selectionTotal,
  setPickQuantity,
  toggleColour,
  type ProductSelection,
} from '@/features/catalogue/utils/product-selection';
import { useCustomer } from '@/lib/use-customer';
import { actionToast } from '@/lib/action-toast';

/** The add-to-cart toasts, shared with the cart hook: a success clears the panel's own error. */
const feedback = actionToast('add-to-cart');

interface PurchasePanelProps {
  product: Product;
  rate: string | undefined;
  /** Sends the chosen colours and options to the cart; resolves to true when it took them. */
  onAddToCart: (cartItems: CartItemInput[], quantity: number) => Promise<boolean>;
  /** Whether the product is on the customer's wishlist (the heart is filled and pressed). */
  isSaved: boolean;
  /** Saves the product, or takes it off the wishlist when it is saved. */
  onToggleWishlist: () => void;
  isAddingToCart?: boolean;
}

/**
 * Colour and quantity choice, the running total (selected quantities × discounted unit
 * price, spec §9) and the cart and wishlist buttons. Signed out, both buttons lead to
 * /login; with nothing chosen, the cart button asks for a quantity (spec §5). A selection
 * the cart took is cleared, so a second press does not add it again.
 */
export function PurchasePanel({
  product,
  rate,
  onAddToCart,
  isSaved,
  onToggleWishlist,
  isAddingToCart = false,
}: PurchasePanelProps) {
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
    const cartItems = selectionCartItems(product.colors, selection);
    if (count === 0 || cartItems.length === 0) {
      feedback.error(t('product.selectQuantity'));
      return;
    }
    void onAddToCart(cartItems, count).then((added) => {
      if (added) setSelection({});
    });
  });
  const toggleWishlist = requireCustomer(onToggleWishlist);
  // Signed out, the heart is never filled: it leads to /login.
  const saved = Boolean(customer) && isSaved;
  const wishlistLabel = saved ? t('product.removeFromWishlist') : t('product.saveToWishlist');

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
            disabled={isAddingToCart}
            aria-busy={isAddingToCart || undefined}
            className="flex h-12 flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
            {t('product.addToCart')}
          </button>
        ) : null}
        <button
          type="button"
          data-testid="add-to-wishlist"
          onClick={toggleWishlist}
          aria-pressed={saved}
          aria-label={wishlistLabel}
          className={`flex h-12 items-center justify-center gap-2 rounded-md px-4 font-semibold ring-1 ring-accent-600 ${
            saved
              ? 'bg-accent-600 text-white hover:bg-accent-700'
              : 'text-accent-700 hover:bg-pink-50'
          }`}
        >
          <Heart aria-hidden="true" className="size-5" fill={saved ? 'currentColor' : 'none'} />
          <span className="max-sm:sr-only">{wishlistLabel}</span>
        </button>
      </div>
    </div>
  );
}
