// Image URL helpers, free of zod so the storefront's first screen does not load it.

const VARIANT = /-(\d+)\.webp$/;

/** The URL of an uploaded image at another width (`…-800.webp` → `…-400.webp`); other URLs unchanged. */
export function imageVariant(url: string, width: number): string {
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}

/** `srcset` for an uploaded image in the given widths; empty when the URL has no variants. */
export function imageSrcSet(url: string, widths: readonly number[]): string {
  return VARIANT.test(url) ? widths.map((w) => `${imageVariant(url, w)} ${w}w`).join(', ') : '';
}

/** How a picture is offered: its `srcset` widths, the plain `src` width and `sizes`. */
export interface PictureSizes {
  widths: readonly number[];
  fallbackWidth: number;
  sizes: string;
}

/**
 * The pictures a page's first view is built around, offered the same way by the storefront's
 * `<img>` and by the server's `<link rel="preload">` of them (so the browser reuses the download).
 */
export const BANNER_PICTURE: PictureSizes = {
  widths: [640, 1280],
  fallbackWidth: 1280,
  sizes: '(min-width: 1280px) 1248px, 100vw',
};
export const PRODUCT_MAIN_PICTURE: PictureSizes = {
  widths: [400, 800],
  fallbackWidth: 800,
  sizes: '(min-width: 1024px) 560px, 100vw',
};
