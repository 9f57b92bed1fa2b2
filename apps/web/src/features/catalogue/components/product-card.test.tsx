import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { renderWithApp } from '@/testing/render-app';
import { sampleProduct } from '@/testing/sample-products';

function renderCard(...args: Parameters<typeof sampleProduct>) {
  return renderWithApp(
    <MemoryRouter>
      <ProductCard product={sampleProduct(...args)} rate="1310.0000" />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('shows the discounted IQD price, the struck original and a -N% badge', () => {
    renderCard(1, { price: '12.60', discount: 15 });
    const card = screen.getByTestId('product-card');
    expect(within(card).getByTestId('price-current').textContent).toBe('14,031.00 IQD');
    const original = within(card).getByTestId('price-original');
    expect(original.tagName).toBe('S');
    expect(original.textContent).toBe('Original price: 16,506.00 IQD');
    const badge = within(card).getByTestId('discount-badge');
    expect(badge.textContent).toBe('-15%');
    expect(badge.getAttribute('aria-label')).toBe('15% off');
  });

  it('has neither badge nor struck price without a discount', () => {
    renderCard(2, { price: '1.10', discount: 0 });
    expect(screen.getByTestId('price-current').textContent).toBe('1,441.00 IQD');
    expect(screen.queryByTestId('price-original')).toBeNull();
    expect(screen.queryByTestId('discount-badge')).toBeNull();
  });

  it('shows a print product "from … a piece", at its cheapest piece, never its own price', () => {
    // Own price 4.50 USD would read 5,895.00 IQD; the cheapest piece is 0.0381679 USD.
    renderCard(3, { price: '4.50', printPriceFrom: '0.0381679', discount: 0 });
    expect(screen.getByTestId('price-current').textContent).toBe('from 50.00 IQD a piece');
    expect(screen.getByTestId('product-card').textContent).not.toContain('5,895');
  });

  it('links to the product page and shows name, code and a sized, lazy cover', () => {
    renderCard(7);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/product/details/matte-card-7',
    );
    expect(within(card).getByRole('heading').textContent).toBe('Matte card 7');
    expect(card.textContent).toContain('BC-1007');
    const image = card.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/products/matte-card-7-1-400.webp');
    expect(image.getAttribute('srcset')).toBe(
      '/uploads/products/matte-card-7-1-200.webp 200w, /uploads/products/matte-card-7-1-400.webp 400w',
    );
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('draws five stars with a half from .5', () => {
    renderCard(1, { rating: 3.5 });
    const stars = screen.getByTestId('rating-stars');
    expect(stars.getAttribute('aria-label')).toBe('Rated 3.5 out of 5');
    expect(
      [...stars.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star')),
    ).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('shows a placeholder when the product has no image', () => {
    renderCard(1, { images: [] });
    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();
  });
});
