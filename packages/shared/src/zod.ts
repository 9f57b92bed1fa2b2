import { z } from 'zod';

// In a browser, zod parses without its eval-compiled fast path: the one-time `new Function` probe
// behind it is an eval, which the shop's Content-Security-Policy (no 'unsafe-eval') reports as a
// violation. The server keeps the fast path. Every schema module takes `z` from here, so this
// runs before any schema is built or parsed.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });

export { z };
