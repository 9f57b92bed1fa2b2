import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleOrder, SellerOrder } from '@chapkhana/shared/orders';
import type { PrintJob } from '@chapkhana/shared/print';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { sampleReusedProof } from '@chapkhana/web-kit/testing/sample-reused-proof';
import { AdminOrderView } from '@/features/orders/components/admin-order-view';
import { SellerOrderView } from '@/features/orders/components/seller-order-view';
import { renderWithProviders } from '@/testing/render';
import {
  sampleCustomer,
  sampleParcel,
  sampleSellerOrder,
  sellerParcel,
} from '@/testing/sample-parcel';

const names = (enName: string, kuName: string, arName: string) => ({ enName, kuName, arName });

const paper = {
  groupId: 'paper',
  group: names('Paper', 'کاغەز', 'الورق'),
  valueId: 'matte',
  value: names('Matte 350g', 'مات 350g', 'مطفي 350g'),
  effect: { kind: 'per_unit' as const, amount: '0.02' },
};

function job(overrides: Partial<PrintJob> = {}): PrintJob {
  return {
    orderLineId: 'line-1',
    orderId: 'order-1',
    sellerOrderId: 'part-1',
    product: { _id: 'p1', slug: 'cards', ...names('Business cards', 'کارتی کار', 'بطاقات عمل') },
    quantity: 500,
    options: [paper],
    needsArtwork: true,
    spec: { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 },
    dueDate: null,
    promisedReadyDate: null,
    promisedDoorDate: null,
    startedAt: null,
    late: false,
    expectedReadyDate: null,
    redatings: [],
    state: 'awaiting_approval',
    artwork: [
      {
        _id: 'art-1',
        fileName: 'card-front.pdf',
        mimeType: 'application/pdf',
        bytes: 2_400_000,
        pages: 1,
        checkedFor: { spec: { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 1 } },
        approvedAt: null,
        createdAt: '2026-11-20T09:00:00.000Z',
        findings: [
          {
            code: 'page_size_wrong',
            severity: 'error',
            params: {
              page: 1,
              widthMm: 90,
              heightMm: 50,
              expectedWidthMm: 91,
              expectedHeightMm: 61,
              trimWidthMm: 85,
              trimHeightMm: 55,
              bleedMm: 3,
            },
          },
          { code: 'resolution_low', severity: 'warning', params: { dpi: 240, recommended: 300 } },
        ],
      },
    ],
    proofs: [
      {
        _id: 'proof-1',
        version: 1,
        fileName: 'proof-v1.pdf',
        mimeType: 'application/pdf',
        status: 'pending',
        createdAt: '2026-11-21T10:00:00.000Z',
        decidedAt: null,
      },
    ],
    messages: [
      {
        _id: 'm2',
        author: 'seller',
        kind: 'proof_uploaded',
        body: 'Here is the first proof.',
        proofId: 'proof-1',
        artworkId: null,
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      {
        _id: 'm1',
        author: 'customer',
        kind: 'comment',
        body: 'تکایە لۆگۆکە گەورەتر بکە <b>',
        proofId: null,
        artworkId: null,
        createdAt: '2026-11-20T09:05:00.000Z',
      },
    ],
    reusedProof: null,
    approvedInDesigner: false,
    ...overrides,
  };
}

const line = {
  productId: 'p1',
  productInfo: {
    slug: 'cards',
    productCode: 'BC-1',
    ...names('Business cards', 'کارتی کار', 'بطاقات عمل'),
    image: null,
    price: '10',
    discount: 0,
  },
  cartItems: [],
  quantity: 500,
  unitPrice: '150',
  lineTotal: '75000',
  print: {
    orderLineId: 'line-1',
    options: [paper],
    tierMinQuantity: 500,
    jobFee: '0',
    needsArtwork: true,
    state: 'awaiting_approval' as const,
  },
};

const sellerOrder = sampleSellerOrder({ products: [line] });

/** Serves the seller's print jobs; `onProof` answers a proof upload. */
function serveSeller(
  jobs: PrintJob[],
  onProof: (form: FormData) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { job: job({ state: 'awaiting_approval' }) },
  }),
) {
  const uploads: FormData[] = [];
  const fetch = mockApi(async (url, request) => {
    if (url.pathname === '/api/seller/print/orders/part-1') return { body: { jobs } };
    if (url.pathname === '/api/seller/print/lines/line-1/proofs' && request.method === 'POST') {
      const form = await request.formData();
      uploads.push(form);
      return onProof(form);
    }
    return undefined;
  });
  return { fetch, uploads };
}

