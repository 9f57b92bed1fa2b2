import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant, shareImageUrl } from './images';

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

describe('share images', () => {
  it('names the preview JPEG of an uploaded picture, and nothing for other URLs', () => {
    expect(shareImageUrl('/uploads/products/0a1b2c-800.webp')).toBe(
      '/uploads/share/products/0a1b2c-800.jpg',
    );
    expect(shareImageUrl('/uploads/banners/banner-1-1280.webp')).toBe(
      '/uploads/share/banners/banner-1-1280.jpg',
    );
    expect(shareImageUrl('https://cdn.example/mug.jpg')).toBeUndefined();
    expect(shareImageUrl('/uploads/products/../secret-800.webp')).toBeUndefined();
    expect(shareImageUrl('/uploads/orders/a-800.webp')).toBeUndefined();
  });
});
