import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileThumbnails } from '@chapkhana/web-kit/components/file-thumbnails';
import { requestsOnThePage } from '@/testing/page-requests';
import { renderWithApp } from '@/testing/render-app';

// web-kit's thumbnails of a print file (a customer's artwork, a seller's proof), as the
// storefront draws them on Preact: the preview read as it comes, a file that cannot be drawn
// said so, and an answer for a file no longer shown never shown.

/**
 * A preview answer the test lets through when it chooses, one per file's address. A request the
 * component gives up on fails, as the browser's does; with `comesAnyway`, its answer still comes
 * (it was on its way when the component gave up), and `read` says once it has been read.
 */
function heldAnswers({ comesAnyway = false } = {}) {
  const waiting = new Map<string, (response: Response) => void>();
  const asked: string[] = [];
  const read = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const path = new URL(request.url, window.location.href).pathname;
      asked.push(path);
      return new Promise<Response>((resolve, reject) => {
        waiting.set(path, resolve);
        if (!comesAnyway)
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
      });
    }),
  );
  requestsOnThePage();
  return {
    asked,
    read,
    answer(path: string, body: unknown, status = 200) {
      const resolve = waiting.get(path);
      if (!resolve) throw new Error(`${path} was not asked for`);
      const response = new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
      const json = response.json.bind(response);
      response.json = async () => {
        const parsed: unknown = await json();
        read.add(path);
        return parsed;
      };
      resolve(response);
    },
  };
}

const PREVIEW_OF = (id: string) => `/api/print/artwork/${id}/preview`;
const twoOfFive = {
  pages: 5,
  thumbnails: [
    { page: 1, width: 96, height: 60 },
    { page: 2, width: 96, height: 60 },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const state = () => screen.getByTestId('file-thumbnails').getAttribute('data-state');

describe('FileThumbnails', () => {
  it('shows that it is drawing, then the first pages with what is left unshown', async () => {
    const answers = heldAnswers();
    renderWithApp(<FileThumbnails kind="artwork" id="a1" fileName="card.pdf" />);
    expect(state()).toBe('loading');
    expect(screen.getByText('Drawing the pages…')).toBeTruthy();
    answers.answer(PREVIEW_OF('a1'), twoOfFive);
    await waitFor(() => expect(state()).toBe('ready'));
    const pictures = screen.getAllByTestId('file-thumbnail');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/api/print/artwork/a1/preview/1',
      '/api/print/artwork/a1/preview/2',
    ]);
    expect(pictures[0]!.getAttribute('alt')).toBe('Page 1 of card.pdf');
    expect(screen.getByTestId('file-thumbnails-more').textContent).toBe('and 3 more pages');
  });

  it('says there is no preview when the file cannot be drawn or the answer is not one', async () => {
    for (const [status, body] of [
      [422, { code: 'preview_unavailable' }],
      // A failed answer is no preview, whatever its body holds.
      [500, twoOfFive],
      [200, { pages: 'two', thumbnails: [] }],
      [200, '<html>'],
    ] as const) {
      const answers = heldAnswers();
      const { unmount } = renderWithApp(
        <FileThumbnails kind="artwork" id="a1" fileName="card.pdf" />,
      );
      answers.answer(PREVIEW_OF('a1'), body, status);
      await waitFor(() => expect(state(), JSON.stringify(body)).toBe('failed'));
      expect(screen.getByText('No preview of this file. Download it to see it.')).toBeTruthy();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('marks a page whose picture does not load, and the whole file once none does', async () => {
    const answers = heldAnswers();
    renderWithApp(<FileThumbnails kind="artwork" id="a1" fileName="card.pdf" />);
    answers.answer(PREVIEW_OF('a1'), twoOfFive);
    await waitFor(() => expect(state()).toBe('ready'));
    fireEvent.error(screen.getAllByTestId('file-thumbnail')[0]!);
    await waitFor(() => expect(screen.getAllByTestId('file-thumbnail')).toHaveLength(1));
    expect(state()).toBe('ready');
    fireEvent.error(screen.getByTestId('file-thumbnail'));
    await waitFor(() => expect(state()).toBe('failed'));
  });

  it('shows the file it is given now, never an answer about the file before', async () => {
    // The first file's answer on its way when the second is asked for, read after the second's.
    const answers = heldAnswers({ comesAnyway: true });
    // One component given another file (a screen's list changing), not a new one.
    function Switching() {
      const [id, setId] = useState('old');
      return (
        <>
          <button type="button" onClick={() => setId('new')}>
            next
          </button>
          <FileThumbnails kind="artwork" id={id} fileName={`${id}.pdf`} />
        </>
      );
    }
    renderWithApp(<Switching />);
    fireEvent.click(screen.getByText('next'));
    await waitFor(() => expect(answers.asked).toHaveLength(2));
    expect(answers.asked).toEqual([PREVIEW_OF('old'), PREVIEW_OF('new')]);
    expect(state()).toBe('loading');
    answers.answer(PREVIEW_OF('new'), { pages: 1, thumbnails: [{ page: 1, width: 9, height: 9 }] });
    await waitFor(() => expect(state()).toBe('ready'));
    answers.answer(PREVIEW_OF('old'), twoOfFive);
    await waitFor(() => expect(answers.read.has(PREVIEW_OF('old'))).toBe(true));
    // The schema's module (loaded with the first answer) and the task after the read: by then
    // the component has done with the old answer, and act draws what it set, if anything.
    await import('@chapkhana/shared/print');
    await act(() => new Promise((settled) => setTimeout(settled, 0)));
    expect(state()).toBe('ready');
    expect(
      screen.getAllByTestId('file-thumbnail').map((picture) => picture.getAttribute('src')),
    ).toEqual(['/api/print/artwork/new/preview/1']);
  });
});
