import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPagesReachedInApp } from './keep-pages';
import { followLinksAsPageLoadsWhileOffline } from './offline-links';

/** A browser whose page a service worker controls, online or not. */
function browserState(online: boolean) {
  const postMessage = vi.fn();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage } },
  });
  return { postMessage };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('pages reached inside the app', () => {
  type State = { location: { pathname: string; search: string } };
  let listeners: ((state: State) => void)[];
  let router: { state: State; subscribe: (listener: (state: State) => void) => () => void };
  const go = (pathname: string, search = '') => {
    router.state = { location: { pathname, search } };
    listeners.forEach((listener) => listener(router.state));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    listeners = [];
    router = {
      state: { location: { pathname: '/', search: '' } },
      subscribe: (listener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
    };
  });

  it('asks the worker to keep the page the reader stays on, not those passed through', () => {
    const { postMessage } = browserState(true);
    const stop = keepPagesReachedInApp(router);
    go('/products', '?category=Mugs');
    vi.advanceTimersByTime(500);
    go('/products', '?category=Mugs&rating=4');
    vi.advanceTimersByTime(5000);
    expect(postMessage.mock.calls).toEqual([
      [
        {
          type: 'chapkhana:keep-page',
          url: `${window.location.origin}/products?category=Mugs&rating=4`,
        },
      ],
    ]);
    // The same page again (a re-render, a state change) is not asked for twice.
    go('/products', '?category=Mugs&rating=4');
    vi.advanceTimersByTime(5000);
    expect(postMessage).toHaveBeenCalledTimes(1);
    stop();
    go('/product/details/mug');
    vi.advanceTimersByTime(5000);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while offline', () => {
    const { postMessage } = browserState(false);
    keepPagesReachedInApp(router);
    go('/product/details/mug');
    vi.advanceTimersByTime(5000);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('links while offline', () => {
  followLinksAsPageLoadsWhileOffline();
  // jsdom cannot follow links: every click's default is prevented, after the listener above.
  window.addEventListener('click', (event) => event.preventDefault(), { capture: true });

  /** Clicks a link and says whether the app's own handler (the router's) saw the click. */
  function routerSees(href: string, attributes: Record<string, string> = {}): boolean {
    const link = document.createElement('a');
    link.href = href;
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.textContent = 'link';
    document.body.append(link);
    let seen = false;
    link.addEventListener('click', () => (seen = true));
    link.click();
    link.remove();
    return seen;
  }

  it('leaves a link to another of the shop’s pages to the browser, so the worker answers it', () => {
    browserState(false);
    expect(routerSees('/product/details/mug')).toBe(false);
    expect(routerSees('/products?category=Mugs')).toBe(false);
    // Not another site's, a download, a new tab, or the page itself.
    expect(routerSees('https://wa.me/9647501234567')).toBe(true);
    expect(routerSees('/product/details/mug', { download: '' })).toBe(true);
    expect(routerSees('/product/details/mug', { target: '_blank' })).toBe(true);
    expect(routerSees(window.location.pathname)).toBe(true);
  });

  it('leaves every link to the app while online', () => {
    browserState(true);
    expect(routerSees('/product/details/mug')).toBe(true);
  });
});
