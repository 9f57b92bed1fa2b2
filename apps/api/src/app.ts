import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { BROTLI_OPTIONS, ENCODINGS } from './lib/compression';
import { parseQueryString } from './lib/query-string';
import { createMailer, type Mailer } from './mail/mailer';
import { accountRoutes } from './modules/accounts/routes';
import { rateLimitOptions } from './modules/accounts/rate-limit-store';
import { addressRoutes } from './modules/addresses/routes';
import { cartRoutes } from './modules/cart/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { printRoutes } from './modules/print/routes';
import type { PaymentContext } from './modules/payments/service';
import { reviewRoutes } from './modules/reviews/routes';
import { staffRoutes } from './modules/staff/routes';
import { chatRoutes } from './modules/chat/routes';
import { adminRoutes } from './modules/admin/routes';
import { sellerRoutes } from './modules/seller/routes';
import { attachRealtime, type Realtime } from './realtime/realtime';
import { createFibClient, type FibClient } from './payments/fib/client';
import { wishlistRoutes } from './modules/wishlist/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { settingsRoutes } from './modules/settings/routes';
import { seoRoutes } from './modules/seo/routes';
import { healthRoutes } from './modules/health/routes';
import { pageStartScriptHashes } from './web/page-template';
import { customerAuth } from './plugins/auth';
import { apiCors } from './plugins/cors';
import { answerFrameworkError, errorHandling } from './plugins/errors';
import { refuseUnstorableText } from './plugins/text-input';
import { cache, invalidatesCatalogue, requireInvalidates } from './plugins/cache';
import { inFlight } from './plugins/in-flight';
import { webApp } from './web/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    clock: Clock;
    mailer: Mailer;
    /** First Iraqi Bank payments, when FIB_* are configured. */
    fib: FibClient | undefined;
    /** Socket.IO pushes (orders, products, rate, chat) to every server copy's clients. */
    realtime: Realtime;
    /** Every route with its access and schemas, for the access and hostile-input tests (test/). */
    routeTable: {
      method: string;
      url: string;
      access: string | undefined;
      schema: FastifySchema | undefined;
      /** Its success drops the kept catalogue answers and pages (plugins/cache.ts). */
      invalidatesCatalogue: boolean;
    }[];
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the system clock; tests move time with their own. */
  clock?: Clock;
  /** Defaults to SMTP or the outbox, per config. */
  mailer?: Mailer;
  /** Defaults to an FIB client for config.fib (none when FIB is not configured). */
  fib?: FibClient;
  /** Redis channel prefix for the Socket.IO adapter (tests give each run its own). */
  realtimeChannel?: string;
}

