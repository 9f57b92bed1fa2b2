import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  EMAIL_LINK_VALID_MS,
  changePasswordBodySchema,
  customerProfileResponseSchema,
  emailChangeBodySchema,
  emailChangeConfirmBodySchema,
  emailChangeConfirmResponseSchema,
  emailLinkBodySchema,
  languageBodySchema,
  loginBodySchema,
  messageChoicesResponseSchema,
  messageChoicesBodySchema,
  messageResponseSchema,
  PHONE_CODE_MESSAGES,
  passwordEmailBodySchema,
  phoneCodeBodySchema,
  phoneCodeResponseSchema,
  phoneCodeVerifyBodySchema,
  phoneCodeVerifyResponseSchema,
  phoneRegisterBodySchema,
  resetPasswordBodySchema,
  registerBodySchema,
  tokenResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@chapkhana/shared/accounts';
import { LANGUAGE_COOKIE, toLanguage, type Language } from '@chapkhana/shared/languages';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import { normaliseDigits } from '@chapkhana/shared/text';
import { CHANGE_PASSWORD_LIMIT, LOGIN_LIMITS, tooManyAttempts } from './rate-limit-store';
import { signedInCustomer } from '../../plugins/auth';
import {
  changePassword,
  customerProfile,
  logIn,
  logOut,
  messageChoices,
  registerCustomer,
  REGISTRATION_REFUSALS_PER_LINK,
  requestEmailLink,
  setLanguage,
  setMessageChoices,
  verifyEmail,
  type AccountContext,
} from './service';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { requestPasswordEmail, resetPassword } from './password-reset';
import { registerByPhone, requestPhoneCode, verifyPhoneCode } from './phone-codes';
import { errorResponses } from '../../lib/error-responses';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import { clientNetwork } from '../../lib/client-network';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503, 507);

/** The reader's language: the one the request names, else the storefront's cookie, else Kurdish. */
function readerLanguage(request: FastifyRequest, named: Language | undefined): Language {
  return named ?? toLanguage(request.cookies[LANGUAGE_COOKIE]);
}

function loginPhoneKey(request: FastifyRequest): string {
  const phone = normaliseDigits(
    String((request.body as { phone?: unknown } | undefined)?.phone ?? ''),
  );
  return `login-phone:${parseIraqiPhone(phone) ?? phone}`;
}

