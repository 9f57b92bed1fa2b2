import { describe, expect, it } from 'vitest';
import { PICTURE_LIMITS, refusalBeforeReading, shrunkSize } from './shrink-picture';

describe('pictures before upload', () => {
  it('draws a 3000×2250 camera photo at 2000×1500 and leaves a small one as it is', () => {
    expect(shrunkSize(3000, 2250)).toEqual({ width: 2000, height: 1500 });
    expect(shrunkSize(2250, 3000)).toEqual({ width: 1500, height: 2000 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('refuses a file that is not a picture, or too heavy to open, before reading it', () => {
    const mb = 1024 * 1024;
    expect(refusalBeforeReading({ type: 'image/jpeg', size: 6 * mb })).toBeNull();
    expect(refusalBeforeReading({ type: 'image/jpeg', size: 27 * mb })).toBeNull();
    expect(refusalBeforeReading({ type: 'image/jpeg', size: 41 * mb })).toBe('too_large');
    expect(refusalBeforeReading({ type: 'application/pdf', size: mb })).toBe('not_a_picture');
    expect(refusalBeforeReading({ type: '', size: mb })).toBe('not_a_picture');
    expect(PICTURE_LIMITS.largestUploadBytes).toBe(5 * mb);
  });
});
