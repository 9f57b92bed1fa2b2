import type { CartLine } from '@chapkhana/shared/cart';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ColourSwatch } from '@/components/ui/colour-breakdown';
import { cartLineRows, type CartRow } from '@/features/cart/utils/cart-rows';
import { useLanguage } from '@chapkhana/web-kit/use-language';

const STEP_BUTTON =
  'flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

interface CartRowSteppersProps {
  line: CartLine;
  onStep: (row: CartRow, change: 1 | -1) => void;
  /** Out-of-stock lines may only shrink (to take out what cannot be had). */
  canGrow: boolean;
  disabled: boolean;
}

/**
 * Each colour × size of a line with its own − number +: the swatch, the colour and the size in
 * the reading language (sizes such as "3-4 Y" or "100 pcs" isolated, as they read left to right).
 */
export function CartRowSteppers({ line, onStep, canGrow, disabled }: CartRowSteppersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 text-sm">
      {cartLineRows(line, language).map((row) => {
        const label = row.sizeName
          ? t('cart.rows.label', { colour: row.colourName, size: row.sizeName })
          : row.colourName;
        return (
          <li
            key={row.key}
            data-testid="cart-row"
            data-colour={row.colourName}
            data-size={row.sizeName ?? ''}
            className="flex items-center justify-between gap-3 py-2"
          >
            <span className="flex min-w-0 items-center gap-2 text-slate-900">
              <ColourSwatch code={row.code} />
              <span className="min-w-0">
                <span className="font-medium">{row.colourName}</span>
                {row.sizeName ? (
                  <>
                    <span aria-hidden="true" className="px-1 text-slate-400">
                      ·
                    </span>
                    <bdi data-testid="cart-row-size" className="whitespace-nowrap">
                      {row.sizeName}
                    </bdi>
                  </>
                ) : null}
              </span>
            </span>
            <span className="flex items-center gap-1.5" role="group" aria-label={label}>
              <button
                type="button"
                data-testid="cart-row-dec"
                aria-label={t(row.quantity > 1 ? 'cart.rows.decrease' : 'cart.rows.takeOut', {
                  row: label,
                })}
                disabled={disabled || !row.canDecrease}
                onClick={() => onStep(row, -1)}
                className={STEP_BUTTON}
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output
                data-testid="cart-row-quantity"
                aria-live="polite"
                className="min-w-8 text-center font-semibold"
              >
                <bdi>{row.quantity}</bdi>
              </output>
              <button
                type="button"
                data-testid="cart-row-inc"
                aria-label={t('cart.rows.increase', { row: label })}
                disabled={disabled || !canGrow || !row.canIncrease}
                onClick={() => onStep(row, 1)}
                className={STEP_BUTTON}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
