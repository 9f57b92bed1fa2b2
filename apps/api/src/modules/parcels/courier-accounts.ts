import type {
  ConnectCourierBody,
  CourierAccount,
  CourierCity,
  CourierPackageSize,
} from '@chapkhana/shared/courier-accounts';
import type { GovernorateCode } from '@chapkhana/shared/governorates';
import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { CourierError } from '../../couriers/courier-error';
import type { CourierRateLimiter } from '../../couriers/rate-limiter';
import { WASEET_BRAND_SETTINGS } from '../../couriers/waseet/brands';
import { createWaseetClient, type WaseetClient } from '../../couriers/waseet/client';
import { matchGovernoratesToCities } from '../../couriers/waseet/statuses';
import type { Database } from '../../db/client';
import { badRequest, conflict, httpError, notFound, type HttpError } from '../../lib/http-errors';
import type { Sealer } from '../../lib/sealed';
import * as repo from './repository';

/** What the courier side of the parcels domain needs from the app. */
export interface CourierContext {
  db: Database;
  /** Undefined in production without COURIER_SECRET_KEY: no account can be connected. */
  sealer: Sealer | undefined;
  now: () => Date;
  /** Where the look-alike courier is served (COURIER_LOOKALIKE), so its accounts are simulations. */
  lookalikeBase: string | undefined;
  /** Production refuses a courier address that is not https (but the look-alike's). */
  requireHttps: boolean;
  /** Tests hand their own fetch; the global one otherwise. */
  fetch?: typeof fetch;
  /** Tests hand their own limiter; the brand's process-wide one otherwise. */
  limiter?: CourierRateLimiter;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A courier's failure as the seller reads it: a code the console translates, with the courier's
 * own words (often Arabic) kept in `message`.
 */
export function courierFailure(error: unknown): HttpError {
  if (!(error instanceof CourierError)) throw error;
  const message = (error.courierMessage ?? '').slice(0, 300);
  switch (error.kind) {
    case 'auth':
      return httpError(422, 'courier_login_refused', { message });
    case 'refused':
      return httpError(422, 'courier_refused', { message });
    case 'rate_limited':
      return httpError(429, 'courier_rate_limited', {
        seconds: Math.max(1, Math.ceil((error.retryAfterMs ?? 30_000) / 1000)),
      });
    case 'bad_answer':
      return httpError(502, 'courier_bad_answer');
    default:
      return httpError(502, 'courier_unavailable');
  }
}

/** The sentence kept on the account or the parcel for the seller: the courier's words, or ours. */
export function failureNote(error: unknown): string {
  if (error instanceof CourierError && error.courierMessage) return error.courierMessage;
  return error instanceof Error ? error.message : String(error);
}

const callOptions = (context: CourierContext) => ({
  ...(context.fetch ? { fetch: context.fetch } : {}),
  ...(context.limiter ? { limiter: context.limiter } : {}),
});

/** A client for credentials not yet stored; the token its login gets is kept in `token.value`. */
function loggingIn(
  context: CourierContext,
  credentials: { brand: WaseetBrand; baseUrl: string; username: string; password: string },
) {
  const token: { value: string | null } = { value: null };
  const client = createWaseetClient({
    ...credentials,
    onToken: (fresh) => {
      token.value = fresh;
    },
    ...callOptions(context),
  });
  return { client, token };
}

function requireSealer(context: CourierContext): Sealer {
  if (!context.sealer) throw httpError(503, 'courier_key_missing');
  return context.sealer;
}

/**
 * True for an address under the look-alike's, read as the calls will read it: `..` segments
 * resolved first, so `…/lookalike/couriers/../../api` is not taken for the look-alike.
 */
function isSimulation(context: CourierContext, baseUrl: string): boolean {
  if (context.lookalikeBase === undefined) return false;
  let resolved: string;
  try {
    resolved = new URL(baseUrl).href;
  } catch {
    return false;
  }
  return baseUrl.startsWith(`${context.lookalikeBase}/`) && resolved === baseUrl;
}

/** A client of the account, its token kept sealed for the next one. */
export function clientOf(context: CourierContext, account: repo.CourierAccountRow): WaseetClient {
  const sealer = requireSealer(context);
  let password: string;
  let token: string | null;
  try {
    password = sealer.open(account.passwordSealed);
    token = account.tokenSealed ? sealer.open(account.tokenSealed) : null;
  } catch (error) {
    // Sealed with another key (COURIER_SECRET_KEY changed): the seller connects again.
    throw new CourierError(
      'The stored courier password cannot be read with this key.',
      {
        kind: 'auth',
      },
      { cause: error },
    );
  }
  return createWaseetClient({
    brand: account.brand,
    baseUrl: account.baseUrl,
    username: account.username,
    password,
    token,
    onToken: (token) =>
      repo.updateAccount(context.db, account.id, {
        tokenSealed: sealer.seal(token),
        tokenFetchedAt: context.now(),
      }),
    ...callOptions(context),
  });
}

// Package sizes change rarely: kept a day per account, read again when missing.
const packageSizesKept = new Map<string, { at: number; sizes: CourierPackageSize[] }>();

/** The account's package sizes, kept a day. */
export async function packageSizesOf(
  context: CourierContext,
  account: repo.CourierAccountRow,
  client?: WaseetClient,
): Promise<CourierPackageSize[]> {
  const kept = packageSizesKept.get(account.id);
  if (kept && context.now().getTime() - kept.at < DAY_MS) return kept.sizes;
  const sizes = await (client ?? clientOf(context, account)).packageSizes();
  packageSizesKept.set(account.id, { at: context.now().getTime(), sizes });
  return sizes;
}

/** Loads the courier's cities, each with the governorate its name matched (Halabja aside). */
async function loadCities(
  context: CourierContext,
  brand: WaseetBrand,
  client: WaseetClient,
): Promise<{ id: string; name: string; governorate: GovernorateCode | null }[]> {
  const cities = await client.cities();
  const byCity = new Map<string, GovernorateCode>();
  for (const [code, match] of Object.entries(matchGovernoratesToCities(cities))) {
    // Halabja shares Sulaymaniyah's city (couriers list 18): the city stays Sulaymaniyah's.
    if (!match.note) byCity.set(match.cityId, code as GovernorateCode);
  }
  const rows = cities.map((city) => ({ ...city, governorate: byCity.get(city.id) ?? null }));
  await repo.saveCities(context.db, brand, rows, context.now());
  return rows;
}

async function accountView(
  context: CourierContext,
  account: repo.CourierAccountRow,
): Promise<CourierAccount> {
  let packageSizes: CourierPackageSize[] = [];
  let lastError = account.lastError;
  try {
    packageSizes = await packageSizesOf(context, account);
  } catch (error) {
    lastError = failureNote(error);
  }
  return {
    _id: account.id,
    brand: account.brand,
    baseUrl: account.baseUrl,
    username: account.username,
    simulation: account.simulation,
    packageSizeId: account.packageSizeId,
    packageSizes,
    lastError,
    cities: await repo.countCities(context.db, account.brand),
    connectedAt: account.createdAt.toISOString(),
  };
}

/** The seller's account as the console shows it, or null when none is connected. */
export async function courierAccountOf(context: CourierContext, sellerId: string) {
  const account = await repo.liveAccountOf(context.db, sellerId);
  return {
    account: account ? await accountView(context, account) : null,
    canConnect: context.sealer !== undefined,
  };
}

function checkedBaseUrl(context: CourierContext, body: ConnectCourierBody): string {
  const baseUrl = (body.baseUrl ?? WASEET_BRAND_SETTINGS[body.brand].baseUrl).replace(/\/+$/, '');
  if (context.requireHttps && !baseUrl.startsWith('https://') && !isSimulation(context, baseUrl)) {
    throw badRequest('courier_address_not_https');
  }
  // In production the shop calls only the courier's own address (or the look-alike's): an
  // address typed into a request would make the server call any host it names.
  const ownAddress = WASEET_BRAND_SETTINGS[body.brand].baseUrl.replace(/\/+$/, '');
  if (context.requireHttps && baseUrl !== ownAddress && !isSimulation(context, baseUrl)) {
    throw badRequest('courier_address_not_allowed');
  }
  return baseUrl;
}

/**
 * Connects the seller's account: logs in once to check the credentials, loads the courier's
 * cities (matched to our governorates) and package sizes, then stores the account with its
 * password and token sealed — replacing an earlier account. Nothing is stored when a step fails.
 */
export async function connectCourier(
  context: CourierContext,
  sellerId: string,
  body: ConnectCourierBody,
) {
  const sealer = requireSealer(context);
  const baseUrl = checkedBaseUrl(context, body);
  const { client, token } = loggingIn(context, { ...body, baseUrl });
  let sizes: CourierPackageSize[];
  try {
    await client.login();
    await loadCities(context, body.brand, client);
    sizes = await client.packageSizes();
  } catch (error) {
    throw courierFailure(error);
  }
  const now = context.now();
  const account = await context.db.transaction((tx) =>
    repo.replaceAccount(
      tx,
      {
        sellerId,
        brand: body.brand,
        baseUrl,
        username: body.username,
        passwordSealed: sealer.seal(body.password),
        tokenSealed: token.value ? sealer.seal(token.value) : null,
        tokenFetchedAt: token.value ? now : null,
        packageSizeId: sizes[0]?.id ?? null,
        simulation: isSimulation(context, baseUrl),
        createdAt: now,
        updatedAt: now,
      },
      now,
    ),
  );
  packageSizesKept.set(account.id, { at: now.getTime(), sizes });
  return { account: await accountView(context, account), canConnect: true };
}

/** A new password, kept only once the courier accepts it (its token comes with it). */
export async function changeCourierPassword(
  context: CourierContext,
  sellerId: string,
  password: string,
) {
  const sealer = requireSealer(context);
  const account = await repo.liveAccountOf(context.db, sellerId);
  if (!account) throw conflict('courier_not_connected');
  const { client, token } = loggingIn(context, { ...account, password });
  try {
    await client.login();
  } catch (error) {
    throw courierFailure(error);
  }
  const now = context.now();
  await repo.updateAccount(context.db, account.id, {
    passwordSealed: sealer.seal(password),
    tokenSealed: token.value ? sealer.seal(token.value) : null,
    tokenFetchedAt: token.value ? now : null,
    lastError: null,
    updatedAt: now,
  });
  return courierAccountOf(context, sellerId);
}

/** The package size sent with each parcel: one of the courier's. */
export async function chooseCourierPackageSize(
  context: CourierContext,
  sellerId: string,
  packageSizeId: string,
) {
  const account = await repo.liveAccountOf(context.db, sellerId);
  if (!account) throw conflict('courier_not_connected');
  let sizes: CourierPackageSize[];
  try {
    sizes = await packageSizesOf(context, account);
  } catch (error) {
    throw courierFailure(error);
  }
  if (!sizes.some((size) => size.id === packageSizeId)) {
    throw badRequest('courier_package_size_unknown');
  }
  await repo.updateAccount(context.db, account.id, { packageSizeId, updatedAt: context.now() });
  return courierAccountOf(context, sellerId);
}

/** Ends the connection; parcels already handed over keep their waybills. */
export async function disconnectCourier(context: CourierContext, sellerId: string) {
  if (!(await repo.disconnectAccount(context.db, sellerId, context.now()))) {
    throw conflict('courier_not_connected');
  }
  return { account: null, canConnect: context.sealer !== undefined };
}

export async function courierCities(db: Database, brand?: WaseetBrand): Promise<CourierCity[]> {
  const rows = await repo.citiesOf(db, brand);
  return rows.map((row) => ({
    brand: row.brand,
    courierCityId: row.courierCityId,
    name: row.name,
    governorate: (row.governorate as GovernorateCode | null) ?? null,
    setByAdmin: row.setByAdmin,
  }));
}

/** The admin's correction of which governorate a courier city stands for. */
export async function setCourierCity(
  db: Database,
  brand: WaseetBrand,
  cityId: string,
  governorate: GovernorateCode | null,
): Promise<CourierCity> {
  const row = await repo.setCityGovernorate(db, brand, cityId, governorate);
  if (!row) throw notFound('courier_city_not_found');
  return {
    brand: row.brand,
    courierCityId: row.courierCityId,
    name: row.name,
    governorate: (row.governorate as GovernorateCode | null) ?? null,
    setByAdmin: row.setByAdmin,
  };
}
