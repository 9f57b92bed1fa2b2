import { localisedName } from '@chapkhana/shared/languages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { useProductRoom } from '@/app/realtime/realtime-provider';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { useCartPrintLine } from '@/features/cart/hooks/use-cart-print-line';
import { useWishlistToggle } from '@/features/cart/hooks/use-wishlist-toggle';
import { useGetCategoriesWithSubCategoriesQuery } from '@/features/catalogue/api/get-categories-with-sub-categories';
import type { PageCode, PageData } from '@/app/route-table';
import { currencyIqdApi, useRate } from '@/features/catalogue/api/get-currency-iqd';
import {
  productDetailsApi,
  useGetProductDetailsQuery,
} from '@/features/catalogue/api/get-product-details';
import { ChatWithSellerLink } from '@/features/chat/components/chat-with-seller-link';
import { ProductDetailsSkeleton } from '@/features/catalogue/components/product-details-skeleton';
import { ProductGallery } from '@/features/catalogue/components/product-gallery';
import { ProductOverview } from '@/features/catalogue/components/product-overview';
import { PurchasePanel } from '@/features/catalogue/components/purchase-panel';
import { useRecordRecentlyViewed } from '@/features/catalogue/hooks/use-recently-viewed';
import { NEW_PRODUCTS_GAPS } from '@/features/catalogue/utils/carousel-settings';
import { productsHref } from '@/features/catalogue/utils/catalogue-links';
import { productHeadInput } from '@/features/catalogue/utils/product-head';
import { localisedDescription } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import {
  HydrateLater,
  HydrateSectionLater,
  pageRead,
  partLoadedLater,
  usePageHead,
} from '@/rendering';
import { useFailedRead, useResponseStatus } from '@/lib/response-status';
import { useSiteOrigin } from '@/lib/site-origin';
import { ProductDelivery } from '@/features/delivery/components/product-delivery';
import { useCustomer } from '@/lib/use-customer';
import { foundNothing } from '@chapkhana/web-kit/failed-with';
import { LoadError } from '@/components/ui/load-error';

const PAGE = 'mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 md:py-8';

// The reviews panel is drawn only once its tab is opened (never by the server): its code loads
// then, not with the page.
const ProductReviews = partLoadedLater(
  async () => (await import('@/features/reviews/components/product-reviews')).ProductReviews,
  {
    when: 'drawn',
    placeholder: <div aria-hidden="true" className="h-24 animate-pulse rounded bg-slate-100" />,
  },
);

// What is below the purchase panel on a phone (the share links, the description's and reviews'
// tabs, the carousels of related and recently viewed products): its code, the cards' and the
// icons' come once the page has settled. Each is keyed by the product: a part still keeping the
// server's markup of one product must not hydrate it with another's (its links would stay).
const ShareLinks = partLoadedLater(
  async () => (await import('@/features/catalogue/components/share-links')).ShareLinks,
);
const ProductTabs = partLoadedLater(
  async () => (await import('@/features/catalogue/components/product-tabs')).ProductTabs,
);
const ProductCarouselSection = partLoadedLater(
  async () =>
    (await import('@/features/catalogue/components/product-carousel-section'))
      .ProductCarouselSection,
);
const RecentlyViewedSection = partLoadedLater(
  async () =>
    (await import('@/features/catalogue/components/recently-viewed-section')).RecentlyViewedSection,
);

// A print product's promised dates (its print house's calendar and the courier's days, ≈ 4 KB
// gzip) are drawn only inside its configurator, whose code brings theirs (below): a product that
// is not printed never loads them.
const PrintPromise = partLoadedLater(
  async () => (await import('@/features/delivery/components/print-promise')).PrintPromise,
  { when: 'drawn', module: 'src/features/delivery/components/print-promise.tsx' },
);

// A print product's configurator (option chips, tiers, its price and the design upload: ≈ 6 KB
// gzip) loads for print products only: before the page's first drawing when it opens on one
// (productDetailsCode), else as one is shown, a placeholder of its place until then. Its promised
// dates' code comes with it, so the configurator is never drawn without them.
const PrintConfigurator = partLoadedLater(
  async () => {
    const [panel] = await Promise.all([
      import('@/features/print/components/print-purchase-panel'),
      PrintPromise.load(),
    ]);
    return panel.PrintPurchasePanel;
  },
  {
    when: 'drawn',
    module: 'src/features/print/components/print-purchase-panel.tsx',
    placeholder: (
      <div
        aria-hidden="true"
        data-testid="print-configurator-loading"
        className="h-96 animate-pulse rounded-lg bg-slate-100"
      />
    ),
  },
);

/** The translated state for a slug the API does not know (404). */
function ProductNotFound() {
  const { t } = useTranslation();
  useResponseStatus(404);
  return (
    <section data-testid="product-not-found" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle>{t('product.notFoundTitle')}</PageTitle>
      <p className="mt-4 text-slate-600">{t('product.notFoundBody')}</p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('common.backHome')}
      </Link>
    </section>
  );
}

/** What a product page reads besides the frame's: the product (with its carousels) and the rate. */
export const productDetailsData: PageData = ({ params }) => [
  pageRead(productDetailsApi.endpoints.getProductDetails, params.slug ?? ''),
  pageRead(currencyIqdApi.endpoints.getCurrencyIqd, undefined),
];

