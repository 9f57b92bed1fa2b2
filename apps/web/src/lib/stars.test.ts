import { describe, expect, it } from 'vitest';
import { starKinds } from './stars';

describe('starKinds', () => {
  it('fills a star per whole point', () => {
    expect(starKinds(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starKinds(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('draws a half star from .5 and none below it', () => {
    expect(starKinds(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(3.9)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starKinds(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('keeps out-of-range ratings within five stars', () => {
    expect(starKinds(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(-1)).toEqual(starKinds(0));
    expect(starKinds(Number.NaN)).toEqual(starKinds(0));
  });
});
