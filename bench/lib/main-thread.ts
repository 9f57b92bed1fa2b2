// Main-thread work of a page load at 4× CPU slowdown, from V8's sampling profiler: a steadier
// figure than Lighthouse's simulated blocking time for telling whether a change made the
// storefront's start-up cheaper (Lighthouse runs on this shared machine swing by ±200 ms).
import { withFreshPhonePage, type ChromeOptions, type PagePlan } from './fresh-page';
import type { Log } from './load';
import { medianBy } from './median';

/** One cold load's main-thread work. */
export interface MainThreadSample {
  busyMs: number;
  blockingMs: number;
}

/** A page's median load, with every run's figures. */
export interface MainThreadFigures extends MainThreadSample {
  page: string;
  path: string;
  runs: MainThreadSample[];
}

/** Time to keep profiling after the network went idle (carousels and the socket start then). */
const AFTER_IDLE_MS = 2500;
/** A stretch of work longer than this blocks input (the long-task threshold). */
const LONG_TASK_MS = 50;

/**
 * One cold load of `url` in a fresh profile at 360×740 with the CPU slowed 4×: `busyMs` is all
 * sampled non-idle time (script, style, layout, paint) until the page has settled, `blockingMs`
 * the sum over uninterrupted busy stretches of their part beyond 50 ms (TBT's rule, applied
 * from the start of the load rather than from the first paint).
 */
async function profileLoad({
  url,
  chromePath,
  flags,
  customerToken,
}: ChromeOptions & { url: string; customerToken?: string | undefined }): Promise<MainThreadSample> {
  return withFreshPhonePage({ chromePath, flags, customerToken }, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(AFTER_IDLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const idle = new Set(
      profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
    );
    let busy = 0;
    let blocking = 0;
    let stretch = 0;
    (profile.samples ?? []).forEach((node, index) => {
      const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
      if (idle.has(node)) {
        blocking += Math.max(0, stretch - LONG_TASK_MS);
        stretch = 0;
      } else {
        busy += ms;
        stretch += ms;
      }
    });
    blocking += Math.max(0, stretch - LONG_TASK_MS);
    return { busyMs: Math.round(busy), blockingMs: Math.round(blocking) };
  });
}

/** Each page `runs` times; the run with the median busy time is reported, with every run's figures. */
export async function measureMainThread({
  baseUrl,
  chromePath,
  flags,
  pages,
  runs,
  log,
}: ChromeOptions & {
  baseUrl: string;
  pages: Record<string, PagePlan>;
  runs: number;
  log: Log;
}): Promise<MainThreadFigures[]> {
  const results: MainThreadFigures[] = [];
  for (const [page, { path: pagePath, customerToken }] of Object.entries(pages)) {
    const samples: MainThreadSample[] = [];
    for (let run = 0; run < runs; run++) {
      const url = new URL(pagePath, baseUrl).href;
      samples.push(await profileLoad({ url, chromePath, flags, customerToken }));
    }
    const median = medianBy(samples, (sample) => sample.busyMs);
    results.push({ page, path: pagePath, ...median, runs: samples });
    log(
      `main thread: ${page} busy ${median.busyMs} ms, blocking ${median.blockingMs} ms ` +
        `(4x CPU, median of ${runs})`,
    );
  }
  return results;
}
