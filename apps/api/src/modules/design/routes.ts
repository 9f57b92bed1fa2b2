import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardApprovalBodySchema,
  cardArtworkBodySchema,
  cardArtworkResponseSchema,
  cardDesignBodySchema,
  cardDesignResponseSchema,
  cardDesignsQuerySchema,
  cardDesignsResponseSchema,
  cardDesignValuesBodySchema,
  cardFileResponseSchema,
  cardTemplatesResponseSchema,
} from '@chapkhana/shared/card-designs';
import { idParamsSchema, idSchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { readPrivateFile } from '../../lib/private-files';
import { fileViewerOf, signedInCustomer } from '../../plugins/auth';
import { customerOwnOnly } from '../../plugins/console-access';
import { customerUploadRoute, readPrintUpload } from '../print/upload';
import {
  cardFileFor,
  createDesign,
  customerDesign,
  customerDesigns,
  makeDesignArtwork,
  productTemplates,
  removeDesign,
  setDesignApproval,
  updateDesign,
  uploadCardFile,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 503, 507);

/**
 * Designed cards on the storefront's side (CARD_ROUTES): a print product's published templates,
 * their backgrounds, and the signed-in customer's logos and designs, whose print file becomes the
 * customer's artwork for the cart.
 */
export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart);
  const db = () => app.database.db;
  const customerOnly = customerOwnOnly(app);
  const customerUpload = customerUploadRoute(app);

  app.get(
    '/products/:id/card-templates',
    {
      config: { access: 'public', sharedRead: true },
      schema: { params: idParamsSchema, response: { 200: cardTemplatesResponseSchema } },
    },
    async (request) => ({ templates: await productTemplates(db(), request.params.id) }),
  );

  app.get(
    '/card-files/:id',
    { config: { access: 'public' }, schema: { params: idParamsSchema, response: errors } },
    async (request, reply) => {
      const viewer = await fileViewerOf(app, request, reply);
      const file = await cardFileFor(db(), request.params.id, {
        customerId: viewer.customerId,
        sellerId: viewer.staff?.sellerId ?? undefined,
        admin: viewer.staff?.role === 'admin',
      });
      const body = await readPrivateFile(app.config.dataDir, file.storageKey);
      const picture = file.mimeType !== 'application/pdf';
      return (reply as FastifyReply)
        .header('content-type', file.mimeType)
        .header('content-disposition', picture ? 'inline' : 'attachment; filename="background.pdf"')
        .header('cache-control', file.published ? 'public, max-age=3600' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );

  app.post(
    '/home/card-files',
    {
      ...customerUpload,
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: cardFileResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { file } = await readPrintUpload(request);
      const stored = await uploadCardFile(db(), app.config.dataDir, {
        owner: { customerId: signedInCustomer(request).id },
        file,
        now: app.clock.now(),
      });
      return reply.status(201).send({ file: stored });
    },
  );

  app.get(
    '/home/card-designs',
    {
      ...customerOnly,
      schema: {
        querystring: cardDesignsQuerySchema,
        response: { 200: cardDesignsResponseSchema, ...errors },
      },
    },
    async (request) => customerDesigns(db(), signedInCustomer(request).id, request.query.page),
  );

  app.get(
    '/home/card-designs/:id',
    {
      ...customerOnly,
      schema: { params: idParamsSchema, response: { 200: cardDesignResponseSchema, ...errors } },
    },
    async (request) => ({
      design: await customerDesign(db(), signedInCustomer(request).id, request.params.id),
    }),
  );

  app.post(
    '/home/card-designs',
    {
      ...customerOnly,
      schema: {
        body: cardDesignBodySchema,
        response: { 201: cardDesignResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const design = await createDesign(
        db(),
        signedInCustomer(request).id,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send({ design });
    },
  );

  app.put(
    '/home/card-designs/:id',
    {
      ...customerOnly,
      schema: {
        params: idParamsSchema,
        body: cardDesignValuesBodySchema,
        response: { 200: cardDesignResponseSchema, ...errors },
      },
    },
    async (request) => ({
      design: await updateDesign(
        db(),
        signedInCustomer(request).id,
        request.params.id,
        request.body.values,
        app.clock.now(),
      ),
    }),
  );

  app.delete(
    '/home/card-designs/:id',
    {
      ...customerOnly,
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ designId: idSchema }), ...errors },
      },
    },
    async (request) => {
      await removeDesign(db(), signedInCustomer(request).id, request.params.id);
      return { designId: request.params.id };
    },
  );

  app.post(
    '/home/card-designs/:id/artwork',
    {
      ...customerOnly,
      schema: {
        params: idParamsSchema,
        body: cardArtworkBodySchema,
        response: { 201: cardArtworkResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const artwork = await makeDesignArtwork(db(), app.config.dataDir, {
        customerId: signedInCustomer(request).id,
        designId: request.params.id,
        choice: request.body.options,
        now: app.clock.now(),
      });
      return reply.status(201).send({ artwork });
    },
  );

  app.put(
    '/home/card-designs/:id/approval',
    {
      ...customerOnly,
      schema: {
        params: idParamsSchema,
        body: cardApprovalBodySchema,
        response: { 200: cardArtworkResponseSchema, ...errors },
      },
    },
    async (request) => ({
      artwork: await setDesignApproval(db(), {
        customerId: signedInCustomer(request).id,
        designId: request.params.id,
        artworkId: request.body.artworkId,
        approved: request.body.approved,
        now: app.clock.now(),
      }),
    }),
  );
};
