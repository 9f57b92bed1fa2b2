/**
 * The longest a health check may wait while files are checked in a child: a file's work is
 * bounded at 10–15 s of a core (lib/file-inspector.ts), so had it run on the server's event loop,
 * a check would wait about that long. 5 s still tells the two apart while leaving room for a
 * machine whose two cores also run the browser suite (a check waited 1.4 s there).
 */
export const HELD_LOOP_MS = 5_000;

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
