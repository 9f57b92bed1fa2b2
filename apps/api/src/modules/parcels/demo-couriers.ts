import type { FastifyInstance } from 'fastify';
import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { LOOKALIKE_DEMO_ACCOUNT } from '../../couriers/waseet/lookalike-world';
import { connectCourier } from './courier-accounts';
import { courierContextOf } from './context';
import type { Database } from '../../db/client';
import * as repo from './repository';

/** Which demo print house uses which look-alike brand (Modon's sends webhooks). */
const DEMO_COURIERS: Readonly<Record<string, WaseetBrand>> = {
  'baghdad@chapkhana.example': 'alwaseet',
  'basra@chapkhana.example': 'modon',
};

/** The demo's print houses that get a look-alike courier, with their brand. */
export async function demoCourierSellers(db: Database) {
  const rows = await repo.sellersByEmail(db, Object.keys(DEMO_COURIERS));
  return rows.flatMap((row) => {
    const brand = DEMO_COURIERS[row.email];
    return brand ? [{ sellerId: row.sellerId, brand }] : [];
  });
}

/**
 * The demo's sellers connected to the look-alike courier (COURIER_LOOKALIKE), so `npm start`
 * shows the whole hand-over: Baghdad's print house at Al-Waseet, Basra's at Modon. A seller that
 * has an account already keeps it; the console marks these as a simulation.
 */
export async function connectDemoCouriers(
  app: FastifyInstance,
  sellers: readonly { sellerId: string; brand: WaseetBrand }[],
): Promise<number> {
  const context = courierContextOf(app);
  if (!context.lookalikeBase || !context.sealer) return 0;
  let connected = 0;
  for (const { sellerId, brand } of sellers) {
    if (await repo.liveAccountOf(context.db, sellerId)) continue;
    await connectCourier(context, sellerId, {
      brand,
      baseUrl: `${context.lookalikeBase}/${brand}/v1/merchant`,
      username: LOOKALIKE_DEMO_ACCOUNT.username,
      password: LOOKALIKE_DEMO_ACCOUNT.password,
    });
    connected += 1;
  }
  return connected;
}
