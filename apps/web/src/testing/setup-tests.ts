import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { WAIT_LIMIT_MS } from '@chapkhana/web-kit/testing/time-limits';
import type * as Realtime from '@/lib/realtime';
import { FakeSocket, openedSockets } from '@/testing/fake-socket';

// No test talks to a real server: every socket the app opens is a fake a test can drive.
// (The module is mocked rather than socket.io-client, which the app imports dynamically.)
vi.mock('@/lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Realtime>()),
  connectCustomerSocket: async (token: string | null) => {
    const socket = new FakeSocket(token);
    openedSockets.push(socket);
    queueMicrotask(() => socket.connectNow());
    return socket.asSocket();
  },
}));

// jsdom has no layout: the carousels (Embla) ask matchMedia and watch sizes and visibility,
// and react-range observes sizes.
// These stand-ins answer "no match" and never fire, which is what a zero-size page would do.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom does not implement scrolling (it reports "Not implemented"); the layout scrolls to the top
// on every path change.
window.scrollTo = () => undefined;
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.IntersectionObserver) {
  // With no layout everything counts as on screen: each observed element is reported visible.
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [];
    private active = true;
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() => {
        if (!this.active) return;
        const entry = { target, isIntersecting: true, intersectionRatio: 1 };
        this.callback([entry as IntersectionObserverEntry], this as IntersectionObserver);
      });
    }
    unobserve() {}
    disconnect() {
      this.active = false;
    }
    takeRecords() {
      return [];
    }
  };
}

// A route's first render in a test file imports its lazy chunk, which Vitest transforms then;
// on a loaded CI machine that alone took longer than findBy's default second, and once a toast
// longer than 5 s. Waits watch their state until the test's own limit (time-limits.ts).
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

// Preact runs effects after the next frame: requestAnimationFrame, or a 100 ms timer that then
// calls the global cancelAnimationFrame. When a test file ends within those 100 ms (a loaded
// machine), its jsdom is gone when the timer fires: "cancelAnimationFrame is not defined", an
// uncaught error that fails the run. Effects run on the next turn instead, as the timer would.
// (Testing Library's act() puts its own in place while it runs, and puts this one back.)
options.requestAnimationFrame = (callback) => {
  setTimeout(callback, 0);
};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
