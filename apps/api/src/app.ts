import path from 'node:path';
import type { ShopCapability } from '@chapkhana/shared/shop-roles';
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
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { answerSerializerCompiler } from './lib/answer-json';
import { systemClock, type Clock } from './lib/clock';
import { BROTLI_OPTIONS, ENCODINGS } from './lib/compression';
import { createSealer, deriveSealingKey, type Sealer } from './lib/sealed';
import { waseetLookalikePlugin } from './couriers/waseet/lookalike';
import { LOOKALIKE_PREFIX } from './modules/parcels/context';
import { fetchInProcess } from './modules/parcels/lookalike-mount';
import { withRedactedSecrets } from './lib/log-redaction';
import { parseQueryString } from './lib/query-string';
import { createMailer, type Mailer } from './mail/mailer';
import { MESSAGES_LOOKALIKE_PREFIX } from './config/config';
import { createFileMessenger } from './messages/file-outbox';
import { messagesLookalikePlugin } from './messages/lookalike/plugin';
import type { Messenger } from './messages/messenger';
import { createOrderNotices, type OrderNotices } from './modules/notifications/service';
import { createOtpiqClient } from './messages/otpiq/client';
import {
  createProviderMessenger,
  fallbackSealer,
  fallbackSweepEveryMs,
  startFallbackSweeper,
  type ProviderMessenger,
} from './messages/provider-messenger';
import { messageWebhookRoutes } from './messages/routes';
import { createWhatsAppClient } from './messages/whatsapp/client';
import { accountRoutes } from './modules/accounts/routes';
import { rateLimitOptions } from './modules/accounts/rate-limit-store';
import { addressRoutes } from './modules/addresses/routes';
import { cartRoutes } from './modules/cart/routes';
import { orderRoutes } from './modules/orders/routes';
import { customerDocumentRoutes } from './modules/documents/routes';
import { paymentRoutes } from './modules/payments/routes';
import type { CourierReader, PollerContext } from './modules/parcels/poller';
import { clientOf } from './modules/parcels/courier-accounts';
import { courierContextOf } from './modules/parcels/context';
import type { ParcelChange } from './modules/parcels/tracking';
import type { CourierAccountRow } from './modules/parcels/tracking-repository';
import { customerParcelRoutes } from './modules/parcels/tracking-routes';
import { courierWebhookRoutes } from './modules/parcels/webhook-routes';
import { printRoutes } from './modules/print/routes';
import { designRoutes } from './modules/design/routes';
import { paymentContext } from './modules/payments/context';
import { reviewRoutes } from './modules/reviews/routes';
import { staffRoutes } from './modules/staff/routes';
import { chatRoutes } from './modules/chat/routes';
import { adminRoutes } from './modules/admin/routes';
import { sellerRoutes } from './modules/seller/routes';
import { attachRealtime, type Realtime } from './realtime/realtime';
import { createFibClient, type FibClient } from './payments/fib/client';
import { setUpPageProviders, type PageProviders } from './payments/page-providers';
import { paymentNoticeRoutes } from './modules/payments/notice-routes';
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
import {
  cache,
  INVALIDATES_NOTHING,
  invalidatesCatalogue,
  requireInvalidates,
} from './plugins/cache';
import { inFlight } from './plugins/in-flight';
import { webApp } from './web/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    clock: Clock;
    mailer: Mailer;
    /** Sign-in codes and notices to phones: WhatsApp, SMS, or files in DATA_DIR/outbox. */
    messenger: Messenger;
    /** Messages about orders (modules/notifications), told after each move committed. */
    orderNotices: OrderNotices;
    /** First Iraqi Bank payments, when FIB_* are configured. */
    fib: FibClient | undefined;
    /** Qi Card, ZainCash and FastPay: configured, or the demo's look-alikes (PAYMENTS_LOOKALIKE). */
    pageProviders: PageProviders;
    /**
     * Seals sellers' courier credentials at rest: COURIER_SECRET_KEY, or outside production a key
     * derived from the JWT secret; undefined in production without the key (no courier then).
     */
    sealer: Sealer | undefined;
    /** Socket.IO pushes (orders, products, rate, chat) to every server copy's clients. */
    realtime: Realtime;
    /** Reads a courier account's orders (the poller, webhooks); modules/parcels/poller.ts. */
    courierReaderFor: (account: CourierAccountRow) => Promise<CourierReader>;
    /** Every route with its access and schemas, for the access and hostile-input tests (test/). */
    routeTable: {
      method: string;
      url: string;
      access: string | undefined;
      /** What a seller route needs of the member's role (packages/shared/src/shop-roles.ts). */
      capability: ShopCapability | readonly ShopCapability[] | undefined;
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
  /** Defaults to the configured WhatsApp/SMS providers, or the outbox files when none is. */
  messenger?: Messenger;
  /** Defaults to an FIB client for config.fib (none when FIB is not configured). */
  fib?: FibClient;
  /** Defaults to config.pagePayments' providers (and look-alikes); tests give their own. */
  pageProviders?: PageProviders;
  /** Redis channel prefix for the Socket.IO adapter (tests give each run its own). */
  realtimeChannel?: string;
  /**
   * How long a sign-in limit check waits for Redis before counting in this copy (0.3 s): tests
   * of the shared count on a busy machine wait longer, so a slow answer is not a lost one.
   */
  rateLimitCheckTimeoutMs?: number;
  /** Reads a courier account's orders; tests point it at the look-alike courier. */
  courierReaderFor?: (account: CourierAccountRow) => Promise<CourierReader>;
}

