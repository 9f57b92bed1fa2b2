import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';
import { stubIntersectionObserver } from '@/testing/intersection-observer';

function Probe() {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** Draws its element only after a button press, as a section that is empty at first does. */
function LateProbe() {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  const [shown, setShown] = useState(false);
  return shown ? (
    <div ref={ref}>{near ? 'near' : 'far'}</div>
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      show
    </button>
  );
}

describe('useNearViewport', () => {
  it('watches an element that is drawn only after the first render', () => {
    const { observed, comeNear } = stubIntersectionObserver();
    render(<LateProbe />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(observed).toEqual([screen.getByText('far')]);
    comeNear();
    expect(screen.getByText('near')).toBeTruthy();
  });

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
