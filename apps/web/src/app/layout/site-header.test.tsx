import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/app/layout/site-header';
import { cartCountsReceived } from '@/features/cart/store/cart-slice';
import { api } from '@/lib/api-client';
import { fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithApp, signInAs } from '@/testing/render-app';
import { sampleCart, sampleWishlistItem } from '@/testing/sample-cart';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{location.pathname + location.search}</output>;
}

function renderHeader() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/']}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<CurrentUrl />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SiteHeader', () => {
  it('shows the cart badge (buy_product_item) and wishlist badge (wishlistCount) once signed in, hidden at 0', async () => {
    signInAs('Aram');
    let cart = sampleCart();
    let wishlist = { wishlists: [sampleWishlistItem(1), sampleWishlistItem(2)], wishlistCount: 2 };
    const fetchMock = mockApi((url) => {
      if (url.pathname === '/api/home/product/get-card-product/c1') return { body: cart };
      if (url.pathname === '/api/home/product/get-wishlist-products/c1') return { body: wishlist };
      return undefined;
    });
    const { store } = renderHeader();
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('5'));
    expect(screen.getByTestId('wishlist-badge').textContent).toBe('2');
    expect(fetchedUrls(fetchMock).map((url) => url.pathname)).toEqual(
      expect.arrayContaining([
        '/api/home/product/get-card-product/c1',
        '/api/home/product/get-wishlist-products/c1',
      ]),
    );

    // A refetch replaces the counts; 0 hides the badge.
    cart = { ...cart, buy_product_item: 0 };
    wishlist = { wishlists: [], wishlistCount: 0 };
    await act(async () => {
      store.dispatch(api.util.invalidateTags(['Cart', 'Wishlist']));
    });
    await waitFor(() => expect(screen.queryByTestId('cart-badge')).toBeNull());
    expect(screen.queryByTestId('wishlist-badge')).toBeNull();
  });

  it('shows no badges and fetches nothing for a visitor, whatever the store holds', () => {
    const fetchMock = mockApi(() => undefined);
    const { store } = renderHeader();
    act(() => {
      store.dispatch(cartCountsReceived({ buy_product_item: 3, wishlist_count: 2 }));
    });
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.queryByTestId('wishlist-badge')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends cart and wishlist to /login and shows a login link when signed out', () => {
    renderHeader();
    expect(screen.getByTestId('login-link').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('wishlist-link').getAttribute('href')).toBe('/login');
  });

  it('shows the customer name linking to /dashboard when signed in', () => {
    signInAs('ئاراس');
    renderHeader();
    const account = screen.getByTestId('account-link');
    expect(account.getAttribute('href')).toBe('/dashboard');
    expect(account.textContent).toContain('ئاراس');
    expect(screen.queryByTestId('login-link')).toBeNull();
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBe('/card');
    expect(screen.getByTestId('wishlist-link').getAttribute('href')).toBe('/dashboard/my-wishlist');
  });

  it('lists categories with a sub-category flyout linking to the products route', () => {
    renderHeader();
    fireEvent.click(screen.getByTestId('categories-button'));
    const menu = screen.getByTestId('categories-menu');
    expect(within(menu).getByRole('link', { name: 'Mugs' }).getAttribute('href')).toBe(
      '/products?category=Mugs&categoryId=33333333-3333-4333-8333-333333333333',
    );

    fireEvent.click(
      within(menu).getByRole('button', { name: 'Show the sub-categories of Business Cards' }),
    );
    expect(
      within(menu).getByRole('link', { name: 'Matte & Soft-touch' }).getAttribute('href'),
    ).toBe(
      '/products?category=Business%20Cards&categoryId=11111111-1111-4111-8111-111111111111&subCategoryId=22222222-2222-4222-8222-222222222222',
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('categories-menu')).toBeNull();
  });

  it('submits the search as typed, with the selected category, to /products/search', () => {
    renderHeader();
    fireEvent.change(screen.getByTestId('search-category'), {
      target: { value: 'Business Cards' },
    });
    fireEvent.input(screen.getByTestId('search-input'), { target: { value: ' red mug ' } });
    fireEvent.click(screen.getByTestId('search-button'));
    expect(screen.getByTestId('current-url').textContent).toBe(
      '/products/search?category=Business%20Cards&&value=%20red%20mug%20',
    );
  });
});
