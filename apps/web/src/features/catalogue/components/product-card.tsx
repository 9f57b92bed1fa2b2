import { localisedName, type Language } from '@chapkhana/shared/languages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { ProductImage } from '@/features/catalogue/components/product-image';
import { DiscountBadge, ProductPrice } from '@/features/catalogue/components/product-price';
import { RatingStars } from '@/components/ui/rating-stars';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { BY_CONTENT, DrawnOnce } from '@/rendering';

interface ProductCardProps {
  product: CardProduct;
  /** IQD per USD; undefined while it loads (the price shows a placeholder). */
  rate: string | undefined;
  layout?: 'grid' | 'list';
  /** `sizes` of the cover image for the place the card is shown in. */
  imageSizes?: string;
  /** The name's heading level: h2 where the cards sit right under the page's h1 (listing). */
  headingLevel?: 'h2' | 'h3';
  /** Load the cover at once: cards in the first row are above the fold. */
  eagerImage?: boolean;
}

const GRID_SIZES = '(min-width: 1280px) 240px, (min-width: 768px) 33vw, 50vw';

/**
 * A product's card (docs/storefront.md §2): cover, name, code, IQD price with discount, stars;
 * opens its page. The server draws a card once per everything it shows and puts that markup in
 * after (`DrawnOnce` by content): a listing or a search draws 12, mostly products the pages
 * before drew too (the carousels draw theirs in the browser, once near the screen).
 */
export function ProductCard(props: ProductCardProps) {
  const language = useLanguage();
  return (
    <DrawnOnce name={import.meta.env.SSR ? cardName(props, language) : ''} from={BY_CONTENT}>
      <Card {...props} />
    </DrawnOnce>
  );
}

/** Everything a card shows besides the language (`DrawnOnce` adds it), as JSON. */
function cardName(
  { product, rate, layout, imageSizes, headingLevel, eagerImage }: ProductCardProps,
  language: Language,
): string {
  return JSON.stringify([
    'product-card',
    rate,
    layout,
    imageSizes,
    headingLevel,
    eagerImage,
    product.slug,
    localisedName(product, language),
    product.productCode,
    product.price,
    product.printPriceFrom,
    product.discount,
    product.rating,
    product.images[0],
  ]);
}

function Card({
  product,
  rate,
  layout = 'grid',
  imageSizes = GRID_SIZES,
  headingLevel: Heading = 'h3',
  eagerImage = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localisedName(product, language);
  const list = layout === 'list';
  return (
    <article
      data-testid="product-card"
      className="group relative h-full overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <Link
        to={paths.productDetails(product.slug)}
        className={`flex h-full ${list ? 'flex-row' : 'flex-col'}`}
      >
        <div className={`relative shrink-0 overflow-hidden ${list ? 'w-28 sm:w-44' : 'w-full'}`}>
          <ProductImage
            src={product.images[0]}
            alt=""
            widths={[200, 400]}
            fallbackWidth={400}
            sizes={list ? '176px' : imageSizes}
            eager={eagerImage}
            className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
          <DiscountBadge discount={product.discount} className="absolute start-2 top-2" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
          <Heading
            data-testid="product-name"
            className="line-clamp-2 min-h-10 text-sm font-semibold text-slate-900 group-hover:text-brand-700"
          >
            {name}
          </Heading>
          <p className="text-xs text-slate-500">
            {t('catalogue.code')} <bdi>{product.productCode}</bdi>
          </p>
          <div className="mt-auto flex flex-col gap-1 pt-1">
            <ProductPrice product={product} rate={rate} />
            <RatingStars rating={product.rating} />
          </div>
        </div>
      </Link>
    </article>
  );
}

/** The shape of a card while products load, so the page does not jump when they arrive. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  const list = layout === 'list';
  return (
    <div
      aria-hidden="true"
      data-testid="product-card-skeleton"
      className={`flex overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 ${list ? 'flex-row' : 'flex-col'}`}
    >
      <div
        className={`aspect-square animate-pulse bg-slate-200 ${list ? 'w-28 sm:w-44' : 'w-full'}`}
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
