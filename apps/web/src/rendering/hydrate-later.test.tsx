import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from './hydrate-later';
import { whileHydrating } from './hydration';
import { Counter, mounted } from '@/testing/counter';

const page = (
  <div>
    <Counter name="first" />
    <HydrateLater>
      <Counter name="later" />
    </HydrateLater>
  </div>
);

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('HydrateLater', () => {
  it('draws its part at once when the page is drawn in the browser', () => {
    mounted.length = 0;
    render(page);
    expect(mounted).toEqual(['first', 'later']);
    expect(screen.getByRole('button', { name: 'later 0' })).toBeDefined();
  });

  it('keeps the server markup of its part and hydrates it in a later task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const later = screen.getByRole('button', { name: 'later 0' });

    mounted.length = 0;
    // Preact hydrates in one synchronous pass; React's act() makes its hydration one too.
    whileHydrating(() => act(() => void hydrateRoot(container, page)));
    // Hydrated: the rest of the page; waiting: this part, its markup untouched.
    expect(mounted).toEqual(['first']);
    expect(screen.getByRole('button', { name: 'later 0' })).toBe(later);

    await act(nextTasks);
    // Its turn came: the same element, now answering.
    expect(mounted).toEqual(['first', 'later']);
    expect(screen.getByRole('button', { name: 'later 0' })).toBe(later);
    act(() => later.click());
    expect(later.textContent).toBe('later 1');
    container.remove();
  });
});
