import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp, paymentContext, trackingContext } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openDatabase } from './db/client';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_STAFF_PASSWORD,
  isCatalogueEmpty,
  seedDemoCatalogue,
} from './db/seed/seed';
import { demoSellers } from './db/seed/demo-catalogue';
import { loadOrCreateSecret } from './lib/secret';
import { connectDemoCouriers, demoCourierSellers } from './modules/parcels/demo-couriers';
import { backfillSearchText } from './modules/catalogue/service';
import { backfillPrintPriceFrom } from './modules/products/service';
import { sweepExpiredPayments } from './modules/payments/service';
import { checkYesterdayIfDue } from './modules/payments/reconciliation';
import { startCourierPoller } from './modules/parcels/poller';
import { forgetRequestsBefore } from './modules/idempotency/repository';
import { KEEP_ANSWERS_MS } from './modules/idempotency/service';

/** Start-up: validated config, database with migrations, demo catalogue on first start, listen. */
async function start(loaded: Config) {
  await mkdir(path.join(loaded.dataDir, 'uploads'), { recursive: true });
  const config = {
    ...loaded,
    jwtSecret: loaded.jwtSecret ?? (await loadOrCreateSecret(loaded.dataDir)),
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await backfillSearchText(database.db);
  await backfillPrintPriceFrom(database.db);

  const app = await buildApp({ config, database, logger: { level: config.logLevel } });

  if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
    app.log.info('Empty database: inserting the demo catalogue (first start only).');
    await seedDemoCatalogue(database.db, path.join(config.dataDir, 'uploads'));
    app.log.info('Demo catalogue ready.');
  }
  if (config.seedDemo && config.courierLookalike) {
    // The demo's Baghdad and Basra print houses hand parcels to the look-alike courier.
    try {
      const connected = await connectDemoCouriers(app, await demoCourierSellers(database.db));
      if (connected > 0)
        app.log.info(`Demo sellers connected to the look-alike courier: ${connected}.`);
    } catch (error) {
      app.log.warn({ err: error }, 'connecting the demo sellers to the look-alike courier failed');
    }
  }
  if (config.seedDemo) {
    // Demo mode only: the console sign-ins a developer needs to try the shop.
    app.log.info(
      `Demo console sign-ins (password "${DEMO_STAFF_PASSWORD}"): admin ${DEMO_ADMIN_EMAIL}; sellers ${demoSellers.map((s) => s.email).join(', ')}.`,
    );
  }

  // Unpaid orders past their time are rows found by a query; any copy may sweep, a restart loses nothing.
  // A sweep waiting on slow providers can outlast the minute: the next one starts after it ends,
  // never beside it (both would ask the same providers about the same payments).
  let sweeping = false;
  const sweep = setInterval(() => {
    // Counted as in flight: closing waits for a sweep under way before the pool ends.
    if (!sweeping) {
      sweeping = true;
      app
        .inFlight(sweepExpiredPayments(paymentContext(app)))
        .then((cancelled) => {
          if (cancelled === 0) return;
          app.log.info(`Cancelled ${cancelled} unpaid orders whose time ran out.`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sweeping unpaid orders failed'))
        .finally(() => {
          sweeping = false;
        });
    }
    // Reconciliation: yesterday (Iraq time) is checked against each provider once, on the first
    // round after midnight (a restart finds it unchecked and checks it then).
    app
      .inFlight(checkYesterdayIfDue(paymentContext(app)))
      .catch((error: unknown) => app.log.error({ err: error }, 'checking yesterday failed'));
    // Clients send a write again within minutes; answers kept for its Idempotency-Key go after a day.
    app
      .inFlight(forgetRequestsBefore(database.db, new Date(Date.now() - KEEP_ANSWERS_MS)))
      .catch((error: unknown) => app.log.error({ err: error }, 'forgetting kept answers failed'));
  }, 60_000);
  sweep.unref();
  // Open parcels are asked about at their couriers; a lease per account keeps it to one copy.
  const stopPolling = startCourierPoller(
    app,
    trackingContext(app),
    Math.min(config.courierPollSeconds, 60) * 1000,
  );

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received: closing the server.`);
    clearInterval(sweep);
    stopPolling();
    await app.close();
    await database.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(
        `Port ${config.port} is already in use: stop the program using it or set PORT to a free port.`,
      );
    }
    throw error;
  }
  app.log.info(
    `Chapkhana is serving ${config.publicUrl} on the ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`,
  );
}

try {
  await start(loadConfig());
} catch (error) {
  // A configuration problem is the operator's to fix: one clear sentence, no stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
