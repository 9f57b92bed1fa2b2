import type { TestProject } from 'vitest/node';
import { startShop, type RunningShop } from './server';

let shop: RunningShop | undefined;

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

/**
 * Signs each demo console account in through the API, once: specs that only need a console
 * token (to move an order, change the rate, answer a chat) share these, so the sign-ins the
 * shop allows per account in 15 minutes are left for the specs that sign in on the screen.
 */
async function signInDemoStaff(baseUrl: string): Promise<Record<string, StaffSignIn>> {
  const signIns: Record<string, StaffSignIn> = {};
  for (const login of DEMO_STAFF) {
    const response = await fetch(`${baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login, password: 'chapkhana-demo' }),
    });
    if (response.status !== 200) throw new Error(`${login} could not sign in: ${response.status}`);
    const body = (await response.json()) as { token: string; staff: { sellerId: string | null } };
    signIns[login] = {
      token: body.token,
      ...(body.staff.sellerId ? { sellerId: body.staff.sellerId } : {}),
    };
  }
  return signIns;
}

export async function setup(project: TestProject) {
  shop = await startShop();
  project.provide('baseUrl', shop.baseUrl);
  project.provide('dataDir', shop.dataDir);
  project.provide('staff', await signInDemoStaff(shop.baseUrl));
}

export async function teardown() {
  await shop?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    staff: Record<string, StaffSignIn>;
  }
}
