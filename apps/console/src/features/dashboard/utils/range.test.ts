import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from './range';

// 23:30 on Saturday 31 January 2026 in UTC is already Sunday 1 February in Baghdad.
const now = Date.parse('2026-01-31T21:30:00Z');

describe('dashboard ranges', () => {
  it('counts presets in Iraq days', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-02-01', to: '2026-02-01' });
    expect(presetRange('days7', now)).toEqual({ from: '2026-01-26', to: '2026-02-01' });
    expect(presetRange('days30', now)).toEqual({ from: '2026-01-03', to: '2026-02-01' });
    expect(presetRange('month', now)).toEqual({ from: '2026-02-01', to: '2026-02-01' });
  });

  it('refuses a backwards range and one longer than 366 days', () => {
    expect(rangeProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe('order');
    expect(rangeProblem({ from: '2025-02-01', to: '2026-02-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-31', to: '2026-02-01' })).toBe('tooLong');
  });
});
