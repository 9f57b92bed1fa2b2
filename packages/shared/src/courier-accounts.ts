import { z } from './zod';
import { fieldErrorMessage } from './field-errors';
import { GOVERNORATE_CODES } from './governorates';
import { WASEET_BRANDS } from './parcels';

// A seller's own courier account (issue 36): connected in the console, its password sealed at
// rest and never sent back, its cities matched to our governorates.

const text = (max: number) =>
  z
    .string({ error: fieldErrorMessage('not_text') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) });

/** A courier's base URL: http(s) only, no query or fragment (our calls add the token as `?token=`). */
const baseUrlSchema = z
  .url({ protocol: /^https?$/, error: fieldErrorMessage('invalid_link') })
  .max(300, { error: fieldErrorMessage('too_long', { maximum: 300 }) })
  .refine((value) => !value.includes('?') && !value.includes('#'), {
    error: fieldErrorMessage('invalid_link'),
  });

/** PUT /api/seller/courier-account (and /api/admin/sellers/:id/courier-account): connect. */
export const connectCourierBodySchema = z.object({
  brand: z.enum(WASEET_BRANDS, { error: fieldErrorMessage('required') }),
  /** Empty or left out: the brand's own address. */
  baseUrl: z.preprocess((v) => (v === '' ? undefined : v), baseUrlSchema.optional()),
  username: text(100),
  password: z
    .string({ error: fieldErrorMessage('not_text') })
    .min(1, { error: fieldErrorMessage('required') })
    .max(200, { error: fieldErrorMessage('too_long', { maximum: 200 }) }),
});
export type ConnectCourierBody = z.output<typeof connectCourierBodySchema>;
export type ConnectCourierInput = z.input<typeof connectCourierBodySchema>;

/** PUT …/courier-account/password: a new password, checked with the courier before it is kept. */
export const courierPasswordBodySchema = z.object({
  password: connectCourierBodySchema.shape.password,
});

/** PUT …/courier-account/package-size: the size sent with each parcel, one of the courier's. */
export const courierPackageSizeBodySchema = z.object({ packageSizeId: text(40) });

export const packageSizeSchema = z.object({ id: z.string(), name: z.string() });
export type CourierPackageSize = z.infer<typeof packageSizeSchema>;

/** A connected account as the console shows it: never its password, nor its token. */
export const courierAccountSchema = z.object({
  _id: z.string(),
  brand: z.enum(WASEET_BRANDS),
  baseUrl: z.string(),
  username: z.string(),
  /** The look-alike courier of the demo: the console says it is a simulation. */
  simulation: z.boolean(),
  packageSizeId: z.string().nullable(),
  /** The courier's package sizes; empty when they could not be read just now (see lastError). */
  packageSizes: z.array(packageSizeSchema),
  /** The last failure, in the courier's words (often Arabic); null when the last call went well. */
  lastError: z.string().nullable(),
  /** The courier's cities, and how many of them matched one of our governorates. */
  cities: z.object({ total: z.number().int(), matched: z.number().int() }),
  connectedAt: z.string(),
});
export type CourierAccount = z.infer<typeof courierAccountSchema>;

/** GET …/courier-account: the account, or null when none is connected (the shop works as before). */
export const courierAccountResponseSchema = z.object({
  account: courierAccountSchema.nullable(),
  /** False in production without COURIER_SECRET_KEY: no courier can be connected then. */
  canConnect: z.boolean(),
});
export type CourierAccountResponse = z.infer<typeof courierAccountResponseSchema>;

/** One courier city and the governorate it stands for (null: matched none, an admin sets it). */
export const courierCitySchema = z.object({
  brand: z.enum(WASEET_BRANDS),
  courierCityId: z.string(),
  name: z.string(),
  governorate: z.enum(GOVERNORATE_CODES).nullable(),
  setByAdmin: z.boolean(),
});
export type CourierCity = z.infer<typeof courierCitySchema>;

export const courierCitiesResponseSchema = z.object({ cities: z.array(courierCitySchema) });

export const courierCityParamsSchema = z.object({
  brand: z.enum(WASEET_BRANDS),
  cityId: z.string().min(1).max(40),
});

/** PATCH /api/admin/courier-cities/:brand/:cityId: the governorate the city stands for. */
export const setCourierCityBodySchema = z.object({
  governorate: z.enum(GOVERNORATE_CODES, { error: fieldErrorMessage('required') }).nullable(),
});
