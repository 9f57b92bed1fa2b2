// `npm run bench`: API load (PostgreSQL and PGlite), realtime fan-out and the storefront, against
// production builds, in one run; results in bench/results/<date>.{json,md}. See docs/performance.md.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { ensureBuild } from '../apps/api/test/helpers/shop-process';
import { runApiLoad } from './api-load';
import { runBalancerBench } from './balancer';
import { runPageCpuBench } from './page-cpu';
import { prepareShoppers } from './lib/fixtures';
import { createBenchDatabase, vacuumAnalyze } from './lib/postgres';
import { referenceWorkMs } from './lib/machine-speed';
import { benchShop, seedBench, startBareServer, startBenchShop } from './lib/processes';
import { checkBudgets, toMarkdown, type BenchResults } from './lib/report';
import { runRealtimeBench } from './realtime';
import { sitemapFigures } from './sitemaps';

const SECTIONS = ['api', 'pglite', 'realtime', 'balancer', 'pages', 'storefront', 'takeover'];
const USAGE = `npm run bench -- [options]
  --only <list>        sections to run, comma-separated: api (PostgreSQL), pglite, realtime,
                       balancer (1 and 2 copies behind HAProxy, PostgreSQL), pages (CPU per
                       uncached product and listing page, PostgreSQL), storefront,
                       takeover (when the app takes a product page over on Slow 3G, 4x CPU)
                       (api alone also runs pglite unless --skip pglite)
  --skip <list>        sections to leave out
  --products N         bench products on PostgreSQL (default 100000)
  --pglite-products N  bench products on PGlite (default 10000)
  --page-products N    bench products for the CPU per page (PostgreSQL, default 20000)
  --page-duration S    seconds of load per page kind for the CPU per page (default 20)
  --page-warmup S      seconds of unmeasured load before each page kind (default 20)
  --duration S         seconds of load per endpoint (default 10)
  --warmup S           seconds of unmeasured load before each (default 2)
  --connections N      concurrent connections (default 32)
  --sockets N          sockets for the realtime run (default 1000)
  --out DIR            where results go (default bench/results)`;

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    skip: { type: 'string', multiple: true },
    products: { type: 'string', default: '100000' },
    'pglite-products': { type: 'string', default: '10000' },
    'page-products': { type: 'string', default: '20000' },
    'page-duration': { type: 'string', default: '20' },
    'page-warmup': { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    sockets: { type: 'string', default: '1000' },
    out: { type: 'string', default: path.join(import.meta.dirname, 'results') },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

type NumberOption =
  | 'products'
  | 'pglite-products'
  | 'page-products'
  | 'page-duration'
  | 'page-warmup'
  | 'duration'
  | 'warmup'
  | 'connections'
  | 'sockets';
function wholeNumber(name: NumberOption, min: number): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number from ${min}.\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}
const list = (given: string[] | undefined) =>
  (given ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
const only = list(values.only);
const skip = list(values.skip);
for (const name of [...only, ...skip]) {
  if (!SECTIONS.includes(name)) {
    console.error(`Unknown section "${name}".\n\n${USAGE}`);
    process.exit(2);
  }
}
const wanted = new Set(only.length ? only : SECTIONS);
if (wanted.has('api') && only.length) wanted.add('pglite');
for (const name of skip) wanted.delete(name);

const options = {
  products: wholeNumber('products', 100),
  pgliteProducts: wholeNumber('pglite-products', 100),
  pageProducts: wholeNumber('page-products', 100),
  pageDuration: wholeNumber('page-duration', 1),
  pageWarmup: wholeNumber('page-warmup', 0),
  duration: wholeNumber('duration', 1),
  warmup: wholeNumber('warmup', 0),
  connections: wholeNumber('connections', 1),
  sockets: wholeNumber('sockets', 1),
};
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

const cpus = os.cpus();
const results: BenchResults = {
  date: new Date().toISOString().slice(0, 10),
  startedAt: new Date().toISOString(),
  sections: [...wanted],
  options,
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAvgAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
    referenceWorkMs: referenceWorkMs(),
  },
  note: 'The load generator (autocannon, one process) runs on the same machine as the server and the database, which other engineers share for test runs: figures are indicative, compare ratios to the bare route rather than absolute numbers.',
};

ensureBuild(log);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'chapkhana-bench-'));

