import { MAX_UPLOAD_BYTES } from '@chapkhana/shared/fields';

/**
 * What the console does with a picture before it is uploaded. Camera photos (3000×2250,
 * 5–10 MB) are larger than the shop keeps (its widest variant is 800 px) and than an upload may
 * be (`MAX_UPLOAD_BYTES`): they are drawn smaller in the browser first, so a seller on a phone
 * sends a few hundred KB instead of being refused after sending megabytes.
 */
export const PICTURE_LIMITS = {
  /** The longest side a picture is drawn at; the shop's largest variant is 800 px wide. */
  longestSide: 2000,
  /** A file larger than this is not even opened (a phone would struggle to decode it). */
  largestOriginalBytes: 40 * 1024 * 1024,
  /** What one uploaded picture may weigh (the server refuses more with 413). */
  largestUploadBytes: MAX_UPLOAD_BYTES,
  types: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
} as const;

export type PictureRefusal = 'not_a_picture' | 'too_large' | 'unreadable';

/** Why a picked file is refused before anything is read or sent, or null when it may be tried. */
export function refusalBeforeReading(file: { type: string; size: number }): PictureRefusal | null {
  if (!PICTURE_LIMITS.types.includes(file.type)) return 'not_a_picture';
  if (file.size > PICTURE_LIMITS.largestOriginalBytes) return 'too_large';
  return null;
}

/** The size a picture is drawn at: its own when small enough, else scaled to the longest side. */
export function shrunkSize(
  width: number,
  height: number,
  longestSide: number = PICTURE_LIMITS.longestSide,
) {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A refused picture: the reason and the file's name, for a sentence in the reader's language. */
export class PictureRefused extends Error {
  constructor(
    readonly reason: PictureRefusal,
    readonly fileName: string,
  ) {
    super(`${fileName}: ${reason}`);
  }
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The picture as it will be uploaded: unchanged when it is already small in size and weight,
 * otherwise redrawn as a JPEG at most `longestSide` wide, turned as the camera meant (EXIF
 * orientation, `imageOrientation: 'from-image'`), and made smaller again until it fits the
 * upload limit. Throws `PictureRefused` for anything that is not a picture or cannot fit.
 */
export async function shrinkPicture(file: File): Promise<File> {
  const early = refusalBeforeReading(file);
  if (early) throw new PictureRefused(early, file.name);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PictureRefused('unreadable', file.name);
  }
  try {
    const fits = Math.max(bitmap.width, bitmap.height) <= PICTURE_LIMITS.longestSide;
    if (fits && file.size <= PICTURE_LIMITS.largestUploadBytes) return file;
    // Each try draws smaller and coarser: a noisy photo may not fit at the first size.
    for (const [side, quality] of [
      [PICTURE_LIMITS.longestSide, 0.85],
      [1600, 0.8],
      [1200, 0.75],
    ] as const) {
      const size = shrunkSize(bitmap.width, bitmap.height, side);
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new PictureRefused('unreadable', file.name);
      // JPEG has no transparency: a transparent PNG is shown on white, as the shop shows it.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await canvasBlob(canvas, quality);
      if (blob && blob.size <= PICTURE_LIMITS.largestUploadBytes) {
        const name = file.name.replace(/\.[^.]*$/, '') || 'picture';
        return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
      }
    }
    throw new PictureRefused('too_large', file.name);
  } finally {
    bitmap.close();
  }
}
