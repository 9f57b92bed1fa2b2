import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFibTestServer, type FibTestServer } from './fib-test-server';

/**
 * The shop wired to a fresh FIB test server that sends no callbacks: the test sends them itself,
 * when it chooses, so they never race its assertions.
 */
export async function startShopWithQuietFib(
  env: Record<string, string> = {},
): Promise<{ fib: FibTestServer; shop: TestApp; close: () => Promise<void> }> {
  const fib = await startFibTestServer({ callbacks: false });
  const shop = await createTestApp({
    FIB_BASE_URL: fib.baseUrl,
    FIB_CLIENT_ID: fib.clientId,
    FIB_CLIENT_SECRET: fib.clientSecret,
    SHIPPING_FEE_IQD: '5000',
    ...env,
  });
  return {
    fib,
    shop,
    async close() {
      await shop.close();
      await fib.close();
    },
  };
}
