// One autocannon run, summarised as the figures the report shows.
import os from 'node:os';
import autocannon, { type Instance, type Request, type Result } from 'autocannon';

/** A line of the run's log (prefixed with the time since the start). */
export type Log = (message: string) => void;

/** One endpoint's figures under load. */
export interface LoadFigures {
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  loadAvgBefore: number;
  /** Its throughput as a share of the bare route's (1 for the bare route itself). */
  ratio?: number;
  note?: string;
  /** Answers (2xx) over the warm-up, when there was one. */
  warmupAnswered?: number;
}

export interface MeasureOptions {
  url: string;
  /** autocannon's request object (method, path, headers, body, setupRequest). */
  request: Request;
  connections: number;
  duration: number;
  warmup?: number;
  /**
   * What the warm-up asks for, when it must not be `request` (a run whose addresses must not
   * have been asked for before); `request` by default.
   */
  warmupRequest?: Request;
  label: string;
  log?: Log;
  /** Given each running autocannon instance (to stop it early). */
  onInstance?: (instance: Instance) => void;
}

/**
 * Loads `url` with `connections` keep-alive connections for `duration` seconds after a warm-up
 * of `warmup` seconds (so the JIT and the database's caches are warm).
 */
export async function measure({
  url,
  request,
  connections,
  duration,
  warmup = 2,
  warmupRequest = request,
  label,
  log,
  onInstance,
}: MeasureOptions): Promise<LoadFigures> {
  const warm =
    warmup > 0
      ? await run({ url, request: warmupRequest, connections, duration: warmup, onInstance })
      : undefined;
  const load = os.loadavg()[0] ?? 0;
  const result = await run({ url, request, connections, duration, onInstance });
  const summary: LoadFigures = {
    name: label,
    connections,
    durationS: result.duration,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadAvgBefore: Number(load.toFixed(2)),
    ...(warm ? { warmupAnswered: warm.requests.total - warm.non2xx } : {}),
  };
  log?.(
    `${label}: ${summary.reqPerSec} req/s, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, non-2xx ${summary.non2xx}, errors ${summary.errors + summary.timeouts}`,
  );
  return summary;
}

function run({
  url,
  request,
  connections,
  duration,
  onInstance,
}: Pick<MeasureOptions, 'url' | 'request' | 'connections' | 'duration' | 'onInstance'>) {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration, requests: [request], timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    onInstance?.(instance);
  });
}
