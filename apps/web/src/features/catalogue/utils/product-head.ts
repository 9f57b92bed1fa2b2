import type { CategoryWithSubCategories, Product } from '@chapkhana/shared/catalogue';
import {
  localisedDescription,
  localisedName,
  localisedShopName,
  type Language,
} from '@chapkhana/shared/languages';
import { pageUrl, shortText } from '@chapkhana/shared/page-head';
import { formatPrice, plainPrice, shownBasePrice } from '@chapkhana/shared/pricing';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import { productsHref } from '@/features/catalogue/utils/catalogue-links';
import { productUnitPrice } from '@/features/catalogue/utils/product-price';
import { sharedPicture, type PageHeadInput } from '@/rendering';

const SCHEMA = 'https://schema.org';

export interface ProductHeadContext {
  t: TFunction;
  language: Language;
  siteOrigin: string;
  /** IQD per USD; without it (still loading) the head names no price. */
  rate: string | undefined;
  /** The header's categories, for the breadcrumb's names in the page's language. */
  categories: readonly CategoryWithSubCategories[] | undefined;
}

/**
 * A product page's head, from what the page draws: its name, its price as the page shows it
 * (`productUnitPrice`), a short description, its picture for shared links, and its structured
 * data (`Product` with its offer and rating, `BreadcrumbList`).
 */
export function productHeadInput(product: Product, context: ProductHeadContext): PageHeadInput {
  const { t, language, siteOrigin, rate } = context;
  const name = localisedName(product, language);
  const unitPrice = rate === undefined ? undefined : productUnitPrice(product, rate);
  const perPiece = shownBasePrice(product).perPiece;
  const shownPrice =
    unitPrice &&
    t(perPiece ? 'catalogue.priceFromPiece' : 'catalogue.price', {
      amount: formatPrice(unitPrice),
    });
  const text = shortText(localisedDescription(product, language));
  let description: string | undefined = text || undefined;
  if (shownPrice) {
    description = text
      ? t('seo.productDescription', { price: shownPrice, description: text })
      : t('seo.productDescriptionBare', { name, shop: t('brand.name'), price: shownPrice });
  }
  const trail = breadcrumb(product, context);
  const url =
    trail.at(-1)?.url ?? pageUrl(siteOrigin, paths.productDetails(product.slug), language);
  const image = sharedPicture(product.images[0], name);
  return {
    title: name,
    ...(description ? { description } : {}),
    type: 'product',
    ...(image ? { image } : {}),
    ...(unitPrice ? { price: { amount: plainPrice(unitPrice), currency: 'IQD' } } : {}),
    structuredData: [
      productData(product, { ...context, name, url, unitPrice, category: trail[1]?.name }),
      {
        '@context': SCHEMA,
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((step, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: step.name,
          item: step.url,
        })),
      },
    ],
  };
}

/** Home › category › sub-category › product, each named and addressed in the page's language. */
function breadcrumb(
  product: Product,
  { t, language, siteOrigin, categories }: ProductHeadContext,
): { name: string; url: string }[] {
  const at = (href: string) => pageUrl(siteOrigin, href, language);
  const category = categories?.find((item) => item._id === product.categoryId);
  const subCategory = category?.subCategories.find((sub) => sub._id === product.subCategoryId);
  const trail = [
    { name: t('nav.home'), url: at(paths.home) },
    category
      ? { name: localisedName(category, language), url: at(productsHref(category)) }
      : {
          name: product.category,
          url: at(productsHref({ _id: product.categoryId, enName: product.category })),
        },
  ];
  if (category && subCategory)
    trail.push({
      name: localisedName(subCategory, language),
      url: at(productsHref(category, subCategory)),
    });
  trail.push({
    name: localisedName(product, language),
    url: at(paths.productDetails(product.slug)),
  });
  return trail;
}

function productData(
  product: Product,
  details: ProductHeadContext & {
    name: string;
    url: string;
    unitPrice: ReturnType<typeof productUnitPrice> | undefined;
    category: string | undefined;
  },
): Record<string, unknown> {
  const { language, siteOrigin, name, url, unitPrice, category } = details;
  const description = localisedDescription(product, language).replace(/\s+/g, ' ').trim();
  const minimum = product.print?.tiers[0]?.minQuantity;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name,
    ...(description ? { description } : {}),
    image: product.images.map((image) => new URL(image, siteOrigin).href),
    sku: product.productCode,
    ...(category ? { category } : {}),
    url,
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(unitPrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: plainPrice(unitPrice),
            priceCurrency: 'IQD',
            // A print product's figure is its lowest price a piece ("from … a piece").
            ...(shownBasePrice(product).perPiece
              ? {
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price: plainPrice(unitPrice),
                    priceCurrency: 'IQD',
                    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'C62' },
                  },
                }
              : {}),
            // Printed to order still ships in its turnaround: orderable now is in stock
            // (PreOrder means "not released yet"); the shop stops taking orders at no stock.
            availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
            itemCondition: `${SCHEMA}/NewCondition`,
            seller: { '@type': 'Organization', name: localisedShopName(product, language) },
            ...(minimum && minimum > 1
              ? { eligibleQuantity: { '@type': 'QuantitativeValue', minValue: minimum } }
              : {}),
          },
        }
      : {}),
  };
}
