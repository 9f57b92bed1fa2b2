// CPU per uncached page of several server builds side by side on one database (docs/performance.md,
// issue 34's second round): each build's server started at once, then per round `--batch` product
// pages (then listing pages) never asked before, `--conc` at a time, to each server in turn (the
// order alternating); the server's CPU from /proc over the batch divided by its pages, the median of
// `--rounds`. On a shared machine this compares builds where `npm run bench` cannot.
//
// Each build is a copy of apps/api/dist (with apps/api/package.json beside it, and links to
// apps/api/src/db/migrations and apps/api/node_modules, so the server finds its root) and of
// apps/web/dist, made inside the repository (node_modules is found up the tree). The database,
// AB_DB (default postgres://postgres@127.0.0.1:5432/hb_ab), is seeded once with
// `node apps/api/dist/bench-cli.js --products 10000` (DATABASE_URL and DATA_DIR set).
//
// usage: node bench/page-cpu-side-by-side.mjs name=apiDist:webDist[:node flags] ... [--rounds 3]
//        [--batch 100] [--conc 4] [--kinds product,listing] [--warmup 1] [--prof]
//        (--warmup: batches of each kind to each server before the rounds, none measured: a new
//        process compiles for its first ~15 s of such load, docs/performance.md)
//        (--prof: each server under node --cpu-prof, into /tmp/hb-prof/<name>)
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
const args = process.argv.slice(2);
const opt = (n, d) => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : d;
};
const rounds = Number(opt('--rounds', 3)),
  batch = Number(opt('--batch', 100)),
  conc = Number(opt('--conc', 4));
const prof = args.includes('--prof');
const builds = args
  .filter((a) => a.includes('='))
  .map((a) => {
    const name = a.slice(0, a.indexOf('='));
    const dirs = a.slice(a.indexOf('=') + 1);
    const [api, web, flags = ''] = dirs.split(':');
    return { name, api, web, flags: flags.split(' ').filter(Boolean) };
  });
const DB = process.env.AB_DB ?? 'postgres://postgres@127.0.0.1:5432/hb_ab';
const free = () =>
  new Promise((r) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => r(p));
    });
  });
const cpu = (pid) => {
  const st = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
async function start(b) {
  const port = await free();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      ...b.flags,
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=/tmp/hb-prof/${b.name}`] : []),
      path.join(b.api, 'server.js'),
    ],
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
        WEB_DIST_DIR: b.web,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  for (let i = 0; i < 600; i++) {
    // A server that cannot start (a wrong flag, a missing build) stops the comparison.
    if (exited !== null) throw new Error(`The server of ${b.name} stopped (${exited}).`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ...b, url, child, pid: child.pid };
}
const servers = [];
/** Every server started, stopped however the comparison ends (none left running). */
const stopAll = () => {
  for (const s of servers) s.child.kill('SIGTERM');
};
process.once('exit', stopAll);
for (const b of builds) servers.push(await start(b));
const cats = (await (await fetch(`${servers[0].url}/api/home/get-categorys`)).json()).categorys.map(
  (c) => c._id,
);
// The listing addresses as bench/page-cpu.ts asks for them: page 1 of every category, then page 2…
// (bench/api-load.ts's discover), each in the three orders, then again with a price ceiling.
const categoryPages = [];
for (const id of cats) {
  const all = await (
    await fetch(`${servers[0].url}/api/home/query-products?categoryId=${id}`)
  ).json();
  categoryPages.push({ id, pages: Math.ceil(all.totalProduct / Math.max(1, all.parPage)) });
}
const deepest = Math.max(0, ...categoryPages.map((c) => c.pages));
const listingPages = [];
for (let n = 1; n <= deepest; n++) {
  for (const { id, pages } of categoryPages) {
    if (n <= pages) listingPages.push(`/products?categoryId=${id}&pageNumber=${n}`);
  }
}
let pn = 0;
let ln = 0;
const productUrls = () =>
  Array.from({ length: batch }, () => `/product/details/bench-${(pn++ * 37) % 10000}`);
const listingUrls = () =>
  Array.from({ length: batch }, () => {
    const k = ln++;
    const variant = Math.floor(k / listingPages.length);
    const sort = ['', '&sortPrice=low-to-high', '&sortPrice=high-to-low'][variant % 3];
    return `${listingPages[k % listingPages.length]}${sort}&highPrice=${100000 + variant}`;
  });
async function load(s, urls) {
  let i = 0;
  let bare = 0;
  const c0 = cpu(s.pid);
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (i < urls.length) {
        const u = urls[i++];
        const r = await fetch(s.url + u, { headers: { 'accept-encoding': 'br, gzip' } });
        await r.arrayBuffer();
        if (r.status !== 200) bare++;
      }
    }),
  );
  return { ms: (cpu(s.pid) - c0) / urls.length, bare };
}
const results = {};
for (const kind of opt('--kinds', 'product,listing').split(',')) {
  const gen = kind === 'product' ? productUrls : listingUrls;
  for (let w = 0; w < Number(opt('--warmup', 1)); w++) {
    const u = gen();
    for (const s of servers) await load(s, u);
  }
  for (let r = 0; r < rounds; r++) {
    const u = gen();
    const order = r % 2 ? [...servers].reverse() : servers;
    for (const s of order) {
      const x = await load(s, u);
      (results[`${kind} ${s.name}`] ??= []).push(x.ms);
    }
  }
}
// Each server's resident memory at the end (the kept pages and parts, the heap's young space).
for (const s of servers) {
  const status = readFileSync(`/proc/${s.pid}/status`, 'utf8');
  const rss = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  const hwm = /VmHWM:\s+(\d+)/.exec(status)?.[1];
  console.log(
    `${s.name}: resident ${Math.round(Number(rss) / 1024)} MB, at most ${Math.round(Number(hwm) / 1024)} MB`,
  );
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, v] of Object.entries(results))
  console.log(`${k}: median ${med(v).toFixed(2)} ms  [${v.map((x) => x.toFixed(1)).join(', ')}]`);
stopAll();
await new Promise((r) => setTimeout(r, 1500));
