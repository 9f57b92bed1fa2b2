import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../test/helpers/ports';
import {
  processExited,
  startShopProcess,
  type ShopEnv,
  type ShopProcess,
} from '../../test/helpers/shop-process';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `check` to come true, polling every `every` ms; returns the ms it took. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  every = 100,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(every);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** The user PostgreSQL runs as: it refuses to run as root, which these machines often are. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export interface PrivatePostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown (SIGINT): open sessions are cut, as in a failover or a restart. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** A PostgreSQL cluster of our own in a temporary folder, on a free port; never the shared one. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapkhana-stress-pg-'));
  const user = postgresUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(`${PG_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], {
    stdio: 'ignore',
    ...(user ?? {}),
  });
  const port = await freePort();
  let server: ChildProcess | undefined;
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const answers = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const handle: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/chapkhana`,
    port,
    async start() {
      server = spawn(
        `${PG_BIN}/postgres`,
        ['-D', data, '-p', String(port), '-k', dir, '-h', '127.0.0.1', '-c', 'max_connections=60'],
        { stdio: 'ignore', ...(user ?? {}) },
      );
      await waitFor('private PostgreSQL answering', answers, 30_000);
    },
    async stop() {
      if (!server) return;
      const stopping = server;
      server = undefined;
      stopping.kill('SIGINT');
      await processExited(stopping);
    },
    async dispose() {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await handle.start();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query('CREATE DATABASE chapkhana');
  await client.end();
  return handle;
}

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: Redis is simply gone. */
  kill(): Promise<void>;
}

/** A redis-server of our own on a free port, without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const handle: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor('private Redis answering', async () => {
        const out = execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
        return out.trim() === 'PONG';
      });
    },
    async kill() {
      if (!server) return;
      const stopping = server;
      server = undefined;
      stopping.kill('SIGKILL');
      await processExited(stopping);
    },
  };
  await handle.start();
  return handle;
}

/** The production server a stress test drives: killed, restarted and measured (output kept). */
export type ProductionServer = ShopProcess;

/**
 * `node apps/api/dist/server.js` as production runs it, on a free port and its own data folder
 * (or `dataDir`, which several copies may share).
 */
export function productionServer(
  env: ShopEnv,
  options: { dataDir?: string } = {},
): Promise<ProductionServer> {
  return startShopProcess({
    ...options,
    env: { SEED_DEMO: 'false', ...env },
    captureOutput: true,
    readyTimeoutMs: 60_000,
  });
}
