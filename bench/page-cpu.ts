// CPU per uncached page (issue 34, part 6): what drawing a product page and a listing page costs
// the shop's server process, in CPU milliseconds from the OS (/proc/<pid>/stat, every thread),
// divided by the pages it answered. Unlike pages a second, this barely moves with the machine's
// speed or with what else runs on it (the load generator and PostgreSQL share the cores).
// A running shop's figure: each kind is loaded for a warm-up first (`--page-warmup`, 20 s), on
// addresses of its own (`WARMUP_SHARE` of the kind's; the run has the rest, so a fast machine's
// warm-up never takes the run's addresses), as a new process spends its first ~15 s
// of such load compiling (a product page cost 8.8 ms in its first 5 s here, 5.8–6.1 ms from the
// 15th on; docs/performance.md); the warm-up's own CPU per page is reported beside it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Request } from 'autocannon';
import { discover } from './api-load';
import { measure, type Log } from './lib/load';

/** One page kind under load: its CPU per page and the load figures beside it. */
export interface PageCpuRow {
  name: string;
  /** The page's budget in CPU ms (issue 34, part 6). */
  budgetMs: number;
  requests: number;
  durationS: number;
  reqPerSec: number;
  p99Ms: number;
  failures: number;
  /**
   * Pages sent bare (the browser draws them) because their drawing waited or took too long: not
   * drawn, so not counted as pages; any is a failure.
   */
  bare: number;
  /** The server process's user + system CPU over the measured run, every thread. */
  cpuMs: number;
  /** `cpuMs` over the pages drawn (answered, less those sent bare); null when none was. */
  cpuMsPerPage: number | null;
  /**
   * The same over the warm-up before the run: the process's first seconds under this kind of
   * page, while V8 still compiles its code and the shell's parts are first drawn (not the budget's
   * figure, which is a running shop's; shown beside it).
   */
  warmupCpuMsPerPage: number | null;
  /** Distinct addresses the run could go through before one came back (the warm-up has others). */
  addresses: number;
  /** Addresses the run asked for; more than `addresses` means some were kept answers. */
  asked: number;
}

export interface PageCpuFigures {
  products: number;
  connections: number;
  duration: number;
  /** Seconds of load before each kind's measured run, on addresses the run does not ask for. */
  warmup: number;
  rows: PageCpuRow[];
}

/**
 * The share of a kind's addresses the warm-up goes through (round again, should it run through
 * them): the run has the rest, 12,000 product pages of the bench's 20,000 (`--page-products`),
 * 20 s at 600 a second (the fastest machine yet drew 380); a run that asks for more misses its
 * budget for it (bench/lib/report.ts).
 */
const WARMUP_SHARE = 0.4;

/** The budgets: CPU ms of the server process per uncached page. */
export const PAGE_CPU_BUDGET_MS = { product: 5, listing: 7 };

/** The clock ticks a second /proc counts CPU time in (100 on Linux almost always). */
function clockTicks(): number {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(answer.stdout?.trim());
  return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
}

/** User + system CPU time of process `pid` (all its threads) so far, in ms, from the OS. */
export function processCpuMs(pid: number, ticksPerSecond = clockTicks()): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: state is field 3,
  // utime field 14 and stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / ticksPerSecond;
}

