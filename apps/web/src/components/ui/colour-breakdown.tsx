import { localisedName, type Language } from '@chapkhana/shared/languages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** One colour of a cart or order line, its name already in the reading language. */
export interface ColourBreakdownItem {
  key: string;
  /** `#rrggbb`. */
  code: string;
  name: string;
  /** Units of the colour itself (without an option). */
  quantity: number;
  properties: { property: string; quantity: number }[];
}

/** A colour as cart and order lines carry it: English name in `color`, plus kuName and arName. */
export interface LineColour {
  _id?: string;
  color: string;
  code: string;
  kuName: string;
  arName: string;
  quantity: number;
  selected?: boolean;
  /** `property` is the value's key; its three names, where the line carries them, are shown. */
  properties: {
    property: string;
    enName?: string;
    kuName?: string;
    arName?: string;
    quantity: number;
    selected?: boolean;
  }[];
}

/** The colours of a cart or order line in the reading language, leaving out unselected ones. */
export function toColourBreakdown(
  colours: readonly LineColour[],
  language: Language,
): ColourBreakdownItem[] {
  return colours
    .filter((colour) => colour.selected !== false)
    .map((colour, index) => ({
      key: colour._id ?? `${colour.color}-${index}`,
      code: colour.code,
      name: localisedName(
        { enName: colour.color, kuName: colour.kuName, arName: colour.arName },
        language,
      ),
      quantity: colour.quantity,
      properties: colour.properties
        .filter((property) => property.selected !== false)
        .map((property) => ({
          property: localisedName(
            {
              enName: property.enName ?? property.property,
              kuName: property.kuName ?? '',
              arName: property.arName ?? '',
            },
            language,
          ),
          quantity: property.quantity,
        })),
    }));
}

/** A colour's swatch beside its name (decorative: the name says the colour). */
export function ColourSwatch({ code }: { code: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="colour-swatch"
      className="h-3.5 w-6 shrink-0 rounded-full ring-1 ring-black/25"
      style={{ backgroundColor: code }}
    />
  );
}

/**
 * What a line is made of: a swatch and the colour's name, then each option with its quantity
 * ("100 pcs × 2"). Option labels are isolated, as they are left-to-right even on RTL pages.
 */
export function ColourBreakdown({ items }: { items: ColourBreakdownItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
      {items.map((item) => (
        <li
          key={item.key}
          data-testid="colour-line"
          className="flex flex-wrap items-center gap-x-2 gap-y-1"
        >
          <span className="flex items-center gap-1.5 font-medium text-slate-900">
            <ColourSwatch code={item.code} />
            <span data-testid="colour-name">{item.name}</span>
          </span>
          {item.quantity > 0 ? (
            <span
              className="rounded bg-slate-100 px-1.5 py-0.5"
              data-testid="colour-quantity"
              title={t('cart.colourQuantity', { count: item.quantity })}
            >
              <span aria-hidden="true">× {item.quantity}</span>
              <span className="sr-only">{t('cart.colourQuantity', { count: item.quantity })}</span>
            </span>
          ) : null}
          {item.properties
            .filter((property) => property.quantity > 0)
            .map((property, index) => (
              // Only the label is isolated (it is left-to-right even on RTL pages): "× 2" then
              // follows it in the page's direction, so Kurdish and Arabic read "100 pcs × 2" too.
              <span
                key={`${index}-${property.property}`}
                data-testid="property-quantity"
                className="rounded bg-slate-100 px-1.5 py-0.5"
              >
                <bdi>{property.property}</bdi> × {property.quantity}
              </span>
            ))}
        </li>
      ))}
    </ul>
  );
}
