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
//        [--batch 100] [--conc 4] [--kinds product,listing] [--prof]
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
let pn = 0;
let ln = 0;
const productUrls = () =>
  Array.from({ length: batch }, () => `/product/details/bench-${(pn++ * 37) % 10000}`);
const listingUrls = () =>
  Array.from({ length: batch }, () => {
    const k = ln++;
    return `/products?categoryId=${cats[k % cats.length]}&pageNumber=${1 + (Math.floor(k / cats.length) % 5)}&highPrice=${100000 + Math.floor(k / (cats.length * 5))}`;
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
  // warm-up
  {
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
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, v] of Object.entries(results))
  console.log(`${k}: median ${med(v).toFixed(2)} ms  [${v.map((x) => x.toFixed(1)).join(', ')}]`);
stopAll();
await new Promise((r) => setTimeout(r, 1500));
