import { afterEach, describe, expect, it, vi } from 'vitest';

/** requestIdleCallback that runs each callback only when `runIdle` is called: one idle task each. */
function fakeIdleCallbacks() {
  const queued: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => queued.push(callback));
  return {
    pending: () => queued.length,
    /** Runs the oldest idle callback, then lets its promise continuations run. */
    runIdle: async () => {
      queued.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('pageSettled', () => {
  it('marks the page settled once, and gives each waiter an idle period of its own', async () => {
    const idle = fakeIdleCallbacks();
    const { pageSettled, PAGE_SETTLED_MARK } = await import('./page-settled');
    const ran: string[] = [];
    void pageSettled().then(() => ran.push('socket'));
    void pageSettled().then(() => ran.push('carousel'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    await idle.runIdle(); // the page has gone idle after loading
    expect(performance.getEntriesByName(PAGE_SETTLED_MARK)).toHaveLength(1);
    expect(ran).toEqual([]);
    expect(idle.pending()).toBe(2);

    await idle.runIdle();
    expect(ran).toEqual(['socket']);
    await idle.runIdle();
    expect(ran).toEqual(['socket', 'carousel']);

    void pageSettled().then(() => ran.push('late'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await idle.runIdle();
    expect(ran).toEqual(['socket', 'carousel', 'late']);
    expect(performance.getEntriesByName(PAGE_SETTLED_MARK)).toHaveLength(1);
  });
});

describe('onFirstInteraction', () => {
  it('runs once, at the first touch or key, and not after being stopped', async () => {
    const { onFirstInteraction } = await import('./page-settled');
    const run = vi.fn();
    onFirstInteraction(run);
    window.dispatchEvent(new Event('scroll'));
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    onFirstInteraction(stopped)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(stopped).not.toHaveBeenCalled();
  });
});
