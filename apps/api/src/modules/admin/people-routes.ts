import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyHistoryResponseSchema,
  customerOrdersResponseSchema,
  customerPageResponseSchema,
  customerResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  sellerPageQuerySchema,
  sellerPageResponseSchema,
  sellerResponseSchema,
  setCustomerDiscountBodySchema,
  setRateBodySchema,
  setRateResponseSchema,
  setSellerActiveBodySchema,
} from '@chapkhana/shared/console';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { rooms } from '../../realtime/realtime';
import { adminOnly } from './access';
import { rateHistory, setRate } from './currency';
import {
  pageCustomerOrders,
  pageCustomers,
  pageSellers,
  setCustomerDiscount,
  setSellerActive,
} from './people';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The currency rate, sellers and customers, as the admin keeps them. */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);

  app.get(
    '/currency',
    {
      ...access,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: currencyHistoryResponseSchema, ...errors },
      },
    },
    async (request) => rateHistory(db(), request.query),
  );

  app.post(
    '/currency',
    {
      ...access,
      schema: { body: setRateBodySchema, response: { 201: setRateResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const entry = await setRate(db(), request.body.currencyIQD, signedInStaff(request).id);
      // Every open page re-prices with the new rate.
      app.realtime.currencyChanged(entry.currencyIQD);
      return reply.status(201).send({ currencyIQD: entry.currencyIQD, entry });
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
      const seller = await setSellerActive(
        db(),
        request.params.id,
        request.body.active,
        app.clock.now(),
      );
      // A closed shop's console goes offline now (its sign-in is refused from the next request).
      if (!seller.active) app.realtime.io.in(rooms.seller(seller._id)).disconnectSockets(true);
      return { seller };
    },
  );

  app.get(
    '/customers',
    {
      ...access,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: customerPageResponseSchema, ...errors },
      },
    },
    async (request) => pageCustomers(db(), request.query),
  );

  app.patch(
    '/customers/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: setCustomerDiscountBodySchema,
        response: { 200: customerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      customer: await setCustomerDiscount(
        db(),
        request.params.id,
        request.body.discountPercent,
        app.clock.now(),
      ),
    }),
  );

  app.get(
    '/customers/:id/orders',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: customerOrdersResponseSchema, ...errors },
      },
    },
    async (request) => pageCustomerOrders(db(), request.params.id, request.query),
  );
};
