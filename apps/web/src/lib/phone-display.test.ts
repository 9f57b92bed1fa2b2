import { describe, expect, it } from 'vitest';
import { displayIraqiPhone } from '@/lib/phone-display';

describe('displayIraqiPhone', () => {
  it('writes an Iraqi mobile in the national form', () => {
    expect(displayIraqiPhone('+9647501234567')).toBe('0750 123 4567');
  });

  it('leaves anything else alone', () => {
    expect(displayIraqiPhone('+441632960000')).toBe('+441632960000');
  });
});
