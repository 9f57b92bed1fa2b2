import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Thumbnail } from '@/components/ui/thumbnail';
import { CategoryImage } from '@/features/catalogue/components/category-image';
import { ProductImage } from '@/features/catalogue/components/product-image';
import { renderWithApp } from '@/testing/render-app';

/** Makes every <img> look as the browser leaves one whose request already failed (or not). */
function imagesAlreadyFailed(failed: boolean) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(failed);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
}

const SRC = '/uploads/pictures/cards-800.webp';
const images = {
  category: () => <CategoryImage src={SRC} />,
  product: () => (
    <ProductImage src={SRC} alt="Cards" widths={[200, 400]} fallbackWidth={400} sizes="50vw" />
  ),
  thumbnail: () => <Thumbnail src={SRC} alt="Cards" size={64} />,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(Object.entries(images))('the %s image', (_, draw) => {
  it('shows the placeholder for a picture that failed before the scripts took over', () => {
    imagesAlreadyFailed(true);
    const { container } = renderWithApp(draw());
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('keeps a picture that is still loading, and falls back when it then fails', () => {
    imagesAlreadyFailed(false);
    const { container } = renderWithApp(draw());
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
  });
});

it('names the category placeholder in the reader’s language', () => {
  imagesAlreadyFailed(true);
  renderWithApp(<CategoryImage src={SRC} />);
  expect(screen.getByTestId('category-image-placeholder').textContent).toBe('No image');
});
