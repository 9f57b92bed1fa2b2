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
