import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardFileResponseSchema,
  cardTemplateBodySchema,
  cardTemplateProductsResponseSchema,
  cardTemplateResponseSchema,
  cardTemplatesResponseSchema,
  cardTemplateUpdateSchema,
} from '@chapkhana/shared/card-designs';
import { idParamsSchema, idSchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { signedInSeller } from '../../plugins/auth';
import { sellerOnly } from '../../plugins/console-access';
import { readPrintUpload } from '../print/upload';
import {
  createTemplate,
  removeTemplate,
  sellerTemplate,
  sellerTemplates,
  templateProducts,
  updateTemplate,
  uploadCardFile,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 503, 507);

/**
 * A print house's card templates (issue 40): made by the owner or a designer for the shop's own
 * print products; a write drops the kept product pages, which list the published ones.
 */
export const sellerDesignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const templateMakers = sellerOnly(app, ['catalogue', 'artwork']);

  app.get(
    '/card-templates',
    { ...templateMakers, schema: { response: { 200: cardTemplatesResponseSchema, ...errors } } },
    async (request) => ({
      templates: await sellerTemplates(db(), signedInSeller(request).sellerId),
    }),
  );

  app.get(
    '/card-template-products',
    {
      ...templateMakers,
      schema: { response: { 200: cardTemplateProductsResponseSchema, ...errors } },
    },
    async (request) => ({
      products: await templateProducts(db(), signedInSeller(request).sellerId),
    }),
  );

  app.get(
    '/card-templates/:id',
    {
      ...templateMakers,
      schema: { params: idParamsSchema, response: { 200: cardTemplateResponseSchema, ...errors } },
    },
    async (request) => ({
      template: await sellerTemplate(db(), signedInSeller(request).sellerId, request.params.id),
    }),
  );

  app.post(
    '/card-templates',
    {
      ...templateMakers,
      schema: {
        body: cardTemplateBodySchema,
        response: { 201: cardTemplateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const template = await createTemplate(
        db(),
        signedInSeller(request).sellerId,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send({ template });
    },
  );

  app.put(
    '/card-templates/:id',
    {
      ...templateMakers,
      schema: {
        params: idParamsSchema,
        body: cardTemplateUpdateSchema,
        response: { 200: cardTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      template: await updateTemplate(
        db(),
        signedInSeller(request).sellerId,
        request.params.id,
        request.body,
        app.clock.now(),
      ),
    }),
  );

  app.delete(
    '/card-templates/:id',
    {
      ...templateMakers,
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ templateId: idSchema }), ...errors },
      },
    },
    async (request) => {
      await removeTemplate(db(), signedInSeller(request).sellerId, request.params.id);
      return { templateId: request.params.id };
    },
  );

  app.post(
    '/card-files',
    {
      ...templateMakers,
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: cardFileResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { file } = await readPrintUpload(request);
      const stored = await uploadCardFile(db(), app.config.dataDir, {
        owner: { sellerId: signedInSeller(request).sellerId },
        file,
        now: app.clock.now(),
      });
      return reply.status(201).send({ file: stored });
    },
  );
};