/** PostgreSQL with `--products` bench products: API load with the bare ceiling, then realtime. */
async function postgresSections() {
  const database = await createBenchDatabase(log);
  const jwtSecret = randomBytes(32).toString('hex');
  const shop = benchShop({
    dataDir: path.join(scratch, 'postgres'),
    databaseUrl: database.url,
    jwtSecret,
  });
  try {
    const seedS = seedBench(shop, options.products, log);
    // Each placed order empties one buyer's cart; enough buyers for ~800 orders a second.
    const poolSize = wanted.has('api') ? 800 * (options.duration + 1) : 0;
    const shoppers = await prepareShoppers({
      databaseUrl: database.url,
      jwtSecret,
      poolSize,
      log,
    });
    await vacuumAnalyze(database.url);
    log('VACUUM ANALYZE done (the state autovacuum keeps a running shop in)');
    await startBenchShop(shop, log);
    if (wanted.has('api')) {
      const bare = await startBareServer(log);
      try {
        const rows = await runApiLoad({
          shopUrl: shop.server.url,
          bare,
          shoppers,
          productCount: options.products,
          connections: options.connections,
          duration: options.duration,
          warmup: options.warmup,
          log,
        });
        const sitemaps = await sitemapFigures(shop.server.url, log);
        const postgres = { ...sectionHeader(options.products), seedS, rows, sitemaps };
        results.api = { ...results.api, postgres };
      } catch (error) {
        const postgres = { ...sectionHeader(options.products), error: failure(error) };
        results.api = { ...results.api, postgres };
        log(`API load on PostgreSQL failed: ${failure(error)}`);
      } finally {
        await bare.stop();
      }
    }
    if (wanted.has('balancer')) {
      // A second copy on the same database, secret and DATA_DIR, as the layout runs them.
      const second = benchShop({
        dataDir: path.join(scratch, 'postgres'),
        databaseUrl: database.url,
        jwtSecret,
      });
      try {
        await startBenchShop(second, log);
        results.balancer = await runBalancerBench({
          copies: [shop.server, second.server],
          productCount: options.products,
          cpus: cpus.length,
          connections: options.connections,
          duration: options.duration,
          warmup: options.warmup,
          log,
        });
      } catch (error) {
        results.balancer = { error: failure(error) };
        log(`balancer failed: ${failure(error)}`);
      } finally {
        await second.server.kill();
      }
    }
    if (wanted.has('realtime')) {
      try {
        results.realtime = await runRealtimeBench({
          shopUrl: shop.server.url,
          watcher: shoppers.watcher,
          sockets: options.sockets,
          log,
        });
      } catch (error) {
        results.realtime = { sockets: options.sockets, error: failure(error) };
        log(`realtime failed: ${failure(error)}`);
      }
    }
  } finally {
    await shop.server.dispose();
    await database.drop();
  }
}

function sectionHeader(products: number) {
  return { products, connections: options.connections, duration: options.duration };
}

/** Embedded PGlite with `--pglite-products`: the catalogue reads only (one process owns the files). */
async function pgliteSection() {
  const shop = benchShop({ dataDir: path.join(scratch, 'pglite') });
  try {
    const seedS = seedBench(shop, options.pgliteProducts, log);
    await startBenchShop(shop, log);
    const rows = await runApiLoad({
      shopUrl: shop.server.url,
      productCount: options.pgliteProducts,
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
      log,
    });
    const sitemaps = await sitemapFigures(shop.server.url, log);
    const ceiling = results.api?.postgres?.rows?.find((row) => row.name === 'bare Fastify route');
    const pglite = {
      ...sectionHeader(options.pgliteProducts),
      seedS,
      sitemaps,
      rows: rows.map((row) =>
        ceiling ? { ...row, ratio: row.reqPerSec / ceiling.reqPerSec } : row,
      ),
    };
    results.api = { ...results.api, pglite };
  } finally {
    await shop.server.dispose();
  }
}

/**
 * CPU per uncached page (issue 34, part 6): `--page-products` on PostgreSQL, each page kind
 * loaded `--page-duration` seconds, the server's CPU time from /proc (bench/page-cpu.ts).
 */
async function pagesSection() {
  const database = await createBenchDatabase(log);
  const shop = benchShop({
    dataDir: path.join(scratch, 'pages'),
    databaseUrl: database.url,
    captureOutput: true,
  });
  try {
    seedBench(shop, options.pageProducts, log);
    await vacuumAnalyze(database.url);
    await startBenchShop(shop, log);
    results.pages = await runPageCpuBench({
      shopUrl: shop.server.url,
      pid: shop.server.pid(),
      // apps/api/src/web/plugin.ts logs each page it sends undrawn.
      barePages: () => shop.server.log().split('Sent the bare page.').length - 1,
      productCount: options.pageProducts,
      connections: options.connections,
      duration: options.pageDuration,
      warmup: options.pageWarmup,
      log,
    });
  } finally {
    await shop.server.dispose();
    await database.drop();
  }
}

