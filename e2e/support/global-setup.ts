import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { chromiumLaunch, type ChromiumLaunch } from './chromium';
import { prepareShopTemplate, startShop, type RunningShop } from './server';

let shop: RunningShop | undefined;
let template: Awaited<ReturnType<typeof prepareShopTemplate>> | undefined;

/** The demo console accounts (password `chapkhana-demo`), signed in once for the whole run. */
export const DEMO_STAFF = [
  'admin@chapkhana.example',
  'erbil@chapkhana.example',
  'baghdad@chapkhana.example',
  'basra@chapkhana.example',
] as const;

export interface StaffSignIn {
  token: string;
  sellerId?: string;
}

/** Signs one demo console account in through the API (a spec's own shop signs its admin in so). */
export async function signInDemoAccount(baseUrl: string, login: string): Promise<StaffSignIn> {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: 'chapkhana-demo' }),
  });
  if (response.status !== 200) throw new Error(`${login} could not sign in: ${response.status}`);
  const body = (await response.json()) as { token: string; staff: { sellerId: string | null } };
  return { token: body.token, ...(body.staff.sellerId ? { sellerId: body.staff.sellerId } : {}) };
}

/**
 * Signs each demo console account in through the API, once: specs that only need a console
 * token (to move an order, change the rate, answer a chat) share these, so the sign-ins the
 * shop allows per account in 15 minutes are left for the specs that sign in on the screen.
 */
async function signInDemoStaff(baseUrl: string): Promise<Record<string, StaffSignIn>> {
  const signIns: Record<string, StaffSignIn> = {};
  for (const login of DEMO_STAFF) signIns[login] = await signInDemoAccount(baseUrl, login);
  return signIns;
}

export async function setup(project: TestProject) {
  project.provide('chromiumLaunch', await chromiumLaunch());
  template = await prepareShopTemplate();
  project.provide('shopTemplate', template.dir);
  // The look-alike courier as in the demo (Baghdad's print house at Al-Waseet, Basra's at Modon),
  // asked about every 2 seconds so a spec sees a parcel move without waiting minutes. The shop
  // runs as in production, where courier credentials are sealed only with a configured key.
  shop = await startShop(
    {
      COURIER_LOOKALIKE: 'true',
      COURIER_POLL_SECONDS: '2',
      COURIER_SECRET_KEY: randomBytes(32).toString('base64'),
    },
    { template: template.dir },
  );
  project.provide('baseUrl', shop.baseUrl);
  project.provide('dataDir', shop.dataDir);
  project.provide('staff', await signInDemoStaff(shop.baseUrl));
}

export async function teardown() {
  await shop?.stop();
  template?.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A migrated, seeded DATA_DIR that startShop copies (server.ts). */
    shopTemplate: string;
    staff: Record<string, StaffSignIn>;
    /** The browser's launch arguments (support/chromium.ts). */
    chromiumLaunch: ChromiumLaunch;
  }
}
