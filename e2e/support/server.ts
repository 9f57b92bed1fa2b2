import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/test/helpers/ports';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/api/dist) on a free port with a fresh DATA_DIR and the demo
 * catalogue, and waits until /api/health answers.
 */
export async function startShop(
  env: Record<string, string> = {},
  options: { extraProducts?: number } = {},
): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chapkhana-e2e-'));
  if (options.extraProducts) {
    // A bigger catalogue than the demo one (paging needs more than a page per category).
    const seeded = spawnSync(
      process.execPath,
      ['apps/api/dist/bench-cli.js', '--products', String(options.extraProducts)],
      { cwd: repoRoot, env: { PATH: process.env.PATH, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`Seeding extra products failed: ${seeded.stderr}`);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server did not become healthy within 120 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
