// One autocannon run, summarised as the figures the report shows.
import os from 'node:os';
import autocannon from 'autocannon';

/**
 * Loads `url` with `connections` keep-alive connections for `duration` seconds after a warm-up
 * of `warmup` seconds (so the JIT and the database's caches are warm). `request` is autocannon's
 * request object (method, path, headers, body, setupRequest).
 */
export async function measure({
  url,
  request,
  connections,
  duration,
  warmup = 2,
  label,
  log,
  onInstance,
}) {
  if (warmup > 0) await run({ url, request, connections, duration: warmup, onInstance });
  const load = os.loadavg()[0];
  const result = await run({ url, request, connections, duration, onInstance });
  const summary = {
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
  };
  log?.(
    `${label}: ${summary.reqPerSec} req/s, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, non-2xx ${summary.non2xx}, errors ${summary.errors + summary.timeouts}`,
  );
  return summary;
}

function run({ url, request, connections, duration, onInstance }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration, requests: [request], timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    onInstance?.(instance);
  });
}
