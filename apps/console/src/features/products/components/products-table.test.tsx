import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ProductsTable } from '@/features/products/components/products-table';
import { listedProduct } from '@/features/products/testing/product-form-fixtures';
import { renderWithProviders } from '@/testing/render';

const product = listedProduct({ published: false });

describe('ProductsTable', () => {
  it('sends a copy again with its key after a failure, and a new key for the next copy', async () => {
    const keys: (string | null)[] = [];
    mockApi((url, request) => {
      if (url.pathname === '/api/seller/products/product-1/copies') {
        keys.push(request.headers.get('idempotency-key'));
        // The first answer is lost on the way (the copy may have been made all the same).
        if (keys.length === 1) return { status: 503, body: apiError('database_unavailable') };
        return { status: 201, body: { product: { ...product, code: `FL-1-copy-${keys.length}` } } };
      }
      if (url.pathname === '/api/seller/products') {
        return { body: { items: [product], total: 1, page: 1, perPage: 20 } };
      }
      return undefined;
    });
    const said = vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
    renderWithProviders(<ProductsTable products={[product]} />);
    const duplicate = screen.getByRole('button', { name: 'Duplicate' });
    fireEvent.click(duplicate);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    await waitFor(() => expect(duplicate).toHaveProperty('disabled', false));
    fireEvent.click(duplicate);
    await waitFor(() =>
      expect(said).toHaveBeenCalledWith('A draft copy was made with the code FL-1-copy-2.'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[\da-f-]{36}$/);

    await waitFor(() => expect(duplicate).toHaveProperty('disabled', false));
    fireEvent.click(duplicate);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });
});
