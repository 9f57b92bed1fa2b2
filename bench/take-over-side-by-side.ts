// The take-over on a slow line (bench/take-over.ts) of several running shops side by side: each
// behind its own HAProxy TLS/HTTP/2 front (deploy/haproxy.cfg, as production serves), one run
// of each per round, the order alternating, then each shop's median. On a shared machine the
// take-over moves by a second with the load; builds compared in one run see the same load,
// which `npm run bench` one after the other cannot give (docs/performance.md).
//
//   npx tsx bench/take-over-side-by-side.ts base=http://127.0.0.1:3421 change=http://127.0.0.1:3422 [--rounds 7] [--path /]
//
// Each shop is a checkout started with `PORT=… npm start` (the demo catalogue on PGlite).
import { parseArgs } from 'node:util';
import { runTakeOverBench, startTlsFront, TAKE_OVER_PRODUCT } from './take-over';

const { values, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    // Another page than the budget's product page: home (`/`), a listing (`/products`).
    path: { type: 'string', default: TAKE_OVER_PRODUCT },
  },
  allowPositionals: true,
});
const shops = positionals.map((pair) => {
  const at = pair.indexOf('=');
  if (at < 1) throw new Error(`expected name=url, got ${pair}`);
  return { name: pair.slice(0, at), url: pair.slice(at + 1) };
});
const rounds = Number(values.rounds);
if (shops.length === 0 || !Number.isInteger(rounds) || rounds < 1)
  throw new Error('usage: take-over-side-by-side.ts name=url … [--rounds N] [--path /…]');

const fronts = [];
try {
  for (const shop of shops) fronts.push({ ...shop, front: await startTlsFront(shop.url) });
  const taken = new Map<string, number[]>(shops.map(({ name }) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const { name, front } of round % 2 === 0 ? fronts : [...fronts].reverse()) {
      const { runs } = await runTakeOverBench({
        baseUrl: front.url,
        path: values.path,
        runs: 1,
        log: () => {},
      });
      for (const { firstPaintMs, takeOverMs } of runs) {
        taken.get(name)?.push(takeOverMs);
        console.log(
          `round ${round + 1} ${name}: painted ${firstPaintMs} ms, taken over ${takeOverMs} ms`,
        );
      }
    }
  }
  for (const [name, runs] of taken) {
    const sorted = [...runs].sort((a, b) => a - b);
    console.log(
      `${name}: median ${sorted[Math.floor(sorted.length / 2)]} ms (runs ${runs.join(', ')})`,
    );
  }
} finally {
  for (const { front } of fronts) await front.dispose();
}
