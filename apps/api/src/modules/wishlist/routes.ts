import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToWishlistBodySchema,
  addToWishlistResponseSchema,
  wishlistResponseSchema,
  removeWishlistItemResponseSchema,
} from '@chapkhana/shared/wishlist';
import { idSchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { signedInCustomer } from '../../plugins/auth';
import { addToWishlist, listWishlist, removeFromWishlist } from './service';
import { INVALIDATES_NOTHING } from '../../plugins/cache';

const errors = errorResponses(400, 401, 403, 404, 409);

/** docs/storefront.md §7 Wishlist, limited to the signed-in customer's own list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/home/product/add-to-wishlist',
    {
      config: { access: 'owner', invalidates: INVALIDATES_NOTHING },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        body: addToWishlistBodySchema,
        response: { 200: addToWishlistResponseSchema, 201: addToWishlistResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const line = await addToWishlist(db(), body.userId, body.productId, app.clock.now());
      return line.added
        ? reply.status(201).send({ message: 'Added To Wishlist Successfully', ...line })
        : reply.status(200).send({ message: 'Already In Wishlist', ...line });
    },
  );

  app.get(
    '/home/product/get-wishlist-products/:userId',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.params as { userId: string }).userId),
      schema: {
        params: z.object({ userId: idSchema }),
        response: { 200: wishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const wishlists = await listWishlist(db(), request.params.userId);
      return { wishlists, wishlistCount: wishlists.length };
    },
  );

  app.delete(
    '/home/product/remove-wishlist-product/:wishlistId',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      preHandler: app.requireCustomer,
      schema: {
        params: z.object({ wishlistId: idSchema }),
        response: { 200: removeWishlistItemResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeFromWishlist(db(), signedInCustomer(request).id, request.params.wishlistId);
      return { message: 'Removed From Wishlist', wishlistId: request.params.wishlistId };
    },
  );
};