/** Registration, sign-in and the customer's own profile (docs/design.md §5). */
export const accountRoutes: FastifyPluginAsyncZod<{ context: () => AccountContext }> = async (
  app,
  options,
) => {
  const context = options.context;
  // The plugin's own hooks run one limit per request; these checks let a route apply two.
  const loginLimitByIp = app.createRateLimit({
    max: LOGIN_LIMITS.perIp,
    timeWindow: LOGIN_LIMITS.window,
    keyGenerator: (request) => `login-ip:${clientNetwork(request.ip)}`,
  });
  const loginLimitByPhone = app.createRateLimit({
    max: LOGIN_LIMITS.perPhone,
    timeWindow: LOGIN_LIMITS.window,
    keyGenerator: loginPhoneKey,
  });
  // A link's refused registrations (phone or email already registered), counted as sign-ins are.
  const registrationRefusals = app.createRateLimit({
    max: REGISTRATION_REFUSALS_PER_LINK,
    timeWindow: EMAIL_LINK_VALID_MS,
    keyGenerator: (request) =>
      `register-refusals:${createHash('sha256')
        .update(String((request.body as { uid?: unknown }).uid))
        .digest('hex')}`,
  });
  // Code guesses from one network, whatever the phones (each code also locks after 10 wrong tries).
  const phoneCodeVerifyLimit = app.createRateLimit({
    max: LOGIN_LIMITS.perIp,
    timeWindow: LOGIN_LIMITS.window,
    keyGenerator: (request) => `phone-code-verify-ip:${clientNetwork(request.ip)}`,
  });
  // Whoever holds a customer's token must not guess the password through change-password either.
  const changePasswordLimit = app.createRateLimit({
    max: CHANGE_PASSWORD_LIMIT.perAccount,
    timeWindow: CHANGE_PASSWORD_LIMIT.window,
    keyGenerator: (request) => `change-password:${signedInCustomer(request).id}`,
  });

  app.post(
    '/auth/email-link',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: { body: emailLinkBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await requestEmailLink(context(), {
        email: request.body.email,
        language: readerLanguage(request, request.body.lng),
        ip: clientNetwork(request.ip),
      });
      return { message: ACCOUNT_MESSAGES.linkSent };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: {
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema, ...errors },
      },
    },
    async (request) => verifyEmail(context(), request.body.token),
  );

  // Sign-in, sign-up and reset by a code to the phone (issue 37). The answer is the same for a
  // phone with or without an account; the limits are counted in the database (phone-codes.ts).
  app.post(
    '/auth/phone-code',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: { body: phoneCodeBodySchema, response: { 200: phoneCodeResponseSchema, ...errors } },
    },
    async (request) => {
      const sent = await requestPhoneCode(context(), {
        phone: request.body.phone,
        purpose: request.body.purpose,
        channel: request.body.channel,
        language: readerLanguage(request, request.body.lng),
        ip: clientNetwork(request.ip),
      });
      return { message: PHONE_CODE_MESSAGES.codeSent, ...sent };
    },
  );

  app.post(
    '/auth/phone-code/verify',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      preHandler: async (request) => {
        const result = await phoneCodeVerifyLimit(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
      },
      schema: {
        body: phoneCodeVerifyBodySchema,
        response: { 200: phoneCodeVerifyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const verified = await verifyPhoneCode(context(), {
        phone: request.body.phone,
        code: request.body.code,
        purpose: request.body.purpose,
        // Only a language the sign-in names (as the password sign-in).
        language: request.body.lng,
      });
      if (verified.step !== 'signed-in') return verified;
      app.setCustomerCookie(reply, verified.token);
      return { ...verified, message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  app.post(
    '/auth/phone-register',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: { body: phoneRegisterBodySchema, response: { 201: tokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { lng, ...body } = request.body;
      const token = await registerByPhone(context(), {
        ...body,
        language: readerLanguage(request, lng),
      });
      app.setCustomerCookie(reply, token);
      return reply.status(201).send({ token, message: ACCOUNT_MESSAGES.registered });
    },
  );

  app.post(
    '/auth/password-email',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: {
        body: passwordEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordEmail(context(), {
        email: request.body.email,
        language: readerLanguage(request, request.body.lng),
        ip: clientNetwork(request.ip),
      });
      return { message: PHONE_CODE_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: { body: resetPasswordBodySchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      // Every other session of the customer ends; this device signs in on a new one.
      const token = await resetPassword(context(), {
        ticket: request.body.ticket,
        password: request.body.password,
        language: request.body.lng,
      });
      app.setCustomerCookie(reply, token);
      return { token, message: PHONE_CODE_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/customer/customer-register',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: { body: registerBodySchema, response: { 201: tokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { lng, ...body } = request.body;
      const input = { ...body, language: readerLanguage(request, lng) };
      const token = await registerCustomer(context(), input, async () => {
        const counted = await registrationRefusals(request);
        return counted.isAllowed ? 0 : counted.max - counted.remaining;
      });
      app.setCustomerCookie(reply, token);
      return reply.status(201).send({ token, message: ACCOUNT_MESSAGES.registered });
    },
  );

  app.post(
    '/customer/customer-login',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      // Both counters are checked after the body is read, so the phone counts however it is written.
      preHandler: async (request) => {
        for (const check of [loginLimitByIp, loginLimitByPhone]) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
        }
      },
      schema: { body: loginBodySchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { lng, ...body } = request.body;
      // Only a language the sign-in names: a cookie left by someone else on the device is no choice.
      const token = await logIn(context(), { ...body, language: lng });
      app.setCustomerCookie(reply, token);
      return { token, message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  // A POST, refused from other sites (plugins/auth.ts): no link or picture elsewhere can sign the
  // customer out, and there is no GET (it answers 404).
  app.post(
    '/customer/logout',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: { response: { 200: messageResponseSchema, ...errorResponses(403) } },
    },
    async (request, reply) => {
      // The token stops working here, not only in this browser: a copy of it is worth nothing.
      const sessionId = await app.optionalCustomerSession(request);
      if (sessionId) await logOut(context(), sessionId);
      app.clearCustomerCookie(reply);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/get-customer/:id',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.params as { id: string }).id),
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: customerProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({ customerProfile: await customerProfile(context(), request.params.id) }),
  );

  app.put(
    '/customer/language',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      schema: { body: languageBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await setLanguage(context(), signedInCustomer(request).id, request.body.lng);
      return { message: ACCOUNT_MESSAGES.languageSaved };
    },
  );

  // The channels the signed-in customer hears about orders on (issue 37): their own only, as the
  // session names them; nothing in the request can point at another account.
  app.get(
    '/customer/message-choices',
    {
      config: { access: 'customer' },
      schema: { response: { 200: messageChoicesResponseSchema, ...errors } },
    },
    async (request) => ({ choices: await messageChoices(context(), signedInCustomer(request).id) }),
  );

  app.put(
    '/customer/message-choices',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      schema: {
        body: messageChoicesBodySchema,
        response: { 200: messageChoicesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      choices: await setMessageChoices(context(), signedInCustomer(request).id, request.body),
    }),
  );

  // Adding or changing the signed-in customer's email (issue 37): a link to the new address, which
  // changes it only when opened while signed in as the same customer.
  app.post(
    '/customer/email',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      schema: { body: emailChangeBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await requestEmailChange(context(), {
        customerId: signedInCustomer(request).id,
        email: request.body.email,
        language: readerLanguage(request, request.body.lng),
        ip: clientNetwork(request.ip),
      });
      return { message: ACCOUNT_MESSAGES.emailChangeLinkSent };
    },
  );

  app.post(
    '/customer/email/confirm',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      schema: {
        body: emailChangeConfirmBodySchema,
        response: { 200: emailChangeConfirmResponseSchema, ...errors },
      },
    },
    async (request) => ({
      email: await confirmEmailChange(context(), {
        customerId: signedInCustomer(request).id,
        token: request.body.token,
      }),
      message: ACCOUNT_MESSAGES.emailChanged,
    }),
  );

  app.put(
    '/customer/change-password',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      preHandler: async (request) => {
        const result = await changePasswordLimit(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
      },
      schema: {
        body: changePasswordBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Every other sign-in ends; this device continues on the new token.
      const token = await changePassword(context(), signedInCustomer(request).id, request.body);
      app.setCustomerCookie(reply, token);
      return { token, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
};
