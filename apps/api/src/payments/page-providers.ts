import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { PAYMENTS_LOOKALIKE_PREFIX, type PagePaymentsConfig } from '../config/config';
import type { Clock } from '../lib/clock';
import type { PageProviderId } from '../modules/payments/repository';
import { fetchInProcess } from '../modules/parcels/lookalike-mount';
import { createFastPayProvider } from './fastpay/client';
import { fastPayLookalikePlugin } from './fastpay/lookalike';
import type { PaymentProvider } from './provider';
import { createQiCardProvider } from './qi/client';
import { QI_LOOKALIKE_DEMO_ACCOUNT, qiCardLookalikePlugin } from './qi/lookalike';
import { createZainCashProvider } from './zaincash/client';
import { zainCashLookalikePlugin } from './zaincash/lookalike';

/** The look-alikes' own credentials (PAYMENTS_LOOKALIKE): a simulation, so not secrets. */
export const LOOKALIKE_ZAINCASH = {
  clientId: 'chapkhana-demo',
  clientSecret: 'zaincash-lookalike-secret',
  apiKey: 'zaincash-lookalike-api-key',
} as const;
export const LOOKALIKE_FASTPAY = {
  storeId: 'chapkhana-demo',
  storePassword: 'fastpay-lookalike-password',
} as const;

export interface PageProviders {
  providers: Partial<Record<PageProviderId, PaymentProvider>>;
  /** Those answered by a look-alike: offered as simulations. */
  simulated: ReadonlySet<PageProviderId>;
}

/**
 * The providers paid on their own page: each configured one at its own address; with
 * PAYMENTS_LOOKALIKE, the look-alikes are served under /lookalike/payments/{qi,zaincash,fastpay}
 * and stand in for each provider left unconfigured. The shop's calls to them, and their notices
 * to the shop, stay in the process, whatever PUBLIC_URL resolves to behind a proxy.
 */
export async function setUpPageProviders(
  app: FastifyInstance,
  options: {
    config: PagePaymentsConfig;
    publicUrl: string;
    clock: Clock;
    routeConfig: FastifyContextConfig;
  },
): Promise<PageProviders> {
  const { config, publicUrl, clock } = options;
  const providers: Partial<Record<PageProviderId, PaymentProvider>> = {
    ...(config.qi ? { qi: createQiCardProvider(config.qi) } : {}),
    ...(config.zaincash ? { zaincash: createZainCashProvider({ ...config.zaincash, clock }) } : {}),
    ...(config.fastpay ? { fastpay: createFastPayProvider({ ...config.fastpay, clock }) } : {}),
  };
  const simulated = new Set<PageProviderId>();
  if (!config.lookalike) return { providers, simulated };

  const base = `${publicUrl}${PAYMENTS_LOOKALIKE_PREFIX}`;
  const toLookalikes = fetchInProcess(app, base);
  const toShop = fetchInProcess(app, `${publicUrl}/api/payments`);
  const shared = {
    publicUrl,
    fetch: toShop,
    allowedOrigins: [new URL(publicUrl).origin],
    routeConfig: options.routeConfig,
  };
  let qiPublicKey = '';
  await app.register(qiCardLookalikePlugin, {
    ...shared,
    prefix: `${PAYMENTS_LOOKALIKE_PREFIX}/qi`,
    onWorld: (_world, publicKeyPem) => {
      qiPublicKey = publicKeyPem;
    },
  });
  await app.register(zainCashLookalikePlugin, {
    ...shared,
    ...LOOKALIKE_ZAINCASH,
    prefix: `${PAYMENTS_LOOKALIKE_PREFIX}/zaincash`,
    webhookUrl: `${publicUrl}/api/payments/zaincash/notify`,
    clock,
  });
  await app.register(fastPayLookalikePlugin, {
    ...shared,
    ...LOOKALIKE_FASTPAY,
    prefix: `${PAYMENTS_LOOKALIKE_PREFIX}/fastpay`,
    clock,
  });
  if (!providers.qi) {
    providers.qi = createQiCardProvider({
      ...QI_LOOKALIKE_DEMO_ACCOUNT,
      baseUrl: `${base}/qi/api/v1`,
      publicKeyPem: qiPublicKey,
      fetch: toLookalikes,
    });
    simulated.add('qi');
  }
  if (!providers.zaincash) {
    providers.zaincash = createZainCashProvider({
      ...LOOKALIKE_ZAINCASH,
      baseUrl: `${base}/zaincash`,
      fetch: toLookalikes,
      clock,
    });
    simulated.add('zaincash');
  }
  if (!providers.fastpay) {
    providers.fastpay = createFastPayProvider({
      ...LOOKALIKE_FASTPAY,
      baseUrl: `${base}/fastpay`,
      fetch: toLookalikes,
      clock,
    });
    simulated.add('fastpay');
  }
  return { providers, simulated };
}
