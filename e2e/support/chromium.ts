// The system Chromium every browser-driving harness uses (the e2e flows and bench/storefront.ts).
import { chromium } from 'playwright-core';

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

/**
 * Headless Chromium (156) opens the address bar's two pop-ups, WebUI pages with a renderer of
 * their own, in every window: in every browser context a test opens. No one sees them, and they
 * took a third of the browser's CPU on six contexts of three storefront pages each.
 */
const UNSEEN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export interface ChromiumLaunch {
  args: string[];
  ignoreDefaultArgs: string[];
}

/**
 * The e2e browser's launch arguments: the quiet flags, and Playwright's `--disable-features` list
 * with the unseen pop-ups added. Chromium keeps only the last `--disable-features` it is given, so
 * a second one would switch Playwright's back on: its list is read from chrome://version of a
 * plain launch, left out of the defaults, and passed again with ours.
 */
export async function chromiumLaunch(): Promise<ChromiumLaunch> {
  const quiet = [...QUIET_CHROMIUM_FLAGS, '--disable-quic'];
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: quiet,
  });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    const playwrights = commandLine.split(/\s+/).find((arg) => arg.startsWith(DISABLE_FEATURES));
    if (!playwrights) throw new Error(`No ${DISABLE_FEATURES} on Chromium's command line.`);
    const features = [
      ...playwrights.slice(DISABLE_FEATURES.length).split(','),
      ...UNSEEN_UI_FEATURES,
    ];
    return {
      args: [...quiet, `${DISABLE_FEATURES}${features.join(',')}`],
      ignoreDefaultArgs: [playwrights],
    };
  } finally {
    await browser.close();
  }
}

const DISABLE_FEATURES = '--disable-features=';
