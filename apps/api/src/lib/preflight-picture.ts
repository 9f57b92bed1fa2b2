/**
 * What the preflight reads from a picture (PNG, JPEG): its pixels and colour space, after
 * decoding it whole (shrunk on load where the format allows), so that a truncated or corrupt
 * body is found. Run in the inspector's child process (lib/file-inspector.ts).
 */
import sharp from 'sharp';
import type { ColourUse } from './preflight-pdf';

/**
 * The most pixels a picture may have (about 16,000 a side): a poster at 300 dpi fits, while a
 * small file claiming a gigantic bitmap (a decompression bomb) is refused before it is decoded.
 */
const MAX_ARTWORK_PIXELS = 268_402_689;

export interface PictureInspection {
  widthPx: number;
  heightPx: number;
  colour: ColourUse;
}

/** Reads `file` as a picture; throws when it cannot be read or has too many pixels. */
export async function inspectPicture(file: Buffer): Promise<PictureInspection> {
  const image = () =>
    sharp(file, {
      limitInputPixels: MAX_ARTWORK_PIXELS,
      failOn: 'truncated',
      sequentialRead: true,
    });
  const { width, height, space, pages } = await image().metadata();
  if (!width || !height) throw new Error('a picture without a size');
  if (width * height > MAX_ARTWORK_PIXELS) throw new Error('too many pixels');
  if ((pages ?? 1) > 1) throw new Error('an animated picture');
  // Decoding the whole picture (shrunk on load where the format allows) finds a truncated or
  // corrupt body that the header alone would hide.
  await image().resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  const grey = space === 'b-w' || space === 'grey16';
  return {
    widthPx: width,
    heightPx: height,
    colour: { rgb: !grey && space !== 'cmyk', cmyk: space === 'cmyk' },
  };
}
