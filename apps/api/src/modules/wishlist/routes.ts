import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToWishlistBodySchema,
  wishlistResponseSchema,
  type WishlistItem,
} from '@chapkhana/shared/cart';
import { idSchema } from '@chapkhana/shared/catalogue';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { wishlistItems } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-errors';
import { signedInCustomer } from '../../plugins/auth';
import { findProduct, findProductsByIds } from '../catalogue/product-repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The customer's wishlist, newest first, with each product as it is now. */
export async function listWishlist(db: Database, customerId: string): Promise<WishlistItem[]> {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt));
  const products = new Map(
    (
      await findProductsByIds(
        db,
        rows.map((r) => r.productId),
      )
    ).map((p) => [p._id, p]),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    if (!product) return [];
    return [
      {
        _id: row.id,
        userId: row.customerId,
        productId: product._id,
        name: product.enName,
        enName: product.enName,
        kuName: product.kuName,
        arName: product.arName,
        price: product.price,
        image: product.images[0] ?? '',
        discount: product.discount,
        rating: product.rating,
        slug: product.slug,
        stock: product.stock,
      },
    ];
  });
}

/** Spec §7 Wishlist, limited to the signed-in customer's own list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/home/product/add-to-wishlist',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        body: addToWishlistBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await findProduct(db(), request.body.productId);
      if (!product) throw notFound('This product does not exist or is no longer sold.');
      try {
        await db().insert(wishlistItems).values({
          customerId: request.body.userId,
          productId: product._id,
          createdAt: app.clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This product is already in your wishlist.');
        throw error;
      }
      return reply.status(201).send({ message: 'Added To Wishlist Successfully' });
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
      config: { access: 'customer' },
      preHandler: app.requireCustomer,
      schema: {
        params: z.object({ wishlistId: idSchema }),
        response: { 200: z.object({ message: z.string(), wishlistId: z.string() }), ...errors },
      },
    },
    async (request) => {
      const removed = await db()
        .delete(wishlistItems)
        .where(
          and(
            eq(wishlistItems.id, request.params.wishlistId),
            eq(wishlistItems.customerId, signedInCustomer(request).id),
          ),
        )
        .returning({ id: wishlistItems.id });
      if (removed.length === 0) throw notFound('This product is not in your wishlist.');
      return { message: 'Removed From Wishlist', wishlistId: request.params.wishlistId };
    },
  );
};
