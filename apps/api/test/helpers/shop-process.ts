// The shop as production runs it (`node apps/api/dist/server.js`) in a child process, for every
// harness that drives a real server: the browser flows (e2e/), the stress runs (apps/api/stress/)
// and the benchmark (bench/). One place decides how such a server is configured, started,
// waited for, killed, restarted and cleaned up.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../src/config/config';
import { freePort } from './ports';

/** The checkout's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The Node.js flags the server runs with wherever it is started (`npm start`, this harness, the
 * production start in README.md and docs/deployment.md): apps/api/node-flags.json, why in
 * docs/decisions.md ("The server's young generation").
 */
export const SERVER_NODE_FLAGS = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/api/node-flags.json'), 'utf8'),
) as string[];

/** What `npm run build` writes that a production server (and the bench seeder) needs. */
const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/console/dist/index.html',
  'apps/api/dist/server.js',
  'apps/api/dist/bench-cli.js',
];

/** A SIGTERM'd server that has not exited by then is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * Every variable the shop's configuration reads (typed against it, so a new one must be added
 * here). None is inherited from the process that starts a shop: an engineer's DATABASE_URL or
 * REDIS_URL must never point a test server at shared services.
 */
const SHOP_VARIABLES: Record<keyof Env, true> = {
  NODE_ENV: true,
  PORT: true,
  HOST: true,
  DATA_DIR: true,
  DATABASE_URL: true,
  REDIS_URL: true,
  SMTP_URL: true,
  MAIL_FROM: true,
  PUBLIC_URL: true,
  JWT_SECRET: true,
  FIB_BASE_URL: true,
  FIB_CLIENT_ID: true,
  FIB_CLIENT_SECRET: true,
  QI_BASE_URL: true,
  QI_USERNAME: true,
  QI_PASSWORD: true,
  QI_TERMINAL_ID: true,
  QI_PUBLIC_KEY: true,
  ZAINCASH_BASE_URL: true,
  ZAINCASH_CLIENT_ID: true,
  ZAINCASH_CLIENT_SECRET: true,
  ZAINCASH_API_KEY: true,
  ZAINCASH_SERVICE_TYPE: true,
  FASTPAY_BASE_URL: true,
  FASTPAY_STORE_ID: true,
  FASTPAY_STORE_PASSWORD: true,
  FASTPAY_REFUND_SECRET_KEY: true,
  PAYMENTS_LOOKALIKE: true,
  SEED_DEMO: true,
  COURIER_SECRET_KEY: true,
  COURIER_LOOKALIKE: true,
  MESSAGES_LOOKALIKE: true,
  WA_GRAPH_BASE_URL: true,
  WA_GRAPH_VERSION: true,
  WA_ACCESS_TOKEN: true,
  WA_PHONE_NUMBER_ID: true,
  WA_WABA_ID: true,
  WA_APP_SECRET: true,
  WA_VERIFY_TOKEN: true,
  WA_CODE_TEMPLATE: true,
  OTPIQ_BASE_URL: true,
  OTPIQ_API_KEY: true,
  OTPIQ_SENDER_ID: true,
  MESSAGES_TIMEOUT_MS: true,
  MESSAGES_DELIVERY_WAIT_MS: true,
  SHIPPING_FEE_IQD: true,
  READ_CACHE_SECONDS: true,
  COURIER_POLL_SECONDS: true,
  TRUST_PROXY: true,
  CORS_ORIGINS: true,
  COPY_NAME: true,
  LOG_LEVEL: true,
  WEB_DIST_DIR: true,
  CONSOLE_DIST_DIR: true,
};

/** Settings of the shop's configuration, by variable name. */
export type ShopEnv = Partial<Record<keyof Env, string>>;

/** This process's environment without anything that configures a shop, plus `settings`. */
export function childEnvironment(settings: ShopEnv = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !(name in SHOP_VARIABLES));
  return { ...Object.fromEntries(inherited), ...settings };
}

