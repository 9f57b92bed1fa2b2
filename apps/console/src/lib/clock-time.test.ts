import { describe, expect, it } from 'vitest';
import { readClockTime } from './clock-time';

describe('readClockTime', () => {
  it.each([
    ['14:00', '14:00'],
    [' 14:00 ', '14:00'],
    ['١٤:٠٠', '14:00'],
    ['۱۴:۰۰', '14:00'],
    ['14.30', '14:30'],
    ['14٫30', '14:30'],
    ['9:30', '09:30'],
    ['1400', '14:00'],
    ['930', '09:30'],
    ['00:00', '00:00'],
  ])('reads %j as %s', (typed, time) => {
    expect(readClockTime(typed)).toBe(time);
  });

  it('leaves what it cannot read for the schema to refuse', () => {
    expect(readClockTime('2 PM')).toBe('2 PM');
    expect(readClockTime('')).toBe('');
    expect(readClockTime('14:0')).toBe('14:0');
  });
});
