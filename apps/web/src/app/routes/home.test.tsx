import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storefrontAt } from '@/testing/render-route';
import { renderWithApp } from '@/testing/render-app';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';

describe('home page', () => {
  it('shows banners, categories and both product carousels from the one page-data answer', async () => {
    // Both queries are preloaded: any request at all would be an extra round trip.
    const fetchMock = mockApi(() => undefined);
    renderWithApp(storefrontAt('/').element);

    const carousel = await screen.findByTestId('banner-carousel');
    const links = within(carousel).getAllByTestId('banner-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://chapkhana.example/sale',
      'https://chapkhana.example/new',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getAllByTestId('category-tile')).toHaveLength(2);
    // The carousels' cards are drawn once their sections come near the screen, one a task.
    const newProducts = await screen.findByTestId('new-products-carousel');
    await waitFor(() => expect(within(newProducts).getAllByTestId('product-card')).toHaveLength(2));
    const discounted = await screen.findByTestId('discount-products-carousel');
    await waitFor(() => expect(within(discounted).getAllByTestId('product-card')).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the carousels the reading direction', async () => {
    mockApi(() => undefined);
    const { i18n } = renderWithApp(storefrontAt('/').element);
    expect((await screen.findByTestId('new-products-carousel')).getAttribute('dir')).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect((await screen.findByTestId('new-products-carousel')).getAttribute('dir')).toBe('rtl');
  });
});
