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
  email: z.string().nullable(),
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

/**
 * The channels a customer hears about their orders on (issue 37): WhatsApp, and SMS for the few
 * that matter. Both off: no messages at all. Writing STOP to the shop's WhatsApp turns both off.
 * Mail (to a customer with an email) has its own switch, which every order mail links to.
 */
export const messageChoicesSchema = z.strictObject({
  whatsapp: z.boolean({ error: fieldErrorMessage('required') }),
  sms: z.boolean({ error: fieldErrorMessage('required') }),
  email: z.boolean({ error: fieldErrorMessage('required') }),
});
export type MessageChoices = z.infer<typeof messageChoicesSchema>;
/** The PUT body: without `email` (a page saved before the mail switch) mail stays as it is. */
export const messageChoicesBodySchema = messageChoicesSchema.extend({
  email: z.boolean({ error: fieldErrorMessage('required') }).optional(),
});
export type MessageChoicesBody = z.infer<typeof messageChoicesBodySchema>;
/** GET and PUT /api/customer/message-choices (PUT takes a MessageChoicesBody). */
export const messageChoicesResponseSchema = z.object({ choices: messageChoicesSchema });
export type MessageChoicesResponse = z.infer<typeof messageChoicesResponseSchema>;

/** POST /api/customer/email: mail a link that makes `email` the signed-in customer's (issue 37). */
export const emailChangeBodySchema = z.object({
  email,
  lng: readerLanguageSchema.optional(),
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** POST /api/customer/email/confirm: the mailed link's token, opened while signed in. */
export const emailChangeConfirmBodySchema = z.object({ token: z.string().min(1).max(200) });
export type EmailChangeConfirmBody = z.infer<typeof emailChangeConfirmBodySchema>;
export const emailChangeConfirmResponseSchema = z.object({
  email: z.string(),
  message: z.string(),
});
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/** The success sentences of docs/storefront.md §8; errors are codes of errors.ts. */
export const ACCOUNT_MESSAGES = {
  linkSent: 'Verification link sent to your email!',
  registered: 'Register Success',
  loggedIn: 'Login Success',
  loggedOut: 'Logout Success',
  passwordChanged: 'Password changed successfully',
  languageSaved: 'Language saved',
  emailChangeLinkSent: 'Confirmation link sent to the new email',
  emailChanged: 'Email changed',
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
  email: z.string().nullable(),
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

// ---------------------------------------------------------------------------------------------
// Signing in, signing up and resetting a password with a code sent to the phone (issue 37)
// ---------------------------------------------------------------------------------------------

/** What a phone code is for: `sign-in` signs a customer in or starts a sign-up; `reset` sets a new password. */
export const PHONE_CODE_PURPOSES = ['sign-in', 'reset'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];
/** How the customer may ask for the code: WhatsApp first (the default), or SMS. */
export const PHONE_CODE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneCodeChannel = (typeof PHONE_CODE_CHANNELS)[number];

/** Digits in a code. */
export const PHONE_CODE_LENGTH = 6;
/** A code is good for 5 minutes. */
export const PHONE_CODE_VALID_MS = 5 * 60 * 1000;
/** Wrong tries that lock a code (issue 37; the reference's 5 is stricter, the issue decides). */
export const PHONE_CODE_MAX_ATTEMPTS = 10;
/**
 * Seconds to wait before the next code to the same phone, after its 1st, 2nd and 3rd-or-later
 * code of the hour (docs/decisions.md "Phone codes").
 */
export const PHONE_CODE_RESEND_WAIT_SECONDS = [30, 60, 120] as const;
/** Codes one phone may be sent per hour and per day, and one network (IP) per hour and per day. */
export const PHONE_CODE_LIMITS = {
  perPhoneHour: 5,
  perPhoneDay: 10,
  perIpHour: 5,
  perIpDay: 20,
} as const;
/** How long the step after a verified code (registration, new password) may take. */
export const PHONE_TICKET_VALID_MS = 30 * 60 * 1000;

/** The seconds to wait after the `sent`-th code of the hour (1-based). */
export function phoneCodeResendWait(sent: number): number {
  const waits = PHONE_CODE_RESEND_WAIT_SECONDS;
  return waits[Math.min(Math.max(sent, 1), waits.length) - 1] ?? 120;
}

/** A phone as typed (07…, 7…, +964…, Eastern-Arabic digits): an Iraqi mobile, answered in E.164. */
const typedPhone = z
  .string({ error: fieldErrorMessage('required') })
  .trim()
  .min(1, { error: fieldErrorMessage('required') })
  .max(40, { error: fieldErrorMessage('too_long', { maximum: 40 }) })
  .pipe(iraqiPhoneSchema);

/** POST /api/auth/phone-code */
export const phoneCodeBodySchema = z.object({
  phone: typedPhone,
  purpose: z.enum(PHONE_CODE_PURPOSES),
  channel: z.enum(PHONE_CODE_CHANNELS).optional(),
  lng: readerLanguageSchema.optional(),
});
export type PhoneCodeBody = z.input<typeof phoneCodeBodySchema>;

/**
 * The same answer whether or not the phone has an account: when to allow the next code
 * (`resendAfterSeconds`, for the timer) and how long this one is good for.
 */
export const phoneCodeResponseSchema = z.object({
  message: z.string(),
  phone: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  channel: z.enum(['whatsapp', 'sms', 'file']),
});
export type PhoneCodeResponse = z.infer<typeof phoneCodeResponseSchema>;

/** The code as typed: 6 digits, Eastern-Arabic digits and spaces allowed. */
const typedCode = z
  .string({ error: fieldErrorMessage('required') })
  .max(40)
  .transform((value) => normaliseDigits(value).replace(/[\s-]/g, ''))
  .pipe(
    z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), {
      error: fieldErrorMessage('invalid_code'),
    }),
  );

/** POST /api/auth/phone-code/verify */
export const phoneCodeVerifyBodySchema = z.object({
  phone: typedPhone,
  code: typedCode,
  purpose: z.enum(PHONE_CODE_PURPOSES),
  lng: readerLanguageSchema.optional(),
});
export type PhoneCodeVerifyBody = z.input<typeof phoneCodeVerifyBodySchema>;

/**
 * A verified code: a known phone's sign-in is done (`signed-in`, with the token and cookie); a
 * reset for a known phone goes on to a new password (`reset`); a phone without an account goes
 * on to registration (`register`). The code proved the phone is the reader's, so saying whether
 * it has an account reveals nothing to anyone else.
 */
export const phoneCodeVerifyResponseSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('signed-in'), token: z.string(), message: z.string() }),
  z.object({ step: z.literal('register'), ticket: z.string(), phone: z.string() }),
  z.object({ step: z.literal('reset'), ticket: z.string(), phone: z.string() }),
]);
export type PhoneCodeVerifyResponse = z.infer<typeof phoneCodeVerifyResponseSchema>;

