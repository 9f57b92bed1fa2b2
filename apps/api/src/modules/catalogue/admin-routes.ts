import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import {
  bannerFieldsSchema,
  bannerPageResponseSchema,
  bannerResponseSchema,
  categoryFieldsSchema,
  consoleCategoryPageResponseSchema,
  categoryResponseSchema,
  createSubCategoryBodySchema,
  subCategoryPageQuerySchema,
  subCategoryPageResponseSchema,
  subCategoryResponseSchema,
  updateBannerBodySchema,
  updateCategoryBodySchema,
  updateSubCategoryBodySchema,
} from '@chapkhana/shared/catalogue';
import { idParamsSchema, pageQuerySchema } from '@chapkhana/shared/fields';
import {
  synonymGroupBodySchema,
  synonymGroupPageResponseSchema,
  synonymGroupResponseSchema,
} from '@chapkhana/shared/search-synonyms';
import { errorResponses } from '../../lib/error-responses';
import { parseFormFields, readUpload, requireOneFile } from '../../lib/uploads';
import { adminOnly } from '../../plugins/console-access';
import {
  createBanner,
  createCategory,
  createSubCategory,
  deleteBanner,
  deleteCategory,
  deleteSubCategory,
  findCategory,
  replaceBannerImage,
  replaceCategoryImage,
  updateBanner,
  updateCategory,
  updateSubCategory,
} from './admin-service';
import { pageConsoleBanners, pageConsoleCategories, pageConsoleSubCategories } from './repository';
import {
  createSynonymGroup,
  deleteSynonymGroup,
  pageSynonymGroups,
  updateSynonymGroup,
} from './synonyms-repository';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 507);
const IMAGE_FIELD = 'image';
const multipart = ['multipart/form-data'];

/** Categories, sub-categories and banners, as the admin keeps them. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const dataDir = app.config.dataDir;
  const access = adminOnly(app);

  app.get(
    '/categories',
    {
      ...access,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: consoleCategoryPageResponseSchema, ...errors },
      },
    },
    async (request) => pageConsoleCategories(db(), request.query),
  );

  app.post(
    '/categories',
    {
      ...access,
      schema: {
        consumes: multipart,
        response: { 201: categoryResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, { fileField: IMAGE_FIELD, maxFiles: 1 });
      const fields = parseFormFields(categoryFieldsSchema, upload.fields);
      const image = requireOneFile(upload, IMAGE_FIELD);
      const category = await createCategory(db(), dataDir, fields, image);
      return reply.status(201).send({ category });
    },
  );

  app.get(
    '/categories/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: categoryResponseSchema, ...errors } },
    },
    async (request) => ({ category: await findCategory(db(), request.params.id) }),
  );

  app.patch(
    '/categories/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: updateCategoryBodySchema,
        response: { 200: categoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      category: await updateCategory(db(), request.params.id, request.body),
    }),
  );

  app.put(
    '/categories/:id/image',
    {
      ...access,
      schema: {
        consumes: multipart,
        params: idParamsSchema,
        response: { 200: categoryResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const upload = await readUpload(request, { fileField: IMAGE_FIELD, maxFiles: 1 });
      const image = requireOneFile(upload, IMAGE_FIELD);
      return { category: await replaceCategoryImage(db(), dataDir, request.params.id, image) };
    },
  );

  app.delete(
    '/categories/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteCategory(db(), request.params.id);
      return { message: 'The category was deleted.' };
    },
  );

  app.get(
    '/sub-categories',
    {
      ...access,
      schema: {
        querystring: subCategoryPageQuerySchema,
        response: { 200: subCategoryPageResponseSchema, ...errors },
      },
    },
    async (request) => pageConsoleSubCategories(db(), request.query),
  );

  app.post(
    '/sub-categories',
    {
      ...access,
      schema: {
        body: createSubCategoryBodySchema,
        response: { 201: subCategoryResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ subCategory: await createSubCategory(db(), request.body) }),
  );

  app.patch(
    '/sub-categories/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: updateSubCategoryBodySchema,
        response: { 200: subCategoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      subCategory: await updateSubCategory(db(), request.params.id, request.body),
    }),
  );

  app.delete(
    '/sub-categories/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteSubCategory(db(), request.params.id);
      return { message: 'The sub-category was deleted.' };
    },
  );

  app.get(
    '/banners',
    {
      ...access,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: bannerPageResponseSchema, ...errors },
      },
    },
    async (request) => pageConsoleBanners(db(), request.query),
  );

  app.post(
    '/banners',
    {
      ...access,
      schema: { consumes: multipart, response: { 201: bannerResponseSchema, ...uploadErrors } },
    },
    async (request, reply) => {
      const upload = await readUpload(request, { fileField: IMAGE_FIELD, maxFiles: 1 });
      const fields = parseFormFields(bannerFieldsSchema, upload.fields);
      const image = requireOneFile(upload, IMAGE_FIELD);
      return reply.status(201).send({ banner: await createBanner(db(), dataDir, fields, image) });
    },
  );

  app.patch(
    '/banners/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: updateBannerBodySchema,
        response: { 200: bannerResponseSchema, ...errors },
      },
    },
    async (request) => ({ banner: await updateBanner(db(), request.params.id, request.body) }),
  );

  app.put(
    '/banners/:id/image',
    {
      ...access,
      schema: {
        consumes: multipart,
        params: idParamsSchema,
        response: { 200: bannerResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const upload = await readUpload(request, { fileField: IMAGE_FIELD, maxFiles: 1 });
      const image = requireOneFile(upload, IMAGE_FIELD);
      return { banner: await replaceBannerImage(db(), dataDir, request.params.id, image) };
    },
  );

  app.delete(
    '/banners/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteBanner(db(), request.params.id);
      return { message: 'The banner was deleted.' };
    },
  );

  // The search's synonyms (issue 35.15): groups of terms that find the same products.
  app.get(
    '/search-synonyms',
    {
      ...access,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: synonymGroupPageResponseSchema, ...errors },
      },
    },
    async (request) => pageSynonymGroups(db(), request.query),
  );

  app.post(
    '/search-synonyms',
    {
      ...access,
      schema: {
        body: synonymGroupBodySchema,
        response: { 201: synonymGroupResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ group: await createSynonymGroup(db(), request.body) }),
  );

  app.patch(
    '/search-synonyms/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: synonymGroupBodySchema,
        response: { 200: synonymGroupResponseSchema, ...errors },
      },
    },
    async (request) => ({
      group: await updateSynonymGroup(db(), request.params.id, request.body),
    }),
  );

  app.delete(
    '/search-synonyms/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteSynonymGroup(db(), request.params.id);
      return { message: 'The synonym group was deleted.' };
    },
  );
};
