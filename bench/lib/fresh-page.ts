import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Which Chromium to start, with which flags. */
export interface ChromeOptions {
  chromePath: string;
  flags: string[];
}

/**
 * Runs `use(page, context)` in a fresh Chromium profile as a Kurdish reader's phone (360×740):
 * nothing cached from an earlier measurement. The profile is removed afterwards.
 */
export async function withFreshPhonePage<T>(
  { chromePath, flags }: ChromeOptions,
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
    return await use(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
