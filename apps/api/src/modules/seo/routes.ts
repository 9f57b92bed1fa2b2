import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { robotsTxt, sitemaps } from './service';

const XML = 'application/xml; charset=utf-8';
const PRODUCT_SITEMAP = /^products-([1-9]\d{0,5})\.xml$/;

/**
 * `/robots.txt`, `/sitemap.xml` and its children under `/sitemaps/`: public, the same for
 * everyone, so kept by the read cache and dropped with it on catalogue writes.
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  siteOrigin: string;
  productsPerSitemap?: number;
}> = async (app, options) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public', sharedRead: true };
  });
  const maps = sitemaps({
    db: () => app.database.db,
    siteOrigin: options.siteOrigin,
    keep: (key, read) => app.keepRead(key, read),
    ...(options.productsPerSitemap ? { productsPerSitemap: options.productsPerSitemap } : {}),
  });
  const robots = robotsTxt(options.siteOrigin);

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => reply.type(XML).send(await maps.index()));

  app.get(
    '/sitemaps/:name',
    { schema: { params: z.object({ name: z.string().max(40) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const number = PRODUCT_SITEMAP.exec(name)?.[1];
      const body =
        name === 'pages.xml'
          ? await maps.pages()
          : number
            ? await maps.products(Number(number))
            : undefined;
      // Past the last product sitemap, or a name that is none: crawlers drop a 404 from their list.
      if (body === undefined)
        throw notFound('route_not_found', { method: request.method, url: request.url });
      return reply.type(XML).send(body);
    },
  );
};
