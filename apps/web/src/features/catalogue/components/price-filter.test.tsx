import { render, screen } from '@testing-library/react';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceFilter } from '@/features/catalogue/components/price-filter';
import { stubIntersectionObserver } from '@/testing/intersection-observer';
import { createTestI18n } from '@/testing/test-i18n';

const i18n = createTestI18n();

function renderFilter() {
  return render(
    <TranslatorProvider i18n={i18n}>
      <PriceFilter
        range={{ low: 1, high: 40 }}
        step={1}
        low={undefined}
        high={undefined}
        rate="1310"
        onChange={() => undefined}
      />
    </TranslatorProvider>,
  );
}

describe('PriceFilter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the slider (its code loaded then) once its place comes near the screen', async () => {
    const { observed, comeNear } = stubIntersectionObserver();
    renderFilter();
    const section = screen.getByRole('region', { name: 'Price' });
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    expect(observed).toEqual([section]);
    comeNear();
    expect(await screen.findAllByRole('slider')).toHaveLength(2);
    // The watched section is the same element throughout: loading never swapped it.
    expect(screen.getByRole('region', { name: 'Price' })).toBe(section);
    expect(screen.getByTestId('price-slider')).toBe(section);
  });
});
