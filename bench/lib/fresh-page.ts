import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Which Chromium to start, with which flags. */
export interface ChromeOptions {
  chromePath: string;
  flags: string[];
}

/** A page of the storefront to measure, and the customer token it is opened with (signed in). */
export interface PagePlan {
  path: string;
  customerToken?: string | undefined;
}

/** Where the storefront keeps a signed-in customer's token (apps/web/src/lib/auth-token.ts). */
const CUSTOMER_TOKEN_KEY = 'customerToken';

/** A page script that puts `customerToken` in local storage, as a login does. */
export const signInScript = (customerToken: string) =>
  `localStorage.setItem(${JSON.stringify(CUSTOMER_TOKEN_KEY)}, ${JSON.stringify(customerToken)})`;

/**
 * Runs `use(page, context)` in a fresh Chromium profile as a Kurdish reader's phone (360×740):
 * nothing cached from an earlier measurement. The profile is removed afterwards. With a
 * `customerToken`, local storage holds it before the first page's scripts run, as after a login.
 */
export async function withFreshPhonePage<T>(
  { chromePath, flags, customerToken }: ChromeOptions & { customerToken?: string | undefined },
  use: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'chapkhana-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    headless: true,
    args: flags,
    locale: 'ckb',
    viewport: { width: 360, height: 740 },
  });
  try {
    if (customerToken) await context.addInitScript({ content: signInScript(customerToken) });
    return await use(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
