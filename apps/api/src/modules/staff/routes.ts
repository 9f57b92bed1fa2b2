import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  languageBodySchema,
  messageResponseSchema,
} from '@chapkhana/shared/accounts';
import {
  setStaffPasswordBodySchema,
  staffLoginBodySchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
} from '@chapkhana/shared/staff';
import { signedInStaff } from '../../plugins/auth';
import { LOGIN_LIMITS, tooManyAttempts } from '../accounts/rate-limit-store';
import { revokeSession } from '../sessions/repository';
import { setStaffLanguage } from './repository';
import { setStaffPassword, staffLogIn, staffLoginKey } from './service';
import { errorResponses } from '../../lib/error-responses';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import { clientNetwork } from '../../lib/client-network';

const errors = errorResponses(400, 401, 403, 429);

/** Console sign-in for admins and sellers (the console itself comes with the operations issue). */
export const staffRoutes: FastifyPluginAsyncZod<{ jwtSecret: string }> = async (app, options) => {
  const limitByIp = app.createRateLimit({
    max: LOGIN_LIMITS.perIp,
    timeWindow: LOGIN_LIMITS.window,
    keyGenerator: (request) => `staff-login-ip:${clientNetwork(request.ip)}`,
  });
  const limitByLogin = app.createRateLimit({
    max: LOGIN_LIMITS.perPhone,
    timeWindow: LOGIN_LIMITS.window,
    // Per account, however its phone or email is written (ten guesses each, not per spelling).
    keyGenerator: (request) => {
      const key = staffLoginKey(
        String((request.body as { login?: unknown } | undefined)?.login ?? ''),
      );
      return `staff-login:${key.phone ?? key.email}`;
    },
  });

  app.post(
    '/staff/login',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      preHandler: async (request) => {
        for (const check of [limitByIp, limitByLogin]) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
        }
      },
      schema: {
        body: staffLoginBodySchema,
        response: { 200: staffLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, staff } = await staffLogIn(
        app.database.db,
        options.jwtSecret,
        request.body,
        app.clock.now(),
      );
      app.setStaffCookie(reply, token);
      return { token, staff, message: 'Login Success' };
    },
  );

  // The mailed link's page: sets the password once and signs the account in.
  app.post(
    '/staff/password',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      preHandler: async (request) => {
        const result = await limitByIp(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
      },
      schema: {
        body: setStaffPasswordBodySchema,
        response: { 200: staffLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, staff } = await setStaffPassword(
        app.database.db,
        options.jwtSecret,
        request.body,
        app.clock.now(),
      );
      app.setStaffCookie(reply, token);
      return { token, staff, message: 'Password set' };
    },
  );

  app.get(
    '/staff/me',
    {
      config: { access: 'staff' },
      preHandler: app.requireStaff(),
      schema: { response: { 200: staffMeResponseSchema, ...errors } },
    },
    async (request) => ({ staff: signedInStaff(request) }),
  );

  // The console's language switch: mail to this account is written in it from now on.
  app.put(
    '/staff/language',
    {
      config: { access: 'staff', invalidates: INVALIDATES_NOTHING },
      preHandler: app.requireStaff(),
      schema: { body: languageBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await setStaffLanguage(app.database.db, signedInStaff(request).id, request.body.lng);
      return { message: ACCOUNT_MESSAGES.languageSaved };
    },
  );

  // A POST refused from other sites, as the customer's logout (accounts/routes.ts).
  app.post(
    '/staff/logout',
    {
      config: { access: 'public', invalidates: INVALIDATES_NOTHING },
      schema: { response: { 200: messageResponseSchema, ...errorResponses(403) } },
    },
    async (request, reply) => {
      const sessionId = await app.optionalStaffSession(request);
      if (sessionId) {
        await revokeSession(app.database.db, sessionId, app.clock.now());
        // The console's open sockets on this sign-in end too, on every copy.
        app.realtime.sessionsEnded([sessionId]);
      }
      app.clearStaffCookie(reply);
      return { message: 'Logout Success' };
    },
  );
};
