import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { loadRoutesOf } from '@/app/route-table';
import { storefrontAt } from '@/testing/render-route';
import { makeStore } from '@/app/store';
import { wishlistApi } from '@/features/cart/api/get-wishlist';
import { productDetailsApi } from '@/features/catalogue/api/get-product-details';
import { RECENTLY_VIEWED_KEY } from '@/features/catalogue/utils/recently-viewed';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { customerToken, renderWithApp, signInAs } from '@/testing/render-app';
import { samplePrint } from '@/testing/sample-print';
import { sampleProduct, sampleProductDetail } from '@/testing/sample-products';
import type { Product } from '@chapkhana/shared/catalogue';
import { wishlistItemOf } from '@chapkhana/shared/wishlist-item';

type Answer = { status?: number; body: unknown };

// Whether the print configurator's module has been asked for in this file yet.
const printPanelModule = vi.hoisted(() => ({ imported: false }));
vi.mock('@/features/print/components/print-purchase-panel', async (importOriginal) => {
  printPanelModule.imported = true;
  return importOriginal();
});

/** The product page's calls, plus `extra` answers by path (a function answers each call anew). */
function answerApi(extra: Record<string, Answer | (() => Answer)> = {}) {
  return mockApi((url) => {
    const answer = extra[url.pathname];
    if (answer) return typeof answer === 'function' ? answer() : answer;
    if (url.pathname === '/api/home/product-details/matte-card-1') {
      return {
        body: {
          product: sampleProductDetail(),
          relatedProducts: [sampleProduct(2), sampleProduct(3)],
          moreProducts: [],
        },
      };
    }
    if (url.pathname === '/api/get-currencyIQD') return { body: { currencyIQD: '1310.0000' } };
    return undefined;
  });
}

function renderAt(path: string) {
  const { element, router } = storefrontAt(path);
  const { store } = renderWithApp(
    <>
      {element}
      <Toaster />
    </>,
  );
  return Object.assign(router, { store });
}

