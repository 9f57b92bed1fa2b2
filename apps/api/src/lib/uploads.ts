/** Uploaded pictures: read from multipart, checked by decoding, stored as WebP in the widths the shop serves. */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { z } from 'zod';
import { MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES } from '@chapkhana/shared/fields';
import { describeIssues, issuePath } from './field-issues';
import { badRequest, HttpError, httpError, invalidInput } from './http-errors';
import { writeFileWhole } from './storage';
import { isUnstorableText } from './unstorable-text';

export type ImageKind = 'product' | 'category' | 'banner';

/** Where each kind lives under `DATA_DIR/uploads` and the widths the storefront asks for. */
export const IMAGE_KINDS: Record<ImageKind, { folder: string; widths: readonly number[] }> = {
  product: { folder: 'products', widths: [200, 400, 800] },
  category: { folder: 'categories', widths: [200, 400] },
  banner: { folder: 'banners', widths: [640, 1280] },
};

/** Formats a browser or phone produces that sharp decodes here (AVIF is reported as `heif`). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
const MEGABYTES = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** WebP's largest side: a width whose height would pass it cannot be written. */
const WEBP_MAX_SIDE = 16383;

/**
 * One picture decoded at a time on this copy. A decode holds the picture's whole bitmap when
 * its format needs it (an interlaced 16-bit PNG of 6000 px a side is 288 MB decoded from a
 * 440 KB file), so pictures sent together wait their turn instead of adding their bitmaps up.
 */
const decodeTurn = pLimit(1);

/**
 * Decodes `file` (never trusting its name or declared type), then writes a WebP per width of
 * `kind` under a random name and returns the base path stored in the database
 * (`/uploads/products/<random>`; files `<base>-<width>.webp`). Refuses what is not a picture
 * with 415, and pictures over MAX_IMAGE_SIDE pixels a side with 400.
 */
export async function storeImage(file: Buffer, kind: ImageKind, dataDir: string): Promise<string> {
  const { folder, widths } = IMAGE_KINDS[kind];
  const variants = await decodeTurn(() => drawWidths(file, widths));

  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const name = randomBytes(12).toString('hex');
  const base = `/uploads/${folder}/${name}`;
  try {
    await Promise.all(
      variants.map((v) => writeFileWhole(path.join(dir, `${name}-${v.width}.webp`), v.data)),
    );
  } catch (error) {
    // A disk fault is ours (a full disk 507, any other 500), not the picture's; no half-written
    // file, nor part of the set, stays.
    await removeStoredImage(base, dataDir);
    throw error;
  }
  return base;
}

/**
 * The WebP of `file` at each of `widths`, from a single decode: the picture is decoded once to a
 * bitmap of the largest width (8-bit sRGB, oriented) and every width is drawn from that.
 */
async function drawWidths(
  file: Buffer,
  widths: readonly number[],
): Promise<{ width: number; data: Buffer }[]> {
  let source: Sharp;
  let metadata: Metadata;
  try {
    // Pixel limit: a small file must not decode into a huge bitmap (decompression bombs).
    // Inside the try: sharp throws at once for an empty file.
    source = sharp(file, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: 'error' });
    metadata = await source.metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new Error('format');
  } catch {
    throw new HttpError(415, 'not_a_picture');
  }
  const { width, height } = metadata;
  if (!width || !height) throw new HttpError(415, 'not_a_picture');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw badRequest('picture_too_many_pixels', { width, height, max: MAX_IMAGE_SIDE });
  }
  const largest = Math.max(...widths);
  // Small pictures are enlarged so every width's file exists; a sliver (2 × 6000 px) would be
  // millions of pixels tall, which no WebP holds: refused before any bitmap is made.
  const upright = metadata.autoOrient;
  if (Math.round((upright.height * largest) / upright.width) > WEBP_MAX_SIDE) {
    throw new HttpError(415, 'not_a_picture');
  }

  try {
    // `rotate()` applies the EXIF orientation; the output carries no metadata (such as the
    // camera's GPS position).
    const { data, info } = await source
      .rotate()
      .resize({ width: largest })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const bitmap = { raw: { width: info.width, height: info.height, channels: info.channels } };
    return await Promise.all(
      widths.map(async (w) => ({
        width: w,
        data: await sharp(data, bitmap).resize({ width: w }).webp({ quality: 80 }).toBuffer(),
      })),
    );
  } catch (error) {
    // A header that reads but a body that does not (a truncated file) is still not a picture.
    throw new HttpError(415, 'not_a_picture', undefined, { cause: error });
  }
}

const STORED_BASE = /^\/uploads\/(products|categories|banners)\/[0-9a-f]{24}$/;

/**
 * Deletes the files of an image stored by `storeImage` (used to undo an upload whose database
 * write failed). Anything that is not such a base path is left alone.
 */
export async function removeStoredImage(base: string, dataDir: string): Promise<void> {
  const match = STORED_BASE.exec(base);
  if (!match) return;
  const kind = Object.values(IMAGE_KINDS).find((k) => k.folder === match[1]);
  await Promise.all(
    (kind?.widths ?? []).map((w) =>
      rm(path.join(dataDir, `${base}-${w}.webp`), { force: true }).catch(() => undefined),
    ),
  );
}

export interface Upload {
  /** The text fields, by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** The files sent under `fileField`, in order, each read whole (at most MAX_UPLOAD_BYTES). */
  files: Buffer[];
}

/**
 * Reads a multipart/form-data request: its text fields and up to `maxFiles` files named
 * `fileField`. The multipart plugin's errors become sentences: a file over the size limit is
 * 413, too many files 413, a request that is not multipart 415.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { fileField: string; maxFiles: number },
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw httpError(415, 'multipart_required_in_field', { field: options.fileField });
  }
  const upload: Upload = { fields: {}, files: [] };
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: options.maxFiles,
        fields: 20,
        fieldSize: 4000,
        parts: options.maxFiles + 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== options.fileField) {
          throw badRequest('pictures_wrong_field', { field: options.fileField });
        }
        upload.files.push(buffer);
      } else if (typeof part.value === 'string') {
        // Refused before any picture is stored: PostgreSQL cannot hold a NUL character.
        if (isUnstorableText(part.value)) throw badRequest('unstorable_text', { part: 'form' });
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, options.maxFiles);
  }
  return upload;
}

function uploadError(error: unknown, maxFiles: number): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'picture_too_large', { megabytes: MEGABYTES }, { cause: error });
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'too_many_pictures', { count: maxFiles }, { cause: error });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'form_too_many_fields', undefined, { cause: error });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'multipart_required', undefined, { cause: error });
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'form_unreadable', undefined, { cause: error });
    default:
      // busboy's own errors (malformed multipart) are the client's, not ours.
      if (error instanceof Error && /multipart|boundary|terminated early/i.test(error.message)) {
        return new HttpError(400, 'form_unreadable', undefined, { cause: error });
      }
      return error;
  }
}

/** One picture is required: the first of `upload`'s files, or a 400 naming the field. */
export function requireOneFile(upload: Upload, fileField: string): Buffer {
  const [file] = upload.files;
  if (!file || file.length === 0) throw badRequest('picture_required', { field: fileField });
  return file;
}

/** Validates a multipart form's text fields like a JSON body would be: a 400 naming each field. */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const described = describeIssues(
    result.error.issues.map((issue) => ({ ...issue, path: issuePath(issue.path) })),
  );
  throw invalidInput(
    `Invalid form: ${described.details.join('; ')}.`,
    described.fields,
    described.fieldErrors,
  );
}
