import { describe, expect, it } from 'vitest';
import { failedWith, foundNothing } from '@chapkhana/web-kit/failed-with';

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

describe('foundNothing', () => {
  it('is true for a 404 and for an address part too long to name anything, else false', () => {
    expect(foundNothing({ status: 404, data: { code: 'product_not_found' } })).toBe(true);
    expect(foundNothing({ status: 404, data: 'Not found' })).toBe(true);
    expect(foundNothing({ status: 414, data: { code: 'address_part_too_long' } })).toBe(true);
    expect(foundNothing({ status: 400, data: { code: 'malformed_address' } })).toBe(false);
    expect(foundNothing({ status: 500, data: { code: 'server_error' } })).toBe(false);
    expect(foundNothing({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
    expect(foundNothing(undefined)).toBe(false);
  });
});
