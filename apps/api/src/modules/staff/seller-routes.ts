import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@chapkhana/shared/zod';
import { idParamsSchema } from '@chapkhana/shared/fields';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import {
  inviteShopMemberBodySchema,
  inviteShopMemberResponseSchema,
  setShopMemberRoleBodySchema,
  shopMemberInviteBodySchema,
  shopMemberResponseSchema,
  shopStaffResponseSchema,
} from '@chapkhana/shared/staff';
import { errorResponses } from '../../lib/error-responses';
import { HttpError, notFound } from '../../lib/http-errors';
import { signedInSeller } from '../../plugins/auth';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import { sellerOnly } from '../../plugins/console-access';
import { mailPasswordLink, shopNameIn } from './invitations';
import { findConsoleSeller } from './repository';
import {
  inviteShopMember,
  removeShopMember,
  setShopMemberRole,
  shopMemberAccount,
  shopStaff,
} from './shop-staff-service';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/**
 * The print house's staff, for its owners (issue 39): the list, adding a member (a mailed
 * set-password link), a new link, changing a member's role and removing one. A member changed or
 * removed is signed out everywhere at once: its sessions end and its sockets are disconnected on
 * every server copy.
 */
export const sellerStaffRoutes: FastifyPluginAsyncZod<{ jwtSecret: string }> = async (
  app,
  options,
) => {
  const db = () => app.database.db;
  // The staff is no catalogue: nothing kept for readers changes.
  const access = sellerOnly(app, 'staff');
  const writes = { ...access, config: { ...access.config, invalidates: INVALIDATES_NOTHING } };
  const owner = (request: Parameters<typeof signedInSeller>[0]) => {
    const { sellerId, staff } = signedInSeller(request);
    return { sellerId, staffUserId: staff.id };
  };
  const shopOf = async (sellerId: string) => {
    const seller = await findConsoleSeller(db(), sellerId);
    if (!seller) throw notFound('seller_not_found');
    return seller;
  };

  app.get(
    '/staff',
    { ...access, schema: { response: { 200: shopStaffResponseSchema, ...errors } } },
    async (request) => ({ staff: await shopStaff(db(), signedInSeller(request).sellerId) }),
  );

  app.post(
    '/staff',
    {
      ...writes,
      schema: {
        body: inviteShopMemberBodySchema,
        response: { 201: inviteShopMemberResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const by = owner(request);
      const { member, account } = await inviteShopMember(db(), by, request.body, app.clock.now());
      const { language, role } = request.body;
      let mailSent = true;
      try {
        const shop = shopNameIn(await shopOf(by.sellerId), language);
        await mailPasswordLink(
          app,
          options.jwtSecret,
          { ...account, email: member.email, name: member.name },
          shop,
          language,
          role,
        );
      } catch (error) {
        request.log.error({ err: error, memberId: member._id }, 'staff invitation mail failed');
        mailSent = false;
      }
      return reply.code(201).send({ member, mailSent });
    },
  );

  app.post(
    '/staff/:id/invite',
    {
      ...writes,
      schema: {
        params: idParamsSchema,
        body: shopMemberInviteBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId } = signedInSeller(request);
      const member = await shopMemberAccount(db(), sellerId, request.params.id);
      const { language } = request.body;
      try {
        await mailPasswordLink(
          app,
          options.jwtSecret,
          member,
          shopNameIn(await shopOf(sellerId), language),
          language,
          member.role ?? undefined,
        );
      } catch (error) {
        throw new HttpError(503, 'email_not_sent', undefined, { cause: error });
      }
      return { message: 'Link sent' };
    },
  );

  app.patch(
    '/staff/:id',
    {
      ...writes,
      schema: {
        params: idParamsSchema,
        body: setShopMemberRoleBodySchema,
        response: { 200: shopMemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, endedSessions } = await setShopMemberRole(
        db(),
        owner(request),
        request.params.id,
        request.body.role,
        app.clock.now(),
      );
      app.realtime.sessionsEnded(endedSessions);
      if (!member) throw notFound('staff_member_not_found');
      return { member };
    },
  );

  app.delete(
    '/staff/:id',
    {
      ...writes,
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { endedSessions } = await removeShopMember(
        db(),
        owner(request),
        request.params.id,
        app.clock.now(),
      );
      app.realtime.sessionsEnded(endedSessions);
      return reply.code(204).send(null);
    },
  );
};
