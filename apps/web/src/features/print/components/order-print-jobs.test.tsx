import type { PrintJob } from '@chapkhana/shared/print';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { sampleReusedProof } from '@chapkhana/web-kit/testing/sample-reused-proof';
import { realtimeCacheHandlers } from '@/app/realtime/realtime-cache';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import { sampleCart, sampleOrder } from '@/testing/sample-cart';
import {
  sampleArtwork,
  sampleChosenOptions,
  samplePrintJob,
  sampleProof,
} from '@/testing/sample-print';

const base = sampleOrder(1);
const order = {
  ...base,
  products: [
    {
      ...base.products[0]!,
      cartItems: [],
      quantity: 250,
      print: {
        orderLineId: 'line-1',
        options: sampleChosenOptions,
        tierMinQuantity: 250,
        jobFee: '13100.00',
        needsArtwork: true,
        state: 'awaiting_approval' as const,
      },
    },
    base.products[1]!,
  ],
};
const PAGE = '/dashboard/order/details/order-1';
const JOBS = '/api/home/print/orders/order-1';

type Answer = { status?: number; body: unknown };
function answerApi(jobs: () => Answer, extra: Record<string, Answer> = {}) {
  return mockApi((url) => {
    const path = url.pathname;
    if (extra[path]) return extra[path];
    if (path === '/api/get-customer/c1') return { status: 500, body: {} };
    if (path === '/api/home/coustomer/get-order-details/order-1') return { body: { order } };
    if (path === JOBS) return jobs();
    return undefined;
  });
}
const posted = async (fetchMock: ReturnType<typeof mockApi>, suffix: string) => {
  const call = fetchMock.mock.calls.find(
    ([request]) => request.method === 'POST' && request.url.endsWith(suffix),
  );
  return call ? ((await call[0].clone().json()) as unknown) : undefined;
};

