import { fireEvent, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storefrontAt } from '@/testing/render-route';
import { fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithApp } from '@/testing/render-app';
import { sampleCategories } from '@/testing/sample-categories';
import { sampleProduct } from '@/testing/sample-products';

const CATEGORY = sampleCategories[0]!;
const LISTING = `/products?category=Business%20Cards&categoryId=${CATEGORY._id}`;

function answerApi(totalProduct: number) {
  return mockApi((url) => {
    if (url.pathname === '/api/home/query-products') {
      return {
        body: { products: [sampleProduct(1), sampleProduct(2)], totalProduct, parPage: 12 },
      };
    }
    if (url.pathname === '/api/home/price-range-latest-product') {
      return { body: { latest_product: [], priceRange: { low: 0.5, high: 40 } } };
    }
    if (url.pathname === '/api/get-currencyIQD') return { body: { currencyIQD: '1310.0000' } };
    return undefined;
  });
}

function renderAt(path: string) {
  const { element, router } = storefrontAt(path);
  renderWithApp(element);
  return router;
}

const productQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchedUrls(fetchMock).filter((url) => url.pathname === '/api/home/query-products');

describe('product listing', () => {
  it('queries the API with the filters of the URL, sending only the set ones', async () => {
    const fetchMock = answerApi(30);
    renderAt(`${LISTING}&rating=4&sortPrice=high-to-low&pageNumber=2&lowPrice=oops`);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    const query = Object.fromEntries(productQueries(fetchMock)[0]!.searchParams);
    expect(query).toEqual({
      category: 'Business Cards',
      categoryId: CATEGORY._id,
      rating: '4',
      sortPrice: 'high-to-low',
      pageNumber: '2',
    });
    expect(screen.getByTestId('total-count').textContent).toBe('Products found: 30');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Business Cards');
  });

  it('writes every filter change to the URL and goes back to page 1', async () => {
    const fetchMock = answerApi(30);
    const router = renderAt(`${LISTING}&pageNumber=2`);
    await screen.findAllByTestId('product-card');

    fireEvent.click(screen.getByTestId('rating-filter-3'));
    await waitFor(() => expect(router.location().search).toContain('rating=3'));
    expect(router.location().search).not.toContain('pageNumber');

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'low-to-high' } });
    await waitFor(() => expect(router.location().search).toContain('sortPrice=low-to-high'));
    await waitFor(() =>
      expect(productQueries(fetchMock).at(-1)?.searchParams.get('sortPrice')).toBe('low-to-high'),
    );

    fireEvent.click(screen.getByTestId('rating-clear'));
    await waitFor(() => expect(router.location().search).not.toContain('rating'));
  });

  it('shows a spinner for about a second after a change', async () => {
    answerApi(30);
    renderAt(LISTING);
    await screen.findAllByTestId('product-card');
    expect(screen.queryByTestId('listing-spinner')).toBeNull();
    const clickedAt = Date.now();
    fireEvent.click(screen.getByTestId('rating-filter-4'));
    expect(await screen.findByTestId('listing-spinner')).toBeTruthy();
    await waitForElementToBeRemoved(() => screen.queryByTestId('listing-spinner'));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
  });

  it('pages only when the total exceeds the page size', async () => {
    answerApi(30);
    const router = renderAt(LISTING);
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('page-3')).toBeTruthy();
    expect(screen.queryByTestId('page-4')).toBeNull();
    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(router.location().search).toContain('pageNumber=2'));
  });

  it('shows no pagination for a single page', async () => {
    answerApi(12);
    renderAt(LISTING);
    await screen.findAllByTestId('product-card');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('lists the sub-categories of the chosen category as links that keep the filters', async () => {
    answerApi(2);
    renderAt(`${LISTING}&rating=4`);
    const link = await screen.findByRole('link', { name: 'Matte & Soft-touch' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('subCategoryId')).toBe(CATEGORY.subCategories[0]!._id);
    expect(href.searchParams.get('rating')).toBe('4');
  });

  it('switches between grid and list views', async () => {
    answerApi(2);
    renderAt(LISTING);
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('product-grid').getAttribute('data-view')).toBe('grid');
    fireEvent.click(screen.getByTestId('view-list'));
    expect(screen.getByTestId('product-grid').getAttribute('data-view')).toBe('list');
  });

  it("searches with the header's double-&& URL", async () => {
    const fetchMock = answerApi(2);
    renderAt('/products/search?category=Mugs&&value=mug%20330');
    await screen.findAllByTestId('product-card');
    const query = productQueries(fetchMock)[0]!.searchParams;
    expect(query.get('searchValue')).toBe('mug 330');
    expect(query.get('category')).toBe('Mugs');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “mug 330”');
    // The header's search box still holds what was searched for.
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('mug 330');
  });

  it('offers similar names and categories as links when a search found nothing', async () => {
    mockApi((url) =>
      url.pathname === '/api/home/query-products'
        ? {
            body: {
              products: [],
              totalProduct: 0,
              parPage: 12,
              suggestions: {
                categories: [CATEGORY],
                terms: [{ enName: 'Ceramic Mug', kuName: 'کوپی سیرامیک', arName: 'كوب سيراميك' }],
              },
            },
          }
        : url.pathname === '/api/get-currencyIQD'
          ? { body: { currencyIQD: '1310.0000' } }
          : undefined,
    );
    renderAt('/products/search?category=&&value=ceramc');
    const suggestions = await screen.findByTestId('search-suggestions');
    const links = [...suggestions.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Ceramic Mug', '/products/search?category=&&value=Ceramic%20Mug'],
      [CATEGORY.enName, `/products?category=Business%20Cards&categoryId=${CATEGORY._id}`],
    ]);
  });

  it("shows the server's error sentence when the query fails", async () => {
    mockApi((url) =>
      url.pathname === '/api/home/query-products'
        ? { status: 400, body: { error: 'rating must be a whole number from 1 to 5' } }
        : undefined,
    );
    renderAt(LISTING);
    // The generic sentence stands in until the error's code is there, then the server's is shown.
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('rating must be a whole number from 1 to 5'),
    );
    expect(alert.textContent).not.toContain('could not be loaded');
  });

  it('hides the pager of the last page shown when the next one fails', async () => {
    mockApi((url) => {
      if (url.pathname !== '/api/home/query-products') return undefined;
      return url.searchParams.get('pageNumber') === '2'
        ? { status: 503, body: { error: 'Database down', code: 'database_unavailable' } }
        : { body: { products: [sampleProduct(1)], totalProduct: 30, parPage: 12 } };
    });
    renderAt(LISTING);
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByTestId('page-2'));
    await screen.findByRole('alert');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it("shows the error's message by its code, not the server's sentence", async () => {
    mockApi((url) =>
      url.pathname === '/api/home/query-products'
        ? { status: 503, body: { error: 'Database down', code: 'database_unavailable' } }
        : undefined,
    );
    renderAt(LISTING);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('The shop is briefly unavailable. Please try again'),
    );
    expect(alert.textContent).not.toContain('Database down');
  });
});
