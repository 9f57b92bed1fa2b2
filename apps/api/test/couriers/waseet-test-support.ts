import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { expect } from 'vitest';
import { CourierError } from '../../src/couriers/courier-error';
import { createMemoryRateLimiter } from '../../src/couriers/rate-limiter';
import {
  createWaseetClient,
  type WaseetClient,
  type WaseetClientOptions,
  type WaseetOrderInput,
} from '../../src/couriers/waseet/client';
import type { RunningWaseetLookalike } from '../../src/couriers/waseet/lookalike';
import type { LookalikeAccount } from '../../src/couriers/waseet/lookalike-world';
import { matchGovernorateToCity } from '../../src/couriers/waseet/statuses';

/** One account per test, so neither our limiter nor the look-alike's mixes their calls. */
export const ACCOUNTS: LookalikeAccount[] = Array.from({ length: 40 }, (_, index) => ({
  username: `merchant-${index}`,
  password: `password-${index}`,
}));

/** The calls a client made, by path (`create-order`, `login`, …), for counting. */
export interface CountedCalls {
  paths: string[];
  count(path: string): number;
}

let nextAccount = 0;

/** A client of a fresh account at the running look-alike, counting its calls. */
export function lookalikeClient(
  lookalike: RunningWaseetLookalike,
  brand: WaseetBrand,
  extra: Partial<WaseetClientOptions> = {},
): { client: WaseetClient; calls: CountedCalls; account: LookalikeAccount } {
  const account = ACCOUNTS[nextAccount++]!;
  const paths: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname.split('/').pop()!);
    return fetch(input, init);
  };
  const client = createWaseetClient({
    brand,
    baseUrl: lookalike.baseUrl(brand),
    username: account.username,
    password: account.password,
    fetch: countingFetch,
    // Our own limiter is tested on its own; here the look-alike's limit is the one that counts.
    limiter: createMemoryRateLimiter({ max: 1_000, windowMs: 30_000 }),
    ...extra,
  });
  const calls = { paths, count: (path: string) => paths.filter((p) => p === path).length };
  return { client, calls, account };
}

/** A Baghdad parcel with the courier's own ids, found by name as the shop does. */
export async function baghdadParcel(
  client: WaseetClient,
  overrides: Partial<WaseetOrderInput> = {},
): Promise<WaseetOrderInput> {
  const city = matchGovernorateToCity('BGD', await client.cities())!;
  const [region] = await client.regions(city.cityId);
  const [size] = await client.packageSizes();
  return {
    clientName: 'زينب علي',
    clientMobile: '0770 123 4567',
    cityId: city.cityId,
    regionId: region!.id,
    location: 'الكرادة، قرب جامع الرحمن',
    typeName: 'مطبوعات / كروت شخصية',
    itemsNumber: 2,
    price: 86_250,
    packageSizeId: size!.id,
    ...overrides,
  };
}

/** Calls a look-alike control endpoint and returns its data. */
export async function control(
  lookalike: RunningWaseetLookalike,
  brand: WaseetBrand,
  path: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${lookalike.url}/${brand}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status: boolean; msg: string; data: unknown };
  if (!answer.status) throw new Error(`control ${path} refused: ${answer.msg}`);
  return answer.data;
}

/** The CourierError a promise fails with; fails the test when it succeeds or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}
