import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartBodySchema, cartResponseSchema, cartRowBodySchema } from '@chapkhana/shared/cart';
import { idSchema } from '@chapkhana/shared/fields';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import { addPrintLineBodySchema, reorderBodySchema } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { signedInCustomer } from '../../plugins/auth';
import {
  addPrintLine,
  addToCart,
  cartView,
  removeCartLine,
  reorderPrintLine,
  setCartRow,
  stepCartLine,
} from './service';
import { errorResponses } from '../../lib/error-responses';
import { idempotencyHeaders, idempotentRequestOf } from '../idempotency/http';
import { idempotently } from '../idempotency/service';
import { INVALIDATES_NOTHING } from '../../plugins/cache';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A write the storefront sends again with the same key when its answer was lost (not twice). */
const keyedErrors = errorResponses(400, 401, 403, 404, 409, 422);
const lineParams = z.object({ cardId: idSchema });
/** PRINT_ROUTES without the `/api` prefix the routes are registered under. */
const underApi = (path: string) => path.replace(/^\/api/, '');

/** docs/storefront.md §7 Cart, each route limited to the signed-in customer's own cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/home/product/add-to-card',
    {
      config: { access: 'owner', invalidates: INVALIDATES_NOTHING },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        headers: idempotencyHeaders,
        body: addToCartBodySchema,
        response: { 201: messageResponseSchema, ...keyedErrors },
      },
    },
    async (request, reply) => {
      const customerId = request.body.userId;
      // Adding merges units into the line: sent twice, it would add them twice.
      const answer = await idempotently(
        db(),
        idempotentRequestOf(request, customerId),
        async (tx) => {
          await addToCart(tx, {
            customerId,
            productId: request.body.productId,
            cartItems: request.body.cartItems,
            now: app.clock.now(),
          });
          return { message: 'Added To Cart Successfully' };
        },
      );
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/home/product/get-card-product/:userId',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.params as { userId: string }).userId),
      schema: {
        params: z.object({ userId: idSchema }),
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => cartView(db(), request.params.userId, app.config.shippingFeeIqd),
  );

  app.put(
    '/home/product/cart-row/:cardId',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      preHandler: app.requireCustomer,
      schema: {
        headers: idempotencyHeaders,
        params: lineParams,
        body: cartRowBodySchema,
        response: { 200: cartResponseSchema, ...keyedErrors },
      },
    },
    async (request) => {
      const customerId = signedInCustomer(request).id;
      const { colorId, propertyId, quantity, change } = request.body;
      // A `change` (+1) sent twice would count twice; a `quantity` would not, but is keyed alike.
      return idempotently(db(), idempotentRequestOf(request, customerId), async (tx) => {
        await setCartRow(tx, {
          customerId,
          lineId: request.params.cardId,
          row: { colorId, propertyId },
          quantity,
          change,
          now: app.clock.now(),
        });
        // The cart as it is now, so the storefront shows the server's figures without a refetch.
        return cartView(tx, customerId, app.config.shippingFeeIqd);
      });
    },
  );

  for (const [path, step] of [
    ['/home/product/quantity-inc/:cardId', 1],
    ['/home/product/quantity-dec/:cardId', -1],
  ] as const) {
    app.put(
      path,
      {
        config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
        preHandler: app.requireCustomer,
        schema: {
          headers: idempotencyHeaders,
          params: lineParams,
          response: { 200: messageResponseSchema, ...keyedErrors },
        },
      },
      async (request) => {
        const customerId = signedInCustomer(request).id;
        return idempotently(db(), idempotentRequestOf(request, customerId), async (tx) => {
          await stepCartLine(tx, {
            customerId,
            lineId: request.params.cardId,
            step,
            now: app.clock.now(),
          });
          return { message: 'Quantity Updated' };
        });
      },
    );
  }

  app.delete(
    '/home/product/delete-card-product/:cardId',
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      preHandler: app.requireCustomer,
      schema: {
        headers: idempotencyHeaders,
        params: lineParams,
        response: { 200: messageResponseSchema, ...keyedErrors },
      },
    },
    async (request) => {
      const customerId = signedInCustomer(request).id;
      // Removing twice changes nothing, but the repeat would answer 404 to a removal that worked.
      return idempotently(db(), idempotentRequestOf(request, customerId), async (tx) => {
        await removeCartLine(tx, customerId, request.params.cardId);
        return { message: 'Product Removed Successfully' };
      });
    },
  );

  // --- Print lines (docs/design.md §13) -------------------------------------------------------------

  app.post(
    underApi(PRINT_ROUTES.addToCart),
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      preHandler: app.requireCustomer,
      schema: { body: addPrintLineBodySchema, response: { 201: cartResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const customerId = signedInCustomer(request).id;
      await addPrintLine(db(), { customerId, body: request.body, now: app.clock.now() });
      return reply.status(201).send(await cartView(db(), customerId, app.config.shippingFeeIqd));
    },
  );

  app.post(
    underApi(PRINT_ROUTES.reorder(':lineId')),
    {
      config: { access: 'customer', invalidates: INVALIDATES_NOTHING },
      preHandler: app.requireCustomer,
      schema: {
        params: z.object({ lineId: idSchema }),
        body: reorderBodySchema,
        response: { 201: cartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customerId = signedInCustomer(request).id;
      await reorderPrintLine(db(), {
        customerId,
        orderLineId: request.params.lineId,
        proof: request.body?.proof ?? 'new',
        now: app.clock.now(),
      });
      return reply.status(201).send(await cartView(db(), customerId, app.config.shippingFeeIqd));
    },
  );
};
