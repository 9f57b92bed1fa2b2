import { describe, expect, it } from 'vitest';
import {
  LISTING_PRICE_STEP,
  SEARCH_PRICE_STEP,
  sliderBounds,
  sliderLabel,
  snapToSlider,
} from './price-slider';

describe('price slider', () => {
  it('starts at 0.1 at least and ends on a whole step', () => {
    expect(sliderBounds({ low: 0, high: 100 }, LISTING_PRICE_STEP)).toEqual({ min: 0.1, max: 100 });
    expect(sliderBounds({ low: 2.345, high: 37.5 }, LISTING_PRICE_STEP)).toEqual({
      min: 2.34,
      max: 37.5,
    });
    expect(sliderBounds({ low: 0, high: 37.5 }, SEARCH_PRICE_STEP)).toEqual({
      min: 0.1,
      max: 40.1,
    });
  });

  it('keeps the upper end above the lower one for an empty or one-price catalogue', () => {
    expect(sliderBounds({ low: 0, high: 0 }, LISTING_PRICE_STEP)).toEqual({ min: 0.1, max: 0.11 });
    expect(sliderBounds({ low: 5, high: 5 }, SEARCH_PRICE_STEP)).toEqual({ min: 5, max: 10 });
  });

  it('snaps a value from the URL onto the slider', () => {
    const bounds = { min: 0.1, max: 40.1 };
    expect(snapToSlider(12, bounds, SEARCH_PRICE_STEP)).toBe(10.1);
    expect(snapToSlider(500, bounds, SEARCH_PRICE_STEP)).toBe(40.1);
    expect(snapToSlider(0, bounds, SEARCH_PRICE_STEP)).toBe(0.1);
    expect(snapToSlider(3.456, { min: 0.1, max: 100 }, LISTING_PRICE_STEP)).toBe(3.46);
  });

  it('labels a USD value in whole dinars at the server rate', () => {
    expect(sliderLabel(10, '1310.0000')).toBe('13,100');
    expect(sliderLabel(0.1, '1310')).toBe('131');
  });
});