const ticket = z
  .string({ error: fieldErrorMessage('required') })
  .min(1, { error: fieldErrorMessage('required') })
  .max(200);

/**
 * POST /api/auth/phone-register: the account for a phone whose code was verified. A name is
 * all a shop needs to address the customer and label a parcel; a password is optional (the
 * customer can always sign in with a code), and so is email.
 */
export const phoneRegisterBodySchema = z
  .object({
    ticket,
    name: requiredText(100),
    password: password.optional(),
    userType: z
      .enum(USER_TYPES, {
        error: fieldErrorMessage('invalid_choice', { choices: 'user or printHouse' }),
      })
      .default('user'),
    address: z.string().trim().max(300).optional(),
    printHouseName: z.string().trim().max(150).optional(),
    lng: readerLanguageSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.userType !== 'printHouse') return;
    for (const field of ['address', 'printHouseName'] as const) {
      if (!body[field])
        context.addIssue({
          code: 'custom',
          path: [field],
          message: fieldErrorMessage('required_for_print_house'),
        });
    }
  });
export type PhoneRegisterBody = z.input<typeof phoneRegisterBodySchema>;

/** POST /api/auth/reset-password: a new password with a phone code's ticket or a mailed link's token. */
export const resetPasswordBodySchema = z.object({
  ticket,
  password,
  lng: readerLanguageSchema.optional(),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /api/auth/password-email: a reset link to the account's email, when it has one. */
export const passwordEmailBodySchema = z.object({
  email,
  lng: readerLanguageSchema.optional(),
});
export type PasswordEmailBody = z.input<typeof passwordEmailBodySchema>;

/** The success sentences of the phone and reset routes; errors are codes of errors.ts. */
export const PHONE_CODE_MESSAGES = {
  codeSent: 'We sent you a code.',
  passwordReset: 'Your password was changed. You are signed in.',
  resetLinkSent: 'If this email belongs to an account, we sent it a link to set a new password.',
} as const;
