import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createShopProcess, type ShopEnv } from '../../apps/api/test/helpers/shop-process';

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

// A first start migrates and seeds the demo: on a two-core machine shared with other runs that
// has taken two minutes, so a start is waited for longer than the harness's default.
const READY_TIMEOUT_MS = 300_000;

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'chapkhana-e2e-'));

/**
 * Migrates and seeds the demo shop once, in a data folder of its own, and stops it: every shop of
 * the run starts from a copy (the migrations and the demo catalogue took a minute or two per
 * start on the CI machine, and nine specs start one). The copy leaves out the JWT secret file,
 * so each shop makes its own.
 */
export async function prepareShopTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = newDataDir();
  const shop = createShopProcess({ dataDir: dir, readyTimeoutMs: READY_TIMEOUT_MS });
  try {
    await shop.start();
  } finally {
    await shop.dispose();
  }
  rmSync(path.join(dir, 'secret'), { force: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts the built server (apps/api/dist) on a free port with the demo catalogue, behind a trusted
 * proxy on loopback, and waits until /api/health answers. Its DATA_DIR is a fresh copy of the
 * run's template (`template`, or the one global-setup provides); with `extraProducts` it is an
 * empty folder seeded with that many more products before the start.
 */
export async function startShop(
  env: ShopEnv = {},
  options: { extraProducts?: number; template?: string } = {},
): Promise<RunningShop> {
  const dataDir = newDataDir();
  if (!options.extraProducts)
    cpSync(options.template ?? inject('shopTemplate'), dataDir, { recursive: true });
  // Behind a trusted proxy on loopback, as in production: a browser's requests come from
  // 127.0.0.1, and helpers that stand for other people (registerCustomer) say which network
  // they come from, so the per-network limits meet each customer once, not the whole run.
  const shop = createShopProcess({
    dataDir,
    env: { TRUST_PROXY: 'loopback', ...env },
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  const stop = async () => {
    await shop.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A bigger catalogue than the demo one (paging needs more than a page per category).
    if (options.extraProducts) shop.seedBenchProducts(options.extraProducts);
    await shop.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: shop.url, dataDir, stop };
}
