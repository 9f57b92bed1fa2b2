import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater, HydrateSectionLater } from './hydrate-later';
import { replayEarlyActions, takeEarlyTaps, whileHydrating } from './hydration';
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

/** The tasks begun for turns (`nextTask`, counted) as each part was drawn. */
const tasks = vi.hoisted(() => ({ begun: 0 }));
vi.mock('./next-task', () => ({
  nextTask: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        tasks.begun++;
        resolve();
      }, 0),
    ),
}));
const drawnInTask = new Map<string, number>();

function Card({ name }: { name: string }) {
  drawnInTask.set(name, tasks.begun);
  return <Counter name={name} />;
}

const cardsPage = (withPlaceholder: boolean) => (
  <div>
    <Counter name="first" />
    {['one', 'two'].map((name) => (
      <HydrateLater key={name} {...(withPlaceholder ? { placeholder: <p>getting ready</p> } : {})}>
        <Card name={name} />
      </HydrateLater>
    ))}
  </div>
);

describe('HydrateLater with a placeholder', () => {
  it('drawn in the browser, draws the placeholders, then each part in a task of its own', async () => {
    mounted.length = 0;
    drawnInTask.clear();
    const begun = tasks.begun;
    render(cardsPage(true));
    expect(mounted).toEqual(['first']);
    expect(screen.getAllByText('getting ready')).toHaveLength(2);

    await until(() => expect(mounted).toEqual(['first', 'one', 'two']));
    // Each in a task of its own, one after the other.
    expect(Object.fromEntries(drawnInTask)).toEqual({ one: begun + 1, two: begun + 2 });
    expect(screen.queryByText('getting ready')).toBeNull();
    expect(screen.getByRole('button', { name: 'two 0' })).toBeDefined();
  });

  it('hydrating, keeps the server markup of its part, never the placeholder', async () => {
    // The server draws each part at once (no placeholder: rendering/server-render.tsx).
    const container = serverDrawn(cardsPage(false));
    const one = screen.getByRole('button', { name: 'one 0' });
    mounted.length = 0;
    whileHydrating(() => act(() => void hydrateRoot(container, cardsPage(true))));
    expect(mounted).toEqual(['first']);
    expect(screen.queryByText('getting ready')).toBeNull();
    expect(screen.getByRole('button', { name: 'one 0' })).toBe(one);

    await until(() => expect(mounted).toEqual(['first', 'one', 'two']));
    expect(screen.queryByText('getting ready')).toBeNull();
    expect(screen.getByRole('button', { name: 'one 0' })).toBe(one);
    container.remove();
  });
});

const pageWithSection = (
  <div>
    <Counter name="first" />
    <aside className="flex flex-col">
      <HydrateSectionLater drawnFrom="filters">
        <Counter name="filter" />
        <Counter name="rating" />
      </HydrateSectionLater>
    </aside>
  </div>
);

/** A page as the server draws it, in the document (or apart: `inDocument` false). */
function serverDrawn(drawn: ReactNode = pageWithSection, inDocument = true) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(drawn);
  if (inDocument) document.body.append(container);
  return container;
}

/** Waits, however busy the machine, until `check` passes (the section's turn, a redraw). */
const until = (check: () => void) => waitFor(check, { timeout: 10_000 });