/** A print product's page is drawn with its configurator: its code, before the drawing. */
export const productDetailsCode: PageCode = (state, { slug }) =>
  productDetailsApi.endpoints.getProductDetails.select(slug ?? '')(state).data?.product.print
    ? PrintConfigurator.load()
    : undefined;

/** /product/details/{slug} (docs/storefront.md §2): gallery, price, colours, share, tabs, carousels. */
export function ProductDetailsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const siteOrigin = useSiteOrigin();
  const { slug = '' } = useParams();
  const { data, error, isError, refetch } = useGetProductDetailsQuery(slug);
  const rate = useRate();
  const { data: categories } = useGetCategoriesWithSubCategoriesQuery(undefined);
  const { addToCart, isAdding } = useAddToCart();
  const customer = useCustomer();
  // The product being shown only: a stale one from the previous slug is not "viewed".
  const product = data?.product.slug === slug ? data.product : undefined;
  useRecordRecentlyViewed(product);
  // The cart's Edit names a print line (`?line=`): the page starts from its options, pieces, designs.
  const [search] = useSearchParams();
  const printLine = useCartPrintLine(product?.print ? product._id : undefined, search.get('line'));
  const wishlist = useWishlistToggle(product);
  // A seller's edit or a new review (productUpdate) refetches the product while it is open.
  useProductRoom(product?._id);

  // A 404 stays the answer while it is asked again (a new visit, the server's second pass).
  const notFound = !product && foundNothing(error);
  // Made after the drawing (the product's prices and structured data): see usePageHead.
  usePageHead(() =>
    notFound
      ? { title: t('product.notFoundTitle'), description: t('product.notFoundBody'), notFound }
      : product
        ? productHeadInput(product, { t, language, siteOrigin, rate, categories })
        : {},
  );
  const failed = isError && !product && !notFound;
  useFailedRead(failed, error);

  if (notFound) return <ProductNotFound />;
  if (failed) {
    return (
      <div className={PAGE}>
        <LoadError message={t('product.loadError')} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!product || !data) {
    return (
      <div className={PAGE}>
        <ProductDetailsSkeleton />
      </div>
    );
  }

  const name = localisedName(product, language);
  const category = categories?.find((item) => item._id === product.categoryId);
  return (
    <div className={PAGE} data-testid="product-details">
      {/* What only shows (links, the name, the price) and the gallery's buttons are hydrated in
          tasks of their own, after the purchase panel's: the page's one hydrating task was the
          largest of Lighthouse's blocking time (docs/performance.md, 2026-12-06, later). */}
      <HydrateLater key={`trail-${product._id}`}>
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: paths.home },
            {
              label: category ? localisedName(category, language) : product.category,
              to: productsHref({ _id: product.categoryId, enName: product.category }),
            },
            { label: name },
          ]}
        />
      </HydrateLater>
      <div className="grid gap-8 lg:grid-cols-2">
        <HydrateSectionLater key={product._id} drawnFrom={product._id}>
          <ProductGallery images={product.images} name={name} />
        </HydrateSectionLater>
        <div className="flex min-w-0 flex-col gap-5">
          <HydrateLater key={product._id}>
            <ProductOverview product={product} name={name} rate={rate} />
          </HydrateLater>
          <PurchasePanel
            key={product._id}
            product={product}
            rate={rate}
            onAddToCart={(cartItems, quantity) => addToCart(product._id, cartItems, quantity)}
            isSaved={wishlist.saved}
            onToggleWishlist={wishlist.toggle}
            onSaveToWishlist={wishlist.save}
            isAddingToCart={isAdding}
            printConfigurator={
              product.print ? (
                <PrintConfigurator
                  key={printLine?._id ?? 'new'}
                  product={product}
                  print={product.print}
                  rate={rate}
                  promise={(workingDays) => (
                    <PrintPromise
                      terms={data.delivery}
                      workingDays={workingDays}
                      customerCity={customer?.address ?? null}
                    />
                  )}
                  editing={
                    printLine?.print
                      ? {
                          lineId: printLine._id,
                          choice: printLine.print.choice,
                          quantity: printLine.quantity,
                          artwork: printLine.print.artwork,
                        }
                      : undefined
                  }
                />
              ) : undefined
            }
          />
          {data.delivery ? (
            <ProductDelivery terms={data.delivery} customerCity={customer?.address ?? null} />
          ) : null}
          <ChatWithSellerLink sellerId={product.sellerId} />
          <ShareLinks
            key={product._id}
            url={`${siteOrigin}${paths.productDetails(product.slug)}`}
            title={name}
          />
        </div>
      </div>
      <ProductTabs
        key={product._id}
        idPrefix={`product-${product._id}`}
        description={localisedDescription(product, language)}
        reviews={<ProductReviews productId={product._id} />}
      />
      <ProductCarouselSection
        key={product._id}
        id="related-products-heading"
        title={t('product.related')}
        products={data.relatedProducts}
        rate={rate}
        gaps={NEW_PRODUCTS_GAPS}
        testId="related-products-carousel"
        hideWhenEmpty
      />
      <RecentlyViewedSection shownId={product?._id} rate={rate} />
    </div>
  );
}
