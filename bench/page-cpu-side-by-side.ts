// CPU per uncached page of several server builds side by side on one database (docs/performance.md,
// issue 34's second round): each build's server started at once, then per round `--batch` product
// pages (then listing pages) never asked before, `--conc` at a time, to each server in turn (the
// order alternating); the server's CPU from /proc over the batch divided by its pages, the median of
// `--rounds`. On a shared machine this compares builds where `npm run bench` cannot. The addresses
// are the bench's own (bench/page-cpu.ts): found from the shop by `discover`, then taken in order,
// so no server has drawn one before.
//
// Each build is a copy of apps/api/dist (with apps/api/package.json beside it, and links to
// apps/api/src/db/migrations and apps/api/node_modules, so the server finds its root) and of
// apps/web/dist, made inside the repository (node_modules is found up the tree). The database,
// AB_DB (default postgres://postgres@127.0.0.1:5432/hb_ab), is seeded once with
// `node apps/api/dist/bench-cli.js --products 10000` (DATABASE_URL and DATA_DIR set).
//
// usage: npx tsx bench/page-cpu-side-by-side.ts name=apiDist:webDist[:node flags] ... [--rounds 3]
//        [--batch 100] [--conc 4] [--kinds product,listing] [--warmup 1] [--prof]
//        [--products 10000]
//        (--warmup: batches of each kind to each server before the rounds, none measured: a new
//        process compiles for its first ~15 s of such load, docs/performance.md)
//        (--prof: each server under node --cpu-prof, into /tmp/hb-prof/<name>)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../apps/api/test/helpers/ports';
import { discover } from './api-load';
import { medianBy } from './lib/median';
import { listingAddresses, processCpuMs } from './page-cpu';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    batch: { type: 'string', default: '100' },
    conc: { type: 'string', default: '4' },
    kinds: { type: 'string', default: 'product,listing' },
    warmup: { type: 'string', default: '1' },
    products: { type: 'string', default: '10000' },
    prof: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const batch = Number(values.batch);
const conc = Number(values.conc);
const warmups = Number(values.warmup);

interface Build {
  name: string;
  api: string;
  web: string;
  flags: string[];
}
const builds: Build[] = positionals.map((arg) => {
  const at = arg.indexOf('=');
  if (at <= 0) throw new Error(`A build is name=apiDist:webDist[:node flags], not ${arg}`);
  const [api = '', web = '', flags = ''] = arg.slice(at + 1).split(':');
  return { name: arg.slice(0, at), api, web, flags: flags.split(' ').filter(Boolean) };
});
if (builds.length === 0) throw new Error('Name at least one build: name=apiDist:webDist');
const DB = process.env.AB_DB ?? 'postgres://postgres@127.0.0.1:5432/hb_ab';

interface Server extends Build {
  url: string;
  child: ChildProcess;
  pid: number;
}

async function start(build: Build): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const prof = values.prof ? ['--cpu-prof', `--cpu-prof-dir=/tmp/hb-prof/${build.name}`] : [];
  const child = spawn(
    process.execPath,
    [...build.flags, ...prof, path.join(build.api, 'server.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: DB,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hb-ab-')),
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        WEB_DIST_DIR: build.web,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited: string | number | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  for (let i = 0; i < 600; i++) {
    // A server that cannot start (a wrong flag, a missing build) stops the comparison.
    if (exited !== null) throw new Error(`The server of ${build.name} stopped (${exited}).`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (child.pid === undefined) throw new Error(`The server of ${build.name} has no process id.`);
  return { ...build, url, child, pid: child.pid };
}

const servers: Server[] = [];
/** Every server started, stopped however the comparison ends (none left running). */
const stopAll = () => {
  for (const server of servers) server.child.kill('SIGTERM');
};
process.once('exit', stopAll);
for (const build of builds) servers.push(await start(build));
const [first] = servers as [Server];

const found = await discover(first.url, Number(values.products), console.log);
/** Each kind's addresses in order, `batch` at a time: none asked for twice. */
const addresses = {
  product: found.productPages,
  listing: listingAddresses(found.listingPages, 20_000),
};
const taken = { product: 0, listing: 0 };
const nextBatch = (kind: keyof typeof addresses): string[] => {
  const from = taken[kind];
  taken[kind] += batch;
  if (taken[kind] > addresses[kind].length)
    throw new Error(`Only ${addresses[kind].length} ${kind} addresses: fewer rounds or batches.`);
  return addresses[kind].slice(from, taken[kind]);
};

/** `urls` to `server`, `conc` at a time: the server's CPU per page over them. */
async function load(server: Server, urls: string[]): Promise<number> {
  let next = 0;
  const before = processCpuMs(server.pid);
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (next < urls.length) {
        const response = await fetch(server.url + urls[next++], {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        await response.arrayBuffer();
      }
    }),
  );
  return (processCpuMs(server.pid) - before) / urls.length;
}

const results = new Map<string, number[]>();
for (const kind of values.kinds.split(',')) {
  if (kind !== 'product' && kind !== 'listing') throw new Error(`No page kind ${kind}`);
  for (let w = 0; w < warmups; w++) {
    const urls = nextBatch(kind);
    for (const server of servers) await load(server, urls);
  }
  for (let round = 0; round < rounds; round++) {
    const urls = nextBatch(kind);
    const order = round % 2 ? [...servers].reverse() : servers;
    for (const server of order) {
      const key = `${kind} ${server.name}`;
      results.set(key, [...(results.get(key) ?? []), await load(server, urls)]);
    }
  }
}
// Each server's resident memory at the end (the kept pages and parts, the heap's young space).
for (const server of servers) {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  console.log(`${server.name}: resident ${mb('VmRSS')} MB, at most ${mb('VmHWM')} MB`);
}
for (const [key, ms] of results) {
  const median = medianBy(ms, (value) => value);
  console.log(
    `${key}: median ${median.toFixed(2)} ms  [${ms.map((x) => x.toFixed(1)).join(', ')}]`,
  );
}
stopAll();
