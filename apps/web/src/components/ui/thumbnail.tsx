import { imageSrcSet, imageVariant } from '@chapkhana/shared/images';
import { ImageOff } from 'lucide-react';
import { useImageFallback } from '@/lib/use-image-fallback';

interface ThumbnailProps {
  /** The 800px variant URL the API sends; null or undefined when there is none. */
  src: string | null | undefined;
  alt: string;
  /** Rendered width in CSS pixels (the image is square). */
  size: number;
  /** Fills its container's width instead (cards); `size` is then the largest expected width. */
  fluid?: boolean;
  className?: string;
}

/** A small square product picture (cart, order and wishlist lines), with a placeholder. */
export function Thumbnail({ src, alt, size, fluid = false, className = '' }: ThumbnailProps) {
  const { failed, imageProps } = useImageFallback(src);
  const width = fluid
    ? { className: 'w-full', style: undefined }
    : { className: 'self-start', style: { width: size, height: size } };
  if (failed || !src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`flex aspect-square shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400 ${width.className} ${className}`}
        style={width.style}
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  }
  const srcSet = imageSrcSet(src, [200, 400]);
  const sizes = fluid ? `(min-width: 1024px) ${size}px, 50vw` : `${size}px`;
  return (
    <img
      src={imageVariant(src, fluid ? 400 : 200)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      {...imageProps}
      className={`aspect-square shrink-0 rounded-md bg-slate-100 object-cover ${width.className} ${className}`}
      style={width.style}
    />
  );
}
