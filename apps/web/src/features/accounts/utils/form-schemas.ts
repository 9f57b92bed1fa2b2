import {
  changePasswordBodySchema,
  emailLinkBodySchema,
  loginBodySchema,
  passwordEmailBodySchema,
  emailChangeBodySchema,
  phoneCodeBodySchema,
  phoneCodeVerifyBodySchema,
  phoneRegisterBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@chapkhana/shared/accounts';
import { fieldErrorMessage } from '@chapkhana/shared/field-errors';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';

// The forms validate with the contract's own schemas (packages/shared), so the browser and
// the API agree on every rule; messages are the contract's field-error codes, translated by
// `formFieldMessage` (web-kit) where the forms show them. The forms load this module (and zod and the phone
// library with it) at their first check, through lib/lazy-resolver.ts.

/** Login: phone and password required (docs/storefront.md §5); the phone goes as typed, digits made ASCII. */
export const loginFormSchema = loginBodySchema;

/** The email to send a registration link to. */
export const emailLinkFormSchema = emailLinkBodySchema.pick({ email: true });

const missing = (text: string | undefined) => !text?.trim();
// Zod skips an object's refinements while any field still has an issue; these two run
// regardless, so an empty print-house form shows every missing field at once.
const always = { when: () => true } as const;

/** Registration: the contract's body (uid and email come from the verified link). */
export const registerFormSchema = registerBodySchema
  .refine((body) => body.userType !== 'printHouse' || !missing(body.address), {
    path: ['address'],
    message: fieldErrorMessage('required_for_print_house'),
    ...always,
  })
  .refine((body) => body.userType !== 'printHouse' || !missing(body.printHouseName), {
    path: ['printHouseName'],
    message: fieldErrorMessage('required_for_print_house'),
    ...always,
  });

/** Change password: the contract's body plus a confirmation that must match. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: changePasswordBodySchema.shape.oldPassword })
  .refine((body) => body.confirmPassword === body.newPassword, {
    path: ['confirmPassword'],
    message: fieldErrorMessage('passwords_differ'),
  });

export interface ChangePasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Sign-in by phone: the phone (any spelling), then the six digits. */
export const phoneFormSchema = phoneCodeBodySchema.pick({ phone: true });
export const codeFormSchema = phoneCodeVerifyBodySchema.pick({ code: true });

/** Registration after a verified code: the contract's body (the screen puts the ticket in it). */
export const phoneRegisterFormSchema = phoneRegisterBodySchema;

/** A forgotten password's new one, typed twice. */
export const newPasswordFormSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ confirmPassword: changePasswordBodySchema.shape.oldPassword })
  .refine((body) => body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: fieldErrorMessage('passwords_differ'),
  });

export const passwordEmailFormSchema = passwordEmailBodySchema.pick({ email: true });

/** A new email for the signed-in customer (the reader's language is added on sending). */
export const emailChangeFormSchema = emailChangeBodySchema.pick({ email: true });

/** Each form's resolver: its schema, as react-hook-form checks with it. */
export const formResolvers = {
  login: fieldResolver(loginFormSchema),
  emailLink: fieldResolver(emailLinkFormSchema),
  register: fieldResolver(registerFormSchema),
  changePassword: fieldResolver(changePasswordFormSchema),
  phone: fieldResolver(phoneFormSchema),
  code: fieldResolver(codeFormSchema),
  phoneRegister: fieldResolver(phoneRegisterFormSchema),
  newPassword: fieldResolver(newPasswordFormSchema),
  passwordEmail: fieldResolver(passwordEmailFormSchema),
  emailChange: fieldResolver(emailChangeFormSchema),
};
