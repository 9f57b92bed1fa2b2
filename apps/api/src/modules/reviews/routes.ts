import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import { apiErrorSchema } from '@chapkhana/shared/api-error';
import {
  getReviewsParamsSchema,
  getReviewsQuerySchema,
  reviewsResponseSchema,
  SUBMIT_REVIEW_MESSAGE,
  submitReviewBodySchema,
} from '@chapkhana/shared/reviews';
import { REVIEWS_PAGE_SIZE } from '@chapkhana/shared/review-rules';
import { signedInCustomer } from '../../plugins/auth';
import { productReviews, submitReview } from './service';
import { INVALIDATES_CATALOGUE } from '../../plugins/cache';

/** docs/storefront.md §7 Customer reviews: anyone reads a product's reviews; a signed-in customer writes one. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/home/customer/submit-review',
    {
      config: { access: 'customer', invalidates: INVALIDATES_CATALOGUE },
      preHandler: app.requireCustomer,
      schema: {
        body: submitReviewBodySchema,
        response: {
          201: messageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await submitReview(db(), {
        customerId: signedInCustomer(request).id,
        productId: request.body.productId,
        rating: request.body.rating,
        review: request.body.review,
        now: app.clock.now(),
      });
      // The product's rating changed: open product pages reload it.
      app.realtime.productUpdated(request.body.productId);
      return reply.status(201).send({ message: SUBMIT_REVIEW_MESSAGE });
    },
  );

  app.get(
    '/home/customer/get-reviews/:productId',
    {
      config: { access: 'public' },
      schema: {
        params: getReviewsParamsSchema,
        querystring: getReviewsQuerySchema,
        response: { 200: reviewsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      productReviews(db(), request.params.productId, request.query.pageNo, REVIEWS_PAGE_SIZE),
  );
};
