// Issue 21: the same reads through HAProxy (deploy/haproxy.cfg) in front of one copy, then of two
// copies of the production server on one PostgreSQL and one DATA_DIR, and the ratio between them.
import { startBalancer, type BalancedCopy } from '../apps/api/test/helpers/balancer';
import type { ShopProcess } from '../apps/api/test/helpers/shop-process';
import { catalogueReads, discover } from './api-load';
import { measure, type LoadFigures, type Log } from './lib/load';

/** The reads measured through the balancer: an API answer and a page rendered on the server. */
const MEASURED = ['product-details', 'product page (HTML)'];

export interface BalancerRow {
  name: string;
  oneCopy: LoadFigures;
  twoCopies: LoadFigures;
  /** Two copies' requests per second over one copy's. */
  ratio: number;
}

export interface BalancerFigures {
  cpus: number;
  connections: number;
  duration: number;
  rows: BalancerRow[];
  /** How often HAProxy's health checks took a copy out, with one copy and with two. */
  takenOut: number[];
}

export interface BalancerBenchOptions {
  /** Two started copies on the same database, secret and DATA_DIR. */
  copies: [ShopProcess, ShopProcess];
  productCount: number;
  cpus: number;
  connections: number;
  duration: number;
  warmup: number;
  log: Log;
}

const behind = (copy: ShopProcess, name: string): BalancedCopy => ({
  name,
  address: new URL(copy.url).host,
});

/** Each measured read through HAProxy with one copy behind it, then with two. */
export async function runBalancerBench({
  copies,
  productCount,
  cpus,
  connections,
  duration,
  warmup,
  log,
}: BalancerBenchOptions): Promise<BalancerFigures> {
  const found = await discover(copies[0].url, productCount, log);
  const endpoints = catalogueReads(found).filter((e) => MEASURED.includes(e.name));
  const figures = new Map<string, LoadFigures[]>();
  const takenOut = [0, 0];
  for (const layout of [[copies[0]], copies]) {
    const balancer = await startBalancer(layout.map((copy, i) => behind(copy, `copy${i + 1}`)));
    log(
      `HAProxy on ${balancer.url} in front of ${layout.length} cop${layout.length > 1 ? 'ies' : 'y'}`,
    );
    try {
      for (const endpoint of endpoints) {
        const row = await measure({
          url: balancer.url,
          request: endpoint.request,
          connections,
          duration,
          warmup,
          label: `${endpoint.name} through HAProxy, ${layout.length} cop${layout.length > 1 ? 'ies' : 'y'}`,
          log,
        });
        figures.set(endpoint.name, [...(figures.get(endpoint.name) ?? []), row]);
      }
      // A copy the health checks took out under load shows here (its requests then get 503s).
      const down = balancer.log().match(/Server \S+ is DOWN[^\n]*/g) ?? [];
      if (down.length) log(`HAProxy took copies out: ${down.join(' | ')}`);
      takenOut[layout.length - 1] = down.length;
    } finally {
      await balancer.dispose();
    }
  }
  const rows = endpoints.map(({ name }): BalancerRow => {
    const [oneCopy, twoCopies] = figures.get(name) ?? [];
    if (!oneCopy || !twoCopies) throw new Error(`${name} was not measured with 1 and 2 copies`);
    return { name, oneCopy, twoCopies, ratio: twoCopies.reqPerSec / oneCopy.reqPerSec };
  });
  return { cpus, connections, duration, rows, takenOut };
}
