import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one the test drives: the elements it was asked to watch,
 * and `comeNear()` reporting them as intersecting (undo with vi.unstubAllGlobals()).
 */
export function stubIntersectionObserver() {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
  const comeNear = () =>
    act(() =>
      report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
  return { observed, comeNear };
}
