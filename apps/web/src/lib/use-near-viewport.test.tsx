import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '@/lib/use-near-viewport';

function Probe() {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  it('stays false until the element comes within a screen of the viewport, then stays true', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const options: (IntersectionObserverInit | undefined)[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(options[0]?.rootMargin).toBe('100% 0px');

    const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
    act(() => report(entry(false), {} as IntersectionObserver));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('near')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