/** Builds the whole HTTP application; `server.ts` only adds listening and shutdown. */
export async function buildApp({
  config,
  database,
  logger = false,
  clock = systemClock,
  mailer,
  fib = config.fib ? createFibClient({ ...config.fib, clock }) : undefined,
  realtimeChannel,
}: AppDependencies) {
  const jwtSecret = config.jwtSecret;
  if (!jwtSecret)
    throw new Error('buildApp needs config.jwtSecret (server.ts loads or creates it).');
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // The client's address comes from X-Forwarded-For only through the proxies TRUST_PROXY names.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Request ids let a log line be traced back to the request that wrote it.
    requestIdHeader: 'x-request-id',
    frameworkErrors: answerFrameworkError,
    // An empty query parameter is an unset one (`?rating=&sortPrice=`), on every route.
    routerOptions: { querystringParser: parseQueryString },
  });
  // Behind a balancer, each answer names the copy that wrote it (COPY_NAME; nothing when unset).
  // First of all hooks, so kept answers and error answers carry it too.
  const copyName = config.copyName;
  if (copyName) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-served-by', copyName);
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('fib', fib);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  );

  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    requireInvalidates(route);
    for (const method of [route.method].flat()) {
      app.routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema,
        invalidatesCatalogue: invalidatesCatalogue(route.config ?? {}),
      });
    }
  });

  await app.register(errorHandling);
  // First of the hooks and before any route: closing waits for every request in flight.
  await app.register(inFlight);
  // Security headers are set first, so every answer carries them: a kept catalogue answer is
  // sent from the read cache's onRequest hook, and hooks run in the order they were added.
  // helmet's middleware, made once (@fastify/helmet makes it again for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // public/page-start.js is written into the pages the server draws (web/page-template.ts).
        scriptSrc: ["'self'", ...pageStartScriptHashes(config.webDistDir)],
        // react-hot-toast injects its keyframes in a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Images and fonts are same-origin; the default would also block nothing we use.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  // Other origins (CORS_ORIGINS) may call the API: before the read cache, so kept answers get
  // their reader's CORS headers too.
  await app.register(apiCors, { origins: config.corsOrigins });

  // Reads carry an ETag, so a phone that has an answer already gets a 304 instead of the body again
  // (weak: the same answer may travel compressed or not).
  await app.register(fastifyEtag, { weak: true });
  await app.register(cache, { seconds: config.readCacheSeconds });
  // JSON and pages travel compressed (after the cache and the ETag, which see the plain text);
  // a kept page comes compressed already (web/spa.ts), and is sent as it is.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
  await app.register(refuseUnstorableText);
  await app.register(fastifyCookie);
  // Limits are applied per route (sign-in); counters are shared through Redis when configured.
  await app.register(fastifyRateLimit, rateLimitOptions(app, config.redisUrl, realtimeChannel));
  await app.register(customerAuth, {
    secret: jwtSecret,
    clock,
    secureCookie: config.publicUrl.startsWith('https://'),
    db: () => app.database.db,
    allowedOrigins: config.allowedOrigins,
  });
  // OpenAPI generated from the same zod schemas that validate the routes.
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Chapkhana API',
        description: 'The storefront and console API. Errors answer `{ "error": "<sentence>" }`.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.decorate(
    'realtime',
    attachRealtime(app, {
      secret: jwtSecret,
      clock,
      db: () => app.database.db,
      redisUrl: config.redisUrl,
      allowedOrigins: config.allowedOrigins,
      corsOrigins: config.corsOrigins,
      copyName: config.copyName,
      ...(realtimeChannel ? { channel: realtimeChannel } : {}),
      onCatalogueChangedElsewhere: () => app.forgetSharedReads('elsewhere'),
    }),
  );

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(settingsRoutes);
      await api.register(accountRoutes, {
        context: () => ({
          db: app.database.db,
          clock: app.clock,
          mailer: app.mailer,
          publicUrl: config.publicUrl,
          jwtSecret,
          sessionsEnded: (sessionIds) => app.realtime.sessionsEnded(sessionIds),
        }),
      });
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(addressRoutes);
      await api.register(orderRoutes);
      await api.register(printRoutes);
      await api.register(reviewRoutes);
      await api.register(staffRoutes, { jwtSecret });
      await api.register(chatRoutes);
      await api.register(adminRoutes, { prefix: '/admin', jwtSecret });
      await api.register(sellerRoutes, { prefix: '/seller' });
      await api.register(paymentRoutes, { context: () => paymentContext(app) });
    },
    { prefix: '/api' },
  );

  // robots.txt and the sitemaps, beside the pages they describe.
  await app.register(seoRoutes, { siteOrigin: config.publicUrl });

  await app.register(webApp, {
    webDistDir: config.webDistDir,
    consoleDistDir: config.consoleDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    publicUrl: config.publicUrl,
    readCacheSeconds: config.readCacheSeconds,
    embeddablePictures: config.corsOrigins.length > 0,
  });

  return app;
}

/** What payment handling needs from the app, including the realtime push of status changes. */
export function paymentContext(app: FastifyInstance): PaymentContext {
  return {
    db: app.database.db,
    fib: app.fib,
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
    notify: (customerId, update) => app.realtime.orderStatusChanged(customerId, update),
    catalogueChanged: () => app.forgetSharedReads(),
    log: app.log,
  };
}
