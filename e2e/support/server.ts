import { createShopProcess, type ShopEnv } from '../../apps/api/test/helpers/shop-process';

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/api/dist) on a free port with a fresh DATA_DIR and the demo
 * catalogue, and waits until /api/health answers.
 */
export async function startShop(
  env: ShopEnv = {},
  options: { extraProducts?: number } = {},
): Promise<RunningShop> {
  const shop = createShopProcess({ env });
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
