import type { Product } from '@chapkhana/shared/catalogue';
import { localisedShopName } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { DiscountBadge, ProductPrice } from '@/features/catalogue/components/product-price';
import { RatingStars } from '@/components/ui/rating-stars';

interface ProductOverviewProps {
  product: Product;
  name: string;
  rate: string | undefined;
}

/** Name, code, rating with review count, price with discount and stock. */
export function ProductOverview({ product, name, rate }: ProductOverviewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Printed to order: made for each order, so no stock count (issue 35.15).
  const inStock = Boolean(product.print) || product.stock > 0;
  return (
    <div className="flex flex-col gap-3">
      <PageTitle>{name}</PageTitle>
      <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt>{t('catalogue.code')}</dt>
          <dd data-testid="product-code" className="font-medium text-slate-900">
            <bdi>{product.productCode}</bdi>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('listing.rating')}</dt>
          <dd className="flex items-center gap-2">
            <RatingStars rating={product.rating} className="size-5" />
            <span data-testid="review-count">
              {t('product.reviewCount', { total: product.reviewCount })}
            </span>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('product.stock')}</dt>
          <dd
            data-testid="product-stock"
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${inStock ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-700'}`}
          >
            {product.print
              ? t('product.madeToOrder')
              : inStock
                ? t('product.inStock', { stock: product.stock })
                : t('product.outOfStock')}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <ProductPrice product={product} rate={rate} size="lg" />
        <DiscountBadge discount={product.discount} />
      </div>
      {product.depositPercent ? (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="product-deposit"
        >
          {product.depositPercent === 100
            ? t('deposit.productNoteWhole')
            : t('deposit.productNote', { percent: product.depositPercent })}
        </p>
      ) : null}
      <p className="text-sm text-slate-600" data-testid="sold-by">
        {t('product.soldBy', { shop: localisedShopName(product, language) })}
      </p>
    </div>
  );
}
