import { z } from './zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './customer-session';
import { iraqiPhoneSchema } from './phone';
import { flag, pageOf, pageQuerySchema, reasonText, requiredText } from './fields';
import { fieldErrorMessage } from './field-errors';
import { readerLanguageSchema } from './accounts';
import { GOVERNORATE_CODES } from './governorates';
import { LANGUAGES } from './languages';
import { SHOP_ROLES } from './shop-roles';

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

/**
 * What a staff token carries; `sellerId` is set for a member of a print house's staff, with its
 * role there (`sellerRole`, shop-roles.ts). The API reads both from the account on every request,
 * so a role changed or a member removed counts at once (a token from before roles has none).
 */
export const staffTokenPayloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  sellerId: z.string().nullable(),
  sellerRole: z.enum(SHOP_ROLES).nullable().default(null),
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
  /** The governorate as stored (its English name); shown with `governorateName`. */
  city: z.string(),
  active: z.boolean(),
  /** Why and when the admin suspended the shop (null while it is open). */
  suspendedReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
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
export const sellerResponseSchema = z.object({ seller: consoleSellerSchema });
export type SellerResponse = z.infer<typeof sellerResponseSchema>;
/**
 * PATCH /api/admin/sellers/{id} — a suspended seller signs in no more and its products leave the
 * storefront (its orders stay); suspending needs a reason, reopening does not.
 */
export const setSellerActiveBodySchema = z
  .object({
    active: z.boolean({ error: fieldErrorMessage('not_boolean') }),
    reason: reasonText,
  })
  .refine((body) => body.active || !!body.reason, {
    error: fieldErrorMessage('required'),
    path: ['reason'],
  });
export type SetSellerActiveBody = z.input<typeof setSellerActiveBodySchema>;

/** A console account's new password, within the customers' limits. */
const newPassword = z
  .string({ error: fieldErrorMessage('required') })
  .min(PASSWORD_MIN_LENGTH, {
    error: fieldErrorMessage('too_short', { minimum: PASSWORD_MIN_LENGTH }),
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: fieldErrorMessage('too_long', { maximum: PASSWORD_MAX_LENGTH }),
  });

const staffEmail = z
  .string({ error: fieldErrorMessage('required') })
  .trim()
  .toLowerCase()
  .min(1, { error: fieldErrorMessage('required') })
  .pipe(z.email({ error: fieldErrorMessage('invalid_email') }).max(254));

/**
 * POST /api/admin/sellers — a print house and its first console account. The account gets no
 * password from the admin: a mailed link (in `language`) lets its owner set one.
 */
export const createSellerBodySchema = z.object({
  shopNameKu: requiredText(120),
  shopNameAr: requiredText(120),
  shopNameEn: requiredText(120),
  city: z.enum(GOVERNORATE_CODES, {
    error: fieldErrorMessage('invalid_choice', { choices: 'a governorate' }),
  }),
  name: requiredText(100),
  email: staffEmail,
  phone: iraqiPhoneSchema,
  language: z.enum(LANGUAGES, {
    error: fieldErrorMessage('invalid_choice', { choices: 'kr, ar or en' }),
  }),
});
export type CreateSellerBody = z.input<typeof createSellerBodySchema>;
/** The new shop, and whether its set-password mail went out (if not, send it again from the list). */
export const createSellerResponseSchema = sellerResponseSchema.extend({ mailSent: z.boolean() });
export type CreateSellerResponse = z.infer<typeof createSellerResponseSchema>;

/** POST /api/admin/sellers/{id}/invite — mails the seller's account a new set-password link. */
export const sellerInviteBodySchema = createSellerBodySchema.pick({ language: true });
export type SellerInviteBody = z.input<typeof sellerInviteBodySchema>;

/** POST /api/staff/password — sets a console account's password from its mailed link. */
export const setStaffPasswordBodySchema = z.object({
  token: z
    .string({ error: fieldErrorMessage('required') })
    .min(1)
    .max(2000),
  password: newPassword,
});
export type SetStaffPasswordBody = z.infer<typeof setStaffPasswordBodySchema>;

// ---------------------------------------------------------------------------------------------
// Command line: the first admin
// ---------------------------------------------------------------------------------------------

/** `npm run create-admin -- --email … --phone … [--name …]`, password from ADMIN_PASSWORD or a prompt. */
export const createAdminInputSchema = z.object({
  email: staffEmail,
  phone: iraqiPhoneSchema,
  name: requiredText(100),
  password: newPassword,
});
export type CreateAdminInput = z.infer<typeof createAdminInputSchema>;

// ---------------------------------------------------------------------------------------------
// Seller: its print house's staff (issue 39; roles and what they may do in shop-roles.ts)
// ---------------------------------------------------------------------------------------------

const shopRoleField = z.enum(SHOP_ROLES, {
  error: fieldErrorMessage('invalid_choice', {
    choices: 'owner, designer, production or dispatcher',
  }),
});

/** A member of the print house's staff, as its owner's staff list shows it. */
export const shopMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(SHOP_ROLES),
  /** Null until the member first signs in (the invitation is still open). */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShopMember = z.infer<typeof shopMemberSchema>;

/** GET /api/seller/staff — the shop's members, owners first. */
export const shopStaffResponseSchema = z.object({ staff: z.array(shopMemberSchema) });
export type ShopStaffResponse = z.infer<typeof shopStaffResponseSchema>;

export const shopMemberResponseSchema = z.object({ member: shopMemberSchema });
export type ShopMemberResponse = z.infer<typeof shopMemberResponseSchema>;

/**
 * POST /api/seller/staff — the owner adds a member in a role; a mailed link (in `language`) lets
 * the member set a password, then sign in with the email or phone.
 */
export const inviteShopMemberBodySchema = createSellerBodySchema
  .pick({ name: true, email: true, phone: true, language: true })
  .extend({ role: shopRoleField });
export type InviteShopMemberBody = z.input<typeof inviteShopMemberBodySchema>;
/** The new member, and whether its set-password mail went out (if not, send it again). */
export const inviteShopMemberResponseSchema = shopMemberResponseSchema.extend({
  mailSent: z.boolean(),
});
export type InviteShopMemberResponse = z.infer<typeof inviteShopMemberResponseSchema>;

/** PATCH /api/seller/staff/{id} — a member's new role (the member is signed out everywhere). */
export const setShopMemberRoleBodySchema = z.object({ role: shopRoleField });
export type SetShopMemberRoleBody = z.input<typeof setShopMemberRoleBodySchema>;

/** POST /api/seller/staff/{id}/invite — mails the member a new set-password link. */
export const shopMemberInviteBodySchema = sellerInviteBodySchema;
