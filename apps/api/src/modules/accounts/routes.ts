import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  EMAIL_LINK_VALID_MS,
  changePasswordBodySchema,
  customerProfileResponseSchema,
  emailLinkBodySchema,
  languageBodySchema,
  loginBodySchema,
  messageResponseSchema,
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
  registerCustomer,
  REGISTRATION_REFUSALS_PER_LINK,
  requestEmailLink,
  setLanguage,
  verifyEmail,
  type AccountContext,
} from './service';
import { errorResponses } from '../../lib/error-responses';
import { INVALIDATES_NOTHING } from '../../plugins/cache';

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
    keyGenerator: (request) => `login-ip:${request.ip}`,
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
        ip: request.ip,
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