describe('HydrateSectionLater', () => {
  it('draws its section at once, in elements that take no part in the layout', () => {
    mounted.length = 0;
    const { container } = render(pageWithSection);
    expect(mounted).toEqual(['first', 'filter', 'rating']);
    const section = container.querySelector('aside > div > div');
    expect(section?.parentElement?.className).toBe('contents');
    expect(section?.className).toBe('contents');
    expect(section?.children).toHaveLength(2);
  });

  it('keeps the server markup of its section and hydrates it in a later task', async () => {
    const container = serverDrawn();
    const filter = screen.getByRole('button', { name: 'filter 0' });

    mounted.length = 0;
    whileHydrating(() => act(() => void hydrateRoot(container, pageWithSection)));
    expect(mounted).toEqual(['first']);
    expect(screen.getByRole('button', { name: 'filter 0' })).toBe(filter);

    await until(() => expect(mounted).toEqual(['first', 'filter', 'rating']));
    expect(screen.getByRole('button', { name: 'filter 0' })).toBe(filter);
    // Every element of the server's markup is still there, hydrated (not only the first).
    expect(container.innerHTML).toBe(serverDrawn(pageWithSection, false).innerHTML);
    act(() => filter.click());
    expect(filter.textContent).toBe('filter 1');
    container.remove();
  });

  it('carries out a tap made before the page was hydrated once its section is', async () => {
    const container = serverDrawn();
    const rating = screen.getByRole<HTMLButtonElement>('button', { name: 'rating 0' });
    // public/page-start.js kept it.
    window.__chapkhanaEarlyTaps = [rating];

    takeEarlyTaps();
    whileHydrating(() => act(() => void hydrateRoot(container, pageWithSection)));
    replayEarlyActions();

    await until(() => expect(rating.textContent).toBe('rating 1'));
    container.remove();
  });

  it('keeps a tap made after the page was hydrated, before its turn, and carries it out then', async () => {
    const container = serverDrawn();
    const rating = screen.getByRole<HTMLButtonElement>('button', { name: 'rating 0' });
    const first = screen.getByRole('button', { name: 'first 0' });
    const clicks: EventTarget[] = [];
    const heard = (event: Event) => clicks.push(event.target as EventTarget);
    document.addEventListener('click', heard);

    whileHydrating(() => act(() => void hydrateRoot(container, pageWithSection)));
    // The page is the app's; the section is not yet: the tap is kept, not lost on its markup.
    act(() => rating.click());
    act(() => first.click());
    expect(rating.textContent).toBe('rating 0');
    expect(first.textContent).toBe('first 1');
    expect(clicks).toEqual([first]);

    await until(() => expect(rating.textContent).toBe('rating 1'));
    // Hydrated, it answers as any part does: its taps are no longer kept.
    act(() => rating.click());
    expect(rating.textContent).toBe('rating 2');
    document.removeEventListener('click', heard);
    container.remove();
  });
});

/** A listing's sort, chosen in the page's own part, and a filter link in the section that keeps it. */
function SortedPage() {
  const [sort, setSort] = useState('new');
  return (
    <div>
      <button type="button" onClick={() => setSort('price')}>
        sort {sort}
      </button>
      <HydrateSectionLater drawnFrom={`sort=${sort}`}>
        <a href={`/products?sort=${sort}`}>mugs</a>
        <Counter name="rating" />
      </HydrateSectionLater>
    </div>
  );
}

describe('HydrateSectionLater hydrated with other props than its markup', () => {
  it('is drawn anew, its links as they are now, once hydrated', async () => {
    const container = serverDrawn(<SortedPage />);

    whileHydrating(() => act(() => void hydrateRoot(container, <SortedPage />)));
    // A sort chosen before the section's turn (as a choice made before the take-over is replayed).
    act(() => screen.getByRole('button', { name: 'sort new' }).click());
    expect(screen.getByRole('link', { name: 'mugs' }).getAttribute('href')).toBe(
      '/products?sort=new',
    );

    await until(() =>
      expect(screen.getByRole('link', { name: 'mugs' }).getAttribute('href')).toBe(
        '/products?sort=price',
      ),
    );
    // Once: drawn anew, it answers as any part does, and its markup is whole.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const rating = screen.getByRole('button', { name: 'rating 0' });
    act(() => rating.click());
    expect(rating.textContent).toBe('rating 1');
    container.remove();
  });
});

/** A rating chosen in a section hydrated later: the last tap is the reader's choice. */
function ChosenRating() {
  const [chosen, setChosen] = useState(0);
  return (
    <div>
      <HydrateSectionLater drawnFrom="ratings">
        <button type="button" onClick={() => setChosen(5)}>
          five
        </button>
        <button type="button" onClick={() => setChosen(4)}>
          four
        </button>
        <output>chosen {chosen}</output>
      </HydrateSectionLater>
    </div>
  );
}

describe('HydrateSectionLater’s kept taps', () => {
  it('are carried out in the order they were made, before the take-over and after it', async () => {
    const container = serverDrawn(<ChosenRating />);
    const five = screen.getByRole<HTMLButtonElement>('button', { name: 'five' });
    // Tapped before the take-over (public/page-start.js kept it)…
    window.__chapkhanaEarlyTaps = [five];

    takeEarlyTaps();
    whileHydrating(() => act(() => void hydrateRoot(container, <ChosenRating />)));
    replayEarlyActions();
    // …then, changing their mind, the other one as the page was being taken over.
    act(() => screen.getByRole('button', { name: 'four' }).click());

    await until(() => expect(container.querySelector('output')?.textContent).toBe('chosen 4'));
    container.remove();
  });
});
