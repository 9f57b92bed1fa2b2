import { describe, expect, it } from 'vitest';
import { freeKey } from './use-derived-key';

describe('system-made print keys', () => {
  it('takes the first spelling no sibling has', () => {
    expect(freeKey('a5', [])).toBe('a5');
    expect(freeKey('a5', ['a5'])).toBe('a5-2');
    expect(freeKey('a5', ['a5', 'a5-2'])).toBe('a5-3');
    expect(freeKey('x'.repeat(40), ['x'.repeat(40)])).toBe(`${'x'.repeat(38)}-2`);
  });
});
