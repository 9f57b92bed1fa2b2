import type { ProductColour } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { QuantityBox } from '@/features/catalogue/components/quantity-box';
import {
  colourAvailable,
  type ProductSelection,
} from '@/features/catalogue/utils/product-selection';
import { useLanguage } from '@chapkhana/web-kit/use-language';

interface ColourTableProps {
  colours: ProductColour[];
  selection: ProductSelection;
  onToggle: (colourId: string, checked: boolean) => void;
  onQuantity: (colourId: string, propertyId: string | null, quantity: number) => void;
}

const CELL = 'px-2 py-2 align-middle';

/**
 * Colours with their properties and a quantity box per property (or per colour when it has
 * none). A box is disabled when that stock is 0; Eastern Arabic digits may be typed.
 */
export function ColourTable({ colours, selection, onToggle, onQuantity }: ColourTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table data-testid="colour-table" className="w-full bg-white text-sm">
        <caption className="sr-only">{t('product.colours')}</caption>
        <thead className="bg-slate-50 text-start text-xs text-slate-600">
          <tr>
            <th scope="col" className={`${CELL} text-start`}>
              {t('product.colour')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('product.option')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('product.available')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('product.quantity')}
            </th>
          </tr>
        </thead>
        {colours.map((colour) => {
          const name = localisedName(colour.color, language);
          const pick = selection[colour._id];
          const rows =
            colour.properties.length > 0
              ? colour.properties.map((p) => ({
                  id: p._id,
                  label: localisedName(p, language),
                  stock: p.quantity,
                }))
              : [{ id: null, label: null, stock: colour.color.colorQuantity }];
          return (
            <tbody key={colour._id} data-testid="colour-row" className="border-t border-slate-200">
              {rows.map((row, index) => {
                const value = row.id === null ? pick?.quantity : pick?.properties[row.id];
                const inputLabel = row.label ? `${name} — ${row.label}` : name;
                return (
                  <tr
                    key={row.id ?? 'colour'}
                    className={index > 0 ? 'border-t border-slate-100' : ''}
                  >
                    {index === 0 ? (
                      <th
                        scope="rowgroup"
                        rowSpan={rows.length}
                        className={`${CELL} text-start font-medium`}
                      >
                        <label className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            data-testid="colour-checkbox"
                            checked={pick !== undefined}
                            disabled={colourAvailable(colour) === 0}
                            onChange={(event) => onToggle(colour._id, event.target.checked)}
                            className="size-4 accent-brand-700"
                          />
                          <span
                            aria-hidden="true"
                            className="size-5 shrink-0 rounded-full ring-1 ring-slate-300"
                            style={{ backgroundColor: colour.color.code }}
                          />
                          <span>{name}</span>
                        </label>
                      </th>
                    ) : null}
                    <td className={CELL}>
                      {/* A label may be Latin ("500 pcs") on an RTL page, or Arabic script on an LTR one. */}
                      {row.label ? <bdi>{row.label}</bdi> : '—'}
                    </td>
                    <td className={CELL} data-testid="row-stock">
                      {row.stock}
                    </td>
                    <td className={CELL}>
                      <QuantityBox
                        value={value ?? 0}
                        stock={row.stock}
                        label={t('product.quantityOf', { name: inputLabel })}
                        onChange={(quantity) => onQuantity(colour._id, row.id, quantity)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
