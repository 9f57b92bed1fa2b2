import { printLinePrice } from '@chapkhana/shared/pricing';
import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { formatPrice } from '@chapkhana/shared/pricing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleProduct, sampleProductDetail } from '@/testing/sample-products';
import { sampleArtwork, samplePrint } from '@/testing/sample-print';
import { sampleCart, sampleCartLine } from '@/testing/sample-cart';
import { sampleChosenOptions } from '@/testing/sample-print';

const product = sampleProductDetail({ print: samplePrint() });
const PAGE = '/product/details/matte-card-1';

type Answer = { status?: number; body: unknown };

function answerApi(extra: Record<string, Answer | (() => Answer)> = {}) {
  return mockApi((url) => {
    const answer = extra[url.pathname];
    if (answer) return typeof answer === 'function' ? answer() : answer;
    if (url.pathname === '/api/home/product-details/matte-card-1') {
      return { body: { product, relatedProducts: [sampleProduct(2)], moreProducts: [] } };
    }
    if (url.pathname === '/api/get-currencyIQD') return { body: { currencyIQD: '1310.0000' } };
    return undefined;
  });
}

const quantityBox = () =>
  screen.getByRole('textbox', { name: 'Quantity (pieces)' }) as HTMLInputElement;
const price = (quantity: number, choice: Record<string, string>) =>
  printLinePrice({
    print: samplePrint(),
    basePrice: product.price,
    discountPercent: product.discount,
    rate: '1310.0000',
    quantity,
    choice,
  });
const iqd = (amount: string) => `${amount} IQD`;

