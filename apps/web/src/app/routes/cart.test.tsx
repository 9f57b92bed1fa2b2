import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { emptyCart, sampleCart, sampleCartLine } from '@/testing/sample-cart';

describe('/card', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it('groups lines by shop with colours and options, unit prices to 2 decimals, line amounts in whole dinars, a rounding row, totals to 250 IQD', async () => {
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
    expect(within(first!).getByTestId('cart-line-total').textContent).toBe('42,093 IQD');
    expect(within(first!).getByTestId('cart-line-unit-price').textContent).toBe('14,031.00 IQD');
    expect(within(second!).getByTestId('cart-line-unit-price').textContent).toBe('7,008.50 IQD');
    // Each colour × size is its own row, with a swatch and −/+ that name it.
    const rows = within(first!).getAllByTestId('cart-row');
    expect(rows.map((row) => row.textContent)).toEqual(['White·A52', 'Black1']);
    expect(within(rows[0]!).getByTestId('cart-row-size').tagName).toBe('BDI');
    expect(within(rows[0]!).getByTestId('cart-row-inc').getAttribute('aria-label')).toBe(
      'Add one: White, A5',
    );
    expect(within(rows[1]!).getByTestId('cart-row-dec').getAttribute('aria-label')).toBe(
      'Take out: Black',
    );
    expect(
      (within(rows[0]!).getByTestId('colour-swatch') as HTMLElement).style.backgroundColor,
    ).toBe('rgb(255, 255, 255)');

    // The lines in whole dinars (42,093 + 14,017) and the rounding add up to the subtotal.
    expect(screen.getByTestId('cart-summary-lines').textContent).toBe('56,110 IQD');
    expect(screen.getByTestId('cart-summary-rounding').textContent).toBe('-110 IQD');
    expect(screen.getByTestId('cart-summary-subtotal').textContent).toBe('56,000 IQD');
    expect(screen.getByTestId('cart-summary-discount').textContent).toBe('-2,750 IQD');
    expect(screen.getByTestId('cart-summary-shipping').textContent).toBe('10,000 IQD');
    expect(screen.getByTestId('cart-summary-total').textContent).toBe('63,250 IQD');
    expect(screen.getByTestId('cart-summary-items').textContent).toBe('Items: 5');
    // Two shops, two parcels: what each courier asks adds up to the total (issue 36).
    const parcels = within(screen.getByTestId('cart-parcels'));
    expect(parcels.getByText('It comes in 2 parcels')).toBeTruthy();
    expect(parcels.getAllByTestId('cart-parcel-shop').map((s) => s.textContent)).toEqual([
      'Hawler Print House',
      'Shatt Al-Arab Print Studio',
    ]);
    expect(parcels.getAllByTestId('cart-parcel-amount').map((a) => a.textContent)).toEqual([
      '45,000 IQD',
      '18,250 IQD',
    ]);
    expect(screen.getByTestId('checkout-button').getAttribute('href')).toBe('/shipping');

    const outOfStock = screen.getByTestId('out-of-stock-list');
    expect(within(outOfStock).getAllByTestId('out-of-stock-line')).toHaveLength(1);
    // A line that cannot be bought may only shrink.
    const stuck = within(outOfStock).getAllByTestId('cart-row-inc') as HTMLButtonElement[];
    expect(stuck.every((button) => button.disabled)).toBe(true);
  });

  it('names every link a screen reader meets: the picture’s link, a repeat of the name’s, is hidden from it', async () => {
    mockApi((url) =>
      url.pathname === '/api/home/product/get-card-product/c1' ? { body: sampleCart() } : undefined,
    );
    renderRoute('/card');
    const [line] = await screen.findAllByTestId('cart-line');
    const links = [...line!.querySelectorAll('a')];
    const unnamed = links.filter(
      (link) => link.getAttribute('aria-hidden') !== 'true' && !link.textContent?.trim(),
    );
    expect(unnamed).toEqual([]);
    expect(links.filter((link) => link.getAttribute('aria-hidden') === 'true')).toHaveLength(1);
  });

  it('disables + at a size’s stock, and − at 1 only on a line’s one row', async () => {
    const single = sampleCartLine('d', {
      quantity: 1,
      cartItems: [{ ...sampleCartLine('d').cartItems[1]!, quantity: 1 }],
    });
    const cart = sampleCart();
    cart.card_products[0]!.products.push(single);
    mockApi((url) =>
      url.pathname === '/api/home/product/get-card-product/c1' ? { body: cart } : undefined,
    );
    renderRoute('/card');
    const [first, only, second] = await screen.findAllByTestId('cart-line');
    const buttons = (line: HTMLElement, id: string) =>
      (within(line).getAllByTestId(id) as HTMLButtonElement[]).map((button) => button.disabled);
    expect(buttons(first!, 'cart-row-inc')).toEqual([false, false]);
    expect(buttons(first!, 'cart-row-dec')).toEqual([false, false]);
    // Line b: 2 of the 2 "500 pcs" in stock.
    expect(buttons(second!, 'cart-row-inc')).toEqual([true]);
    expect(buttons(second!, 'cart-row-dec')).toEqual([false]);
    // Line d: one row of 1 — Remove takes the line out, not −.
    expect(buttons(only!, 'cart-row-dec')).toEqual([true]);
  });

  it('steps one row, shows a stock refusal translated, takes the server’s figures, and removes a line', async () => {
    let cart = sampleCart();
    const calls: string[] = [];
    mockApi(async (url, request) => {
      if (url.pathname === '/api/home/product/get-card-product/c1') return { body: cart };
      if (request.method !== 'GET') {
        calls.push(
          `${request.method} ${url.pathname} ${request.method === 'PUT' ? await request.text() : ''}`.trim(),
        );
      }
      if (url.pathname === '/api/home/product/cart-row/a') {
        const body = JSON.parse(calls.at(-1)!.split(' ').slice(2).join(' ')) as { change: number };
        if (body.change === 1) {
          return {
            status: 409,
            body: apiError('only_option_in_stock', { count: 2, colour: 'White', option: 'A5' }),
          };
        }
        const [group] = cart.card_products;
        const line = group!.products[0]!;
        cart = {
          ...cart,
          price: '42062.00',
          card_products: [
            {
              ...group!,
              products: [
                { ...line, quantity: 2, lineTotal: '28062.00', cartItems: [line.cartItems[0]!] },
              ],
            },
            ...cart.card_products.slice(1),
          ],
        };
        return { body: cart };
      }
      if (url.pathname === '/api/home/product/delete-card-product/c') {
        cart = { ...cart, outOfStockProduct: [] };
        return { body: { message: 'Product Removed Successfully' } };
      }
      return undefined;
    });
    renderRoute('/card');
    const [first] = await screen.findAllByTestId('cart-line');
    fireEvent.click(within(first!).getByRole('button', { name: 'Add one: White, A5' }));
    expect(await screen.findByText('Only 2 of White A5 are in stock.')).toBeTruthy();
    await waitFor(() =>
      expect(within(first!).getAllByTestId('cart-row-quantity')[0]!.textContent).toBe('2'),
    );

    fireEvent.click(within(first!).getByRole('button', { name: 'Take out: Black' }));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('cart-line')[0]!).getAllByTestId('cart-row'),
      ).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('cart-line-total')[0]!.textContent).toBe('28,062 IQD'),
    );

    fireEvent.click(within(screen.getByTestId('out-of-stock-list')).getByTestId('cart-remove'));
    expect(await screen.findByText('Removed from your cart.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('out-of-stock-list')).toBeNull());
    expect(calls).toEqual([
      'PUT /api/home/product/cart-row/a {"colorId":"colour-white","propertyId":"white-a5","change":1}',
      'PUT /api/home/product/cart-row/a {"colorId":"colour-black","propertyId":null,"change":-1}',
      'DELETE /api/home/product/delete-card-product/c',
    ]);
  });

  it('keeps − and + working while the cart is read again: a tap then is sent, not dropped', async () => {
    const cart = sampleCart();
    const calls: string[] = [];
    let reads = 0;
    let answerRead: () => void = () => {};
    mockApi(async (url, request) => {
      if (url.pathname === '/api/home/product/get-card-product/c1') {
        reads += 1;
        // The read after the refusal is held, as on a slow line, until the test lets it through.
        if (reads > 1) await new Promise<void>((resolve) => (answerRead = resolve));
        return { body: cart };
      }
      if (url.pathname === '/api/home/product/cart-row/a') {
        const body = await request.text();
        calls.push(body);
        if (JSON.parse(body).change === 1) {
          return {
            status: 409,
            body: apiError('only_option_in_stock', { count: 2, colour: 'White', option: 'A5' }),
          };
        }
        return { body: cart };
      }
      return undefined;
    });
    renderRoute('/card');
    const [first] = await screen.findAllByTestId('cart-line');
    // A refused step reads the cart again.
    fireEvent.click(within(first!).getByRole('button', { name: 'Add one: White, A5' }));
    await waitFor(() => expect(reads).toBe(2));
    const takeOut = within(first!).getByRole('button', { name: 'Take out: Black' });
    expect((takeOut as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(takeOut);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(JSON.parse(calls[1]!)).toEqual({
      colorId: 'colour-black',
      propertyId: null,
      change: -1,
    });
    answerRead();
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
