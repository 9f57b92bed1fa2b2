/**
 * A real full disk for tests: a small tmpfs mounted on a fresh folder (this process must be
 * allowed to mount, as root on Linux is), filled on demand.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  dir: string;
  /** Why no tmpfs could be mounted (the tests that need one skip, saying this); undefined when mounted. */
  reason?: string;
  /** Fills the disk until about `leaveBytes` are left (to its blocks); returns the filler's path. */
  fill(leaveBytes: number): Promise<string>;
  /** Unmounts and removes the folder. */
  dispose(): Promise<void>;
}

export async function mountSmallDisk(megabytes: number): Promise<SmallDisk> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chapkhana-small-disk-'));
  let reason: string | undefined;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch (error) {
    reason = String((error as { stderr?: Buffer }).stderr ?? error).trim() || String(error);
  }
  return {
    dir,
    reason,
    async fill(leaveBytes) {
      const filler = path.join(dir, `filler-${randomBytes(4).toString('hex')}`);
      const { bavail, bsize } = await statfs(dir);
      await writeFile(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
      return filler;
    },
    async dispose() {
      if (!reason) execFileSync('umount', [dir]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
