// The servers a benchmark measures, each in its own node process on a free loopback port: the
// shop (the shared harness, apps/api/test/helpers/shop-process.ts) and a bare Fastify route as
// the machine's ceiling.
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../apps/api/test/helpers/ports';
import {
  childEnvironment,
  createShopProcess,
  startNodeServer,
  stopProcess,
  type ShopProcess,
} from '../../apps/api/test/helpers/shop-process';
import type { Log } from './load';

/** A shop of the benchmark, and which database it runs on (for the log). */
export interface BenchShop {
  server: ShopProcess;
  database: 'PostgreSQL' | 'PGlite';
}

/**
 * The production server on `dataDir` (kept: it lives in the run's scratch folder), not started
 * yet; `databaseUrl` picks PostgreSQL, else embedded PGlite.
 */
export function benchShop({
  dataDir,
  databaseUrl,
  jwtSecret,
  seedDemo = false,
  captureOutput = false,
}: {
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  seedDemo?: boolean;
  /** Keep what the server prints (its warnings), for `server.log()`. */
  captureOutput?: boolean;
}): BenchShop {
  const server = createShopProcess({
    dataDir,
    // A 100,000-product catalogue makes the first start slow.
    readyTimeoutMs: 300_000,
    captureOutput,
    env: {
      SEED_DEMO: String(seedDemo),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(jwtSecret ? { JWT_SECRET: jwtSecret } : {}),
    },
  });
  return { server, database: databaseUrl ? 'PostgreSQL' : 'PGlite' };
}

/** `npm run seed:bench -- --products N` (its built copy) on the shop's database; its seconds. */
export function seedBench(shop: BenchShop, products: number, log: Log): number {
  log(`seed:bench --products ${products} on ${shop.database}…`);
  const started = Date.now();
  shop.server.seedBenchProducts(products);
  return (Date.now() - started) / 1000;
}

/** Starts the shop and says where it listens. */
export async function startBenchShop(shop: BenchShop, log: Log): Promise<void> {
  await shop.server.start();
  log(`shop listening on ${shop.server.url} (${shop.database}), pid ${shop.server.pid()}`);
}

export interface BareServer {
  url: string;
  path: string;
  pid: number;
  stop(): Promise<void>;
}

/** A bare Fastify route in its own node process on the same host: what the machine can do at best. */
export async function startBareServer(log: Log): Promise<BareServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = await startNodeServer({
    // tsx only loads the file; the route runs as plain JavaScript.
    args: ['--import', 'tsx', 'bench/lib/bare-server.ts', String(port)],
    env: childEnvironment({ NODE_ENV: 'production' }),
    readyUrl: `${url}/bare`,
    timeoutMs: 30_000,
  });
  log(`bare Fastify listening on ${url}, pid ${child.pid}`);
  return { url, path: '/bare', pid: child.pid ?? -1, stop: () => stopProcess(child) };
}
