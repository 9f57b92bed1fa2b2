/**
 * Writing files under DATA_DIR so that a failed write leaves nothing behind, telling a full disk
 * from other faults, and how much room DATA_DIR has left (for /api/health).
 */
import { randomBytes } from 'node:crypto';
import { rename, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` to `file` whole or not at all: it goes to a hidden temporary name in the same
 * folder (so the rename cannot cross file systems) and is renamed once written; on any failure
 * (a full disk half-way) the temporary file is removed and the error thrown.
 */
export async function writeFileWhole(
  file: string,
  data: Buffer | string,
  options: { mode?: number } = {},
): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
  );
  try {
    await writeFile(temporary, data, { mode: options.mode, flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether `error`, or an error it was caused by, is a full disk or an exhausted quota. */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (STORAGE_FULL_CODES.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** DATA_DIR is low on room below the smaller of these: 100 MB, or 2 % of its file system. */
export const LOW_DISK_BYTES = 100 * 1024 * 1024;
export const LOW_DISK_SHARE = 0.02;

export interface DiskSpace {
  freeBytes: number;
  totalBytes: number;
  low: boolean;
}

/** How long one `statfs` answer is reused: health checks come every few seconds from each balancer. */
const DISK_SPACE_KEPT_MS = 1000;
const kept = new Map<string, { at: number; space: Promise<DiskSpace> }>();

/** The room left on `dir`'s file system (what an unprivileged writer may use), read at most once a second. */
export function diskSpace(dir: string): Promise<DiskSpace> {
  const now = Date.now();
  const known = kept.get(dir);
  if (known && now - known.at < DISK_SPACE_KEPT_MS) return known.space;
  const space = statfs(dir).then((stats) => {
    const freeBytes = stats.bavail * stats.bsize;
    const totalBytes = stats.blocks * stats.bsize;
    return {
      freeBytes,
      totalBytes,
      low: freeBytes < Math.min(LOW_DISK_BYTES, totalBytes * LOW_DISK_SHARE),
    };
  });
  kept.set(dir, { at: now, space });
  // A failed read is not kept: the next check asks again.
  space.catch(() => kept.delete(dir));
  return space;
}
