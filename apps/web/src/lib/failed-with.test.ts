import { describe, expect, it } from 'vitest';
import { failedWith } from '@chapkhana/web-kit/failed-with';

describe('failedWith', () => {
  it('is true only for a call answered with that code', () => {
    const gone = { status: 404, data: { code: 'wishlist_line_not_found', error: 'Not found' } };
    expect(failedWith(gone, 'wishlist_line_not_found')).toBe(true);
    expect(failedWith(gone, 'product_not_found')).toBe(false);
    expect(failedWith({ status: 404, data: 'Not found' }, 'wishlist_line_not_found')).toBe(false);
    expect(failedWith({ status: 'FETCH_ERROR', error: 'offline' }, 'wishlist_line_not_found')).toBe(
      false,
    );
    expect(failedWith(undefined, 'wishlist_line_not_found')).toBe(false);
    expect(failedWith({ status: 404, data: null }, 'wishlist_line_not_found')).toBe(false);
  });
});
