import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductQuickEditBody } from '@chapkhana/shared/products';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ProductQuickEdit } from '@/features/products/components/product-quick-edit';
import { listedProduct } from '@/features/products/testing/product-form-fixtures';
import { renderWithProviders } from '@/testing/render';

const RATE = '1310.0000';

const product = listedProduct();

/** Answers the rate and records each quick edit sent. */
function serveQuickEdit() {
  const bodies: ProductQuickEditBody[] = [];
  mockApi(async (url, request) => {
    if (url.pathname === '/api/get-currencyIQD') return { body: { currencyIQD: RATE } };
    if (url.pathname === '/api/seller/products/product-1' && request.method === 'PATCH') {
      const body = (await request.json()) as ProductQuickEditBody;
      bodies.push(body);
      return { body: { product: { ...product, ...body } } };
    }
    return undefined;
  });
  return bodies;
}

async function openQuickEdit(): Promise<HTMLInputElement> {
  renderWithProviders(<ProductQuickEdit product={product} />);
  fireEvent.click(screen.getByTestId('quick-edit'));
  // Dinars once the rate is in, as the product form types them.
  return (await screen.findByLabelText('Price (IQD)')) as HTMLInputElement;
}

describe('ProductQuickEdit — prices as the product form types them', () => {
  it('saves 25,000 dinars as dollars at today’s rate and shows both under the field', async () => {
    const bodies = serveQuickEdit();
    const price = await openQuickEdit();
    await waitFor(() => expect(price.value).toBe('8,515'));
    fireEvent.change(price, { target: { value: '25,000' } });
    expect(screen.getByTestId('quick-edit-price-readout').textContent).toBe(
      '19.08 USD = 24,994.80 IQD',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ price: '19.08' }]));
  });

  it('types dollars when the seller chose dollars in the product form', async () => {
    window.localStorage.setItem('chapkhana.console.priceCurrency', 'USD');
    const bodies = serveQuickEdit();
    renderWithProviders(<ProductQuickEdit product={product} />);
    fireEvent.click(screen.getByTestId('quick-edit'));
    const price = (await screen.findByLabelText('Price (USD)')) as HTMLInputElement;
    await screen.findByTestId('quick-edit-price-readout');
    fireEvent.change(price, { target: { value: '7.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ price: '7.25' }]));
  });

  it('asks before a ×10 change, sends nothing on Go back, and saves once confirmed', async () => {
    const bodies = serveQuickEdit();
    const price = await openQuickEdit();
    await waitFor(() => expect(price.value).toBe('8,515'));
    fireEvent.change(price, { target: { value: '85,150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByTestId('price-change-dialog');
    const [change] = within(dialog).getAllByTestId('price-change');
    expect(change!.textContent).toContain('8,515.00 IQD (6.50 USD)');
    expect(change!.textContent).toContain('85,150.00 IQD (65 USD)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByTestId('price-change-dialog')).toBeNull();
    // Still open with what was typed, to fix it.
    expect(price.value).toBe('85,150');
    expect(bodies).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByTestId('price-change-dialog')).getByRole('button', {
        name: 'Save the new prices',
      }),
    );
    await waitFor(() => expect(bodies).toEqual([{ price: '65' }]));
  });
});