/** Runs `npm run build` when any production output is missing (as `npm start` does). */
export function ensureBuild(log: (message: string) => void): void {
  if (BUILD_OUTPUTS.every((file) => existsSync(path.join(REPO_ROOT, file)))) return;
  log('No production build found: npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}).`);
}

/** Resolves once `child` has exited (at once if it already has). */
export function processExited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal` and waits for the exit; SIGKILL if it has not come after 15 s. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = processExited(child);
  const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  child.kill(signal);
  await exit;
  clearTimeout(force);
}

export interface NodeServerOptions {
  /** Node's arguments: the script (relative to the checkout) and its own. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Polled until it answers 2xx. */
  readyUrl: string;
  timeoutMs: number;
  /** Receives what the process prints; without it, the output goes to this process's own. */
  onOutput?: (text: string) => void;
}

/** A node process serving HTTP, started in the checkout and waited for until `readyUrl` answers. */
export async function startNodeServer(options: NodeServerOptions): Promise<ChildProcess> {
  const { onOutput } = options;
  const child = spawn(process.execPath, options.args, {
    cwd: REPO_ROOT,
    env: options.env,
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `node ${options.args.join(' ')} exited (${child.exitCode ?? child.signalCode}) before it answered.`,
      );
    }
    const answered = await fetch(options.readyUrl).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (answered) return child;
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGKILL');
      throw new Error(`${options.readyUrl} did not answer within ${options.timeoutMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ShopProcessOptions {
  /**
   * The shop's configuration. By default NODE_ENV=production, LOG_LEVEL=warn and PUBLIC_URL the
   * server's own URL; PORT, HOST and DATA_DIR are always the harness's.
   */
  env?: ShopEnv;
  /** The shop's files (and PGlite database); by default a fresh temporary folder that dispose() removes. */
  dataDir?: string;
  /** Keep what the server prints, for log(), instead of passing it to this process's output. */
  captureOutput?: boolean;
  /** How long start() waits for /api/health (default 120 s). */
  readyTimeoutMs?: number;
}

/** A production server on 127.0.0.1; one port for its life, so it can be killed and started again. */
export interface ShopProcess {
  /** `http://127.0.0.1:<port>`: the port is picked at the first start(). */
  readonly url: string;
  readonly dataDir: string;
  /** The running server's pid, -1 when it is not running. */
  pid(): number;
  /** Everything the server printed since it was created (with captureOutput). */
  log(): string;
  /** Resident memory of the server process in MB, from /proc. */
  rssMb(): number;
  /** `seed:bench --products N` (its built copy) on this shop's database and data folder. */
  seedBenchProducts(products: number): void;
  /** Starts the server (again) and waits until /api/health answers. */
  start(): Promise<void>;
  /** Sends `signal` (SIGTERM by default; SIGKILL after 15 s) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes the data folder if the harness made it. */
  dispose(): Promise<void>;
}

/** A shop on its own data folder, not started yet (seed it first, or start() it). */
export function createShopProcess(options: ShopProcessOptions = {}): ShopProcess {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'chapkhana-shop-'));
  const settings: ShopEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...options.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
  };
  let port: number | undefined;
  let child: ChildProcess | undefined;
  let output = '';
  const handle: ShopProcess = {
    get url() {
      if (port === undefined) throw new Error('The shop has no port before its first start().');
      return `http://127.0.0.1:${port}`;
    },
    dataDir,
    pid: () => child?.pid ?? -1,
    log: () => output,
    rssMb() {
      const status = readFileSync(`/proc/${handle.pid()}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
      return Math.round((kb / 1024) * 10) / 10;
    },
    seedBenchProducts(products) {
      const result = spawnSync(
        process.execPath,
        ['apps/api/dist/bench-cli.js', '--products', String(products)],
        { cwd: REPO_ROOT, env: childEnvironment(settings), stdio: 'inherit' },
      );
      if (result.status !== 0) throw new Error(`seed:bench failed (exit ${result.status}).`);
    },
    async start() {
      if (child) throw new Error(`The shop is running already (pid ${child.pid}).`);
      port ??= await freePort();
      const url = handle.url;
      child = await startNodeServer({
        args: [...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'],
        env: childEnvironment({ PUBLIC_URL: url, ...settings, PORT: String(port) }),
        readyUrl: `${url}/api/health`,
        timeoutMs: options.readyTimeoutMs ?? 120_000,
        ...(options.captureOutput ? { onOutput: (text: string) => (output += text) } : {}),
      }).catch((error: Error) => {
        throw options.captureOutput ? new Error(`${error.message}\n${output}`) : error;
      });
    },
    async kill(signal = 'SIGTERM') {
      if (!child) return;
      const stopping = child;
      child = undefined;
      await stopProcess(stopping, signal);
    },
    async dispose() {
      await handle.kill('SIGTERM');
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** createShopProcess, started. */
export async function startShopProcess(options: ShopProcessOptions = {}): Promise<ShopProcess> {
  const shop = createShopProcess(options);
  try {
    await shop.start();
  } catch (error) {
    await shop.dispose();
    throw error;
  }
  return shop;
}
