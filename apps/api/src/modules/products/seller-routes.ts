import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import {
  arrangeImagesBodySchema,
  productBodySchema,
  productPublishedBodySchema,
  productQuickEditBodySchema,
  sellerProductPageQuerySchema,
  sellerProductPageResponseSchema,
  sellerProductResponseSchema,
} from '@chapkhana/shared/products';
import { idParamsSchema, MAX_PRODUCT_IMAGES } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { readUpload } from '../../lib/uploads';
import { signedInSeller } from '../../plugins/auth';
import { idempotencyHeaders } from '../idempotency/http';
import { sellerOnly } from '../../plugins/console-access';
import { pageOwnProducts } from './repository';
import {
  addProductImages,
  arrangeProductImages,
  copyProduct,
  createProduct,
  deleteProduct,
  findOwnProduct,
  quickEditProduct,
  setProductPublished,
  updateProduct,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 507);

/** A seller's own products: every route is limited to the signed-in seller's shop. */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = sellerOnly(app, 'catalogue');

  app.get(
    '/products',
    {
      ...access,
      schema: {
        querystring: sellerProductPageQuerySchema,
        response: { 200: sellerProductPageResponseSchema, ...errors },
      },
    },
    async (request) => pageOwnProducts(db(), signedInSeller(request).sellerId, request.query),
  );

  app.post(
    '/products',
    {
      ...access,
      schema: {
        headers: idempotencyHeaders,
        body: productBodySchema,
        response: { 200: sellerProductResponseSchema, 201: sellerProductResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { sellerId, staff } = signedInSeller(request);
      // The console sends one key per new-product form: a repeat answers the product it made.
      const { id, created } = await createProduct(
        db(),
        sellerId,
        staff.id,
        request.body,
        app.clock.now(),
        request.headers['idempotency-key'],
      );
      return reply
        .status(created ? 201 : 200)
        .send({ product: await findOwnProduct(db(), sellerId, id) });
    },
  );

  app.patch(
    '/products/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: productQuickEditBodySchema,
        response: { 200: sellerProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      const { id } = request.params;
      await quickEditProduct(db(), sellerId, staff.id, id, request.body, app.clock.now());
      app.realtime.productUpdated(request.params.id);
      return { product: await findOwnProduct(db(), sellerId, request.params.id) };
    },
  );

  app.put(
    '/products/:id/published',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: productPublishedBodySchema,
        response: { 200: sellerProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      const { id } = request.params;
      await setProductPublished(
        db(),
        sellerId,
        staff.id,
        id,
        request.body.published,
        app.clock.now(),
      );
      // Open product pages reload: a product taken off sale is gone for them.
      app.realtime.productUpdated(id);
      return { product: await findOwnProduct(db(), sellerId, id) };
    },
  );

  app.post(
    '/products/:id/copies',
    {
      ...access,
      schema: {
        headers: idempotencyHeaders,
        params: idParamsSchema,
        response: { 200: sellerProductResponseSchema, 201: sellerProductResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { sellerId, staff } = signedInSeller(request);
      // The console sends one key per copy it means: a double click makes one copy.
      const { id, created } = await copyProduct(
        db(),
        sellerId,
        staff.id,
        request.params.id,
        app.clock.now(),
        request.headers['idempotency-key'],
      );
      return reply
        .status(created ? 201 : 200)
        .send({ product: await findOwnProduct(db(), sellerId, id) });
    },
  );

  app.get(
    '/products/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: sellerProductResponseSchema, ...errors } },
    },
    async (request) => ({
      product: await findOwnProduct(db(), signedInSeller(request).sellerId, request.params.id),
    }),
  );

  app.put(
    '/products/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: productBodySchema,
        response: { 200: sellerProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      await updateProduct(
        db(),
        sellerId,
        staff.id,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      app.realtime.productUpdated(request.params.id);
      return { product: await findOwnProduct(db(), sellerId, request.params.id) };
    },
  );

  app.delete(
    '/products/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      await deleteProduct(db(), sellerId, staff.id, request.params.id, app.clock.now());
      // Open product pages reload and find it gone.
      app.realtime.productUpdated(request.params.id);
      return { message: 'The product was deleted.' };
    },
  );

  app.post(
    '/products/:id/images',
    {
      ...access,
      schema: {
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: sellerProductResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      // Another seller's product (or none) is refused before its pictures are read.
      await findOwnProduct(db(), sellerId, request.params.id);
      const upload = await readUpload(request, {
        fileField: 'images',
        maxFiles: MAX_PRODUCT_IMAGES,
      });
      await addProductImages(
        db(),
        app.config.dataDir,
        sellerId,
        staff.id,
        request.params.id,
        upload.files,
        app.clock.now(),
      );
      app.realtime.productUpdated(request.params.id);
      return { product: await findOwnProduct(db(), sellerId, request.params.id) };
    },
  );

  app.put(
    '/products/:id/images',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: arrangeImagesBodySchema,
        response: { 200: sellerProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      await arrangeProductImages(
        db(),
        sellerId,
        staff.id,
        request.params.id,
        request.body.images,
        app.clock.now(),
      );
      app.realtime.productUpdated(request.params.id);
      return { product: await findOwnProduct(db(), sellerId, request.params.id) };
    },
  );
};
