import { z } from './zod';
import { normaliseDigits } from './text';
import { iraqiPhoneSchema } from './phone';
import { LANGUAGES } from './languages';
import { decimalTextSchema, pageOf } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './customer-session';
import { fieldErrorMessage } from './field-errors';

/** A new link for the same email is refused this long after the previous one (docs/storefront.md §9). */
export const EMAIL_LINK_RESEND_BLOCK_MS = 15 * 60 * 1000;
export const EMAIL_LINK_DAILY_LIMIT = 5;
export const EMAIL_LINK_VALID_MS = 24 * 60 * 60 * 1000;

export const USER_TYPES = ['user', 'printHouse'] as const;
export type UserType = (typeof USER_TYPES)[number];

const email = z
  .string({ error: fieldErrorMessage('invalid_email') })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: fieldErrorMessage('invalid_email') })
      .max(254, { error: fieldErrorMessage('too_long', { maximum: 254 }) }),
  );

const password = z
  .string({ error: fieldErrorMessage('required') })
  .min(PASSWORD_MIN_LENGTH, {
    error: fieldErrorMessage('too_short', { minimum: PASSWORD_MIN_LENGTH }),
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: fieldErrorMessage('too_long', { maximum: PASSWORD_MAX_LENGTH }),
  });

const requiredText = (max: number) =>
  z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) });

/**
 * The language the reader uses the shop in, sent with registration, sign-in and a switch while
 * signed in: mail to them is written in it (docs/design.md §7).
 */
export const readerLanguageSchema = z.enum(LANGUAGES);

/** PUT /api/customer/language and PUT /api/staff/language: the reader switched language. */
export const languageBodySchema = z.object({ lng: readerLanguageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** POST /api/auth/email-link */
export const emailLinkBodySchema = z.object({
  email,
  lng: readerLanguageSchema.optional(),
});
export type EmailLinkBody = z.infer<typeof emailLinkBodySchema>;

/** POST /api/auth/verify-email */
export const verifyEmailBodySchema = z.object({ token: z.string().min(1).max(200) });
export const verifyEmailResponseSchema = z.object({ email: z.string(), uid: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/customer/customer-register */
export const registerBodySchema = z
  .object({
    uid: z
      .string({ error: fieldErrorMessage('required') })
      .min(1, { error: fieldErrorMessage('required') })
      .max(200),
    name: requiredText(100),
    email,
    phone: iraqiPhoneSchema,
    password,
    userType: z.enum(USER_TYPES, {
      error: fieldErrorMessage('invalid_choice', { choices: 'user or printHouse' }),
    }),
    address: z.string().trim().max(300).optional(),
    printHouseName: z.string().trim().max(150).optional(),
    lng: readerLanguageSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.userType !== 'printHouse') return;
    if (!body.address)
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: fieldErrorMessage('required_for_print_house'),
      });
    if (!body.printHouseName) {
      context.addIssue({
        code: 'custom',
        path: ['printHouseName'],
        message: fieldErrorMessage('required_for_print_house'),
      });
    }
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/customer/customer-login */
export const loginBodySchema = z.object({
  phone: z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(40)
    .transform(normaliseDigits),
  password: z
    .string({ error: fieldErrorMessage('required') })
    .min(1, { error: fieldErrorMessage('required') })
    .max(PASSWORD_MAX_LENGTH),
  lng: readerLanguageSchema.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({ token: z.string(), message: z.string() });

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** PUT /api/customer/change-password */
export const changePasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: fieldErrorMessage('required') })
    .min(1, { error: fieldErrorMessage('required') })
    .max(PASSWORD_MAX_LENGTH),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** What the customer token carries (docs/storefront.md §3: id, name, phone, address). */
export const tokenPayloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** GET /api/get-customer/{id} */
export const customerProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.enum(USER_TYPES),
  address: z.string().nullable(),
  printHouseName: z.string().nullable(),
  /** Percent off the cart total. */
  discount: z.number(),
  createdAt: z.string(),
});
export const customerProfileResponseSchema = z.object({ customerProfile: customerProfileSchema });
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** The success sentences of docs/storefront.md §8; errors are codes of errors.ts. */
export const ACCOUNT_MESSAGES = {
  linkSent: 'Verification link sent to your email!',
  registered: 'Register Success',
  loggedIn: 'Login Success',
  loggedOut: 'Logout Success',
  passwordChanged: 'Password changed successfully',
  languageSaved: 'Language saved',
} as const;

/** Whole minutes left of `msLeft`, rounded up, at least 1 (the resend block's wait). */
export function minutesLeft(msLeft: number): number {
  return Math.max(1, Math.ceil(msLeft / 60_000));
}

// ---------------------------------------------------------------------------------------------
// Admin: customers
// ---------------------------------------------------------------------------------------------

export const consoleCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.enum(['user', 'printHouse']),
  printHouseName: z.string().nullable(),
  address: z.string().nullable(),
  /** Percent taken off the cart total, exact decimal ("12.50"). */
  discountPercent: z.string(),
  orderCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;

export const customerPageResponseSchema = pageOf(consoleCustomerSchema);
/** PATCH /api/admin/customers/{id} */
export const setCustomerDiscountBodySchema = z.object({
  discountPercent: decimalTextSchema({ places: 2, max: 100 }),
});
export const customerResponseSchema = z.object({ customer: consoleCustomerSchema });
