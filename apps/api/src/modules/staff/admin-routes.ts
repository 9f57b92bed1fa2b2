import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@chapkhana/shared/fields';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import type { Language } from '@chapkhana/shared/languages';
import {
  createSellerBodySchema,
  createSellerResponseSchema,
  sellerInviteBodySchema,
  sellerPageQuerySchema,
  sellerPageResponseSchema,
  sellerResponseSchema,
  setSellerActiveBodySchema,
} from '@chapkhana/shared/staff';
import { errorResponses } from '../../lib/error-responses';
import { HttpError } from '../../lib/http-errors';
import { adminOnly } from '../../plugins/console-access';
import { rooms } from '../../realtime/realtime';
import { mailPasswordLink, shopNameIn } from './invitations';
import { pageSellers } from './repository';
import { createSeller, sellerAccount, setSellerActive } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** Sellers' shops and their console accounts, as the admin keeps them. */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ jwtSecret: string }> = async (
  app,
  options,
) => {
  const db = () => app.database.db;
  const access = adminOnly(app);

  const mailInvite = (
    account: { id: string; email: string; name: string; passwordHash: string },
    shop: string,
    language: Language,
  ) => mailPasswordLink(app, options.jwtSecret, account, shop, language);
  const shopName = shopNameIn;

  app.post(
    '/sellers',
    {
      ...access,
      schema: {
        body: createSellerBodySchema,
        response: { 201: createSellerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { seller, account } = await createSeller(db(), request.body, app.clock.now());
      const { language } = request.body;
      let mailSent = true;
      try {
        await mailInvite(
          { ...account, email: seller.account.email, name: seller.account.name },
          shopName(seller, language),
          language,
        );
      } catch (error) {
        // The shop stands; the admin is told and sends the link again from the list.
        request.log.error({ err: error, sellerId: seller._id }, 'seller invitation mail failed');
        mailSent = false;
      }
      return reply.code(201).send({ seller, mailSent });
    },
  );

  app.post(
    '/sellers/:id/invite',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: sellerInviteBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { account, seller } = await sellerAccount(db(), request.params.id);
      const { language } = request.body;
      try {
        await mailInvite(account, shopName(seller, language), language);
      } catch (error) {
        throw new HttpError(503, 'email_not_sent', undefined, { cause: error });
      }
      return { message: 'Link sent' };
    },
  );

  app.get(
    '/sellers',
    {
      ...access,
      schema: {
        querystring: sellerPageQuerySchema,
        response: { 200: sellerPageResponseSchema, ...errors },
      },
    },
    async (request) => pageSellers(db(), request.query),
  );

  app.patch(
    '/sellers/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: setSellerActiveBodySchema,
        response: { 200: sellerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const seller = await setSellerActive(db(), request.params.id, request.body, app.clock.now());
      // A closed shop's console goes offline now (its sign-in is refused from the next request).
      if (!seller.active) app.realtime.io.in(rooms.seller(seller._id)).disconnectSockets(true);
      return { seller };
    },
  );
};
