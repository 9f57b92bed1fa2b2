import type { FastifyInstance } from 'fastify';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import type { FibClient } from '../../payments/fib/client';
import type { PaymentProvider } from '../../payments/provider';
import type { PageProviderId } from './repository';

/** What payment handling needs from the app. */
export interface PaymentContext {
  db: Database;
  fib: FibClient | undefined;
  /** The providers paid on their own page that this server has set up (config, or the demo's look-alikes). */
  pageProviders: Partial<Record<PageProviderId, PaymentProvider>>;
  /** Those of them answered by a look-alike (the demo): offered as simulations. */
  simulatedProviders?: ReadonlySet<PageProviderId>;
  publicUrl: string;
  now: () => Date;
  /** Tells the customer's open pages (realtime) that an order's payment or delivery state changed. */
  notify?: (customerId: string, update: OrderStatusUpdate) => void;
  /** Stock went back on sale outside a catalogue-changing route (callback, polling, sweeper). */
  catalogueChanged?: () => void;
  /** Where money that needs a person (a refund due) is reported. */
  log?: { error: (details: object, message: string) => void };
}

/** What payment handling needs from the app, including the realtime push of status changes. */
export function paymentContext(app: FastifyInstance): PaymentContext {
  return {
    db: app.database.db,
    fib: app.fib,
    pageProviders: app.pageProviders.providers,
    simulatedProviders: app.pageProviders.simulated,
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
    notify: (customerId, update) => {
      app.realtime.orderStatusChanged(customerId, update);
      void app.orderNotices.orderMoved(update);
    },
    catalogueChanged: () => app.forgetSharedReads(),
    log: app.log,
  };
}
