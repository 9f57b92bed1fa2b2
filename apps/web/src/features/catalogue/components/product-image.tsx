import { imageSrcSet, imageVariant } from '@chapkhana/shared/images';
import { ImageOff } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useImageFallback } from '@/lib/use-image-fallback';

interface ProductImageProps {
  /** The 800px variant URL the API sends, or undefined when the product has no image. */
  src: string | undefined;
  alt: string;
  /** Widths offered in `srcset` (products come in 200, 400 and 800). */
  widths: readonly number[];
  /** Which width `src` falls back to where `srcset` is not understood. */
  fallbackWidth: number;
  sizes: string;
  eager?: boolean;
  /**
   * On a slow line, loaded only once the app has taken the page over (public/page-start.js): a
   * picture a reader can do without for the first seconds (a thumbnail). Its box must keep its
   * size without it.
   */
  later?: boolean;
  className?: string;
}

/**
 * A square product image in sized variants, with width and height so nothing shifts while it
 * loads, lazy unless `eager`, and a placeholder when it is missing or fails.
 */
export function ProductImage({
  src,
  alt,
  widths,
  fallbackWidth,
  sizes,
  eager = false,
  later = false,
  className = '',
}: ProductImageProps) {
  const { t } = useTranslation();
  const { failed, imageProps } = useImageFallback(src);
  if (failed || !src) {
    return (
      <div
        data-testid="product-image-placeholder"
        className={`flex aspect-square w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-500 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="text-xs">{t('categories.noImage')}</span>
      </div>
    );
  }
  const srcSet = imageSrcSet(src, widths);
  return (
    <img
      src={imageVariant(src, fallbackWidth)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={fallbackWidth}
      height={fallbackWidth}
      loading={eager ? 'eager' : 'lazy'}
      data-later={later && !eager ? '' : undefined}
      decoding="async"
      {...imageProps}
      className={`aspect-square w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
