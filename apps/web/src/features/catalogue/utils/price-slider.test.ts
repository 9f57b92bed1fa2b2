import { describe, expect, it } from 'vitest';
import { serialiseListingFilters } from './listing-filters';
import { sliderLabel, sliderPosition, sliderScale, sliderValue } from './price-slider';
import { LISTING_PRICE_STEP, SEARCH_PRICE_STEP } from './price-steps';

describe('price slider', () => {
  it('starts at 0.1 at least and ends on a whole step', () => {
    const listing = sliderScale({ low: 0, high: 100 }, LISTING_PRICE_STEP);
    expect(sliderValue(listing, 0)).toBe(0.1);
    expect(sliderValue(listing, listing.last)).toBe(100);
    const cents = sliderScale({ low: 2.345, high: 37.5 }, LISTING_PRICE_STEP);
    expect(sliderValue(cents, 0)).toBe(2.34);
    expect(sliderValue(cents, 1)).toBe(2.35);
    expect(sliderValue(cents, cents.last)).toBe(37.5);
    const search = sliderScale({ low: 0, high: 37.5 }, SEARCH_PRICE_STEP);
    expect(sliderValue(search, 0)).toBe(0.1);
    expect(sliderValue(search, search.last)).toBe(40);
  });

  it('puts every search position after the first on a whole multiple of 5 (issue 18.5)', () => {
    // One arrow press from the lowest price 0.12 used to land on 5.12; it lands on 5.
    const scale = sliderScale({ low: 0.12, high: 37.5 }, SEARCH_PRICE_STEP);
    expect([0, 1, 2, 3, 8].map((p) => sliderValue(scale, p))).toEqual([0.12, 5, 10, 15, 40]);
    expect(scale.last).toBe(8);
  });

  it('writes to the address exactly the value the label shows', () => {
    const scale = sliderScale({ low: 0.12, high: 37.5 }, SEARCH_PRICE_STEP);
    const low = sliderValue(scale, 1);
    const params = serialiseListingFilters({ pageNumber: 1, lowPrice: low });
    expect(Number(params.get('lowPrice'))).toBe(low);
    expect(sliderLabel(low, '1310')).toBe('6,550');
  });

  it('keeps the upper end above the lower one for an empty or one-price catalogue', () => {
    const empty = sliderScale({ low: 0, high: 0 }, LISTING_PRICE_STEP);
    expect([sliderValue(empty, 0), sliderValue(empty, empty.last)]).toEqual([0.1, 0.11]);
    const one = sliderScale({ low: 5, high: 5 }, SEARCH_PRICE_STEP);
    expect([sliderValue(one, 0), sliderValue(one, one.last)]).toEqual([5, 10]);
  });

  it('snaps a value from the URL onto the slider', () => {
    const scale = sliderScale({ low: 0, high: 37.5 }, SEARCH_PRICE_STEP);
    expect(sliderValue(scale, sliderPosition(scale, 12))).toBe(10);
    expect(sliderValue(scale, sliderPosition(scale, 500))).toBe(40);
    expect(sliderValue(scale, sliderPosition(scale, 0))).toBe(0.1);
    const listing = sliderScale({ low: 0, high: 100 }, LISTING_PRICE_STEP);
    expect(sliderValue(listing, sliderPosition(listing, 3.456))).toBe(3.46);
    expect(sliderValue(listing, sliderPosition(listing, 100))).toBe(100);
  });

  it('labels a USD value in whole dinars at the server rate', () => {
    expect(sliderLabel(10, '1310.0000')).toBe('13,100');
    expect(sliderLabel(0.1, '1310')).toBe('131');
  });
});
