// The throttled profile of a slow Iraqi mobile line, shared by the slow-line e2e spec and the
// bench's take-over measurement (bench/take-over.ts).

/**
 * Chrome DevTools' "Slow 3G" preset, as CDP takes it (DevTools' NetworkManager.ts, the same
 * figures as Puppeteer's PredefinedNetworkConditions): 500 kbit/s × 0.8 = 400 kbit/s (50,000
 * bytes a second) each way, and a 400 ms round trip × 5 = 2,000 ms of latency per request (the
 * factor stands for the round trips of a connection and TLS that request-level emulation skips).
 */
export const SLOW_3G = {
  offline: false,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
  latency: 400 * 5,
} as const;
/** The CPU slowdown of the profile (DevTools' "4× slowdown", Lighthouse's mobile figure). */
export const CPU_SLOWDOWN = 4;
