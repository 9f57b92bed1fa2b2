import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant } from './images';

describe('image variants', () => {
  it('swaps the width of an uploaded image and leaves other URLs alone', () => {
    expect(imageVariant('/uploads/products/mug-1-800.webp', 200)).toBe(
      '/uploads/products/mug-1-200.webp',
    );
    expect(imageVariant('https://cdn.example/mug.jpg', 200)).toBe('https://cdn.example/mug.jpg');
  });

  it('builds a srcset only for uploaded images', () => {
    expect(imageSrcSet('/uploads/p/a-800.webp', [200, 400])).toBe(
      '/uploads/p/a-200.webp 200w, /uploads/p/a-400.webp 400w',
    );
    expect(imageSrcSet('/elsewhere.png', [200])).toBe('');
  });
});
