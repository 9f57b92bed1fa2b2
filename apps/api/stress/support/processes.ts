import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../../src/config/config';
import { freePort } from '../../test/helpers/ports';

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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
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
      await exited(stopping);
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
      await exited(stopping);
    },
  };
  await handle.start();
  return handle;
}

export interface ProductionServer {
  url: string;
  pid(): number;
  /** Everything the server printed (JSON log lines). */
  log(): string;
  /** Resident memory of the server process in MB, from /proc. */
  rssMb(): number;
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose(): Promise<void>;
}

/** `node apps/api/dist/server.js` as production runs it, on a free port and its own data folder. */
export async function productionServer(env: Record<string, string>): Promise<ProductionServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapkhana-stress-data-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const handle: ProductionServer = {
    url,
    pid: () => child?.pid ?? -1,
    log: () => output,
    rssMb() {
      const status = readFileSync(`/proc/${handle.pid()}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
      return Math.round((kb / 1024) * 10) / 10;
    },
    async start() {
      child = spawn(process.execPath, [path.join(API_ROOT, 'dist', 'server.js')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const started = child;
      await waitFor('the production server answering /api/health', async () => {
        if (started.exitCode !== null) throw new Error(`server exited: ${output}`);
        return (await fetch(`${url}/api/health`)).ok;
      });
    },
    async kill(signal) {
      if (!child) return;
      const stopping = child;
      child = undefined;
      stopping.kill(signal);
      await exited(stopping);
    },
    async dispose() {
      await handle.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await handle.start();
  return handle;
}
