/**
 * Private files (docs/design.md §13): customers' artwork, sellers' proofs and the files of
 * designed cards. They live under
 * `DATA_DIR/private`, which no static route serves, by random names only (the customer's file
 * name is kept in the database, never in a path), and go back as attachments to whoever the
 * print module allowed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { httpError } from './http-errors';
import { writeFileWhole } from './storage';

/** Customers' artwork, sellers' proofs, and the backgrounds and logos of designed cards. */
export type PrivateFolder = 'artwork' | 'proofs' | 'card-files';

/** Who asks for a private file: the customer and the console member, each if signed in. */
export interface FileViewer {
  customerId?: string;
  staff?: { role: 'admin' | 'seller'; sellerId: string | null };
}

/** The longest file name kept (in characters); longer ones keep their start and extension. */
export const MAX_FILE_NAME_LENGTH = 120;

const STORAGE_KEY = /^(artwork|proofs|card-files)\/[0-9a-f]{32}$/;

/**
 * Writes `file` under a random name in `folder` and returns its storage key (`artwork/<hex>`);
 * a failed write (a full disk) leaves no part of it behind.
 */
export async function storePrivateFile(
  dataDir: string,
  folder: PrivateFolder,
  file: Buffer,
): Promise<string> {
  const dir = path.join(dataDir, 'private', folder);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = `${folder}/${randomBytes(16).toString('hex')}`;
  await writeFileWhole(path.join(dataDir, 'private', key), file, { mode: 0o600 });
  return key;
}

/** The absolute path of a stored key; anything that is not a key made here is refused. */
function pathOf(dataDir: string, key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a private file key: ${key}`);
  return path.join(dataDir, 'private', key);
}

/** Reads a stored file back. */
export async function readPrivateFile(dataDir: string, key: string): Promise<Buffer> {
  try {
    return await readFile(pathOf(dataDir, key));
  } catch (error) {
    // The row outlived its file (a restored database, a lost disk): said plainly, not a 500.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw httpError(410, 'file_gone');
    throw error;
  }
}

/**
 * The folder of a stored file's page thumbnails (modules/print/previews.ts), as private as the
 * file: `DATA_DIR/private/previews/<folder>-<name>`.
 */
export function previewDirOf(dataDir: string, key: string): string {
  pathOf(dataDir, key);
  return path.join(dataDir, 'private', 'previews', key.replace('/', '-'));
}

/** Deletes a stored file (undoing a store whose database write failed) and its thumbnails; never throws. */
export async function removePrivateFile(dataDir: string, key: string): Promise<void> {
  if (!STORAGE_KEY.test(key)) return;
  await rm(pathOf(dataDir, key), { force: true }).catch(() => undefined);
  await rm(previewDirOf(dataDir, key), { force: true, recursive: true }).catch(() => undefined);
}

/**
 * A file name fit to keep and to send back: no path (only the last segment), no control or
 * bidirectional-override characters, no quotes or reserved characters, at most
 * MAX_FILE_NAME_LENGTH characters; `fallback` when nothing is left.
 */
export function safeFileName(name: string | undefined, fallback: string): string {
  const lastSegment = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    // C0/C1 controls, bidi overrides and isolates, zero-width and BOM characters.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...cleaned];
  if (chars.length === 0) return fallback;
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  return chars.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}

/** `Content-Disposition: attachment` with an ASCII name and the exact name in UTF-8 (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file as a private download: never cached, never sniffed, never shown inline. */
export async function sendPrivateFile(
  reply: FastifyReply,
  dataDir: string,
  file: { storageKey: string; mimeType: string; fileName: string },
): Promise<FastifyReply> {
  const body = await readPrivateFile(dataDir, file.storageKey);
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
