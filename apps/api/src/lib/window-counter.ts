/**
 * Counts events per key in fixed windows of the application's clock, in this process's memory:
 * a cheap first limit, checked before any work is done (no database, no network).
 */
export class WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one event of `key`; false, and not counted, when its window already has `max`. */
  take(key: string, now: Date): boolean {
    const time = now.getTime();
    let window = this.windows.get(key);
    if (!window || time - window.start >= this.windowMs || time < window.start) {
      if (this.windows.size >= SWEEP_AT) this.sweep(time);
      window = { start: time, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.max) return false;
    window.count += 1;
    return true;
  }

  /** Forgets the windows that have passed, so keys that came once do not pile up. */
  private sweep(time: number): void {
    for (const [key, window] of this.windows) {
      if (time - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}

/** How many keys a counter holds before it forgets the passed windows. */
const SWEEP_AT = 10_000;
