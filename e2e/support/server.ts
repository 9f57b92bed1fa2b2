import { createShopProcess, type ShopEnv } from '../../apps/api/test/helpers/shop-process';

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/api/dist) on a free port with a fresh DATA_DIR and the demo
 * catalogue, behind a trusted proxy on loopback, and waits until /api/health answers.
 */
export async function startShop(
  env: ShopEnv = {},
  options: { extraProducts?: number } = {},
): Promise<RunningShop> {
  // Behind a trusted proxy on loopback, as in production: a browser's requests come from
  // 127.0.0.1, and helpers that stand for other people (registerCustomer) say which network
  // they come from, so the per-network limits meet each customer once, not the whole run.
  const shop = createShopProcess({ env: { TRUST_PROXY: 'loopback', ...env } });
  try {
    // A bigger catalogue than the demo one (paging needs more than a page per category).
    if (options.extraProducts) shop.seedBenchProducts(options.extraProducts);
    await shop.start();
  } catch (error) {
    await shop.dispose();
    throw error;
  }
  return { baseUrl: shop.url, dataDir: shop.dataDir, stop: () => shop.dispose() };
}
