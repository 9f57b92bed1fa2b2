import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ProductForm } from '@/features/products/components/product-form';
import { elementById, testCatalogue } from '@/features/products/testing/product-form-fixtures';
import { renderWithProviders } from '@/testing/render';

const catalogue = testCatalogue;

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const byId = elementById;

describe('ProductForm — a new product', () => {
  it('is created once as a draft; a second Save edits it, and it stays a draft without a picture', async () => {
    const calls: { method: string; path: string; key: string | null }[] = [];
    const onSaved = vi.fn();
    const onCreated = vi.fn();
    mockApi(async (url, request) => {
      if (url.pathname === '/api/home/get-categories-subCategories') return { body: catalogue };
      if (url.pathname.startsWith('/api/seller/products')) {
        calls.push({
          method: request.method,
          path: url.pathname,
          key: request.headers.get('Idempotency-Key'),
        });
        const product = { _id: 'p1', images: [], published: false };
        return { status: request.method === 'POST' ? 201 : 200, body: { product } };
      }
      return undefined;
    });
    renderWithProviders(<ProductForm onSaved={onSaved} onCreated={onCreated} />);
    await screen.findByRole('option', { name: 'Cards' });
    type(byId('product-kuName'), 'فلایەر');
    type(screen.getByLabelText('Code'), 'FL-1');
    type(screen.getByLabelText('Price (USD)'), '6.5');
    type(screen.getByLabelText('Category'), '0b7e6c1a-5a4e-4d4a-9c1e-2f1a3b4c5d6e');
    type(byId('colour-0-kuName'), 'سپی');
    expect(screen.getByTestId('picture-limits').textContent).toMatch(/2000 px.*40 MB/);

    fireEvent.click(screen.getByTestId('save-product'));
    expect((await screen.findByTestId('draft-reason')).textContent).toMatch(
      'Add at least one picture before publishing',
    );
    expect(screen.getByTestId('product-status').textContent).toMatch('Draft');
    expect(onCreated).toHaveBeenCalledWith('p1');
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/seller/products' });
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]).toMatchObject({ method: 'PUT', path: '/api/seller/products/p1' });
  });
});