describe('print jobs on the order page', () => {
  beforeEach(() => {
    toast.remove();
    signInAs('Aram');
  });

  it('shows the job: options, state, design links with findings, proofs and the conversation oldest first', async () => {
    answerApi(() => ({ body: { jobs: [samplePrintJob()] } }));
    renderRoute(PAGE);
    const job = await screen.findByTestId('print-job');
    // The order's own line lists the options in place of colours.
    const [line] = screen.getAllByTestId('order-line');
    expect(within(line!).getAllByTestId('print-option')[0]!.textContent).toBe('Paper:400 g silk');
    expect(within(job).getByTestId('print-job-state').textContent).toBe(
      'Proof ready: your approval is needed',
    );
    const link = within(job).getByTestId('print-artwork-link');
    expect(link.getAttribute('href')).toBe('/api/print/artwork/art-1/file');
    expect(within(job).getAllByTestId('preflight-finding')[0]!.textContent).toContain('Warning:');
    const proofs = within(job).getAllByTestId('print-proof');
    expect(proofs.map((p) => p.getAttribute('data-status'))).toEqual(['superseded', 'pending']);
    expect(within(proofs[1]!).getByRole('link').getAttribute('href')).toBe(
      '/api/print/proofs/proof-2/file',
    );
    const messages = within(job).getAllByTestId('print-message');
    expect(messages.map((m) => m.getAttribute('data-author'))).toEqual(['customer', 'seller']);
    expect(messages[1]!.textContent).toContain('Print house');
    expect(messages[1]!.textContent).toContain('Proof uploaded');
    const body = within(messages[1]!).getByTestId('print-message-body');
    expect(body.textContent).toBe('Please check the <b>logo</b>'); // plain text, not markup
    expect(body.getAttribute('dir')).toBe('auto');
    expect(within(job).getByLabelText('Add a design file')).toBeTruthy();
  });

  it('keeps the promise, and shows a late job with its new day and why its date moved', async () => {
    answerApi(() => ({
      body: {
        jobs: [
          samplePrintJob({
            state: 'approved',
            promisedReadyDate: '2026-11-26',
            promisedDoorDate: '2026-11-28',
            dueDate: '2026-11-28',
            late: true,
            expectedReadyDate: '2026-11-28',
            redatings: [
              {
                previousDueDate: '2026-11-26',
                dueDate: '2026-11-28',
                reason: 'holiday_added',
                at: '2026-11-24T08:00:00.000Z',
              },
            ],
          }),
        ],
      },
    }));
    renderRoute(PAGE);
    const promise = await screen.findByTestId('job-promise');
    expect(promise.getAttribute('data-late')).toBe('true');
    expect(within(promise).getByTestId('job-promise-ready').textContent).toBe(
      'Thursday 26-11-2026',
    );
    expect(within(promise).getByTestId('job-promise-door').textContent).toBe('Saturday 28-11-2026');
    expect(within(promise).getByTestId('job-late').textContent).toBe(
      'Running late: now ready bySaturday 28-11-2026',
    );
    expect(within(promise).getByTestId('job-redatings').textContent).toBe(
      'Date moved from 26-11-2026 to 28-11-2026: a public holiday was added.',
    );
  });

  it('shows no promise for a job without one', async () => {
    answerApi(() => ({ body: { jobs: [samplePrintJob()] } }));
    renderRoute(PAGE);
    await screen.findByTestId('print-job');
    expect(screen.queryByTestId('job-promise')).toBeNull();
  });

  it('approves the newest proof by its id once the customer ticked that they checked it', async () => {
    let jobs: PrintJob[] = [samplePrintJob()];
    const approved = samplePrintJob({ state: 'approved' });
    const fetchMock = answerApi(() => ({ body: { jobs } }), {
      '/api/home/print/lines/line-1/approve': { body: { job: approved } },
    });
    renderRoute(PAGE);
    const button = await screen.findByRole('button', { name: 'Approve proof' });
    jobs = [
      {
        ...approved,
        proofs: approved.proofs.map((p) => ({
          ...p,
          status: p.status === 'pending' ? 'approved' : p.status,
        })),
      },
    ];
    // Not ticked yet: nothing is sent and the box says why.
    fireEvent.click(button);
    expect(screen.getByTestId('proof-checked-error').textContent).toBe(
      'Tick the box first: a print run cannot be taken back.',
    );
    const box = screen.getByLabelText('I checked spelling, numbers and colours');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(await posted(fetchMock, '/approve')).toBeUndefined();
    fireEvent.click(box);
    expect(screen.queryByTestId('proof-checked-error')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('You approved the proof. Printing can start.')).toBeTruthy();
    expect(await posted(fetchMock, '/approve')).toEqual({ proofId: 'proof-2', checked: true });
    // Refetched: the state is approved and the answer buttons are gone.
    await waitFor(() =>
      expect(screen.getByTestId('print-job-state').textContent).toBe('Proof approved'),
    );
    expect(screen.queryByTestId('proof-actions')).toBeNull();
  });

  it('asking for changes needs a comment, then sends it with the proof id', async () => {
    const fetchMock = answerApi(() => ({ body: { jobs: [samplePrintJob()] } }), {
      '/api/home/print/lines/line-1/changes': {
        body: { job: samplePrintJob({ state: 'changes_requested' }) },
      },
    });
    renderRoute(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByRole('alert').textContent).toBe('Write what should change.');
    expect(await posted(fetchMock, '/changes')).toBeUndefined();

    fireEvent.input(screen.getByLabelText('What should change?'), {
      target: { value: '  Make the logo bigger  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Your request was sent to the print house.')).toBeTruthy();
    expect(await posted(fetchMock, '/changes')).toEqual({
      proofId: 'proof-2',
      comment: 'Make the logo bigger',
    });
  });

  it('an outdated proof answer shows the translated error', async () => {
    answerApi(() => ({ body: { jobs: [samplePrintJob()] } }), {
      '/api/home/print/lines/line-1/approve': { status: 409, body: apiError('proof_outdated') },
    });
    renderRoute(PAGE);
    const approve = await screen.findByRole('button', { name: 'Approve proof' });
    fireEvent.click(screen.getByLabelText('I checked spelling, numbers and colours'));
    fireEvent.click(approve);
    expect(
      await screen.findByText('A newer proof has been sent: please look at it first.'),
    ).toBeTruthy();
  });

  it('reorder puts the line in the cart again and goes to the cart', async () => {
    const fetchMock = answerApi(() => ({ body: { jobs: [samplePrintJob()] } }), {
      '/api/home/print/lines/line-1/reorder': { status: 201, body: sampleCart() },
      '/api/home/product/get-card-product/c1': { body: sampleCart() },
    });
    const { router } = renderRoute(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(router.location().pathname).toBe('/card'));
    expect(await screen.findByText('The same print job is in your cart again.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([r]) => r.method === 'POST' && r.url.endsWith('/reorder')),
    ).toBe(true);
  });

  it('a job with an approved proof offers both: reuse it (no new proof) or ask for a new one', async () => {
    const approved = samplePrintJob({
      state: 'approved',
      proofs: [sampleProof('proof-2', 2, { status: 'approved' })],
    });
    const fetchMock = answerApi(() => ({ body: { jobs: [approved] } }), {
      '/api/home/print/lines/line-1/reorder': { status: 201, body: sampleCart() },
      '/api/home/product/get-card-product/c1': { body: sampleCart() },
    });
    const { router } = renderRoute(PAGE);
    const choice = await screen.findByRole('group', { name: 'Reorder' });
    expect(within(choice).getByText('No new proof: production starts sooner.')).toBeTruthy();
    expect(
      within(choice).getByRole('button', { name: 'Reorder and ask for a new proof' }),
    ).toBeTruthy();
    fireEvent.click(
      within(choice).getByRole('button', { name: /Reorder with the approved proof/ }),
    );
    await waitFor(() => expect(router.location().pathname).toBe('/card'));
    const call = fetchMock.mock.calls.find(
      ([r]) => r.method === 'POST' && r.url.endsWith('/reorder'),
    )!;
    expect(await call[0].json()).toEqual({ proof: 'reuse' });
  });

  it('a job that reused an approved proof shows it as its proof', async () => {
    answerApi(() => ({
      body: {
        jobs: [
          samplePrintJob({
            state: 'approved',
            proofs: [],
            reusedProof: sampleReusedProof,
          }),
        ],
      },
    }));
    renderRoute(PAGE);
    const reused = await screen.findByTestId('print-reused-proof');
    expect(within(reused).getByRole('link', { name: 'Proof 3' }).getAttribute('href')).toBe(
      '/api/print/proofs/proof-9/file',
    );
    expect(reused.textContent).toContain('Approved on an earlier order; used again for this one');
    expect(screen.getByRole('group', { name: 'Reorder' })).toBeTruthy();
  });

  it('a job whose files were approved in the card designer needs no proof and shows each file as approved', async () => {
    answerApi(() => ({
      body: {
        jobs: [
          samplePrintJob({
            state: 'approved',
            proofs: [],
            messages: [],
            approvedInDesigner: true,
            artwork: [sampleArtwork('art-1', { approvedAt: '2026-11-20T10:05:00.000Z' })],
          }),
        ],
      },
    }));
    renderRoute(PAGE);
    expect((await screen.findByTestId('print-approved-in-designer')).textContent).toBe(
      'You approved these print files in the card designer: they are printed as they are, with no proof.',
    );
    const file = screen.getByTestId('print-approved-file');
    expect(file.textContent).toContain('Approved to print as it is');
    // The file itself is drawn (pdf.js) when asked for, not as the server's thumbnails.
    expect(screen.queryByTestId('file-thumbnails')).toBeNull();
    const show = within(file).getByRole('button', { name: 'Show the print file' });
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(show.textContent).toBe('Hide the print file');
  });

  it('uploads a design to the line; a refused one lists why', async () => {
    answerApi(
      () => ({ body: { jobs: [samplePrintJob({ state: 'awaiting_artwork', proofs: [] })] } }),
      {
        '/api/home/print/lines/line-1/artwork': {
          status: 422,
          body: {
            ...apiError('artwork_refused'),
            // As the API answers it (plugins/errors.ts): the findings at the top of the body.
            findings: [
              {
                code: 'page_count_wrong',
                severity: 'error',
                params: { pages: 3, sides: 2, count: 3 },
              },
            ],
          },
        },
      },
    );
    renderRoute(PAGE);
    fireEvent.change(await screen.findByLabelText('Add a design file'), {
      target: { files: [new File(['x'], 'three.pdf', { type: 'application/pdf' })] },
    });
    const refused = await screen.findByTestId('artwork-refused');
    expect(refused.textContent).toContain('The file three.pdf was not accepted.');
    expect(refused.textContent).toContain(
      'Error: The file has 3 pages, but this job needs 2: one page per printed side.',
    );
    expect(screen.getByText('No proof yet.')).toBeTruthy();
  });

  it('says when the jobs cannot be loaded, and retries', async () => {
    let fail = true;
    answerApi(() => (fail ? { status: 500, body: {} } : { body: { jobs: [samplePrintJob()] } }));
    renderRoute(PAGE);
    expect(
      await screen.findByText('The print jobs of this order could not be loaded.'),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('print-job')).toBeTruthy();
  });

  it('a print:job event refetches the jobs', async () => {
    let state: PrintJob['state'] = 'awaiting_proof';
    const { store } =
      (answerApi(() => ({ body: { jobs: [samplePrintJob({ state, proofs: [] })] } })),
      renderRoute(PAGE));
    await waitFor(() =>
      expect(screen.getByTestId('print-job-state').textContent).toBe('Waiting for the proof'),
    );
    state = 'awaiting_approval';
    realtimeCacheHandlers(store, () => undefined).printJob({
      orderId: 'order-1',
      orderLineId: 'line-1',
      state,
    });
    await waitFor(() =>
      expect(screen.getByTestId('print-job-state').textContent).toBe(
        'Proof ready: your approval is needed',
      ),
    );
  });
});
