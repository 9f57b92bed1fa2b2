import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannersResponseSchema,
  categoriesWithSubCategoriesResponseSchema,
  categoryPageQuerySchema,
  categoryPageResponseSchema,
  categorysResponseSchema,
  currencyResponseSchema,
  discountProductsResponseSchema,
  homePageResponseSchema,
  homeProductsResponseSchema,
  newProductsResponseSchema,
  priceRangeLatestResponseSchema,
  productDetailsResponseSchema,
  queryProductsQuerySchema,
  queryProductsResponseSchema,
  subCategoriesResponseSchema,
} from '@chapkhana/shared/catalogue';
import { idSchema } from '@chapkhana/shared/fields';
import { LISTING_PAGE_SIZE } from '@chapkhana/shared/listing';
import {
  countDiscountedProducts,
  listProducts,
  priceRange,
  queryProducts,
  searchSuggestions,
} from './product-repository';
import {
  listBanners,
  listCategories,
  listCategoriesWithSubCategories,
  listSubCategories,
  pageCategories,
} from './repository';
import { HOME_LIST_SIZE, homePage, homeProducts, inGroupsOfThree, productDetails } from './service';
import { requireRate } from '../currency/service';
import { errorResponses } from '../../lib/error-responses';
import { clientNetwork } from '../../lib/client-network';

const errors = errorResponses(400, 404);
const searchErrors = errorResponses(400, 404, 429, 503);
/**
 * Searches one network may send per minute (only requests with a search text count: a listing
 * without one is cheap and shared by the micro-cache). The storefront sends one per submitted
 * search, never per keystroke. Generous: Iraqi mobile carriers put many phones behind one
 * address (carrier-grade NAT), and what bounds a search's cost on the database is the
 * three-word bound and the statement timeout, not this.
 */
export const SEARCHES_PER_MINUTE = 600;
const searchLimit = {
  max: SEARCHES_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `search-ip:${clientNetwork(request.ip)}`,
  allowList: (request: FastifyRequest) => {
    const { searchValue } = request.query as { searchValue?: unknown };
    return typeof searchValue !== 'string' || searchValue.trim() === '';
  },
};
/** The spec's default slider range when there is nothing to measure. */
const DEFAULT_PRICE_RANGE = { low: 0, high: 100 };

const subCategoriesQuery = z.object({ categoryId: idSchema.optional() });
const priceRangeQuery = z.object({
  categoryId: idSchema.optional(),
  category: z.string().max(200).optional(),
  searchValue: z.string().max(200).optional(),
});

/** docs/storefront.md §7 Catalogue: public reads, spelled as the spec spells them. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Every read here is public and the same for everyone, so it may come from the micro-cache.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public', sharedRead: true };
  });

  app.get(
    '/home/get-categorys',
    { schema: { response: { 200: categorysResponseSchema } } },
    async () => ({
      categorys: await listCategories(db()),
    }),
  );

  app.get(
    '/home/get-categories',
    {
      schema: {
        response: { 200: z.object({ categoriesView: categorysResponseSchema.shape.categorys }) },
      },
    },
    async () => ({
      categoriesView: await listCategories(db()),
    }),
  );

  for (const path of ['/home/get-categories-subCategories', '/get-categories-subCategories']) {
    app.get(
      path,
      { schema: { response: { 200: categoriesWithSubCategoriesResponseSchema } } },
      async () => ({
        categories: await listCategoriesWithSubCategories(db()),
      }),
    );
  }

  for (const path of ['/home/get-subCategories', '/get-subCategories']) {
    app.get(
      path,
      {
        schema: {
          querystring: subCategoriesQuery,
          response: { 200: subCategoriesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        subCategories: await listSubCategories(db(), request.query.categoryId),
      }),
    );
  }

  app.get(
    '/category-get',
    {
      schema: {
        querystring: categoryPageQuerySchema,
        response: { 200: categoryPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page = 1, parPage = 20, searchValue } = request.query;
      const result = await pageCategories(db(), { page, perPage: parPage, searchValue });
      return { categories: result.categories, totalCategory: result.total };
    },
  );

  app.get('/home/page-data', { schema: { response: { 200: homePageResponseSchema } } }, async () =>
    homePage(db()),
  );

  app.get(
    '/home/get-products',
    { schema: { response: { 200: homeProductsResponseSchema } } },
    async () => homeProducts(db()),
  );

  app.get(
    '/home/price-range-latest-product',
    {
      config: { rateLimit: searchLimit },
      schema: {
        querystring: priceRangeQuery,
        response: { 200: priceRangeLatestResponseSchema, ...searchErrors },
      },
    },
    async (request) => {
      const [range, latest] = await Promise.all([
        priceRange(db(), request.query),
        listProducts(db(), 'newest', 9, request.query),
      ]);
      return { latest_product: inGroupsOfThree(latest), priceRange: range ?? DEFAULT_PRICE_RANGE };
    },
  );

  app.get(
    '/home/query-products',
    {
      config: { rateLimit: searchLimit },
      schema: {
        querystring: queryProductsQuerySchema,
        response: { 200: queryProductsResponseSchema, ...searchErrors },
      },
    },
    async (request) => {
      const result = await queryProducts(db(), request.query, LISTING_PAGE_SIZE);
      const suggestions =
        result.total === 0 && result.plan ? await searchSuggestions(db(), result.plan) : undefined;
      return {
        products: result.products,
        totalProduct: result.total,
        parPage: LISTING_PAGE_SIZE,
        ...(suggestions ? { suggestions } : {}),
      };
    },
  );

  app.get(
    '/home/product-details/:slug',
    {
      schema: {
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: productDetailsResponseSchema, ...errors },
      },
    },
    async (request) =>
      productDetails(
        db(),
        request.params.slug,
        (key, read) => app.keepRead(key, read),
        app.config.shippingFeeIqd,
      ),
  );

  app.get(
    '/home/get-discount-products',
    { schema: { response: { 200: discountProductsResponseSchema } } },
    async () => {
      const [discountProducts, totalProduct] = await Promise.all([
        listProducts(db(), 'mostDiscounted', HOME_LIST_SIZE),
        countDiscountedProducts(db()),
      ]);
      return { totalProduct, discountProducts };
    },
  );

  app.get(
    '/home/get-new-products',
    { schema: { response: { 200: newProductsResponseSchema } } },
    async () => ({
      newProducts: await listProducts(db(), 'newest', HOME_LIST_SIZE),
    }),
  );

  app.get('/banners', { schema: { response: { 200: bannersResponseSchema } } }, async () => ({
    banners: await listBanners(db()),
  }));

  app.get(
    '/get-currencyIQD',
    { schema: { response: { 200: currencyResponseSchema } } },
    async () => ({
      currencyIQD: await requireRate(db()),
    }),
  );
};
