import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectCourierBodySchema,
  courierAccountResponseSchema,
  courierPackageSizeBodySchema,
  courierPasswordBodySchema,
} from '@chapkhana/shared/courier-accounts';
import { idParamsSchema } from '@chapkhana/shared/fields';
import type { z } from 'zod';
import {
  handoverBodySchema,
  handoverPreviewSchema,
  moveParcelBodySchema,
  ownDeliveryBodySchema,
  parcelResponseSchema,
} from '@chapkhana/shared/handover';
import { errorResponses } from '../../lib/error-responses';
import { signedInSeller } from '../../plugins/auth';
import { sellerOnly } from '../../plugins/console-access';
import {
  connectCourier,
  courierAccountOf,
  disconnectCourier,
  changeCourierPassword,
  chooseCourierPackageSize,
} from './courier-accounts';
import { courierContextOf } from './context';
import {
  deliverOurselves,
  handOver,
  handoverPreview,
  moveOwnParcel,
  type PartMoved,
} from './handover';
import { courierLabel, sendLabel } from './label';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502, 503);

/** The seller's own courier account: connect, see, change, disconnect (never its password). */
export const sellerCourierAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => courierContextOf(app);
  const access = sellerOnly(app, 'settings');

  app.get(
    '/courier-account',
    { ...access, schema: { response: { 200: courierAccountResponseSchema, ...errors } } },
    async (request) => courierAccountOf(context(), signedInSeller(request).sellerId),
  );

  app.put(
    '/courier-account',
    {
      ...access,
      schema: {
        body: connectCourierBodySchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) => connectCourier(context(), signedInSeller(request).sellerId, request.body),
  );

  app.put(
    '/courier-account/password',
    {
      ...access,
      schema: {
        body: courierPasswordBodySchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      changeCourierPassword(context(), signedInSeller(request).sellerId, request.body.password),
  );

  app.put(
    '/courier-account/package-size',
    {
      ...access,
      schema: {
        body: courierPackageSizeBodySchema,
        response: { 200: courierAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      chooseCourierPackageSize(
        context(),
        signedInSeller(request).sellerId,
        request.body.packageSizeId,
      ),
  );

  app.delete(
    '/courier-account',
    { ...access, schema: { response: { 200: courierAccountResponseSchema, ...errors } } },
    async (request) => disconnectCourier(context(), signedInSeller(request).sellerId),
  );
};

/** Handing the seller's ready part to its courier, delivering it by hand, and the label. */
export const sellerHandoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => courierContextOf(app);
  const access = sellerOnly(app, 'dispatch');
  const pushMove = (moved: PartMoved) => {
    if (moved.update) app.realtime.orderStatusChanged(moved.customerId, moved.update);
  };

  app.get(
    '/orders/:id/handover',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: handoverPreviewSchema, ...errors } },
    },
    async (request) =>
      handoverPreview(context(), signedInSeller(request).sellerId, request.params.id),
  );

  /**
   * A seller's move of one part or parcel: `act` moves it for the signed-in seller, the
   * customer is told, and the parcel as it now stands is the answer.
   */
  const moveRoute = <Body extends z.ZodType>(
    path: string,
    body: Body,
    act: (
      sellerId: string,
      id: string,
      body: z.output<Body>,
      staffId: string,
    ) => Promise<{ parcel: z.output<typeof parcelResponseSchema>['parcel']; moved: PartMoved }>,
  ) =>
    app.post(
      path,
      {
        ...access,
        schema: {
          params: idParamsSchema,
          body,
          response: { 200: parcelResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { sellerId, staff } = signedInSeller(request);
        const { parcel, moved } = await act(
          sellerId,
          request.params.id,
          request.body as z.output<Body>,
          staff.id,
        );
        pushMove(moved);
        // Handed to the courier (its waybill) or out for delivery: the customer hears it.
        void app.orderNotices.parcelMoved(parcel._id);
        if (moved.update) void app.orderNotices.orderMoved(moved.update);
        return { parcel };
      },
    );

  moveRoute('/orders/:id/handover', handoverBodySchema, (sellerId, id, body, staffId) =>
    handOver(context(), sellerId, id, body, staffId),
  );
  moveRoute('/orders/:id/own-delivery', ownDeliveryBodySchema, (sellerId, id, body, staffId) =>
    deliverOurselves(context(), sellerId, id, body.reason, staffId),
  );
  moveRoute('/parcels/:id/moves', moveParcelBodySchema, (sellerId, id, body, staffId) =>
    moveOwnParcel(context(), sellerId, id, body, staffId),
  );

  app.get(
    '/parcels/:id/label',
    {
      ...access,
      // The answer is the courier's PDF (application/pdf), or an error.
      schema: { params: idParamsSchema, response: errors },
    },
    async (request, reply) => {
      const label = await courierLabel(
        context(),
        request.params.id,
        signedInSeller(request).sellerId,
      );
      return sendLabel(reply, label);
    },
  );
};
