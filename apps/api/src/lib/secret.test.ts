import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secret';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('loadOrCreateSecret', () => {
  it('creates a long secret once, readable by the owner only, and returns it again later', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chapkhana-secret-'));
    const first = await loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadOrCreateSecret(dir)).toBe(first);
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
  });
});
