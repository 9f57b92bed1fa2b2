/**
 * How the server answers while slow work runs: /api/health is asked again and again until
 * `work` settles; the answer says how many times and the slowest wait.
 */
export async function healthWhile(
  url: string,
  work: Promise<unknown>,
): Promise<{ checks: number; slowestMs: number; statuses: Set<number> }> {
  let done = false;
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  void settled.finally(() => {
    done = true;
  });
  const seen = { checks: 0, slowestMs: 0, statuses: new Set<number>() };
  while (!done) {
    const started = performance.now();
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    seen.slowestMs = Math.max(seen.slowestMs, performance.now() - started);
    seen.checks++;
    seen.statuses.add(health.status);
  }
  return seen;
}
