import type { CardDesignListItem } from '@chapkhana/shared/card-designs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleCardTemplate } from '@/testing/sample-card';

const PAGE = '/dashboard/card-designs';
const LIST = '/api/home/card-designs';

const design = (id: string, extra: Partial<CardDesignListItem> = {}): CardDesignListItem => ({
  _id: id,
  templateId: 'template-1',
  productId: 'product-1',
  name: { kr: 'کارتی شین', ar: 'بطاقة زرقاء', en: 'Blue card' },
  template: sampleCardTemplate(),
  values: { name: 'Rebwar' },
  artworkId: null,
  updatedAt: '2026-11-28T09:30:00.000Z',
  product: {
    slug: 'custom-business-cards',
    enName: 'Business cards',
    kuName: 'کارتی بازرگانی',
    arName: 'بطاقات عمل',
  },
  ...extra,
});

/** Answers the list a page at a time (`perPage` a page), as the API does. */
function answerApi(designs: CardDesignListItem[] | 'fail', perPage = 24) {
  let current = designs === 'fail' ? [] : [...designs];
  return mockApi((url, request) => {
    const path = url.pathname;
    if (path === '/api/get-customer/c1') return { status: 500, body: {} };
    if (path === LIST) {
      if (designs === 'fail') return { status: 500, body: {} };
      const page = Number(url.searchParams.get('page') ?? '1');
      const shown = current.slice((page - 1) * perPage, page * perPage);
      return { body: { designs: shown, total: current.length, page, perPage } };
    }
    const one = /^\/api\/home\/card-designs\/([^/]+)$/.exec(path);
    if (one && request.method === 'DELETE') {
      current = current.filter((item) => item._id !== one[1]);
      return { body: { designId: one[1] } };
    }
    return undefined;
  });
}

describe('my card designs', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  it('lists each saved card with its product, and opens it on that product’s page as a new card', async () => {
    answerApi([
      design('d1'),
      design('d2', { product: null, name: { ...design('x').name, en: 'Red card' } }),
    ]);
    renderRoute(PAGE);
    const items = await screen.findAllByTestId('card-design-item');
    expect(items).toHaveLength(2);
    // Told apart by what was typed on each, then the template and the product.
    expect(within(items[0]!).getByRole('heading').textContent).toBe('Rebwar');
    expect(items[0]!.textContent).toContain('Blue card');
    expect(items[0]!.textContent).toContain('Business cards');
    expect(items[0]!.textContent).toContain('No print file made yet.');
    expect(
      within(items[0]!).getByRole('link', { name: 'Edit into a new card' }).getAttribute('href'),
    ).toBe('/product/details/custom-business-cards?design=d1');
    // A product the print house removed: the card stays, but cannot be opened there.
    expect(items[1]!.textContent).toContain('The print house no longer sells this product.');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('deletes a card only once the customer confirms', async () => {
    const fetchMock = answerApi([design('d1')]);
    renderRoute(PAGE);
    fireEvent.click(await screen.findByTestId('card-design-remove'));
    const dialog = await screen.findByTestId('card-design-remove-dialog');
    expect(dialog.textContent).toContain('Orders already placed keep their print files.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getAllByTestId('card-design-item')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('card-design-remove'));
    fireEvent.click(
      within(await screen.findByTestId('card-design-remove-dialog')).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('card-designs-empty')).toBeTruthy());
    expect(
      fetchMock.mock.calls.some(
        ([request]) => request.method === 'DELETE' && request.url.endsWith('/card-designs/d1'),
      ),
    ).toBe(true);
  });

  it('shows many cards a page at a time, and the page before once the last card of a page goes', async () => {
    answerApi(
      Array.from({ length: 5 }, (_, n) =>
        design(`d${n + 1}`, { values: { name: `Person ${n + 1}` } }),
      ),
      2,
    );
    renderRoute(PAGE);
    expect(await screen.findAllByTestId('card-design-item')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('card-design-item')
          .map((item) => item.querySelector('h3, h2')?.textContent),
      ).toEqual(['Person 5']),
    );
    fireEvent.click(screen.getByTestId('card-design-remove'));
    fireEvent.click(
      within(await screen.findByTestId('card-design-remove-dialog')).getByRole('button', {
        name: 'Delete',
      }),
    );
    // Page 3 is gone: page 2 is shown, not "no card designs".
    await waitFor(() =>
      expect(screen.getAllByTestId('card-design-item').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Person 3'),
        expect.stringContaining('Person 4'),
      ]),
    );
    expect(screen.queryByTestId('card-designs-empty')).toBeNull();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    answerApi([]);
    const { unmount } = renderRoute(PAGE);
    expect((await screen.findByTestId('card-designs-empty')).textContent).toContain(
      'No card designs yet',
    );
    unmount();
    answerApi('fail');
    renderRoute(PAGE);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your card designs could not be loaded.',
    );
  });
});
