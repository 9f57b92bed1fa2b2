import type { CartLine } from '@chapkhana/shared/cart';
import { localisedName, type Language } from '@chapkhana/shared/languages';
import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { formatPrice } from '@chapkhana/shared/pricing';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { PrintLineFacts } from '@/components/print/print-line-facts';
import { ColourBreakdown, toColourBreakdown } from '@/components/ui/colour-breakdown';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { paths } from '@/config/paths';
import { CartRowSteppers } from '@/features/cart/components/cart-row-steppers';
import { useCartLineActions } from '@/features/cart/hooks/use-cart-line-actions';
import { useErrorTexts } from '@/lib/error-texts';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/**
 * Each row's −/+ and the line's remove, for a line the customer can still buy or must mend. They
 * stay usable while the cart is read again: a step counts from what the server holds, so a tap
 * then is sent, not dropped by a button greyed for a moment (a test in CI lost one so).
 */
function LineControls({ line, variant }: { line: CartLine; variant: 'editable' | 'outOfStock' }) {
  const { step, remove, isRemoving } = useCartLineActions(line._id);
  return (
    <>
      <CartRowSteppers
        line={line}
        canGrow={variant === 'editable'}
        disabled={isRemoving}
        onStep={(row, change) => void step(row, change)}
      />
      <div className="flex justify-end">
        <RemoveButton onRemove={() => void remove()} disabled={isRemoving} />
      </div>
    </>
  );
}

/**
 * A print line's controls: its pieces and options change on the product page (Edit), not by
 * colour rows; Remove as on any line.
 */
function PrintLineControls({ line, name }: { line: CartLine; name: string }) {
  const { t } = useTranslation();
  const { remove, isRemoving } = useCartLineActions(line._id);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link
        to={paths.printLineEdit(line.productInfo.slug, line._id)}
        data-testid="print-line-edit"
        aria-label={t('print.editLabel', { name })}
        className="flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('print.edit')}
      </Link>
      <RemoveButton onRemove={() => void remove()} disabled={isRemoving} />
    </div>
  );
}

function RemoveButton({ onRemove, disabled }: { onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="cart-remove"
      onClick={onRemove}
      disabled={disabled}
      className="flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {t('cart.remove')}
    </button>
  );
}

/** A problem of a print line's choice (the product's options or tiers changed since it was added). */
const isPrintProblem = (line: CartLine) => {
  const code = line.problem?.code ?? '';
  return (
    Boolean(line.print) ||
    code.startsWith('print_') ||
    code.startsWith('artwork_') ||
    code === 'not_a_print_product'
  );
};

/** The colour an `option_required` problem names, in the reading language. */
function problemColour(line: CartLine, language: Language): string {
  const named = String(line.problem?.params?.colour ?? '');
  const colour = line.cartItems.find((item) => item.color === named);
  return colour
    ? localisedName(
        { enName: colour.color, kuName: colour.kuName, arName: colour.arName },
        language,
      )
    : named;
}

interface CartLineRowProps {
  line: CartLine;
  /** editable: −/+ per row and remove; outOfStock: − per row and remove; summary: read-only. */
  variant: 'editable' | 'outOfStock' | 'summary';
}

/** One product of the cart: picture, name, unit price × quantity, colours and options, line total. */
export function CartLineRow({ line, variant }: CartLineRowProps) {
  const { t } = useTranslation();
  // A line's problem is said by its error code (lib/error-texts.ts).
  useErrorTexts();
  const language = useLanguage();
  const { productInfo } = line;
  const name = localisedName(productInfo, language);
  const compact = variant === 'summary';
  return (
    <li
      data-testid={variant === 'outOfStock' ? 'out-of-stock-line' : 'cart-line'}
      className="flex flex-wrap gap-3 py-4 sm:gap-4"
    >
      {/* A repeat of the name's link for pointers: out of the tab order and hidden from screen
          readers, which meet the name's link (its picture has no text of its own). */}
      <Link
        to={paths.productDetails(productInfo.slug)}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Thumbnail src={productInfo.images[0]} alt="" size={compact ? 56 : 80} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <Link
              to={paths.productDetails(productInfo.slug)}
              data-testid="cart-line-name"
              className="font-semibold text-slate-900 hover:text-brand-700"
            >
              {name}
            </Link>
            <p className="text-xs text-slate-500">
              {t('catalogue.code')} <bdi>{productInfo.productCode}</bdi>
            </p>
          </div>
          <p className="text-end">
            <span className="block font-bold text-slate-900">
              <Money amount={formatLineAmount(line.lineTotal)} testId="cart-line-total" />
            </span>
            <span className="block text-xs text-slate-500">
              {t('cart.unitTimesQuantity', { count: line.quantity })}{' '}
              <Money amount={formatPrice(line.unitPrice)} testId="cart-line-unit-price" />
            </span>
          </p>
        </div>
        {variant === 'outOfStock' ? (
          <p className="text-sm font-medium text-red-700" data-testid="cart-line-problem">
            {line.problem?.code === 'option_required'
              ? t('cart.rows.chooseSize', { colour: problemColour(line, language) })
              : line.problem && isPrintProblem(line)
                ? t(`apiErrors.${line.problem.code}`, line.problem.params ?? {})
                : t('cart.notEnoughStock')}
          </p>
        ) : null}
        {line.print ? (
          <PrintLineFacts print={line.print} quantity={line.quantity} />
        ) : variant === 'summary' ? (
          <ColourBreakdown items={toColourBreakdown(line.cartItems, language)} />
        ) : null}
      </div>
      {variant === 'summary' ? null : isPrintProblem(line) ? (
        <div className="flex basis-full flex-col gap-2 sm:ps-24">
          <PrintLineControls line={line} name={name} />
        </div>
      ) : (
        // The rows take the line's whole width on a phone; beside the picture from sm up.
        <div className="flex basis-full flex-col gap-2 sm:ps-24">
          <LineControls line={line} variant={variant} />
        </div>
      )}
    </li>
  );
}
