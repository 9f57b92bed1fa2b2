import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectCourierBodySchema,
  courierAccountResponseSchema,
  courierCitiesResponseSchema,
  courierCityParamsSchema,
  courierCitySchema,
  setCourierCityBodySchema,
  courierPackageSizeBodySchema,
  courierPasswordBodySchema,
} from '@chapkhana/shared/courier-accounts';
import { idParamsSchema } from '@chapkhana/shared/fields';
import { WASEET_BRANDS } from '@chapkhana/shared/parcels';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { adminOnly } from '../../plugins/console-access';
import { findSellerAccount } from '../staff/repository';
import {
  connectCourier,
  courierAccountOf,
  courierCities,
  disconnectCourier,
  setCourierCity,
  changeCourierPassword,
  chooseCourierPackageSize,
} from './courier-accounts';
import { courierContextOf } from './context';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502, 503);

/** The admin's side of couriers: any seller's account, and which governorate each courier city is. */
export const adminCourierRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => courierContextOf(app);
  const access = adminOnly(app);
  const sellerOf = async (id: string) => {
    if (!(await findSellerAccount(app.database.db, id))) throw notFound('seller_not_found');
    return id;
  };

  app.get(
    '/sellers/:id/courier-account',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) => courierAccountOf(context(), await sellerOf(request.params.id)),
  );

  app.put(
    '/sellers/:id/courier-account',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: connectCourierBodySchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) => connectCourier(context(), await sellerOf(request.params.id), request.body),
  );

  app.put(
    '/sellers/:id/courier-account/password',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: courierPasswordBodySchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      changeCourierPassword(context(), await sellerOf(request.params.id), request.body.password),
  );

  app.put(
    '/sellers/:id/courier-account/package-size',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: courierPackageSizeBodySchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      chooseCourierPackageSize(
        context(),
        await sellerOf(request.params.id),
        request.body.packageSizeId,
      ),
  );

  app.delete(
    '/sellers/:id/courier-account',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) => disconnectCourier(context(), await sellerOf(request.params.id)),
  );

  app.get(
    '/courier-cities',
    {
      ...access,
      schema: {
        querystring: z.object({ brand: z.enum(WASEET_BRANDS).optional() }),
        response: { 200: courierCitiesResponseSchema, ...errors },
      },
    },
    async (request) => ({ cities: await courierCities(app.database.db, request.query.brand) }),
  );

  app.patch(
    '/courier-cities/:brand/:cityId',
    {
      ...access,
      schema: {
        params: courierCityParamsSchema,
        body: setCourierCityBodySchema,
        response: { 200: z.object({ city: courierCitySchema }), ...errors },
      },
    },
    async (request) => ({
      city: await setCourierCity(
        app.database.db,
        request.params.brand,
        request.params.cityId,
        request.body.governorate,
      ),
    }),
  );
};
