import type { CartLine } from '@chapkhana/shared/cart';
import { localisedName } from '@chapkhana/shared/languages';
import { formatPrice } from '@chapkhana/shared/pricing';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColourBreakdown, toColourBreakdown } from '@/components/ui/colour-breakdown';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { paths } from '@/config/paths';
import { useCartLineActions } from '@/features/cart/hooks/use-cart-line-actions';
import { lineStepLimits } from '@/features/cart/utils/line-limits';
import { useLanguage } from '@chapkhana/web-kit/use-language';

const STEP_BUTTON =
  'flex size-9 items-center justify-center rounded-md text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** +1 / −1 and remove for a line the customer can still buy. */
function LineControls({ line, disabled }: { line: CartLine; disabled: boolean }) {
  const { t } = useTranslation();
  const { increase, decrease, remove, isBusy } = useCartLineActions(line._id);
  const { canIncrease, canDecrease } = lineStepLimits(line);
  const locked = disabled || isBusy;
  return (
    <div className="flex items-center gap-3">
      <div className="flex items-center gap-2" role="group" aria-label={t('cart.quantity')}>
        <button
          type="button"
          data-testid="cart-dec"
          aria-label={t('cart.decrease')}
          disabled={locked || !canDecrease}
          onClick={() => void decrease()}
          className={STEP_BUTTON}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          data-testid="cart-line-quantity"
          aria-live="polite"
          className="min-w-8 text-center font-semibold"
        >
          {line.quantity}
        </output>
        <button
          type="button"
          data-testid="cart-inc"
          aria-label={t('cart.increase')}
          disabled={locked || !canIncrease}
          onClick={() => void increase()}
          className={STEP_BUTTON}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <RemoveButton onRemove={() => void remove()} disabled={locked} />
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

/** Removes an out-of-stock line (it cannot change quantity). */
function OutOfStockControls({ line }: { line: CartLine }) {
  const { remove, isBusy } = useCartLineActions(line._id);
  return <RemoveButton onRemove={() => void remove()} disabled={isBusy} />;
}

interface CartLineRowProps {
  line: CartLine;
  /** editable: +/−/remove; outOfStock: remove only; summary: read-only (shipping page). */
  variant: 'editable' | 'outOfStock' | 'summary';
  /** While the cart refetches after a change, the buttons wait. */
  disabled?: boolean;
}

/** One product of the cart: picture, name, unit price × quantity, colours and options, line total. */
export function CartLineRow({ line, variant, disabled = false }: CartLineRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { productInfo } = line;
  const name = localisedName(productInfo, language);
  const compact = variant === 'summary';
  return (
    <li
      data-testid={variant === 'outOfStock' ? 'out-of-stock-line' : 'cart-line'}
      className="flex gap-3 py-4 sm:gap-4"
    >
      <Link to={paths.productDetails(productInfo.slug)} className="shrink-0" tabIndex={-1}>
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
              <Money amount={formatPrice(line.lineTotal)} testId="cart-line-total" />
            </span>
            <span className="block text-xs text-slate-500">
              {t('cart.unitTimesQuantity', { count: line.quantity })}{' '}
              <Money amount={formatPrice(line.unitPrice)} testId="cart-line-unit-price" />
            </span>
          </p>
        </div>
        <ColourBreakdown items={toColourBreakdown(line.cartItems, language)} />
        {variant === 'outOfStock' ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-red-700">{t('cart.notEnoughStock')}</p>
            <OutOfStockControls line={line} />
          </div>
        ) : variant === 'editable' ? (
          <LineControls line={line} disabled={disabled} />
        ) : null}
      </div>
    </li>
  );
}