describe('SellerOrderView — print jobs', () => {
  it('shows the options, state, artwork with its findings, proofs and the conversation', async () => {
    serveSeller([job()]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    const card = await screen.findByTestId('print-job');
    expect(within(card).getByTestId('print-state').textContent).toBe('Waiting for approval');
    const options = within(card).getByTestId('print-options');
    expect(options.textContent).toBe('PaperMatte 350g');
    const link = within(card).getByRole('link', { name: 'card-front.pdf' });
    expect(link.getAttribute('href')).toBe('/api/print/artwork/art-1/file');
    const findings = within(card).getAllByTestId('preflight-finding');
    expect(findings.map((f) => f.getAttribute('data-severity'))).toEqual(['error', 'warning']);
    expect(findings[0]?.textContent).toBe(
      'Problem: Page 1 is 90 × 50 mm; it should be 91 × 61 mm (the 85 × 55 mm trim plus 3 mm bleed on each side). Set the document to that size and extend the background into the bleed.',
    );
    expect(findings[1]?.textContent).toContain('Pictures print at 240 dpi; below 300');
    const proof = within(card).getByRole('link', { name: 'Proof 1' });
    expect(proof.getAttribute('href')).toBe('/api/print/proofs/proof-1/file');
    const messages = within(card).getAllByTestId('print-message');
    expect(messages.map((m) => m.getAttribute('data-author'))).toEqual(['customer', 'seller']);
    expect(screen.getByTestId('order-line-print-options').textContent).toBe('PaperMatte 350g');
    const comment = within(messages[0] as HTMLElement).getByText('تکایە لۆگۆکە گەورەتر بکە <b>');
    expect(comment.getAttribute('dir')).toBe('auto');
  });

  it('shows page thumbnails of the artwork (first four, the rest counted) and says when a proof has none', async () => {
    const { fetch } = serveSeller([job()]);
    const original = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/print/artwork/art-1/preview') {
        const thumbnails = [1, 2, 3, 4].map((page) => ({ page, width: 480, height: 322 }));
        return new Response(JSON.stringify({ pages: 9, thumbnails }), { status: 200 });
      }
      if (path.startsWith('/api/print/proofs/')) {
        return new Response(JSON.stringify(apiError('preview_unavailable')), { status: 422 });
      }
      return original(request);
    });
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    const artwork = await screen.findByTestId('print-artwork');
    const images = await within(artwork).findAllByTestId('file-thumbnail');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      [1, 2, 3, 4].map((page) => `/api/print/artwork/art-1/preview/${page}`),
    );
    expect(images[0]?.getAttribute('alt')).toBe('Page 1 of card-front.pdf');
    expect(within(artwork).getByTestId('file-thumbnails-more').textContent).toBe(
      'and 5 more pages',
    );
    expect(within(artwork).getByText('Cut line (trim)')).toBeTruthy();
    // A thumbnail that does not load says so, and the others stay.
    fireEvent.error(images[1] as HTMLElement);
    expect(within(artwork).getAllByTestId('file-thumbnail')).toHaveLength(3);
    const proofs = screen.getByTestId('print-proofs');
    await waitFor(() =>
      expect(within(proofs).getByTestId('file-thumbnails').getAttribute('data-state')).toBe(
        'failed',
      ),
    );
    expect(within(proofs).getByTestId('file-thumbnails').textContent).toBe(
      'No preview of this file. Download it to see it.',
    );
  });

  it('shows the approved proof a reordered job reuses, on the sheet and among the proofs', async () => {
    serveSeller([
      job({
        state: 'approved',
        proofs: [],
        reusedProof: sampleReusedProof,
      }),
    ]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    const sheet = await screen.findByTestId('print-job-approved-proof');
    expect(sheet.textContent).toBe('Proof 3, approved on an earlier order');
    const reused = screen.getByTestId('print-reused-proof');
    expect(within(reused).getByRole('link', { name: 'Proof 3' }).getAttribute('href')).toBe(
      '/api/print/proofs/proof-9/file',
    );
    expect(screen.queryByText('No proof sent yet.')).toBeNull();
  });

  it('gives the job sheet trim, bleed, sides, the approved proof and the due date, and no empty colour table', async () => {
    serveSeller([
      job({
        state: 'approved',
        dueDate: '2026-12-02',
        proofs: [
          {
            _id: 'proof-1',
            version: 1,
            fileName: 'proof-v1.pdf',
            mimeType: 'application/pdf',
            status: 'changes_requested',
            createdAt: '2026-11-21T10:00:00.000Z',
            decidedAt: '2026-11-21T11:00:00.000Z',
          },
          {
            _id: 'proof-2',
            version: 2,
            fileName: 'proof-v2.pdf',
            mimeType: 'application/pdf',
            status: 'approved',
            createdAt: '2026-11-22T10:00:00.000Z',
            decidedAt: '2026-11-26T07:00:00.000Z',
          },
        ],
      }),
    ]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    const spec = await screen.findByTestId('print-job-spec');
    expect(within(spec).getByTestId('print-job-trim').textContent).toBe('85 × 55 mm');
    expect(within(spec).getByTestId('print-job-bleed').textContent).toBe('3 mm');
    expect(within(spec).getByTestId('print-job-sides').textContent).toBe('Both sides');
    expect(within(spec).getByTestId('print-job-approved-proof').textContent).toBe('Proof 2');
    expect(within(spec).getByTestId('print-job-due').textContent).toBe('02-12-2026');
    expect(screen.queryByTestId('order-line-row')).toBeNull();
    expect(screen.getByTestId('order-line-pieces').textContent).toBe('Pieces in all: 500');
    const qr = screen.getByTestId('order-qr');
    expect(qr.getAttribute('data-url')).toMatch(/^https?:\/\/[^/]+\//);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('says when a job still waiting for approval will get its due date', async () => {
    serveSeller([job()]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />, { language: 'ar' });
    const spec = await screen.findByTestId('print-job-spec');
    expect(within(spec).getByTestId('print-job-due').textContent).toBe(
      'يُحدَّد عند اعتماد نسخة التجربة',
    );
    expect(within(spec).getByTestId('print-job-approved-proof').textContent).toBe('لا توجد بعد');
    expect(within(spec).getByTestId('print-job-trim').textContent).toBe('85 × 55 ملم');
  });

  it('holds the move to Preparing while the proof waits for the customer, and says why', async () => {
    serveSeller([job()]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    await screen.findByTestId('print-job');
    expect(screen.getByTestId('status-held').textContent).toBe(
      'Waiting for the customer to approve the proof',
    );
    const preparing = screen.getByRole('option', { name: 'Preparing' }) as HTMLOptionElement;
    expect(preparing.disabled).toBe(true);
  });

  it('lets the part go into production once every proof is approved', async () => {
    serveSeller([job({ state: 'approved' })]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    await waitFor(() =>
      expect(screen.getByTestId('print-state').getAttribute('data-state')).toBe('approved'),
    );
    expect(screen.queryByTestId('status-held')).toBeNull();
    const preparing = screen.getByRole('option', { name: 'Preparing' }) as HTMLOptionElement;
    expect(preparing.disabled).toBe(false);
    expect(screen.queryByTestId('proof-upload')).toBeNull();
  });

  it("uploads a proof as multipart to the line's route with the comment", async () => {
    const { uploads } = serveSeller([job({ state: 'changes_requested' })]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    const form = await screen.findByTestId('proof-upload');
    const file = new File(['%PDF-1.7'], 'proof-v2.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByTestId('proof-file'), {
      target: { files: [file] },
    });
    fireEvent.change(within(form).getByLabelText('Comment for the customer (optional)'), {
      target: { value: 'Logo made larger.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the proof' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0] as FormData;
    expect(sent.get('comment')).toBe('Logo made larger.');
    // The file's bytes (jsdom's File reaches Node's FormData without its name, a browser keeps it).
    const sentFile = sent.get('file');
    if (sentFile === null || typeof sentFile === 'string') throw new Error('no file part');
    expect(sentFile.type).toBe('application/pdf');
    expect(await sentFile.text()).toBe('%PDF-1.7');
  });

  it('asks for a file first and shows a refusal translated', async () => {
    serveSeller([job({ state: 'awaiting_proof' })], () => ({
      status: 409,
      body: apiError('print_line_closed'),
    }));
    renderWithProviders(<SellerOrderView order={sellerOrder} />);
    const form = await screen.findByTestId('proof-upload');
    fireEvent.click(within(form).getByRole('button', { name: 'Send the proof' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please choose a file.');
    fireEvent.change(within(form).getByTestId('proof-file'), {
      target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the proof' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('This order can no longer change.'),
    );
  });

  it('speaks Kurdish: state, options, findings and the hold', async () => {
    serveSeller([job()]);
    renderWithProviders(<SellerOrderView order={sellerOrder} />, { language: 'kr' });
    const card = await screen.findByTestId('print-job');
    expect(within(card).getByTestId('print-state').textContent).toBe('چاوەڕێی پەسەندکردن');
    expect(within(card).getByTestId('print-options').textContent).toBe('کاغەزمات 350g');
    const [error] = within(card).getAllByTestId('preflight-finding');
    expect(error?.textContent).toMatch(/^کێشە: /);
    expect(error?.textContent).toContain('90');
    expect(screen.getByTestId('status-held').textContent).toBe(
      'چاوەڕێی پەسەندکردنی نموونە لەلایەن کڕیارەوە',
    );
    expect(within(card).getByRole('button', { name: 'ناردنی نموونە' })).toBeTruthy();
  });
});

describe('AdminOrderView — print jobs', () => {
  it("reads the order's print jobs without a proof form", async () => {
    const order: ConsoleOrder = {
      _id: 'order-1',
      orderNumber: 42,
      price: '80000',
      subtotal: '75000',
      discount: '0',
      shipping_fee: '5000',
      items: 500,
      payment_status: 'unpaid',
      payment_method: 'cod',
      deposit: { amount: 0, paid: false },
      delivery_status: 'pending',
      status_reason: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      date: '20-11-2026 11:00:00',
      shippingInfo: sellerOrder.shippingInfo,
      products: [line],
      customer: sampleCustomer,
      parcels: [sampleParcel()],
    };
    mockApi((url) =>
      url.pathname === '/api/admin/print/orders/order-1'
        ? { body: { jobs: [job({ state: 'awaiting_proof' })] } }
        : undefined,
    );
    renderWithProviders(<AdminOrderView order={order} />);
    // Each seller's part shows its own parcel's amount and cash to collect (issue 36).
    expect(screen.getByTestId('part-amount').textContent).toBe(
      '80,000 IQD · Cash to collect 80,000 IQD',
    );
    const card = await screen.findByTestId('print-job');
    expect(within(card).getByTestId('print-state').textContent).toBe('Proof to send');
    expect(within(card).getByRole('link', { name: 'card-front.pdf' })).toBeTruthy();
    expect(screen.queryByTestId('proof-upload')).toBeNull();
    expect(screen.getByTestId('status-held')).toBeTruthy();
  });
});

describe('SellerOrderView — its own parcel (issue 36)', () => {
  const basraPart: SellerOrder = {
    ...sellerOrder,
    delivery_status: 'on way',
    parcel: sellerParcel({
      subtotal: '49750.00',
      shipping_fee: '2500.00',
      amount: '52250.00',
      cash_to_collect: '52250.00',
    }),
    wholeOrder: {
      subtotal: '171250.00',
      discount: '0.00',
      shipping_fee: '5000.00',
      price: '176250.00',
      parcels: 2,
    },
  };

  it("shows the parcel's own amount and cash to collect, the whole order only for reference", async () => {
    const posted: unknown[] = [];
    mockApi(async (url, request) => {
      if (url.pathname === '/api/seller/orders/part-1/cash-collected') {
        posted.push(await request.json());
        return { body: { order: basraPart } };
      }
      if (url.pathname.startsWith('/api/seller/print/')) return { body: { jobs: [] } };
    });
    renderWithProviders(<SellerOrderView order={basraPart} />);
    expect(screen.getByTestId('figure-total').textContent).toBe('52,250 IQD');
    expect(screen.getByTestId('figure-cash').textContent).toBe('52,250 IQD');
    expect(screen.getByTestId('figure-whole-order').textContent).toBe('176,250 IQD');
    expect(screen.getByText('This parcel (one of 2): what its courier collects')).toBeTruthy();
    fireEvent.click(screen.getByTestId('part-cash-collected'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cash collected' }));
    await waitFor(() => expect(posted).toEqual([{ amount: '52250.00' }]));
  });
});
