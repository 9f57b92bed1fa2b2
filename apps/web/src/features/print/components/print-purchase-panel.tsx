import type { Product } from '@chapkhana/shared/catalogue';
import type { ArtworkView, PrintChoice, ProductPrint } from '@chapkhana/shared/print';
import { artworkSpecFor, printWorkingDays } from '@chapkhana/shared/pricing';
import { MAX_PRINT_QUANTITY } from '@chapkhana/shared/print-rules';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAddPrintLineMutation } from '@/features/print/api/add-print-line';
import { PrintArtworkSection } from '@/features/print/components/print-artwork-section';
import { PrintOptionGroups } from '@/features/print/components/print-option-groups';
import { PrintPriceSummary } from '@/features/print/components/print-price-summary';
import { PrintQuantityField } from '@/features/print/components/print-quantity-field';
import { PrintTierTable } from '@/features/print/components/print-tier-table';
import { usePrintConfiguration } from '@/features/print/hooks/use-print-configuration';
import { keptChoice, staleArtworkIds } from '@/features/print/utils/print-choice';
import { printIntentOf, type PrintIntentSelection } from '@/features/print/utils/print-intent';
import { actionToast } from '@/lib/action-toast';
import {
  loginPathFor,
  readSignInIntent,
  saveSignInIntent,
  takeSignInIntent,
} from '@/lib/sign-in-intent';
import { useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';

/** The add-to-cart toasts, shared with the colour panel: a success clears an error still shown. */
const feedback = actionToast('add-to-cart');

/**
 * A print product's purchase panel (docs/design.md §13): option chips, pieces, the tier table, the
 * live price, the design upload and "Add to cart" (POST /home/print/cart). A visitor is sent
 * to sign in; the choice and pieces are kept in the sign-in intent and the line is added on
 * return (a product that needs a design waits for the upload instead).
 */
export function PrintPurchasePanel({
  product,
  print,
  rate,
  editing,
  promise,
}: {
  product: Product;
  print: ProductPrint;
  rate: string | undefined;
  /** Draws "ready by" and "at your door by" for the chosen turnaround's working days (the page's). */
  promise?: ((workingDays: number | null) => ReactNode) | undefined;
  /** The cart line being edited (the cart's Edit): the page starts from it and saving replaces it. */
  editing?: { lineId: string; choice: PrintChoice; quantity: number; artwork: ArtworkView[] };
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const navigate = useNavigate();
  const location = useLocation();
  const customer = useCustomer();
  const config = usePrintConfiguration(product, print, rate, editing);
  const [artwork, setArtwork] = useState<ArtworkView[]>(editing?.artwork ?? []);
  const [addPrintLine, { isLoading: isAdding }] = useAddPrintLineMutation();

  const signInFirst = () => {
    const path = `${location.pathname}${location.search}`;
    const selection: PrintIntentSelection = {
      print: { options: config.choice, quantity: config.pieces ?? config.minimum },
    };
    saveSignInIntent({ reason: 'cart', path, productId: product._id, selection });
    void navigate(loginPathFor(paths.login, 'cart', path));
  };

  /** Sends the line; true when the cart took it. */
  const addLine = async (
    options: PrintChoice,
    quantity: number | null,
    files: ArtworkView[],
  ): Promise<boolean> => {
    if (quantity === null) {
      feedback.error(t('print.quantityInvalid'));
      return false;
    }
    if (quantity > MAX_PRINT_QUANTITY) {
      feedback.error(t('print.quantityTooLarge', { max: MAX_PRINT_QUANTITY }));
      return false;
    }
    if (quantity < config.minimum) {
      feedback.error(t('apiErrors.print_quantity_below_minimum', { min: config.minimum }));
      return false;
    }
    if (print.artwork?.required && files.length === 0) {
      feedback.error(t('apiErrors.artwork_required'));
      return false;
    }
    // A file checked for another size or sides is never sent with this choice (the API refuses it too).
    if (staleArtworkIds(files, artworkSpecFor(print, options)).size > 0) {
      feedback.error(t('apiErrors.artwork_checked_for_other'));
      return false;
    }
    try {
      await addPrintLine({
        productId: product._id,
        options,
        quantity,
        artworkIds: files.map((file) => file._id),
        ...(editing ? { lineId: editing.lineId } : {}),
      }).unwrap();
      if (editing) {
        feedback.success(shownText({ key: 'cart.messages.lineSaved' }));
        void navigate(paths.cart);
      } else {
        feedback.success(shownText({ key: 'cart.messages.added' }));
      }
      return true;
    } catch (error) {
      void feedback.failure(error, shownText);
      return false;
    }
  };

  /** Add to cart: the files went with the line, so the next design of the choice starts without them. */
  const addAndStartAfresh = async () => {
    if ((await addLine(config.choice, config.pieces, artwork)) && !editing) setArtwork([]);
  };

  // Back from signing in: put the kept choice back and add the line (once: taking forgets it).
  const resumed = useRef(false);
  useEffect(() => {
    if (!customer || resumed.current) return;
    const pending = readSignInIntent();
    if (pending?.reason !== 'cart' || pending.productId !== product._id) return;
    const kept = printIntentOf(takeSignInIntent(product._id)?.selection);
    if (!kept) return;
    resumed.current = true;
    const options = keptChoice(print, kept.options);
    config.setChoice(options);
    config.setQuantityText(String(kept.quantity));
    if (!print.artwork?.required) void addLine(options, kept.quantity, []);
    // Runs when the customer becomes known on this product; the handlers are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, product._id]);

  return (
    <div data-testid="print-configurator" className="flex min-w-0 flex-col gap-5">
      <h2 className="sr-only">{t('print.configurator')}</h2>
      <PrintOptionGroups options={print.options} choice={config.choice} onChoose={config.choose} />
      <PrintQuantityField
        text={config.quantityText}
        pieces={config.pieces}
        minimum={config.minimum}
        onText={config.setQuantityText}
      />
      <PrintTierTable
        rows={config.tiers}
        current={config.currentTier}
        pieces={config.pieces}
        cheaperAt={
          config.cheaperAt?.tier
            ? {
                pieces: config.cheaperAt.tier.minQuantity,
                total: config.cheaperAt.total.toString(),
              }
            : null
        }
        onPick={(pieces) => config.setQuantityText(String(pieces))}
      />
      <PrintPriceSummary price={config.price} />
      {promise?.(printWorkingDays(print, config.choice))}
      {config.artworkSpec ? (
        <PrintArtworkSection
          productId={product._id}
          choice={config.choice}
          spec={config.artworkSpec}
          required={Boolean(print.artwork?.required)}
          files={artwork}
          onFiles={setArtwork}
          onSignIn={customer ? null : signInFirst}
        />
      ) : null}
      {product.stock > 0 ? (
        <button
          type="button"
          data-testid="add-to-cart"
          onClick={() => (customer ? void addAndStartAfresh() : signInFirst())}
          disabled={isAdding}
          aria-busy={isAdding || undefined}
          className="flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
        >
          <ShoppingCart aria-hidden="true" className="size-5" />
          {editing ? t('print.saveLine') : t('product.addToCart')}
        </button>
      ) : null}
    </div>
  );
}
