import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { productPriceDisplay, type PricedProduct } from '@/features/catalogue/utils/product-price';

interface ProductPriceProps {
  product: PricedProduct;
  /** IQD per USD from the server; undefined while it loads. */
  rate: string | undefined;
  size?: 'sm' | 'lg';
}

/**
 * The discounted IQD price with the original struck through (docs/storefront.md §2, §9); a print
 * product's reads "from … a piece".
 */
export function ProductPrice({ product, rate, size = 'sm' }: ProductPriceProps) {
  const { t } = useTranslation();
  if (rate === undefined) {
    return (
      <span
        aria-hidden="true"
        className={`block animate-pulse rounded bg-slate-200 ${size === 'lg' ? 'h-8 w-40' : 'h-5 w-24'}`}
      />
    );
  }
  const display = productPriceDisplay(product, rate);
  const amount = (figure: string) =>
    display.perPiece
      ? t('catalogue.priceFromPiece', { amount: figure })
      : t('catalogue.price', { amount: figure });
  return (
    <p data-testid="product-price" className="flex flex-wrap items-baseline gap-x-2">
      <span
        data-testid="price-current"
        className={`font-bold text-brand-700 ${size === 'lg' ? 'text-2xl' : 'text-base'}`}
      >
        {amount(display.current)}
      </span>
      {display.original ? (
        <s
          data-testid="price-original"
          className={`text-slate-500 ${size === 'lg' ? 'text-base' : 'text-xs'}`}
        >
          <span className="sr-only">{t('catalogue.originalPrice')} </span>
          {t('catalogue.price', { amount: display.original })}
        </s>
      ) : null}
    </p>
  );
}

/** The "-N%" corner badge of a discounted product. */
export function DiscountBadge({
  discount,
  className = '',
}: {
  discount: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (discount <= 0) return null;
  return (
    <span
      data-testid="discount-badge"
      aria-label={t('catalogue.discountOff', { percent: discount })}
      className={`rounded-md bg-accent-700 px-2 py-0.5 text-xs font-bold text-white ${className}`}
    >
      {/* Isolated so "-15%" does not turn into "%15-" inside right-to-left text. */}
      <bdi dir="ltr">-{discount}%</bdi>
    </span>
  );
}
