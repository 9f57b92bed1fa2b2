import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten', () => {
    expect(chartScale(['0.00']).top.toFixed()).toBe('1000');
    expect(chartScale(['150250.00', '90000']).top.toFixed()).toBe('200000');
    expect(chartScale(['500000']).top.toFixed()).toBe('500000');
    expect(chartScale(['500001']).top.toFixed()).toBe('1000000');
    expect(chartScale(['12345678.50']).top.toFixed()).toBe('20000000');
  });

  it('draws heights in proportion, a sliver for a small day and none for an empty one', () => {
    const scale = chartScale(['200000']);
    expect(scale.height('100000', 100)).toBe(50);
    expect(scale.height('1', 100)).toBe(1);
    expect(scale.height('0.00', 100)).toBe(0);
  });
});
