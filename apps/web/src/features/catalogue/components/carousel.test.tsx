import { act, render, screen, within } from '@testing-library/react';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/features/catalogue/components/carousel';
import { createTestI18n } from '@/testing/test-i18n';

/** Embla as the carousel sees it: three snaps, and a 'select' the test sends. */
const embla = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  const state = { selected: 0, scrolledTo: -1 };
  const api = {
    on(event: string, handler: () => void) {
      handlers.set(event, handler);
      return api;
    },
    scrollSnapList: () => [0, 1, 2],
    selectedScrollSnap: () => state.selected,
    scrollTo: (index: number) => (state.scrolledTo = index),
    scrollPrev: () => undefined,
    scrollNext: () => undefined,
    destroy: () => undefined,
  };
  const select = (index: number) => {
    state.selected = index;
    handlers.get('select')?.();
  };
  return { api, state, select };
});
vi.mock('embla-carousel', () => ({ default: () => embla.api }));
vi.mock('embla-carousel-autoplay', () => ({ default: () => ({}) }));

const i18n = createTestI18n();

/** How often each slide was drawn. */
const drawn = new Map<string, number>();

function Slide({ name }: { name: string }) {
  drawn.set(name, (drawn.get(name) ?? 0) + 1);
  return <p>{name}</p>;
}

describe('Carousel', () => {
  it('moves its dots with each step without drawing its slides again', async () => {
    render(
      <TranslatorProvider i18n={i18n}>
        <Carousel testId="carousel" slideClassName="basis-1/2">
          {['one', 'two', 'three'].map((name) => (
            <Slide key={name} name={name} />
          ))}
        </Carousel>
      </TranslatorProvider>,
    );
    const carousel = screen.getByTestId('carousel');
    // Embla comes once the page has settled, and the dots with it.
    const dots = await within(carousel).findAllByRole('button', { name: /slide/i });
    expect(dots).toHaveLength(3);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    const before = new Map(drawn);

    // Autoplay's step (every 3 s on the page): the dots follow, the slides are as they were.
    act(() => embla.select(1));
    const moved = within(carousel).getAllByRole('button', { name: /slide/i });
    expect(moved[1]?.getAttribute('aria-current')).toBe('true');
    expect(moved[0]?.getAttribute('aria-current')).toBeNull();
    expect(drawn).toEqual(before);
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((slide) => slide.textContent),
    ).toEqual(['one', 'two', 'three']);

    // A dot still takes the carousel where it says.
    act(() => moved[2]?.click());
    expect(embla.state.scrolledTo).toBe(2);
  });
});
