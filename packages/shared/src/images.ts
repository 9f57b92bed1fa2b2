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

/**
 * Link previews (WhatsApp, Facebook, Telegram, X) read JPEG reliably and WebP poorly, and show
 * a wide picture best at 1200×630: an uploaded picture is offered to them as a JPEG of that
 * size, drawn from one of its WebP files on first request and kept (apps/api web/share-images.ts).
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const UPLOADED_WEBP =
  /^\/uploads\/(products|categories|banners)\/([a-z0-9-]{1,200})-(\d{2,4})\.webp$/;

/** The preview JPEG of an uploaded picture (`/uploads/products/x-800.webp` → `/uploads/share/products/x-800.jpg`); undefined for any other URL. */
export function shareImageUrl(url: string): string | undefined {
  const match = UPLOADED_WEBP.exec(url);
  return match ? `/uploads/share/${match[1]}/${match[2]}-${match[3]}.jpg` : undefined;
}