describe('print configurator on the product page', () => {
  beforeEach(() => {
    toast.remove(); // the toasts' store outlives a test
  });

  it('shows every option group as chips with the first value chosen, and no colour table', async () => {
    answerApi();
    renderRoute(PAGE);
    await screen.findByTestId('print-configurator');
    expect(screen.queryByTestId('colour-table')).toBeNull();
    const paper = screen.getByRole('radiogroup', { name: 'Paper' });
    expect(
      (within(paper).getByRole('radio', { name: '350 g silk' }) as HTMLInputElement).checked,
    ).toBe(true);
    const turnaround = screen.getByRole('radiogroup', { name: 'Turnaround' });
    expect(
      (within(turnaround).getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(quantityBox().value).toBe('100');
  });

  it('the live price is printLinePrice of the choice; the tier of the quantity is marked; a band sets its quantity', async () => {
    answerApi();
    renderRoute(PAGE);
    await screen.findByTestId('print-configurator');
    const first = { paper: 'silk-350', turnaround: 'standard' };
    await waitFor(() =>
      expect(screen.getByTestId('print-total').textContent).toBe(
        iqd(formatLineAmount(price(100, first).total)),
      ),
    );
    const current = () =>
      screen
        .getAllByTestId('print-tier')
        .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current().map((row) => row.textContent)).toEqual([
      `100–249${iqd(formatPrice(price(100, first).unitPrice))}`,
    ]);

    fireEvent.click(screen.getByRole('radio', { name: '400 g silk' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Rush' }));
    fireEvent.input(quantityBox(), { target: { value: '٣٠٠' } }); // Eastern Arabic 300
    const chosen = { paper: 'silk-400', turnaround: 'rush' };
    const expected = price(300, chosen);
    expect(screen.getByTestId('print-unit-price').textContent).toBe(
      iqd(formatPrice(expected.unitPrice)),
    );
    expect(screen.getByTestId('print-job-fee').textContent).toBe(
      iqd(formatLineAmount(expected.jobFee)),
    );
    expect(screen.getByTestId('print-total').textContent).toBe(
      iqd(formatLineAmount(expected.total)),
    );
    expect(current()).toHaveLength(1);
    expect(within(current()[0]!).getByRole('button').textContent).toBe('250–499');
    // The tier table follows the options: each band's price with 400 g silk.
    expect(screen.getAllByTestId('print-tier-price').map((cell) => cell.textContent)).toEqual(
      [100, 250, 500].map((q) => iqd(formatPrice(price(q, chosen).unitPrice))),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Order 500 pieces' }));
    expect(quantityBox().value).toBe('500');
    expect(within(current()[0]!).getByRole('button').textContent).toBe('500+');
  });

  it('offers a larger order when it costs less in all, and takes its pieces at a tap', async () => {
    answerApi();
    renderRoute(PAGE);
    await screen.findByTestId('print-configurator');
    const first = { paper: 'silk-350', turnaround: 'standard' };
    fireEvent.input(quantityBox(), { target: { value: '130' } });
    await waitFor(() =>
      expect(screen.getByTestId('print-total').textContent).toBe(
        iqd(formatLineAmount(price(130, first).total)),
      ),
    );
    // 130 cost less than 250 pieces do: nothing to offer.
    expect(screen.queryByTestId('print-cheaper-at')).toBeNull();
    fireEvent.input(quantityBox(), { target: { value: '240' } });
    const hint = await screen.findByTestId('print-cheaper-at');
    expect(price(250, first).total.lt(price(240, first).total)).toBe(true);
    expect(hint.textContent).toBe(
      `Order 250 pieces for ${formatLineAmount(price(250, first).total)} IQD: less than you pay for 240`,
    );
    fireEvent.click(hint);
    expect(quantityBox().value).toBe('250');
    expect(screen.queryByTestId('print-cheaper-at')).toBeNull();
  });

  it('below the first tier it says the minimum and shows no price', async () => {
    answerApi();
    renderRoute(PAGE);
    await screen.findByTestId('print-configurator');
    fireEvent.input(quantityBox(), { target: { value: '50' } });
    expect(screen.getByTestId('print-quantity-note').textContent).toBe(
      'The smallest quantity for this product is 100 pieces.',
    );
    expect(quantityBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('print-total').textContent).toBe('…');
    expect(
      screen.queryAllByTestId('print-tier').some((row) => row.hasAttribute('aria-current')),
    ).toBe(false);
  });

  it('above the largest quantity it says so and shows no price', async () => {
    answerApi();
    renderRoute(PAGE);
    await screen.findByTestId('print-configurator');
    fireEvent.input(quantityBox(), { target: { value: '2000000' } });
    expect(screen.getByTestId('print-quantity-note').textContent).toBe(
      'At most 1000000 pieces in one order line.',
    );
    expect(screen.getByTestId('print-total').textContent).toBe('…');
  });

  it('states the page size the choice expects, figures isolated', async () => {
    answerApi();
    renderRoute(PAGE);
    const spec = await screen.findByTestId('artwork-spec');
    expect(spec.textContent).toBe('Page size 85 × 55 mm + 3 mm bleed on each side');
    expect(spec.querySelector('bdi[dir="ltr"]')?.textContent).toBe('85 × 55 mm');
  });

  it('uploads a design as multipart, shows it uploading, then lists it with its notes; Remove deletes it from the shop', async () => {
    signInAs('Aram');
    let release: () => void = () => undefined;
    const fetchMock = answerApi({
      '/api/home/print/artwork': () => ({ status: 201, body: { artwork: sampleArtwork('art-1') } }),
      '/api/home/print/artwork/art-1': { body: { artworkId: 'art-1' } },
    });
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) => {
      if (request.url.endsWith('/print/artwork')) await gate;
      return original(request);
    });
    renderRoute(PAGE);
    const input = await screen.findByLabelText('Upload your design');
    const file = new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByTestId('artwork-uploading')).textContent).toContain('card.pdf');
    release();
    const listed = await screen.findByTestId('accepted-artwork-file');
    expect(listed.textContent).toContain('card-art-1.pdf');
    expect(listed.textContent).toContain('Pages: 2');
    expect(within(listed).getAllByTestId('preflight-finding')[0]!.textContent).toContain(
      'Warning: The file uses RGB colours',
    );
    expect(screen.queryByTestId('artwork-uploading')).toBeNull();

    const call = fetchMock.mock.calls.find(([request]) => request.url.endsWith('/print/artwork'))!;
    const form = await call[0].formData();
    expect(form.get('productId')).toBe(product._id);
    expect(JSON.parse(String(form.get('options')))).toEqual({
      paper: 'silk-350',
      turnaround: 'standard',
    });
    // jsdom's File crosses into Node's FormData as a Blob (its name is lost there, not in a browser).
    expect(await (form.get('file') as Blob).text()).toBe('%PDF-1.7');

    fireEvent.click(screen.getByRole('button', { name: 'Remove card-art-1.pdf' }));
    await waitFor(() => expect(screen.queryByTestId('accepted-artwork-file')).toBeNull());
    const removal = fetchMock.mock.calls.find(([request]) =>
      request.url.endsWith('/print/artwork/art-1'),
    )!;
    expect(removal[0].method).toBe('DELETE');
  });

  it('Remove keeps a file the shop could not delete and says why; one an order uses only leaves the line', async () => {
    signInAs('Aram');
    let uploads = 0;
    answerApi({
      '/api/home/print/artwork': () => {
        uploads += 1;
        return { status: 201, body: { artwork: sampleArtwork(`art-${uploads}`) } };
      },
      '/api/home/print/artwork/art-1': { status: 503, body: apiError('database_unavailable') },
      '/api/home/print/artwork/art-2': { status: 409, body: apiError('artwork_in_order') },
    });
    renderRoute(PAGE);
    const input = await screen.findByLabelText('Upload your design');
    for (const [index, name] of ['front.pdf', 'back.pdf'].entries()) {
      fireEvent.change(input, {
        target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] },
      });
      await screen.findByRole('button', { name: `Remove card-art-${index + 1}.pdf` });
    }

    fireEvent.click(screen.getByRole('button', { name: 'Remove card-art-1.pdf' }));
    expect(
      await screen.findByText('The shop is briefly unavailable. Please try again in a moment.'),
    ).toBeTruthy();
    expect(screen.getAllByTestId('accepted-artwork-file')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove card-art-2.pdf' }));
    await waitFor(() => expect(screen.getAllByTestId('accepted-artwork-file')).toHaveLength(1));
    expect(screen.getByTestId('accepted-artwork-file').textContent).toContain('card-art-1.pdf');
  });

  it('a refused design says it was not accepted and lists why, errors marked', async () => {
    signInAs('Aram');
    answerApi({
      '/api/home/print/artwork': {
        status: 422,
        body: {
          ...apiError('artwork_refused'),
          params: {
            findings: [
              { code: 'resolution_too_low', severity: 'error', params: { dpi: 96, min: 150 } },
              { code: 'no_bleed', severity: 'warning', params: { bleedMm: 3 } },
            ],
          },
        },
      },
    });
    renderRoute(PAGE);
    fireEvent.change(await screen.findByLabelText('Upload your design'), {
      target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] },
    });
    const refused = await screen.findByTestId('artwork-refused');
    expect(refused.textContent).toContain('The file logo.png was not accepted.');
    const findings = within(refused).getAllByTestId('preflight-finding');
    expect(findings.map((item) => item.textContent)).toEqual([
      'Error: Pictures print at only 96 dpi (at least 150 is needed). Use a larger original picture.',
      'Warning: The file has no bleed: the background should extend 3 mm past the trim on each side, or a thin white edge may show after cutting.',
    ]);
    expect(screen.queryByTestId('accepted-artwork-file')).toBeNull();
  });

  it('another upload failure shows the translated API error', async () => {
    signInAs('Aram');
    answerApi({
      '/api/home/print/artwork': { status: 413, body: apiError('artwork_too_large', { max: 50 }) },
    });
    renderRoute(PAGE);
    fireEvent.change(await screen.findByLabelText('Upload your design'), {
      target: { files: [new File(['x'], 'big.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByTestId('artwork-error')).textContent).toBe(
      'The file is too large: at most 50 MB.',
    );
  });

  it('adds the configured line to the cart with its options, pieces and designs', async () => {
    signInAs('Aram');
    const fetchMock = answerApi({
      '/api/home/print/artwork': { status: 201, body: { artwork: sampleArtwork('art-1') } },
      '/api/home/print/cart': { body: sampleCart() },
    });
    renderRoute(PAGE);
    fireEvent.click(await screen.findByRole('radio', { name: 'Rush' }));
    fireEvent.input(quantityBox(), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Upload your design'), {
      target: { files: [new File(['x'], 'card.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByTestId('accepted-artwork-file');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([request]) =>
      request.url.endsWith('/home/print/cart'),
    )!;
    expect(await call[0].json()).toEqual({
      productId: product._id,
      options: { paper: 'silk-350', turnaround: 'rush' },
      quantity: 250,
      artworkIds: ['art-1'],
    });
    // The files went with the line: the next design of the same choice starts without them.
    await waitFor(() => expect(screen.queryByTestId('accepted-artwork-file')).toBeNull());
    expect((screen.getByRole('radio', { name: 'Rush' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a visitor is sent to sign in, and the choice and pieces are kept in the sign-in intent', async () => {
    answerApi();
    const { router } = renderRoute(PAGE);
    fireEvent.click(await screen.findByRole('radio', { name: '400 g silk' }));
    fireEvent.input(quantityBox(), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(router.location().pathname).toBe('/login'));
    const intent = JSON.parse(window.localStorage.getItem('signInIntent') ?? 'null');
    expect(intent).toMatchObject({
      reason: 'cart',
      productId: product._id,
      selection: {
        print: { options: { paper: 'silk-400', turnaround: 'standard' }, quantity: 300 },
      },
    });
  });

  it('back from signing in, the kept print line is added', async () => {
    window.localStorage.setItem(
      'signInIntent',
      JSON.stringify({
        reason: 'cart',
        path: PAGE,
        productId: product._id,
        selection: { print: { options: { paper: 'silk-400', turnaround: 'rush' }, quantity: 300 } },
        savedAt: Date.now(),
      }),
    );
    window.sessionStorage.setItem('signedInHere', '1');
    signInAs('Aram');
    const fetchMock = answerApi({ '/api/home/print/cart': { body: sampleCart() } });
    renderRoute(PAGE);
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([request]) =>
      request.url.endsWith('/home/print/cart'),
    );
    expect(calls).toHaveLength(1);
    expect(await calls[0]![0].json()).toEqual({
      productId: product._id,
      options: { paper: 'silk-400', turnaround: 'rush' },
      quantity: 300,
      artworkIds: [],
    });
    expect(quantityBox().value).toBe('300');
  });

  /** A print line of the product in the cart. */
  function printCartLine(
    id: string,
    quantity: number,
    choice: Record<string, string>,
    artwork: ReturnType<typeof sampleArtwork>[],
  ) {
    const line = sampleCartLine('p', {
      quantity,
      cartItems: [],
      print: {
        choice,
        options: sampleChosenOptions,
        tierMinQuantity: 100,
        jobFee: '0.00',
        needsArtwork: true,
        artwork,
        reusesProof: null,
      },
    });
    line._id = id;
    line.productInfo._id = product._id;
    return line;
  }

  /** A cart holding two lines of the product: 600 of 400 g silk, rush with a design, and 100 plain. */
  function cartWithTwoLines(artwork = [sampleArtwork('art-9')]) {
    const cart = sampleCart();
    cart.card_products[0]!.products = [
      printCartLine('line-plain', 100, { paper: 'silk-350', turnaround: 'standard' }, []),
      printCartLine('line-edited', 600, { paper: 'silk-400', turnaround: 'rush' }, artwork),
    ];
    return cart;
  }

  it('opened from the cart’s Edit, starts from that line and saving replaces it (not another line of the product)', async () => {
    signInAs('Aram');
    const fetchMock = answerApi({
      '/api/home/product/get-card-product/c1': { body: cartWithTwoLines() },
      '/api/home/print/cart': { body: sampleCart() },
    });
    const { router } = renderRoute(`${PAGE}?line=line-edited`);
    await waitFor(() => expect(quantityBox().value).toBe('600'));
    expect((screen.getByRole('radio', { name: '400 g silk' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: 'Rush' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('accepted-artwork-file').textContent).toContain('card-art-9.pdf');
    fireEvent.input(quantityBox(), { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes to this line are saved.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([request]) =>
      request.url.endsWith('/home/print/cart'),
    )!;
    expect(await call[0].json()).toEqual({
      productId: product._id,
      options: { paper: 'silk-400', turnaround: 'rush' },
      quantity: 700,
      artworkIds: ['art-9'],
      lineId: 'line-edited',
    });
    await waitFor(() => expect(router.location().pathname).toBe('/card'));
  });

  it('without ?line= a product in the cart starts afresh and adds a new line', async () => {
    signInAs('Aram');
    answerApi({ '/api/home/product/get-card-product/c1': { body: cartWithTwoLines() } });
    renderRoute(PAGE);
    await screen.findByTestId('print-configurator');
    expect(quantityBox().value).toBe('100');
    expect(screen.queryByTestId('accepted-artwork-file')).toBeNull();
    expect(screen.getByTestId('add-to-cart').textContent).toBe('Add to cart');
  });

  it('a cart line’s file checked for another size shows as such on Edit, and is not sent', async () => {
    signInAs('Aram');
    const checkedFor90x50 = sampleArtwork('art-9', {
      checkedFor: { spec: { trim: { widthMm: 90, heightMm: 50 }, bleedMm: 3, sides: 2 } },
    });
    const fetchMock = answerApi({
      '/api/home/product/get-card-product/c1': { body: cartWithTwoLines([checkedFor90x50]) },
    });
    renderRoute(`${PAGE}?line=line-edited`);
    await waitFor(() => expect(quantityBox().value).toBe('600'));
    expect(screen.getByTestId('artwork-stale').textContent).toContain('checked for other options');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'This file was checked for another page size or number of sides. Upload it again for this choice.',
      ),
    ).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/home/print/cart')),
    ).toEqual([]);
  });

  it('a design checked for other sides is marked when the choice changes', async () => {
    signInAs('Aram');
    const print = samplePrint();
    print.options.push({
      id: 'sides',
      kind: 'sides',
      enName: 'Sides',
      kuName: 'ڕووەکان',
      arName: 'الوجوه',
      values: [
        {
          id: 'double',
          enName: 'Both sides',
          kuName: 'هەردوو ڕوو',
          arName: 'وجهان',
          effect: { kind: 'per_unit', amount: '0' },
          sides: 2,
        },
        {
          id: 'single',
          enName: 'One side',
          kuName: 'یەک ڕوو',
          arName: 'وجه واحد',
          effect: { kind: 'per_unit', amount: '0' },
          sides: 1,
        },
      ],
    });
    const fetchMock = answerApi({
      '/api/home/product-details/matte-card-1': {
        body: { product: { ...product, print }, relatedProducts: [], moreProducts: [] },
      },
      '/api/home/print/artwork': { status: 201, body: { artwork: sampleArtwork('art-1') } },
    });
    renderRoute(PAGE);
    fireEvent.change(await screen.findByLabelText('Upload your design'), {
      target: { files: [new File(['x'], 'card.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByTestId('accepted-artwork-file');
    expect(screen.queryByTestId('artwork-stale')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'One side' }));
    expect(screen.getByTestId('artwork-stale').textContent).toContain('checked for other options');
    // Add to cart is refused while a file was checked for another choice (issue 35.2).
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(
      await screen.findByText(
        'This file was checked for another page size or number of sides. Upload it again for this choice.',
      ),
    ).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/home/print/cart')),
    ).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Both sides' }));
    expect(screen.queryByTestId('artwork-stale')).toBeNull();
  });
});
