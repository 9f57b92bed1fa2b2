import { fireEvent, screen } from '@testing-library/react';
import type { SellerProduct, SellerProductSummary } from '@chapkhana/shared/products';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';

/** The catalogue the product form's tests answer with: one category, no sub-categories. */
export const testCatalogue = {
  categories: [
    {
      _id: '0b7e6c1a-5a4e-4d4a-9c1e-2f1a3b4c5d6e',
      enName: 'Cards',
      kuName: 'کارت',
      arName: 'بطاقات',
      slug: 'cards',
      image: '',
      subCategories: [],
    },
  ],
};

/** The element with this id, or a failure naming it. */
export function elementById(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

/**
 * Answers the catalogue (and the rate, IQD per USD, when given) and records each new product's
 * body; `onSave` may refuse it.
 */
export function serveProductForm(
  onSave: () => { status: number; body: unknown } = () => ({
    status: 201,
    body: { product: { _id: 'p1' } },
  }),
  rate?: string,
) {
  const bodies: unknown[] = [];
  const fetch = mockApi(async (url, request) => {
    if (url.pathname === '/api/home/get-categories-subCategories') return { body: testCatalogue };
    if (url.pathname === '/api/get-currencyIQD' && rate) return { body: { currencyIQD: rate } };
    if (url.pathname.startsWith('/api/seller/products') && request.method !== 'GET') {
      bodies.push(await request.json());
      return onSave();
    }
    return undefined;
  });
  return { fetch, bodies };
}

/** Types a value into a field found by its label (or given). */
export const typeInto = (label: string | HTMLElement, value: string) =>
  fireEvent.change(typeof label === 'string' ? screen.getByLabelText(label) : label, {
    target: { value },
  });

/** The product's own fields, filled so that only the print part can fail (saved as a draft). */
export async function fillProduct({ price = '10' }: { price?: string } = {}) {
  await screen.findByRole('option', { name: 'Cards' });
  typeInto(elementById('product-enName'), 'Business cards');
  typeInto('Code', 'BC-1');
  if (price) typeInto('Price (USD)', price);
  typeInto('Category', '0b7e6c1a-5a4e-4d4a-9c1e-2f1a3b4c5d6e');
  typeInto(elementById('colour-0-enName'), 'White');
  // Without pictures it can only be saved as a draft (product-form-drafts.test.tsx).
  fireEvent.click(screen.getByTestId('want-published'));
}

/** A saved product of the test catalogue's category with one white colour; `fields` override. */
export function savedProduct(fields: Partial<SellerProduct>): SellerProduct {
  return {
    _id: 'p1',
    slug: 'cards',
    code: 'BC-1',
    enName: 'Cards',
    kuName: '',
    arName: '',
    price: '1',
    discount: 0,
    depositPercent: null,
    stock: 1,
    images: [],
    categoryId: '0b7e6c1a-5a4e-4d4a-9c1e-2f1a3b4c5d6e',
    category: { enName: 'Cards', kuName: '', arName: '' },
    subCategoryId: null,
    rating: 0,
    published: true,
    simpleStock: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    enDescription: '',
    kuDescription: '',
    arDescription: '',
    colors: [
      {
        _id: 'c1',
        hex: '#ffffff',
        enName: 'White',
        kuName: '',
        arName: '',
        quantity: 1,
        properties: [],
      },
    ],
    ...fields,
  };
}

/** A published one-colour product at 6.50 as the seller's product list shows it. */
export function listedProduct(fields: Partial<SellerProductSummary> = {}): SellerProductSummary {
  return {
    _id: 'product-1',
    slug: 'flyers',
    code: 'FL-1',
    enName: 'Flyers',
    kuName: 'فلایەر',
    arName: 'نشرات',
    price: '6.50',
    discount: 0,
    stock: 10,
    images: [],
    categoryId: 'category-1',
    category: { enName: 'Print', kuName: 'چاپ', arName: 'طباعة' },
    subCategoryId: null,
    rating: 0,
    published: true,
    simpleStock: true,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}