/** The login API's answer for Aram, and the login form filled in and sent on the screen. */
const LOGIN_ANSWER = { body: { token: customerToken('Aram'), message: 'Login Success' } };
async function logInOnScreen() {
  fireEvent.input(await screen.findByTestId('login-phone'), { target: { value: '07501234567' } });
  fireEvent.input(screen.getByTestId('login-password'), { target: { value: 'long enough' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

/** Saves a sign-in intent as the product page does (two Black), with `changes` a forger made. */
function storeIntent(changes: Record<string, unknown> = {}) {
  window.localStorage.setItem(
    'signInIntent',
    JSON.stringify({
      reason: 'cart',
      path: '/product/details/matte-card-1',
      productId: sampleProductDetail()._id,
      selection: { 'colour-black': { quantity: 2, properties: {} } },
      savedAt: Date.now(),
      ...changes,
    }),
  );
}

const cartCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/add-to-card'));

const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });

describe('product detail', () => {
  it('loads the print configurator only for a print product, before hydrating a page of one', async () => {
    const store = makeStore();
    const detailsOf = (product: Product) => ({ product, relatedProducts: [], moreProducts: [] });
    await store.dispatch(
      productDetailsApi.util.upsertQueryData(
        'getProductDetails',
        'matte-card-1',
        detailsOf(sampleProductDetail()),
      ),
    );
    await store.dispatch(
      productDetailsApi.util.upsertQueryData(
        'getProductDetails',
        'print-cards',
        detailsOf(sampleProductDetail({ slug: 'print-cards', print: samplePrint() })),
      ),
    );
    const at = (pathname: string) => ({ pathname, search: '', hash: '' }) as Location;
    await loadRoutesOf(at('/product/details/matte-card-1'), store.getState());
    expect(printPanelModule.imported).toBe(false);
    await loadRoutesOf(at('/product/details/print-cards'), store.getState());
    expect(printPanelModule.imported).toBe(true);
  });

  it('shows code, rating, review count, price with discount and stock', async () => {
    answerApi();
    renderAt('/product/details/matte-card-1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Matte card 1');
    expect(screen.getByTestId('product-code').textContent).toBe('BC-1001');
    expect(screen.getByTestId('review-count').textContent).toBe('Reviews: 7');
    const details = screen.getByTestId('product-details');
    await waitFor(() =>
      expect(within(details).getAllByTestId('price-current')[0]!.textContent).toBe('14,031.00 IQD'),
    );
    expect(within(details).getAllByTestId('price-original')[0]!.textContent).toContain('16,506.00');
    expect(screen.getByTestId('product-stock').textContent).toBe('In stock: 40');
    expect(screen.getByTestId('add-to-cart')).toBeTruthy();
  });

  it('totals selected quantities × discounted price; Eastern Arabic digits work; unticking clears', async () => {
    answerApi();
    renderAt('/product/details/matte-card-1');
    await screen.findByTestId('colour-table');
    const total = () => screen.getByTestId('selection-total').textContent;
    await waitFor(() => expect(total()).toBe('0.00 IQD'));

    fireEvent.input(quantityOf('White — A5'), { target: { value: '٣' } });
    expect((quantityOf('White — A5') as HTMLInputElement).value).toBe('3');
    fireEvent.input(quantityOf('Black'), { target: { value: '2' } });
    expect(total()).toBe('70,155.00 IQD'); // 5 × 14,031

    const [white] = screen.getAllByTestId('colour-checkbox') as HTMLInputElement[];
    expect(white!.checked).toBe(true);
    fireEvent.click(white!);
    expect(total()).toBe('28,062.00 IQD'); // only the 2 black ones are left
    expect((quantityOf('White — A5') as HTMLInputElement).value).toBe('');
  });

  it('disables the quantity of a sold-out property and caps typed quantities at the stock, saying why', async () => {
    answerApi();
    renderAt('/product/details/matte-card-1');
    await screen.findByTestId('colour-table');
    expect((quantityOf('White — A4') as HTMLInputElement).disabled).toBe(true);
    fireEvent.input(quantityOf('Black'), { target: { value: '500' } });
    // The stock, and beside the box why it is not what was typed.
    expect((quantityOf('Black') as HTMLInputElement).value).toBe('10');
    expect(screen.getByTestId('quantity-note').textContent).toBe('Only 10 in stock: set to 10.');
    fireEvent.input(quantityOf('Black'), { target: { value: '2.5' } });
    // A fraction stays as typed until the box is left.
    expect((quantityOf('Black') as HTMLInputElement).value).toBe('2.5');
    fireEvent.blur(quantityOf('Black'));
    expect((quantityOf('Black') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('quantity-note').textContent).toBe('Whole pieces only: set to 2.');
    fireEvent.input(quantityOf('Black'), { target: { value: '3' } });
    expect(screen.queryByTestId('quantity-note')).toBeNull();
  });

  it.each([
    ['add-to-cart', 'cart', 'Please log in to add your selection to the cart.'],
    ['add-to-wishlist', 'wishlist', 'Please log in to save this product to your wishlist.'],
  ])(
    'sends a signed-out visitor from %s to /login, saying why and where they will come back',
    async (testId, reason, sentence) => {
      answerApi();
      const router = renderAt('/product/details/matte-card-1');
      fireEvent.click(await screen.findByTestId(testId));
      await waitFor(() => expect(router.location().pathname).toBe('/login'));
      const query = new URLSearchParams(router.location().search);
      expect(query.get('next')).toBe('/product/details/matte-card-1');
      expect(query.get('reason')).toBe(reason);
      expect((await screen.findByTestId('login-reason')).textContent).toContain(sentence);
    },
  );

  it('brings a visitor back after signing in and adds the selection they chose to the cart', async () => {
    const fetchMock = answerApi({
      '/api/customer/customer-login': LOGIN_ANSWER,
      '/api/home/product/add-to-card': {
        status: 201,
        body: { message: 'Added To Cart Successfully' },
      },
    });
    const router = renderAt('/product/details/matte-card-1');
    await screen.findByTestId('colour-table');
    fireEvent.input(quantityOf('White — A5'), { target: { value: '3' } });
    fireEvent.input(quantityOf('Black'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(router.location().pathname).toBe('/login'));

    await logInOnScreen();

    await waitFor(() => expect(router.location().pathname).toBe('/product/details/matte-card-1'));
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([request]) =>
      request.url.endsWith('/api/home/product/add-to-card'),
    );
    expect(calls).toHaveLength(1);
    expect(await calls[0]![0].json()).toMatchObject({
      userId: 'c1',
      productId: sampleProductDetail()._id,
      quantity: 5,
      cartItems: [
        { color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 3 }] },
        { color: 'Black', quantity: 2, properties: [] },
      ],
    });
    // Spent: another visit to the page adds nothing more.
    expect(window.localStorage.getItem('signInIntent')).toBeNull();
    expect(window.sessionStorage.getItem('signedInHere')).toBeNull();
  });

  it('brings a visitor back after signing in and puts the product on the wishlist', async () => {
    const fetchMock = answerApi({
      '/api/customer/customer-login': LOGIN_ANSWER,
      '/api/home/product/add-to-wishlist': {
        status: 201,
        body: { message: 'Added To Wishlist Successfully', wishlistId: 'line-1', added: true },
      },
    });
    const router = renderAt('/product/details/matte-card-1');
    fireEvent.click(await screen.findByTestId('add-to-wishlist'));
    await logInOnScreen();
    await waitFor(() => expect(router.location().pathname).toBe('/product/details/matte-card-1'));
    expect(await screen.findByText('Added to your wishlist.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/add-to-wishlist')),
    ).toHaveLength(1);
  });

  it('leaves a saved selection to the tab that signed in (another tab of the device adds nothing)', async () => {
    signInAs('Aram');
    storeIntent();
    const fetchMock = answerApi();
    renderAt('/product/details/matte-card-1');
    await screen.findByTestId('colour-table');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartCalls(fetchMock)).toHaveLength(0);
    expect(window.localStorage.getItem('signInIntent')).not.toBeNull();
  });

  it('adds a saved intent’s rows in the tab that signed in (the control for the refusals below)', async () => {
    signInAs('Aram');
    window.sessionStorage.setItem('signedInHere', '1');
    storeIntent();
    const fetchMock = answerApi({
      '/api/home/product/add-to-card': {
        status: 201,
        body: { message: 'Added To Cart Successfully' },
      },
    });
    renderAt('/product/details/matte-card-1');
    await waitFor(() => expect(cartCalls(fetchMock)).toHaveLength(1));
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(await cartCalls(fetchMock)[0]![0].json()).toMatchObject({
      quantity: 2,
      cartItems: [{ color: 'Black', quantity: 2, properties: [] }],
    });
  });

  it.each([
    ['another product', { productId: sampleProduct(9)._id }],
    ['a forged selection', { selection: { 'colour-nope': { quantity: 5, properties: {} } } }],
    ['a way off the shop', { path: '//evil.com' }],
    ['an old one', { savedAt: Date.now() - 3 * 60 * 60 * 1000 }],
  ])('adds nothing for a saved intent of %s', async (_label, changes) => {
    signInAs('Aram');
    window.sessionStorage.setItem('signedInHere', '1');
    storeIntent(changes);
    const fetchMock = answerApi();
    renderAt('/product/details/matte-card-1');
    await screen.findByTestId('colour-table');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartCalls(fetchMock)).toHaveLength(0);
  });

  it('offers no add-to-cart button for a product out of stock', async () => {
    mockApi((url) =>
      url.pathname === '/api/home/product-details/matte-card-1'
        ? {
            body: {
              product: sampleProductDetail({ stock: 0 }),
              relatedProducts: [],
              moreProducts: [],
            },
          }
        : undefined,
    );
    renderAt('/product/details/matte-card-1');
    expect((await screen.findByTestId('product-stock')).textContent).toBe('Out of stock');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.getByTestId('add-to-wishlist')).toBeTruthy();
  });

  it('asks a signed-in customer to pick a quantity before adding to the cart', async () => {
    signInAs('Aram');
    const fetchMock = answerApi();
    const router = renderAt('/product/details/matte-card-1');
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    expect(
      await screen.findByText('Please select at least one item with a quantity greater than 0.'),
    ).toBeTruthy();
    expect(router.location().pathname).toBe('/product/details/matte-card-1');
    expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/add-to-card'))).toBe(
      false,
    );
  });

  it('adds the chosen colours and options to the cart, says so and clears the choice', async () => {
    signInAs('Aram');
    const fetchMock = answerApi({
      '/api/home/product/add-to-card': {
        status: 201,
        body: { message: 'Added To Cart Successfully' },
      },
    });
    renderAt('/product/details/matte-card-1');
    await screen.findByTestId('colour-table');
    fireEvent.input(quantityOf('White — A5'), { target: { value: '3' } });
    fireEvent.input(quantityOf('Black'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([request]) =>
      request.url.endsWith('/api/home/product/add-to-card'),
    );
    expect(await call![0].json()).toEqual({
      userId: 'c1',
      productId: sampleProductDetail()._id,
      quantity: 5,
      cartItems: [
        {
          color: 'White',
          code: '#ffffff',
          quantity: 0,
          selected: true,
          properties: [{ property: 'A5', quantity: 3, selected: true }],
        },
        { color: 'Black', code: '#1a1a1a', quantity: 2, selected: true, properties: [] },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('selection-total').textContent).toBe('0.00 IQD'));
  });

  it('shows a stock refusal of the cart translated and keeps the choice', async () => {
    signInAs('Aram');
    answerApi({
      '/api/home/product/add-to-card': {
        status: 409,
        body: apiError('only_colour_in_stock', { count: 10, colour: 'Black' }),
      },
    });
    renderAt('/product/details/matte-card-1');
    await screen.findByTestId('colour-table');
    fireEvent.input(quantityOf('Black'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByText('Only 10 in Black are in stock.')).toBeTruthy();
    expect((quantityOf('Black') as HTMLInputElement).value).toBe('2');
  });

  /** The wishlist as the API keeps it: one line per product, DELETE by line id. */
  function wishlistServer(savedAtStart: boolean) {
    const productId = sampleProductDetail()._id;
    let line: string | null = savedAtStart ? 'w0' : null;
    let lines = savedAtStart ? 1 : 0;
    const calls: string[] = [];
    const item = (id: string) => ({
      _id: id,
      userId: 'c1',
      productId,
      name: 'Matte card 1',
      enName: 'Matte card 1',
      kuName: 'Matte card 1',
      arName: 'Matte card 1',
      price: '12.60',
      image: '',
      discount: 15,
      rating: 4,
      slug: 'matte-card-1',
      stock: 30,
    });
    const fetchMock = answerApi({
      '/api/home/product/get-wishlist-products/c1': () => ({
        body: { wishlists: line ? [item(line)] : [], wishlistCount: line ? 1 : 0 },
      }),
      '/api/home/product/add-to-wishlist': () => {
        calls.push('add');
        if (line)
          return { body: { message: 'Already In Wishlist', wishlistId: line, added: false } };
        line = `w${(lines += 1)}`;
        return { status: 201, body: { message: 'Added', wishlistId: line, added: true } };
      },
    });
    mockRemovals(fetchMock, (id) => {
      calls.push(`remove ${id}`);
      if (id !== line) return { status: 404, body: apiError('wishlist_line_not_found') };
      line = null;
      return { body: { message: 'Removed From Wishlist', wishlistId: id } };
    });
    return { calls, saved: () => line !== null, fetchMock };
  }

  /**
   * Holds the first wishlist read until `release` is called: the answer is read as the request
   * arrives (as the server reads it, before any tap lands) and handed over only then.
   */
  function holdFirstWishlistRead(fetchMock: ReturnType<typeof answerApi>) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const answerOthers = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) => {
      const isRead = new URL(request.url).pathname.includes('/get-wishlist-products/');
      if (!isRead || !first) return answerOthers(request);
      first = false;
      const answer = await answerOthers(request);
      await held;
      return answer;
    });
    return () => release();
  }

  /** Routes DELETE /remove-wishlist-product/{id} to `remove`, the rest to the mock as it was. */
  function mockRemovals(fetchMock: ReturnType<typeof answerApi>, remove: (id: string) => Answer) {
    const answerOthers = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) => {
      const match = /remove-wishlist-product\/([^/]+)$/.exec(new URL(request.url).pathname);
      if (!match) return answerOthers(request);
      const answer = remove(match[1]!);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    });
  }

  const heart = () => screen.getByTestId('add-to-wishlist');
  const expectHeart = async (pressed: boolean) =>
    waitFor(() => {
      expect(heart().getAttribute('aria-pressed')).toBe(String(pressed));
      expect(heart().getAttribute('aria-label')).toBe(
        pressed ? 'Remove from wishlist' : 'Save to wishlist',
      );
    });

  it('shows a saved product with a pressed heart; a tap removes it and another saves it again', async () => {
    signInAs('Aram');
    const server = wishlistServer(true);
    renderAt('/product/details/matte-card-1');
    await screen.findByTestId('add-to-wishlist');
    await expectHeart(true);
    fireEvent.click(heart());
    await expectHeart(false);
    expect(await screen.findByText('Removed from your wishlist.')).toBeTruthy();
    expect(server.calls).toEqual(['remove w0']);
    fireEvent.click(heart());
    await expectHeart(true);
    expect(await screen.findByText('Added to your wishlist.')).toBeTruthy();
    expect(server.calls).toEqual(['remove w0', 'add']);
    expect(server.saved()).toBe(true);
  });

  /** A product page whose first wishlist read is held, and a tap on its heart that saved it. */
  async function savedWhileListLoads() {
    signInAs('Aram');
    const server = wishlistServer(false);
    const release = holdFirstWishlistRead(server.fetchMock);
    const { store } = renderAt('/product/details/matte-card-1');
    await screen.findByTestId('add-to-wishlist');
    fireEvent.click(heart());
    await expectHeart(true);
    expect(await screen.findByText('Added to your wishlist.')).toBeTruthy();
    return { server, release, store };
  }

  const wishlistReads = (server: ReturnType<typeof wishlistServer>) =>
    server.fetchMock.mock.calls.filter(([request]) =>
      (request as Request).url.includes('/get-wishlist-products/'),
    ).length;

  /**
   * Waits until the list has been read `reads` times and the last answer is in the store: what
   * the heart could follow has then arrived (a wait on that state, not on a clock).
   */
  async function listCaughtUp(
    server: ReturnType<typeof wishlistServer>,
    store: ReturnType<typeof renderAt>['store'],
    reads: number,
  ) {
    await waitFor(() => {
      expect(wishlistReads(server)).toBe(reads);
      expect(wishlistApi.endpoints.getWishlist.select('c1')(store.getState()).status).toBe(
        'fulfilled',
      );
    });
  }

  it('keeps a tap made while the wishlist is still loading: the heart stays filled as the list catches up', async () => {
    const { server, release, store } = await savedWhileListLoads();
    expect(server.calls).toEqual(['add']);
    // The list read before the tap landed still says "not saved": the heart does not follow it.
    release();
    await listCaughtUp(server, store, 2);
    await expectHeart(true);
    expect(server.saved()).toBe(true);
  });

  it('takes a second tap made before the list caught up from the line the first one saved', async () => {
    const { server, release, store } = await savedWhileListLoads();
    fireEvent.click(heart());
    await expectHeart(false);
    await waitFor(() => expect(server.calls).toEqual(['add', 'remove w1']));
    release();
    await waitFor(() => expect(server.saved()).toBe(false));
    await listCaughtUp(server, store, wishlistReads(server));
    await expectHeart(false);
  });

  it.each([2, 3])(
    'settles %i quick taps on the last one, one call at a time, with no error',
    async (taps) => {
      signInAs('Aram');
      const server = wishlistServer(false);
      renderAt('/product/details/matte-card-1');
      await screen.findByTestId('add-to-wishlist');
      await expectHeart(false);
      for (let tap = 0; tap < taps; tap += 1) fireEvent.click(heart());
      const saved = taps % 2 === 1;
      await expectHeart(saved);
      await waitFor(() => expect(server.saved()).toBe(saved));
      expect(server.calls).toEqual(saved ? ['add'] : ['add', 'remove w1']);
      await expectHeart(saved);
      expect(screen.queryByRole('status', { name: /already|could not|error/i })).toBeNull();
      expect(screen.queryByText('This product is already in your wishlist.')).toBeNull();
    },
  );

  it('keeps each product’s taps apart when the page moves to another product mid-call', async () => {
    signInAs('Aram');
    const other = sampleProductDetail({ _id: sampleProduct(2)._id, slug: 'matte-card-2' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const added: string[] = [];
    const saved: Product[] = [];
    const fetchMock = answerApi({
      '/api/home/product-details/matte-card-2': {
        body: { product: other, relatedProducts: [], moreProducts: [] },
      },
      '/api/home/product/get-wishlist-products/c1': () => {
        const wishlists = saved.map((product) =>
          wishlistItemOf({ id: `w-${product._id}`, customerId: 'c1' }, product),
        );
        return { body: { wishlists, wishlistCount: wishlists.length } };
      },
    });
    const answerOthers = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) => {
      if (!new URL(request.url).pathname.endsWith('/add-to-wishlist')) return answerOthers(request);
      const { productId } = (await request.clone().json()) as { productId: string };
      added.push(productId);
      if (added.length === 1) await held;
      saved.push(productId === other._id ? other : sampleProductDetail());
      const body = { message: 'Added', wishlistId: `w-${productId}`, added: true };
      return new Response(JSON.stringify(body), { status: 201 });
    });
    const router = renderAt('/product/details/matte-card-1');
    await screen.findByTestId('add-to-wishlist');
    await expectHeart(false);
    fireEvent.click(heart());
    await expectHeart(true);
    await router.navigate('/product/details/matte-card-2');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(other.enName),
    );
    await expectHeart(false);
    fireEvent.click(heart());
    await expectHeart(true);
    release();
    await waitFor(() => expect(added).toEqual([sampleProductDetail()._id, other._id]));
    await expectHeart(true);
    await router.navigate('/product/details/matte-card-1');
    await screen.findByText('Thick matte cards.');
    await expectHeart(true);
  });

  it('remembers the product as recently viewed and shows related products', async () => {
    answerApi();
    renderAt('/product/details/matte-card-1');
    const related = await screen.findByTestId('related-products-carousel');
    // Its cards come one a task (rendering/hydrate-later.tsx).
    await waitFor(() => expect(within(related).getAllByTestId('product-card')).toHaveLength(2));
    const stored = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    expect(stored[0].product.slug).toBe('matte-card-1');
    expect(typeof stored[0].viewedAt).toBe('number');
    // The product itself is not offered as "recently viewed" on its own page.
    expect(screen.queryByTestId('recently-viewed-carousel')).toBeNull();
  });

  it('switches to the reviews tab: summary, list and a Login First link when signed out', async () => {
    answerApi({
      [`/api/home/customer/get-reviews/${sampleProductDetail()._id}`]: {
        body: {
          reviews: [
            {
              _id: 'r1',
              productId: sampleProductDetail()._id,
              name: 'Sara',
              rating: 4,
              review: '<b>Crisp</b> print',
              verifiedPurchase: true,
              date: '2024-03-05T09:07:03Z',
              createdAt: '2024-03-05T09:07:03Z',
            },
          ],
          totalReview: 1,
          rating_review: [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: rating === 4 ? 1 : 0 })),
          rating: 4,
        },
      },
    });
    renderAt('/product/details/matte-card-1');
    expect(await screen.findByText('Thick matte cards.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-reviews'));
    const item = await screen.findByTestId('review-item');
    // The text is shown as typed, never as markup.
    expect(within(item).getByTestId('review-body').textContent).toBe('<b>Crisp</b> print');
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByText('05-03-2024 12:07:03')).toBeTruthy();
    expect(within(item).getByTestId('review-verified').textContent).toBe('Verified purchase');
    expect(screen.getByTestId('reviews-total').textContent).toBe('Reviews: 1');
    expect(screen.queryByTestId('reviews-pager')).toBeNull();
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(screen.getByTestId('review-login').getAttribute('href')).toBe(
      '/login?next=%2Fproduct%2Fdetails%2Fmatte-card-1&reason=review',
    );
    // The conversation itself: its guard sends a visitor to /login and back (a click before
    // the token is read must not lose the way there).
    expect(screen.getByTestId('chat-with-seller').getAttribute('href')).toMatch(
      /^\/dashboard\/chat\/[^/]+$/,
    );
  });

  it('shows a translated not-found state for an unknown slug', async () => {
    answerApi();
    renderAt('/product/details/no-such-product');
    expect(await screen.findByTestId('product-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Product not found');
  });
});