/** The other half of issue 8: bench/storefront.ts, run against the demo catalogue on PGlite. */
async function storefrontSection() {
  // Loaded only when wanted: Lighthouse and Playwright take a while to import.
  const { runStorefrontBench } = await import('./storefront');
  const shop = benchShop({ dataDir: path.join(scratch, 'storefront'), seedDemo: true });
  try {
    await startBenchShop(shop, log);
    // Its DATA_DIR holds the outbox the signed-in cart's customer is registered through.
    results.storefront = await runStorefrontBench({
      baseUrl: shop.server.url,
      dataDir: shop.server.dataDir,
      log,
    });
  } finally {
    await shop.server.dispose();
  }
}

/** How the take-over's budget rows are served. */
const AS_PRODUCTION_SERVES =
  'HTTP/2 over TLS through HAProxy (deploy/haproxy.cfg), as production serves';

/** Issue 34, part 7: bench/take-over.ts, on the demo catalogue on PGlite (its shop of its own). */

async function takeOverSection() {
  const { runTakeOverBench, startTlsFront, TAKE_OVER_PRINT_PRODUCT } = await import('./take-over');
  const shop = benchShop({ dataDir: path.join(scratch, 'take-over'), seedDemo: true });
  try {
    await startBenchShop(shop, log);
    results.takeOver = await runTakeOverBench({ baseUrl: shop.server.url, log });
    // As production serves it (deploy/haproxy.cfg, TLS and HTTP/2): the row the budget is for.
    const front = await startTlsFront(shop.server.url);
    try {
      results.takeOverH2 = await runTakeOverBench({
        baseUrl: front.url,
        serving: AS_PRODUCTION_SERVES,
        log,
      });
    } catch (error) {
      results.takeOverH2 = { error: failure(error) };
    }
    // A print product's page, which loads its configurator before the take-over.
    try {
      results.takeOverPrint = await runTakeOverBench({
        baseUrl: front.url,
        path: TAKE_OVER_PRINT_PRODUCT,
        serving: AS_PRODUCTION_SERVES,
        log,
      });
    } catch (error) {
      results.takeOverPrint = { error: failure(error) };
    } finally {
      await front.dispose();
    }
  } finally {
    await shop.server.dispose();
  }
}

const sections: [string, boolean, () => Promise<void>][] = [
  [
    'api/realtime on PostgreSQL',
    wanted.has('api') || wanted.has('realtime') || wanted.has('balancer'),
    postgresSections,
  ],
  ['api on PGlite', wanted.has('pglite'), pgliteSection],
  ['CPU per page', wanted.has('pages'), pagesSection],
  ['storefront', wanted.has('storefront'), storefrontSection],
  ['take-over', wanted.has('takeover'), takeOverSection],
];
if (wanted.has('api') || wanted.has('pglite')) results.api = {};
try {
  for (const [name, run, section] of sections) {
    if (!run) continue;
    try {
      await section();
    } catch (error) {
      log(`${name} failed: ${failure(error)}`);
      if (name === 'storefront') results.storefront = { error: failure(error) };
      else if (name === 'take-over') results.takeOver = { error: failure(error) };
      else if (name === 'CPU per page') results.pages = { error: failure(error) };
      else if (name === 'api on PGlite')
        results.api = { ...results.api, pglite: { error: failure(error) } };
      else results.api = { ...results.api, postgres: { error: failure(error) } };
    }
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

results.finishedAt = new Date().toISOString();
results.budgets = checkBudgets(results);
const markdown = toMarkdown(results);
await mkdir(values.out, { recursive: true });
const base = path.join(values.out, results.date);
for (const [file, text] of [
  [`${base}.json`, JSON.stringify(results, null, 2)],
  [`${base}.md`, markdown],
] as const) {
  await writeFile(file, await prettier.format(text, { filepath: file }));
}
console.log(`\n${markdown}`);
const missed = results.budgets.filter((b) => b.met === false);
log(
  `${missed.length ? `${missed.length} budget(s) MISSED` : 'no budget missed'}; results in ${path.relative(process.cwd(), base)}.{json,md}`,
);
