import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ABOUT_TEXT, mockAboutPage } from '@/testing/sample-shop-pages';
import { storefrontAt } from '@/testing/render-route';
import { renderWithApp, signInAs } from '@/testing/render-app';

function renderAt(path: string) {
  const { element, router } = storefrontAt(path);
  renderWithApp(element);
  return router;
}

describe('routes', () => {
  it('keeps an address’s ?lng= in step with the language shown', async () => {
    mockAboutPage();
    const router = renderAt('/about?lng=ar&ref=share');
    expect(await screen.findByText(ABOUT_TEXT)).toBeTruthy();
    // The test app reads English: a reload of this address must open in English too.
    await waitFor(() => expect(router.location().search).toBe('?lng=en&ref=share'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us');
  });

  it('shows the translated not-found page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });

  it.each(['/card', '/dashboard', '/dashboard/my-wishlist'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
      expect(router.location().pathname).toBe('/login');
    },
  );

  it.each(['/login', '/register'])('sends a signed-in customer from %s home', async (path) => {
    signInAs('Aram');
    const router = renderAt(path);
    expect(await screen.findByTestId('category-grid')).toBeTruthy();
    expect(router.location().pathname).toBe('/');
  });

  it('lets a signed-in customer open a dashboard child route', async () => {
    signInAs('Aram');
    renderAt('/dashboard/order/details/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeTruthy();
  });

  it('renders the category grid on the home page with localised names', async () => {
    renderAt('/');
    const tiles = await screen.findAllByTestId('category-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Business Cards', 'Mugs']);
    // The first tiles are above the fold (the largest paint on a phone): not lazy.
    const image = tiles[0]?.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('width')).toBe('400');
  });
});