/** A GET going through `paths` in order, counting how many it asked for. */
function countedGet(paths: string[]): { request: Request; asked: () => number } {
  let next = 0;
  return {
    asked: () => next,
    request: {
      method: 'GET',
      // What a browser's page request carries that changes the answer: compression.
      headers: { 'accept-encoding': 'br, gzip' },
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  };
}

/**
 * Listing addresses no reader asked for before: every category's pages, each in the three
 * orders, then again with a price ceiling above every product's (a new address, so neither
 * the page nor its API read is kept, listing the same products).
 */
export function listingAddresses(pages: string[], wanted: number): string[] {
  const addresses: string[] = [];
  for (let variant = 0; addresses.length < wanted; variant++) {
    const sort = ['', '&sortPrice=low-to-high', '&sortPrice=high-to-low'][variant % 3];
    const ceiling = variant >= 3 ? `&highPrice=${100_000 + variant}` : '';
    for (const page of pages) addresses.push(`${page}${sort}${ceiling}`);
  }
  return addresses;
}

/**
 * Loads each page kind with addresses asked for once each, so the kept pages and the kept API
 * answers miss (the frame's shared reads — categories, contacts, the rate — stay kept, as on any
 * running shop), and divides the server's CPU time by the pages answered.
 */
export async function runPageCpuBench({
  shopUrl,
  pid,
  barePages,
  productCount,
  connections,
  duration,
  warmup,
  log,
}: {
  shopUrl: string;
  pid: number;
  /** How many pages the server has sent bare so far (it logs each). */
  barePages: () => number;
  productCount: number;
  connections: number;
  duration: number;
  warmup: number;
  log: Log;
}): Promise<PageCpuFigures> {
  const found = await discover(shopUrl, productCount, log);
  const ticks = clockTicks();
  const kinds = [
    { name: 'product page', budgetMs: PAGE_CPU_BUDGET_MS.product, paths: found.productPages },
    {
      name: 'listing page',
      budgetMs: PAGE_CPU_BUDGET_MS.listing,
      paths: listingAddresses(found.listingPages, 20_000),
    },
  ];
  const rows: PageCpuRow[] = [];
  for (const kind of kinds) {
    const apart = warmup > 0 ? Math.floor(kind.paths.length * WARMUP_SHARE) : 0;
    const warming = countedGet(kind.paths.slice(0, apart));
    const runPaths = kind.paths.slice(apart);
    const { request, asked } = countedGet(runPaths);
    // CPU and pages sent bare as each autocannon run starts: the warm-up's, then the run's.
    const starts: { cpuMs: number; bare: number }[] = [];
    const figures = await measure({
      url: shopUrl,
      request,
      ...(warmup > 0 ? { warmupRequest: warming.request } : {}),
      connections,
      duration,
      warmup,
      label: `${kind.name} (CPU)`,
      log,
      onInstance: () => starts.push({ cpuMs: processCpuMs(pid, ticks), bare: barePages() }),
    });
    const { cpuMs: before, bare: bareBefore } = starts.at(-1) ?? { cpuMs: 0, bare: 0 };
    // The warm-up's pages drawn, as the run's are counted: its answers less those sent bare.
    const [warmStart, runStart] = starts;
    const warmupDrawn =
      warmStart && runStart && figures.warmupAnswered !== undefined
        ? {
            cpuMs: runStart.cpuMs - warmStart.cpuMs,
            pages: figures.warmupAnswered - (runStart.bare - warmStart.bare),
          }
        : undefined;
    const cpuMs = processCpuMs(pid, ticks) - before;
    const bare = barePages() - bareBefore;
    // A page sent bare may have reached its reader after autocannon gave up on it (an error).
    const drawn = Math.max(0, figures.requests - figures.non2xx - bare);
    const row: PageCpuRow = {
      name: kind.name,
      budgetMs: kind.budgetMs,
      requests: figures.requests,
      durationS: figures.durationS,
      reqPerSec: figures.reqPerSec,
      p99Ms: figures.p99Ms,
      failures: figures.non2xx + figures.errors + figures.timeouts + bare,
      bare,
      cpuMs: Math.round(cpuMs),
      cpuMsPerPage: drawn > 0 ? Number((cpuMs / drawn).toFixed(2)) : null,
      warmupCpuMsPerPage:
        warmupDrawn && warmupDrawn.pages > 0
          ? Number((warmupDrawn.cpuMs / warmupDrawn.pages).toFixed(2))
          : null,
      addresses: runPaths.length,
      asked: asked(),
    };
    log(
      `${kind.name}: ${row.cpuMsPerPage ?? '—'} ms CPU a page (${row.cpuMs} ms over ${drawn} pages drawn, ${bare} sent bare, ${row.reqPerSec} pages/s; budget ${kind.budgetMs} ms; ${row.warmupCpuMsPerPage ?? '—'} ms a page over the ${warmup} s warm-up before)`,
    );
    rows.push(row);
  }
  return { products: productCount, connections, duration, warmup, rows };
}
