import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesWithSubCategoriesResponseSchema,
  categorysResponseSchema,
} from '@chapkhana/shared/catalogue';
import { listCategories, listCategoriesWithSubCategories } from './repository';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home/get-categorys',
    { schema: { response: { 200: categorysResponseSchema } } },
    async () => ({ categorys: await listCategories(app.database.db) }),
  );

  app.get(
    '/home/get-categories-subCategories',
    { schema: { response: { 200: categoriesWithSubCategoriesResponseSchema } } },
    async () => ({ categories: await listCategoriesWithSubCategories(app.database.db) }),
  );
};
