import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { emptyCart, sampleCart } from '@/testing/sample-cart';

describe('/card', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    signInAs('Aram');
  });

  it('groups lines by shop with colours and options, line prices to 2 decimals, totals to 250 IQD', async () => {
    mockApi((url) =>
      url.pathname === '/api/home/product/get-card-product/c1' ? { body: sampleCart() } : undefined,
    );
    renderRoute('/card');
    const groups = await screen.findAllByTestId('cart-seller-group');
    expect(groups.map((group) => within(group).getByTestId('cart-shop-name').textContent)).toEqual([
      'Hawler Print House',
      'Shatt Al-Arab Print Studio',
    ]);
    expect(screen.getByTestId('breadcrumb').textContent).toContain('Home');
    const [first, second] = screen.getAllByTestId('cart-line');
    expect(within(first!).getByTestId('cart-line-total').textContent).toBe('42,093.00 IQD');
    expect(within(first!).getByTestId('cart-line-unit-price').textContent).toBe('14,031.00 IQD');
    expect(within(second!).getByTestId('cart-line-unit-price').textContent).toBe('7,008.50 IQD');
    expect(within(first!).getByTestId('colour-name').textContent).toBe('White');
    const ownQuantity = within(first!).getByTestId('colour-quantity');
    expect(ownQuantity.textContent).toContain('× 1');
    expect(ownQuantity.getAttribute('title')).toBe('Quantity: 1');
    expect(within(first!).getByTestId('property-quantity').textContent).toBe('A5 × 2');
    expect((within(first!).getByTestId('colour-swatch') as HTMLElement).style.backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );

    expect(screen.getByTestId('cart-summary-subtotal').textContent).toBe('56,000 IQD');
    expect(screen.getByTestId('cart-summary-discount').textContent).toBe('-2,750 IQD');
    expect(screen.getByTestId('cart-summary-shipping').textContent).toBe('10,000 IQD');
    expect(screen.getByTestId('cart-summary-total').textContent).toBe('63,250 IQD');
    expect(screen.getByTestId('cart-summary-items').textContent).toBe('Items: 5');
    expect(screen.getByTestId('checkout-button').getAttribute('href')).toBe('/shipping');

    const outOfStock = screen.getByTestId('out-of-stock-list');
    expect(within(outOfStock).getAllByTestId('out-of-stock-line')).toHaveLength(1);
    expect(within(outOfStock).queryByTestId('cart-inc')).toBeNull();
  });

  it('disables +1 at the stock and −1 when only option quantities are left', async () => {
    mockApi((url) =>
      url.pathname === '/api/home/product/get-card-product/c1' ? { body: sampleCart() } : undefined,
    );
    renderRoute('/card');
    const [first, second] = await screen.findAllByTestId('cart-line');
    const button = (line: HTMLElement, id: string) =>
      within(line).getByTestId(id) as HTMLButtonElement;
    expect(button(first!, 'cart-inc').disabled).toBe(false);
    expect(button(first!, 'cart-dec').disabled).toBe(false);
    // Line b: 2 of 2 in stock, both in the "500 pcs" option.
    expect(button(second!, 'cart-inc').disabled).toBe(true);
    expect(button(second!, 'cart-dec').disabled).toBe(true);
  });

  it('steps a quantity, shows a stock refusal translated, and removes a line', async () => {
    let cart = sampleCart();
    const calls: string[] = [];
    mockApi((url, request) => {
      if (url.pathname === '/api/home/product/get-card-product/c1') return { body: cart };
      if (request.method !== 'GET') calls.push(`${request.method} ${url.pathname}`);
      if (url.pathname === '/api/home/product/quantity-inc/a') {
        return { status: 409, body: apiError('only_in_stock', { count: 3 }) };
      }
      if (url.pathname === '/api/home/product/quantity-dec/a') {
        const [group] = cart.card_products;
        cart = {
          ...cart,
          card_products: [
            {
              ...group!,
              products: [{ ...group!.products[0]!, quantity: 2, lineTotal: '28062.00' }],
            },
            ...cart.card_products.slice(1),
          ],
        };
        return { body: { message: 'Quantity Updated' } };
      }
      if (url.pathname === '/api/home/product/delete-card-product/c') {
        cart = { ...cart, outOfStockProduct: [] };
        return { body: { message: 'Product Removed Successfully' } };
      }
      return undefined;
    });
    renderRoute('/card');
    const [first] = await screen.findAllByTestId('cart-line');
    fireEvent.click(within(first!).getByTestId('cart-inc'));
    expect(await screen.findByText('Only 3 of this product are in stock.')).toBeTruthy();

    fireEvent.click(within(first!).getByTestId('cart-dec'));
    await waitFor(() =>
      expect(screen.getAllByTestId('cart-line-quantity')[0]!.textContent).toBe('2'),
    );
    expect(screen.getAllByTestId('cart-line-total')[0]!.textContent).toBe('28,062.00 IQD');

    fireEvent.click(within(screen.getByTestId('out-of-stock-list')).getByTestId('cart-remove'));
    expect(await screen.findByText('Removed from your cart.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('out-of-stock-list')).toBeNull());
    expect(calls).toEqual([
      'PUT /api/home/product/quantity-inc/a',
      'PUT /api/home/product/quantity-dec/a',
      'DELETE /api/home/product/delete-card-product/c',
    ]);
  });

  it('shows the empty state with a Shop now link home', async () => {
    mockApi((url) =>
      url.pathname === '/api/home/product/get-card-product/c1' ? { body: emptyCart } : undefined,
    );
    renderRoute('/card');
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('Your cart is empty');
    expect(screen.getByTestId('shop-now').getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('checkout-button')).toBeNull();
  });
});
