import type { CartItemInput } from '@chapkhana/shared/cart';
import type { Product } from '@chapkhana/shared/catalogue';
import { formatPrice } from '@chapkhana/shared/pricing';
import { Heart, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
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
  readSignInIntent,
  takeSignInIntent,
  type SignInReason,
} from '@/lib/sign-in-intent';
import { currentCustomer, useCustomer } from '@/lib/use-customer';
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
  /** Saves the product (a saved one stays saved): a visitor's heart tap, resumed after sign-in. */
  onSaveToWishlist: () => void;
  isAddingToCart?: boolean;
  /**
   * A print product's configurator (docs/design.md §13), drawn instead of the colours, the total and
   * the cart button: it adds its own line and finishes its own sign-in intent.
   */
  printConfigurator?: ReactNode;
}

/**
 * Colour and quantity choice, the running total (selected quantities × discounted unit
 * price, docs/storefront.md §9) and the cart and wishlist buttons. Signed out, both buttons lead to
 * /login (docs/storefront.md §5), which says why and brings the visitor back here; the action and the
 * selection are kept and carried out on return, so the chosen rows land in the cart. With
 * nothing chosen, the cart button asks for a quantity. A selection the cart took is cleared,
 * so a second press does not add it again.
 */
export function PurchasePanel({
  product,
  rate,
  onAddToCart,
  isSaved,
  onToggleWishlist,
  onSaveToWishlist,
  isAddingToCart = false,
  printConfigurator,
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
      feedback.error(t('product.selectQuantity'));
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

  // Read at the tap: one kept from before hydration is carried out before the render that
  // reads the stored token, and a signed-in customer was sent to sign in again.
  const addToCart = () =>
    (customer ?? currentCustomer()) ? addSelection(selection) : signInFirst('cart');
  const toggleWishlist = () =>
    (customer ?? currentCustomer()) ? onToggleWishlist() : signInFirst('wishlist');
  // Signed out, the heart is never filled: it leads to /login.
  const saved = Boolean(customer) && isSaved;
  const wishlistLabel = saved ? t('product.removeFromWishlist') : t('product.saveToWishlist');

  // Back from signing in: carry out what the visitor asked for (once: taking it forgets it).
  const resumed = useRef(false);
  useEffect(() => {
    if (!customer || resumed.current) return;
    // A print product's cart intent is its configurator's to finish (issue 35.5): that panel
    // loads apart and may mount after this effect, which must not take the choice from it first.
    if (printConfigurator && readSignInIntent()?.reason === 'cart') return;
    const intent = takeSignInIntent(product._id);
    if (!intent) return;
    resumed.current = true;
    if (intent.reason === 'wishlist') {
      onSaveToWishlist();
    } else if (intent.reason === 'cart' && !printConfigurator) {
      const restored = restoreSelection(product.colors, intent.selection);
      if (selectedQuantity(restored) > 0) addSelection(restored);
    }
    // Runs when the customer becomes known on this product; the handlers are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, product._id]);

  return (
    <div className="flex flex-col gap-4">
      {printConfigurator}
      {!printConfigurator && product.colors.length > 0 ? (
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
      {printConfigurator ? null : (
        <p className="flex items-baseline justify-between gap-2 rounded-lg bg-brand-50 px-4 py-3">
          <span className="font-semibold text-slate-800">
            {t('product.total', { items: count })}
          </span>
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
      )}
      <div className="flex flex-wrap gap-3">
        {!printConfigurator && product.stock > 0 ? (
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
