// The system Chromium every browser-driving harness uses (the e2e flows and bench/storefront.ts).

/** Debian's Chromium (or CHROME_PATH); a test tool never downloads its own browser here. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that stop Chromium's calls home, which a closed network refuses, and its sandbox. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
