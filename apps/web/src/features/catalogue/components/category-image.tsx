import { ImageOff } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useImageFallback } from '@/lib/use-image-fallback';

// Category images are served as 400px-wide variants; the box keeps a 4:3 shape.
const WIDTH = 400;
const HEIGHT = 300;

/**
 * A category image, lazy unless `eager` (tiles above the fold), with a placeholder when it is
 * missing or fails (docs/storefront.md §8).
 */
export function CategoryImage({ src, eager = false }: { src: string; eager?: boolean }) {
  const { t } = useTranslation();
  const { failed, imageProps } = useImageFallback(src);

  if (failed) {
    return (
      <div
        data-testid="category-image-placeholder"
        className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500"
      >
        <ImageOff aria-hidden="true" className="size-6 md:size-10" />
        <span className="text-sm max-md:sr-only">{t('categories.noImage')}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      // The tile's visible name labels the link, so the picture itself is decorative.
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...imageProps}
      className="aspect-[4/3] w-full bg-slate-100 object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
    />
  );
}
