import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { whileHydrating } from './hydration';
import type { LaterPartOptions } from './later-part';
import { Counter, mounted } from '@/testing/counter';

/** The page's settling, in the test's hands. */
const settling = vi.hoisted(() => {
  let settle: () => void = () => undefined;
  const state = {
    settled: false,
    promise: Promise.resolve(),
    reset() {
      state.settled = false;
      state.promise = new Promise<void>((resolve) => {
        settle = resolve;
      });
    },
    settle() {
      state.settled = true;
      settle();
    },
  };
  return state;
});
vi.mock('./page-settled', () => ({
  pageSettled: () => settling.promise,
  hasSettled: () => settling.settled,
  onFirstInteraction: (run: () => void) => {
    window.addEventListener('pointerdown', run, { once: true });
    return () => window.removeEventListener('pointerdown', run);
  },
}));

const { loadLaterParts, partLoadedLater } = await import('./later-part');

/** A later part whose code is asked for (`asked`) and arrives when the test says. */
function laterCounter(options?: LaterPartOptions<{ name: string }>) {
  let arrive: (component: ComponentType<{ name: string }>) => void = () => undefined;
  const code = new Promise<ComponentType<{ name: string }>>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => code);
  return { Part: partLoadedLater(load, options), load, arrive: () => arrive(Counter) };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  settling.reset();
  mounted.length = 0;
});

describe('partLoadedLater', () => {
  it('keeps the server markup of its part until the page has settled and its code is there', async () => {
    const { Part, load, arrive } = laterCounter();
    const page = (
      <div>
        <Counter name="first" />
        <Part name="later" />
      </div>
    );
    // The server has every later part's code before it draws.
    arrive();
    await loadLaterParts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const later = screen.getByRole('button', { name: 'later 0' });
    // (A new part for the browser, whose code has not come yet.)
    const browser = laterCounter();
    const browserPage = (
      <div>
        <Counter name="first" />
        <browser.Part name="later" />
      </div>
    );

    whileHydrating(() => act(() => void hydrateRoot(container, browserPage)));
    expect(mounted).toEqual(['first']);
    await flush();
    // Not asked for before the page settles; its markup untouched meanwhile.
    expect(browser.load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'later 0' })).toBe(later);

    settling.settle();
    await flush();
    expect(browser.load).toHaveBeenCalledTimes(1);
    expect(mounted).toEqual(['first']);
    expect(screen.getByRole('button', { name: 'later 0' })).toBe(later);

    browser.arrive();
    await flush();
    // Hydrated in place: the same element, now answering.
    expect(mounted).toEqual(['first', 'later']);
    expect(screen.getByRole('button', { name: 'later 0' })).toBe(later);
    act(() => later.click());
    expect(later.textContent).toBe('later 1');
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('on a page drawn in the browser once the page has settled, fetches its code at once', async () => {
    settling.settle();
    const { Part, load, arrive } = laterCounter();
    const view = render(<Part name="later" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    arrive();
    await flush();
    expect(screen.getByRole('button', { name: 'later 0' })).toBeDefined();
    view.unmount();
  });

  it('on a page drawn in the browser before the page has settled, waits for it', async () => {
    const { Part, load, arrive } = laterCounter();
    const view = render(<Part name="later" />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    settling.settle();
    arrive();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'later 0' })).toBeDefined();
    view.unmount();
  });

  it('drawn only on asking (when: drawn), fetches its code at once and shows its placeholder meanwhile', async () => {
    const { Part, load, arrive } = laterCounter({
      when: 'drawn',
      placeholder: <p>getting ready</p>,
    });
    const view = render(<Part name="later" />);
    // Not waiting for the page to settle.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('getting ready')).toBeDefined();
    arrive();
    await flush();
    expect(screen.queryByText('getting ready')).toBeNull();
    expect(screen.getByRole('button', { name: 'later 0' })).toBeDefined();
    view.unmount();
  });

  it("draws a placeholder given as a function from the part's props", async () => {
    const { Part, arrive } = laterCounter({
      when: 'drawn',
      placeholder: ({ name }) => <p>{`${name} getting ready`}</p>,
    });
    const view = render(<Part name="menu" />);
    expect(screen.getByText('menu getting ready')).toBeDefined();
    arrive();
    await flush();
    expect(screen.queryByText('menu getting ready')).toBeNull();
    expect(screen.getByRole('button', { name: 'menu 0' })).toBeDefined();
    view.unmount();
  });

  it('loaded before its first drawing (its load, as a page code does), is drawn at once', async () => {
    const { Part, load, arrive } = laterCounter({
      when: 'drawn',
      placeholder: <p>getting ready</p>,
    });
    const loading = Part.load();
    arrive();
    await loading;
    render(<Part name="later" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('getting ready')).toBeNull();
    expect(screen.getByRole('button', { name: 'later 0' })).toBeDefined();
  });

  it('keeps what the server drew when its code cannot be fetched', async () => {
    const server = laterCounter();
    server.arrive();
    await loadLaterParts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div>
        <server.Part name="later" />
      </div>,
    );
    document.body.append(container);
    const kept = screen.getByRole('button', { name: 'later 0' });
    const Failing = partLoadedLater<{ name: string }>(() => Promise.reject(new Error('offline')));
    whileHydrating(() =>
      act(
        () =>
          void hydrateRoot(
            container,
            <div>
              <Failing name="later" />
            </div>,
          ),
      ),
    );
    settling.settle();
    await flush();
    expect(screen.getByRole('button', { name: 'later 0' })).toBe(kept);
    expect(mounted).toEqual([]);
    container.remove();
  });
});
