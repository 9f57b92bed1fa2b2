import { fireEvent, screen } from '@testing-library/react';
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
) {
  const bodies: unknown[] = [];
  const fetch = mockApi(async (url, request) => {
    if (url.pathname === '/api/home/get-categories-subCategories') return { body: testCatalogue };
    if (url.pathname === '/api/seller/products' && request.method === 'POST') {
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
export async function fillProduct() {
  await screen.findByRole('option', { name: 'Cards' });
  typeInto(elementById('product-enName'), 'Business cards');
  typeInto('Code', 'BC-1');
  typeInto('Price (USD)', '10');
  typeInto('Category', '0b7e6c1a-5a4e-4d4a-9c1e-2f1a3b4c5d6e');
  typeInto(elementById('colour-0-enName'), 'White');
  // Without pictures it can only be saved as a draft (product-form-drafts.test.tsx).
  fireEvent.click(screen.getByTestId('want-published'));
}
