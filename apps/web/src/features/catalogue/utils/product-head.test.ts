import { describe, expect, it } from 'vitest';
import {
  cheapestPrintPiece,
  formatPrice,
  plainPrice,
  printLinePrice,
} from '@chapkhana/shared/pricing';
import { productHeadInput } from '@/features/catalogue/utils/product-head';
import { productPriceDisplay } from '@/features/catalogue/utils/product-price';
import { sampleCategories } from '@/testing/sample-categories';
import { sampleProductDetail } from '@/testing/sample-products';
import { samplePrint } from '@/testing/sample-print';
import { createTestI18n } from '@/testing/test-i18n';

const { t } = createTestI18n();
const ORIGIN = 'https://chapkhana.example';
const RATE = '1310.0000';
const context = {
  t,
  language: 'en' as const,
  siteOrigin: ORIGIN,
  rate: RATE,
  categories: sampleCategories,
};

type Data = Record<string, unknown> & { offers?: Record<string, unknown> };
const dataOf = (input: ReturnType<typeof productHeadInput>, type: string) =>
  input.structuredData?.find((data) => data['@type'] === type) as Data | undefined;

describe('a product page’s head', () => {
  const product = sampleProductDetail();
  const head = productHeadInput(product, context);

  it('is named for the product, priced as the page shows it, with a short description', () => {
    const shown = productPriceDisplay(product, RATE).current;
    expect(head.title).toBe('Matte card 1');
    expect(head.type).toBe('product');
    expect(head.description).toBe(
      `Price: ${t('catalogue.price', { amount: shown })}. Thick matte cards.`,
    );
    // 12.60 USD × 1310 = 16,506 IQD, less 15% floored (2,475): the page shows 14,031.00.
    expect(shown).toBe('14,031.00');
    expect(head.price).toEqual({ amount: '14031.00', currency: 'IQD' });
    expect(head.image).toMatchObject({
      url: '/uploads/share/products/matte-card-1-1-800.jpg',
      width: 1200,
      height: 630,
      alt: 'Matte card 1',
    });
  });

  it('describes the product in structured data: offer in dinars, stock, rating, seller', () => {
    const data = dataOf(head, 'Product');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Matte card 1',
      description: 'Thick matte cards.',
      sku: 'BC-1001',
      image: [`${ORIGIN}/uploads/products/matte-card-1-1-800.webp`],
      url: `${ORIGIN}/product/details/matte-card-1?lng=en`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.5, reviewCount: 7 },
      offers: {
        '@type': 'Offer',
        price: '14031.00',
        priceCurrency: 'IQD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Hawler Print House' },
      },
    });
    expect(data?.offers).not.toHaveProperty('eligibleQuantity');
  });

  it('says out of stock with no stock, and no rating before the first review', () => {
    const sold = productHeadInput(sampleProductDetail({ stock: 0, reviewCount: 0 }), context);
    const data = dataOf(sold, 'Product');
    expect(data?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('names no price while the rate is unknown, rather than a wrong one', () => {
    const unpriced = productHeadInput(product, { ...context, rate: undefined });
    expect(unpriced.price).toBeUndefined();
    expect(dataOf(unpriced, 'Product')).not.toHaveProperty('offers');
    expect(unpriced.description).toBe('Thick matte cards.');
  });

  it('gives a print product’s offer its minimum order', () => {
    const print = samplePrint();
    const head = productHeadInput(sampleProductDetail({ print }), context);
    const minimum = print.tiers[0]?.minQuantity ?? 1;
    expect(minimum).toBeGreaterThan(1);
    expect(dataOf(head, 'Product')?.offers).toMatchObject({
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: minimum },
    });
  });

  it('prices a print product at its "from … a piece" figure: preview, description and unit offer', () => {
    const print = samplePrint();
    const from = cheapestPrintPiece(print, '12.60').unitBase.toFixed();
    const head = productHeadInput(
      sampleProductDetail({ print, price: '12.60', printPriceFrom: from }),
      context,
    );
    const configured = printLinePrice({
      print,
      basePrice: '12.60',
      discountPercent: 15,
      rate: RATE,
      quantity: cheapestPrintPiece(print, '12.60').tier?.minQuantity ?? 1,
      choice: cheapestPrintPiece(print, '12.60').choice,
    }).unitPrice;
    const amount = plainPrice(configured);
    expect(head.price).toEqual({ amount, currency: 'IQD' });
    expect(head.description).toContain(
      t('catalogue.priceFromPiece', { amount: formatPrice(configured) }),
    );
    expect(dataOf(head, 'Product')?.offers).toMatchObject({
      price: amount,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: amount,
        referenceQuantity: { value: 1, unitCode: 'C62' },
      },
    });
  });

  it('leads home › category › sub-category › product, named and addressed in the page’s language', () => {
    const [category] = sampleCategories;
    const sub = category?.subCategories[0];
    const placed = sampleProductDetail({ subCategoryId: sub?._id ?? null });
    const arabic = productHeadInput(placed, { ...context, language: 'ar' });
    const trail = dataOf(arabic, 'BreadcrumbList')?.itemListElement as {
      position: number;
      name: string;
      item: string;
    }[];
    expect(trail.map((step) => step.position)).toEqual([1, 2, 3, 4]);
    expect(trail.map((step) => step.name)).toEqual([
      t('nav.home'),
      category?.arName,
      sub?.arName,
      'بطاقة مطفية 1',
    ]);
    expect(trail.every((step) => step.item.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(trail.every((step) => new URL(step.item).searchParams.get('lng') === 'ar')).toBe(true);
    expect(trail[2]?.item).toContain(`subCategoryId=${sub?._id}`);
  });

  it('cuts a long description to about two lines', () => {
    const long = sampleProductDetail({ enDescription: 'Thick card stock. '.repeat(40) });
    const head = productHeadInput(long, { ...context, rate: undefined });
    expect(Array.from(head.description ?? '').length).toBeLessThanOrEqual(155);
    expect(head.description?.endsWith('…')).toBe(true);
  });
});
