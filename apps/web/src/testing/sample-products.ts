import type { HomePageResponse, Product, ProductSummary } from '@chapkhana/shared/catalogue';
import { sampleCategories } from '@/testing/sample-categories';
import { names } from '@/testing/sample-names';

const [BUSINESS_CARDS = { enName: 'Business Cards', _id: '11111111-1111-4111-8111-111111111111' }] =
  sampleCategories;

/** A product summary in all three languages; `overrides` change single fields. */
export function sampleProduct(n: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `matte-card-${n}`,
    enName: `Matte card ${n}`,
    kuName: `کارتی مات ${n}`,
    arName: `بطاقة مطفية ${n}`,
    productCode: `BC-${1000 + n}`,
    price: '12.60',
    discount: 15,
    rating: 3.5,
    stock: 40,
    images: [`/uploads/products/matte-card-${n}-1-800.webp`],
    category: BUSINESS_CARDS.enName,
    categoryId: BUSINESS_CARDS._id,
    subCategoryId: null,
    sellerId: 'seller-1',
    shopName: 'Hawler Print House',
    shopNameKu: 'چاپخانەی هەولێر',
    shopNameAr: 'مطبعة أربيل',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A full product with two colours: one with sizes (one sold out), one without. */
export function sampleProductDetail(overrides: Partial<Product> = {}): Product {
  return {
    ...sampleProduct(1),
    enDescription: 'Thick matte cards.',
    kuDescription: 'کارتی ماتی ئەستوور.',
    arDescription: 'بطاقات مطفية سميكة.',
    reviewCount: 7,
    depositPercent: null,
    colors: [
      {
        _id: 'colour-white',
        color: {
          code: '#ffffff',
          enName: 'White',
          kuName: 'سپی',
          arName: 'أبيض',
          colorQuantity: 30,
        },
        properties: [
          { ...names('A5'), _id: 'white-a5', property: 'A5', quantity: 20 },
          { ...names('A4'), _id: 'white-a4', property: 'A4', quantity: 0 },
        ],
      },
      {
        _id: 'colour-black',
        color: {
          code: '#1a1a1a',
          enName: 'Black',
          kuName: 'ڕەش',
          arName: 'أسود',
          colorQuantity: 10,
        },
        properties: [],
      },
    ],
    ...overrides,
  };
}

/** What GET /home/page-data answers in the component tests. */
export const sampleHomePage: HomePageResponse = {
  banners: [
    {
      _id: 'b1',
      bannerLink: 'chapkhana.example/sale',
      image: '/uploads/banners/banner-1-1280.webp',
    },
    {
      _id: 'b2',
      bannerLink: 'https://chapkhana.example/new',
      image: '/uploads/banners/banner-2-1280.webp',
    },
  ],
  categories: sampleCategories.map(({ subCategories: _subCategories, ...category }) => category),
  newProducts: [sampleProduct(1), sampleProduct(2, { discount: 0 })],
  discountProducts: [sampleProduct(3)],
  currencyIQD: '1310.0000',
};