/** Builds the whole HTTP application; `server.ts` only adds listening and shutdown. */
export async function buildApp({
  config,
  database,
  logger = false,
  clock = systemClock,
  mailer,
  messenger,
  fib = config.fib ? createFibClient({ ...config.fib, clock }) : undefined,
  pageProviders,
  realtimeChannel,
  rateLimitCheckTimeoutMs,
  courierReaderFor,
}: AppDependencies) {
  const jwtSecret = config.jwtSecret;
  if (!jwtSecret)
    throw new Error('buildApp needs config.jwtSecret (server.ts loads or creates it).');
  const app = Fastify({
    // Courier tokens travel in URLs (`?token=`): no log line ever carries one.
    logger: withRedactedSecrets(logger),
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
  app.setSerializerCompiler(answerSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('fib', fib);
  const sealingKey =
    config.courierSecretKey ??
    (config.env === 'production' ? undefined : deriveSealingKey(jwtSecret));
  app.decorate('sealer', sealingKey ? createSealer(sealingKey) : undefined);
  // The account's own client (its sealed credentials opened) unless a test points elsewhere.
  app.decorate(
    'courierReaderFor',
    courierReaderFor ?? (async (account) => clientOf(courierContextOf(app), account)),
  );
  // Empty: couriers are called with the global fetch and each brand's limiter (tests set their own).
  app.decorate('courierCalls', {});
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
  // WhatsApp and SMS through the configured providers (or the look-alikes, MESSAGES_LOOKALIKE),
  // each message a row of the outbox table; with none configured, files in DATA_DIR/outbox.
  const messages = config.messages;
  const messagesFetch = messages.lookalike
    ? fetchInProcess(app, `${config.publicUrl}${MESSAGES_LOOKALIKE_PREFIX}`)
    : globalThis.fetch;
  const providerMessenger: ProviderMessenger | undefined =
    messages.whatsapp || messages.otpiq
      ? createProviderMessenger({
          db: () => app.database.db,
          whatsapp: messages.whatsapp
            ? createWhatsAppClient(
                { ...messages.whatsapp, timeoutMs: messages.timeoutMs },
                messagesFetch,
              )
            : undefined,
          sms: messages.otpiq
            ? createOtpiqClient({ ...messages.otpiq, timeoutMs: messages.timeoutMs }, messagesFetch)
            : undefined,
          sealer: fallbackSealer(jwtSecret),
          log: app.log,
          now: () => clock.now(),
          // OTPIQ posts reports to https only; the look-alike reaches the demo and tests too.
          reportUrl:
            config.publicUrl.startsWith('https://') || messages.lookalike
              ? (messageId) => `${config.publicUrl}/api/webhooks/otpiq/${messageId}`
              : undefined,
          deliveryWaitMs: messages.deliveryWaitMs,
        })
      : undefined;
  // The due SMS fallbacks are sent by a sweeper (started once in-flight work is counted), stopped
  // before closing waits for the work in flight.
  let stopFallbackSweeper: () => void = () => undefined;
  app.addHook('preClose', async () => stopFallbackSweeper());
  app.decorate(
    'messenger',
    messenger ??
      providerMessenger ??
      createFileMessenger({
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
        logCodes: config.env === 'development',
        now: () => clock.now(),
      }),
  );

  app.decorate(
    'orderNotices',
    createOrderNotices({
      db: () => app.database.db,
      messenger: () => app.messenger,
      mailer: () => app.mailer,
      log: app.log,
      now: () => clock.now(),
      publicUrl: config.publicUrl,
    }),
  );
  // Messages under way finish (or give up) before the database closes.
  app.addHook('onClose', async () => app.orderNotices.settled());

  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    requireInvalidates(route);
    for (const method of [route.method].flat()) {
      app.routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        capability: route.config?.capability,
        schema: route.schema,
        invalidatesCatalogue: invalidatesCatalogue(route.config ?? {}),
      });
    }
  });

  await app.register(errorHandling);
  // First of the hooks and before any route: closing waits for every request in flight.
  await app.register(inFlight);
  if (providerMessenger)
    stopFallbackSweeper = startFallbackSweeper(
      app,
      providerMessenger,
      fallbackSweepEveryMs(messages.deliveryWaitMs),
    );
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
  await app.register(
    fastifyRateLimit,
    rateLimitOptions(app, config.redisUrl, realtimeChannel, rateLimitCheckTimeoutMs),
  );
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
          messenger: app.messenger,
          log: app.log,
          publicUrl: config.publicUrl,
          jwtSecret,
          sessionsEnded: (sessionIds) => app.realtime.sessionsEnded(sessionIds),
        }),
      });
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(addressRoutes);
      await api.register(orderRoutes);
      await api.register(customerDocumentRoutes);
      await api.register(printRoutes);
      await api.register(designRoutes);
      await api.register(reviewRoutes);
      await api.register(staffRoutes, { jwtSecret });
      await api.register(chatRoutes);
      await api.register(adminRoutes, { prefix: '/admin', jwtSecret });
      await api.register(sellerRoutes, { prefix: '/seller', jwtSecret });
      await api.register(paymentRoutes, { context: () => paymentContext(app) });
      await api.register(paymentNoticeRoutes, { context: () => paymentContext(app) });
      await api.register(customerParcelRoutes);
      await api.register(courierWebhookRoutes, { context: () => trackingContext(app) });
      await api.register(messageWebhookRoutes, {
        context: () => ({
          db: app.database.db,
          now: () => app.clock.now(),
          log: app.log,
          whatsapp: messages.whatsapp,
          messenger: providerMessenger,
          publicUrl: config.publicUrl,
          inFlight: (work) => app.inFlight(work),
        }),
      });
    },
    { prefix: '/api' },
  );

  // The demo's courier (COURIER_LOOKALIKE): the Waseet-family look-alike, a simulation with open
  // test controls, so never on unless asked for (docs/architecture.md, "Couriers").
  if (config.courierLookalike) {
    await app.register(waseetLookalikePlugin, {
      prefix: '/lookalike/couriers',
      publicUrl: config.publicUrl,
      routeConfig: { access: 'public', invalidates: INVALIDATES_NOTHING },
    });
    // The shop's own courier calls reach it in-process, whatever PUBLIC_URL resolves to.
    app.courierCalls.fetch = fetchInProcess(app, `${config.publicUrl}${LOOKALIKE_PREFIX}`);
  }

  // The message providers' look-alikes (MESSAGES_LOOKALIKE): simulations with open controls.
  if (messages.lookalike) {
    const toOurselves = fetchInProcess(app, `${config.publicUrl}/api/webhooks`);
    await app.register(messagesLookalikePlugin, {
      prefix: MESSAGES_LOOKALIKE_PREFIX,
      graph: {
        accessToken: messages.whatsapp?.accessToken ?? '',
        phoneNumberId: messages.whatsapp?.phoneNumberId ?? '',
        wabaId: messages.whatsapp?.wabaId ?? '',
        appSecret: messages.whatsapp?.appSecret ?? '',
        webhookUrl: `${config.publicUrl}/api/webhooks/whatsapp`,
        fetch: () => toOurselves,
      },
      otpiq: { apiKey: messages.otpiq?.apiKey ?? '', fetch: () => toOurselves },
      routeConfig: { access: 'public', invalidates: INVALIDATES_NOTHING },
    });
  }

  // Qi Card, ZainCash and FastPay, and their look-alikes (PAYMENTS_LOOKALIKE): simulations with
  // open controls, so never on unless asked for.
  app.decorate(
    'pageProviders',
    pageProviders ??
      (await setUpPageProviders(app, {
        config: config.pagePayments,
        publicUrl: config.publicUrl,
        clock,
        routeConfig: { access: 'public', invalidates: INVALIDATES_NOTHING },
      })),
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

/** What parcel tracking needs from the app: the database, the couriers, the realtime pushes. */
export function trackingContext(app: FastifyInstance) {
  return {
    db: app.database.db,
    now: () => app.clock.now(),
    readerFor: app.courierReaderFor,
    pollEveryMs: app.config.courierPollSeconds * 1000,
    orderChanged: (customerId: string, update: OrderStatusUpdate) => {
      app.realtime.orderStatusChanged(customerId, update);
      void app.orderNotices.orderMoved(update);
    },
    parcelChanged: ({ customerId, sellerId, ...update }: ParcelChange) => {
      app.realtime.parcelChanged(customerId, sellerId, update);
      void app.orderNotices.parcelMoved(update.parcelId);
    },
    log: app.log,
  } satisfies PollerContext;
}

export { paymentContext };
