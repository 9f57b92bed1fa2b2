import { z } from './zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './customer-session';
import { iraqiPhoneSchema } from './phone';
import { flag, pageOf, pageQuerySchema, requiredText } from './fields';
import { fieldErrorMessage } from './field-errors';
import { readerLanguageSchema } from './accounts';

export const STAFF_ROLES = ['admin', 'seller'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST /api/staff/login — an email or a phone number, and the password. */
export const staffLoginBodySchema = z.object({
  login: z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(254),
  password: z
    .string({ error: fieldErrorMessage('required') })
    .min(1, { error: fieldErrorMessage('required') })
    .max(200),
  lng: readerLanguageSchema.optional(),
});

/** What a staff token carries; `sellerId` is set for the account behind a seller. */
export const staffTokenPayloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  sellerId: z.string().nullable(),
});
export type StaffTokenPayload = z.infer<typeof staffTokenPayloadSchema>;

/** GET /api/staff/me — who the console is signed in as. */
export const staffMeResponseSchema = z.object({ staff: staffTokenPayloadSchema });
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;

export const staffLoginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  staff: staffTokenPayloadSchema,
});

// ---------------------------------------------------------------------------------------------
// Admin: sellers
// ---------------------------------------------------------------------------------------------

export const consoleSellerSchema = z.object({
  _id: z.string(),
  shopNameEn: z.string(),
  shopNameKu: z.string(),
  shopNameAr: z.string(),
  city: z.string(),
  active: z.boolean(),
  account: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleSeller = z.infer<typeof consoleSellerSchema>;

export const sellerPageQuerySchema = pageQuerySchema.extend({ active: flag.optional() });
export const sellerPageResponseSchema = pageOf(consoleSellerSchema);
/** PATCH /api/admin/sellers/{id} — a deactivated seller signs in no more and its products leave the shop. */
export const setSellerActiveBodySchema = z.object({
  active: z.boolean({ error: fieldErrorMessage('not_boolean') }),
});
export const sellerResponseSchema = z.object({ seller: consoleSellerSchema });
export type SellerResponse = z.infer<typeof sellerResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Command line: the first admin
// ---------------------------------------------------------------------------------------------

/** `npm run create-admin -- --email … --phone … [--name …]`, password from ADMIN_PASSWORD or a prompt. */
export const createAdminInputSchema = z.object({
  email: z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: fieldErrorMessage('invalid_email') }).max(254)),
  phone: iraqiPhoneSchema,
  name: requiredText(100),
  password: z
    .string({ error: fieldErrorMessage('required') })
    .min(PASSWORD_MIN_LENGTH, {
      error: fieldErrorMessage('too_short', { minimum: PASSWORD_MIN_LENGTH }),
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: fieldErrorMessage('too_long', { maximum: PASSWORD_MAX_LENGTH }),
    }),
});
export type CreateAdminInput = z.infer<typeof createAdminInputSchema>;
