import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LANGUAGE_INFO } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import type { PageData } from '@/app/route-table';
import {
  homePageDataApi,
  useGetHomePageDataQuery,
} from '@/features/catalogue/api/get-home-page-data';
import {
  BannerCarousel,
  BannerCarouselSkeleton,
} from '@/features/catalogue/components/banner-carousel';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { ProductCarouselSection } from '@/features/catalogue/components/product-carousel-section';
import {
  DISCOUNT_PRODUCTS_GAPS,
  NEW_PRODUCTS_GAPS,
} from '@/features/catalogue/utils/carousel-settings';
import { useGetShopContactsQuery } from '@/features/shop-info/api/get-shop-contacts';
import { organizationData, websiteData } from '@/features/shop-info/utils/organization';
import { HydrateLater, pageRead, sharedPicture, usePageHead } from '@/rendering';
import { useSiteOrigin } from '@/lib/site-origin';
import { LoadError } from '@/components/ui/load-error';
import { useFailedRead } from '@/lib/response-status';

/** What home reads besides the frame's (the contacts, app/layout/root-layout.tsx). */
export const homeData: PageData = () => [
  pageRead(homePageDataApi.endpoints.getHomePageData, undefined),
];

/** The shop's own head: its name and tagline, its first banner, who it is (structured data). */
function useHomeHead(banner: string | undefined) {
  const { t } = useTranslation();
  const language = useLanguage();
  const siteOrigin = useSiteOrigin();
  // The layout's own answer (every page's footer): no further request.
  const { data: contacts } = useGetShopContactsQuery(undefined);
  const name = t('brand.name');
  const image = sharedPicture(banner, t('meta.title'));
  usePageHead({
    ...(image ? { image } : {}),
    structuredData: [
      organizationData(name, siteOrigin, contacts),
      websiteData(name, siteOrigin, LANGUAGE_INFO[language].htmlLang),
    ],
  });
}

/**
 * Home (docs/storefront.md §2): banners, the category grid, new and discounted products. Everything comes
 * from one call (GET /home/page-data); the header's categories are the only other one.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetHomePageDataQuery(undefined);
  const retry = () => void refetch();
  useHomeHead(data?.banners[0]?.image);
  const failed = isError && !data;
  useFailedRead(failed, error);

  if (failed) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="sr-only">{t('meta.title')}</h1>
        <LoadError message={t('home.loadError')} onRetry={retry} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 md:py-8">
      <h1 className="sr-only">{t('meta.title')}</h1>
      <section aria-label={t('home.bannersLabel')}>
        {data ? <BannerCarousel banners={data.banners} /> : <BannerCarouselSkeleton />}
      </section>
      <section aria-labelledby="home-categories-heading">
        <h2
          id="home-categories-heading"
          className="mb-4 text-xl font-bold text-slate-900 md:text-2xl"
        >
          {t('home.categoriesHeading')}
        </h2>
        {/* Links only: hydrated in a task of its own, after the page's own pass. */}
        <HydrateLater>
          <CategoryGrid
            categories={data?.categories ?? []}
            isLoading={isLoading}
            isError={false}
            onRetry={retry}
          />
        </HydrateLater>
      </section>
      <ProductCarouselSection
        id="home-new-heading"
        title={t('home.newProducts')}
        products={data?.newProducts}
        rate={data?.currencyIQD}
        gaps={NEW_PRODUCTS_GAPS}
        testId="new-products-carousel"
      />
      <ProductCarouselSection
        id="home-discount-heading"
        title={t('home.discountProducts')}
        products={data?.discountProducts}
        rate={data?.currencyIQD}
        gaps={DISCOUNT_PRODUCTS_GAPS}
        testId="discount-products-carousel"
      />
    </div>
  );
}
