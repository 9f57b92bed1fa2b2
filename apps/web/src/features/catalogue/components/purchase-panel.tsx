import type { CartItemInput } from '@chapkhana/shared/cart';
import type { Product } from '@chapkhana/shared/catalogue';
import { formatPrice } from '@chapkhana/shared/pricing';
import { Heart, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ColourTable } from '@/features/catalogue/components/colour-table';
import {
  restoreSelection,
  selectedQuantity,
  selectionCartItems,
  selectionTotal,
  setPickQuantity,
  toggleColour,
  type ProductSelection,
} from '@/features/catalogue/utils/product-selection';
import {
  loginPathFor,
  saveSignInIntent,
  takeSignInIntent,
  type SignInReason,
} from '@/lib/sign-in-intent';
import { useCustomer } from '@/lib/use-customer';

interface PurchasePanelProps {
  product: Product;
  rate: string | undefined;
  /** Sends the chosen colours and options to the cart; resolves to true when it took them. */
  onAddToCart: (cartItems: CartItemInput[], quantity: number) => Promise<boolean>;
  onAddToWishlist: () => void;
  isAddingToCart?: boolean;
  isAddingToWishlist?: boolean;
}

/**
 * Colour and quantity choice, the running total (selected quantities × discounted unit
 * price, spec §9) and the cart and wishlist buttons. Signed out, both buttons lead to
 * /login (spec §5), which says why and brings the visitor back here; the action and the
 * selection are kept and carried out on return, so the chosen rows land in the cart. With
 * nothing chosen, the cart button asks for a quantity. A selection the cart took is cleared,
 * so a second press does not add it again.
 */
export function PurchasePanel({
  product,
  rate,
  onAddToCart,
  onAddToWishlist,
  isAddingToCart = false,
  isAddingToWishlist = false,
}: PurchasePanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const customer = useCustomer();
  const [selection, setSelection] = useState<ProductSelection>({});
  const count = selectedQuantity(selection);

  const addSelection = (picked: ProductSelection) => {
    const cartItems = selectionCartItems(product.colors, picked);
    const quantity = selectedQuantity(picked);
    if (quantity === 0 || cartItems.length === 0) {
      toast.error(t('product.selectQuantity'));
      return;
    }
    // A refused selection stays on the page (a resumed one is put there) to be corrected.
    void onAddToCart(cartItems, quantity).then((added) => setSelection(added ? {} : picked));
  };

  const signInFirst = (reason: SignInReason) => {
    const path = `${location.pathname}${location.search}`;
    saveSignInIntent({
      reason,
      path,
      productId: product._id,
      ...(reason === 'cart' ? { selection } : {}),
    });
    void navigate(loginPathFor(paths.login, reason, path));
  };

  const addToCart = () => (customer ? addSelection(selection) : signInFirst('cart'));
  const addToWishlist = () => (customer ? onAddToWishlist() : signInFirst('wishlist'));

  // Back from signing in: carry out what the visitor asked for (once: taking it forgets it).
  const resumed = useRef(false);
  useEffect(() => {
    if (!customer || resumed.current) return;
    const intent = takeSignInIntent(product._id);
    if (!intent) return;
    resumed.current = true;
    if (intent.reason === 'wishlist') {
      onAddToWishlist();
    } else if (intent.reason === 'cart') {
      const restored = restoreSelection(product.colors, intent.selection);
      if (selectedQuantity(restored) > 0) addSelection(restored);
    }
    // Runs when the customer becomes known on this product; the handlers are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, product._id]);

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
          onClick={addToWishlist}
          disabled={isAddingToWishlist}
          aria-label={t('product.addToWishlist')}
          className="flex h-12 items-center justify-center gap-2 rounded-md px-4 font-semibold text-accent-700 ring-1 ring-accent-600 hover:bg-pink-50 disabled:opacity-70"
        >
          <Heart aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('product.addToWishlist')}</span>
        </button>
      </div>
    </div>
  );
}
