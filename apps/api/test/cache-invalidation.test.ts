import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_TABLES } from '../src/plugins/cache';
import { databaseFingerprint } from './helpers/database-fingerprint';
import { pictureOf } from './helpers/images';
import {
  apiRoutes,
  injectOptions,
  routeName,
  WALK_TIMEOUT_MS,
  type ApiRoute,
} from './helpers/route-requests';
import {
  createShopWorld,
  restockWorld,
  rightCaller,
  worldRequest,
  type ShopWorld,
} from './helpers/shop-world';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 34: kept answers, lists, pages and sitemaps live for minutes (READ_CACHE_SECONDS 300) and
 * are dropped only when the cache generation moves (plugins/cache.ts). Every write route declares
 * what it invalidates; this walks every one in the live route table with a valid request on real
 * rows, and fails for one that changed a catalogue row without moving the generation.
 */

/** Tables no public answer or page shows, and why; every other table is a catalogue table. */
const PRIVATE_TABLES: Record<string, string> = {
  customers: 'accounts (a review shows its text and rating, not the account)',
  staff_users: 'console accounts',
  email_verifications: 'sign-in links',
  sessions: 'sign-ins',
  cart_lines: 'a cart holds no stock',
  wishlist_items: 'wishlists are not shown to others',
  addresses: 'the customer’s own addresses',
  orders: 'the customer’s own orders (the stock they take is in product_colors)',
  fib_payments: 'payments',
  page_payments: 'payments',
  payment_refunds: 'payments',
  payment_flags: 'payments: reconciliation for the admin',
  payment_checks: 'payments: reconciliation for the admin',
  order_invoices: 'payments',
  payment_receipts: 'payments',
  seller_orders: 'the seller’s own orders',
  order_lines: 'the customer’s own order lines',
  idempotent_requests: 'replayed answers to one client',
  artwork_files: 'the customer’s own files',
  print_line_artwork: 'the customer’s own files',
  proofs: 'a proof is between a customer and a seller',
  print_messages: 'a proof is between a customer and a seller',
  chat_contacts: 'chat',
  chat_messages: 'chat',
  courier_accounts: 'a seller’s own courier account',
  courier_cities: 'the couriers’ city lists',
  parcels: 'the customer’s own parcels (a courier’s status moves no stock)',
  parcel_events: 'a parcel’s history',
  courier_invoices: 'a seller’s settlements with its courier',
  phone_codes: 'sign-in codes (only their hashes)',
  password_reset_links: 'password links (only their hashes)',
  messages: 'WhatsApp and SMS messages to one person',
  message_conversations: 'when a person last wrote to the shop on WhatsApp',
  order_notices: 'which order messages a person was sent',
  print_redatings: 'when a customer’s running job was given a new day',
  audit_events: 'who changed an order, a product or a setting (the console’s history)',
  card_files: 'a card’s files show only through a published template, whose write invalidates',
  card_designs: 'the customer’s own card designs',
  __drizzle_migrations: 'the schema’s history',
};

/**
 * Writes that declare nothing which the walk's request cannot carry out, why, and why they
 * cannot change the catalogue; every other write that declares nothing must succeed in the walk.
 */
const NOT_CARRIED_OUT: Record<string, string> = {
  'POST /api/auth/verify-email': 'needs a mailed link; marks an email verified',
  'POST /api/customer/customer-register': 'needs a mailed link; a new customer shows nowhere',
  'POST /api/customer/customer-login': 'needs the real password; a session',
  'POST /api/staff/login': 'needs the real password; a session',
  'POST /api/staff/password': 'needs a mailed link; a staff member’s own password',
  'POST /api/customer/email':
    'the registration link just asked for the example email (one limit); the customer’s own row',
  'POST /api/customer/email/confirm': 'needs a mailed link; the customer’s own email',
  'PUT /api/customer/change-password': 'the example repeats the password; the customer’s own row',
  'POST /api/home/product/add-to-card': 'the example names no size; a cart holds no stock',
  'POST /api/home/print/cart': 'the world’s product is not printed to order; a cart holds no stock',
  'POST /api/home/print/artwork': 'needs a PDF; the customer’s own files',
  'POST /api/home/print/lines/:lineId/artwork': 'needs a PDF; the customer’s own files',
  'POST /api/home/print/lines/:lineId/changes':
    'the walk approved the proof; a proof takes no stock',
  'DELETE /api/home/print/artwork/:id': 'the world’s file is in an order; the customer’s own files',
  'PUT /api/home/card-designs/:id/approval':
    'the world’s file is not the design’s newest print file; the customer’s own file, never stock',
  'POST /api/auth/phone-code/verify': 'needs the code sent to the phone; a session or a ticket',
  'POST /api/auth/phone-register': 'needs the ticket a verified code gives; a new customer',
  'POST /api/auth/reset-password': 'needs a verified code’s ticket or a mailed link; a password',
  'POST /api/webhooks/whatsapp': 'needs Meta’s signature; a message’s state',
  'POST /api/webhooks/otpiq/:messageId': 'needs the secret OTPIQ echoes; a message’s state',
  'POST /api/admin/orders/:id/refunds':
    'the walk’s order has no paid online payment; a refund gives money back, never stock',
  'POST /api/payments/:provider/notify':
    'no page provider is set up in the walk (a notice needs its signature); it pays an order, never moves stock',
  'POST /api/couriers/webhooks/:accountId':
    'needs the courier’s secret header; a courier’s status moves parcels, never stock',
};

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const CONSOLE = ['admin', 'seller', 'staff'];

let shop: TestApp;
let world: ShopWorld;
let picture: Buffer;

beforeAll(async () => {
  shop = await createTestApp({ READ_CACHE_SECONDS: '300' });
  world = await createShopWorld(shop);
  picture = await pictureOf('png', 64, 48);
});
afterAll(() => shop.close());

/** A digest of the rows of each catalogue table. */
async function catalogue(): Promise<Record<string, string>> {
  const all = await databaseFingerprint(shop.database.db);
  return Object.fromEntries(CATALOGUE_TABLES.map((table) => [table, all[table] ?? '']));
}

interface Walked {
  route: string;
  status: number;
  /** Catalogue tables whose rows the request changed. */
  changed: string[];
  invalidated: boolean;
}

/** Sends a valid request, as the right caller, and notes what it changed and whether it invalidated. */
async function walk(route: ApiRoute): Promise<Walked> {
  await restockWorld(shop, world);
  const before = await catalogue();
  const generation = shop.app.sharedReadGeneration();
  const token = route.access === 'public' ? undefined : rightCaller(world, route);
  const answer = await shop.app.inject(
    injectOptions(route, worldRequest(world, route, picture), token),
  );
  const after = await catalogue();
  return {
    route: routeName(route),
    status: answer.statusCode,
    changed: CATALOGUE_TABLES.filter((table) => before[table] !== after[table]),
    invalidated: shop.app.sharedReadGeneration() !== generation,
  };
}

describe(
  'every write route that changes the catalogue invalidates the caches',
  { timeout: WALK_TIMEOUT_MS },
  () => {
    it('knows every table as the catalogue’s or private', async () => {
      const tables = Object.keys(await databaseFingerprint(shop.database.db));
      const unknown = tables.filter(
        (table) => !CATALOGUE_TABLES.includes(table) && !(table in PRIVATE_TABLES),
      );
      expect(
        unknown,
        'name each new table in CATALOGUE_TABLES (plugins/cache.ts) or in PRIVATE_TABLES here',
      ).toEqual([]);
      expect(CATALOGUE_TABLES.filter((table) => !tables.includes(table))).toEqual([]);
    });

    it('has only /api write routes, which the walk below reaches', async () => {
      await shop.app.ready();
      const elsewhere = shop.app.routeTable
        .filter((route) => WRITES.includes(route.method) && !route.url.startsWith('/api/'))
        .map((route) => `${route.method} ${route.url}`);
      expect(elsewhere).toEqual([]);
    });

    it('walks every write route: a change to a catalogue row moves the cache generation', async () => {
      const writes = apiRoutes(shop.app).filter((route) => WRITES.includes(route.method));
      const declared = new Map(
        shop.app.routeTable.map((route) => [`${route.method} ${route.url}`, route]),
      );
      const invalidates = (route: ApiRoute) =>
        declared.get(routeName(route))?.invalidatesCatalogue === true;
      // Those declaring nothing first, on the world as built, then the customer's, then the
      // console's (which move the order on); deletes last, as they use rows up.
      const rank = (route: ApiRoute) =>
        (invalidates(route) ? 10 : 0) +
        (CONSOLE.includes(route.access ?? '') ? 10 : 0) +
        WRITES.indexOf(route.method);
      const walked = new Map<ApiRoute, Walked>();
      for (const route of [...writes].sort((a, b) => rank(a) - rank(b)))
        walked.set(route, await walk(route));
      const steps = [...walked.values()];

      expect(steps.length).toBeGreaterThan(50);
      const stale = steps
        .filter((step) => step.changed.length > 0 && !step.invalidated)
        .map((step) => `${step.route} changed ${step.changed.join(', ')} and invalidated nothing`);
      expect(stale).toEqual([]);
      // No proof if the request was refused: each write declaring nothing was carried out.
      const unproven = [...walked]
        .filter(([route, step]) => !invalidates(route) && step.status >= 400)
        .map(([, step]) => `${step.route} → ${step.status}`)
        .filter((line) => !(line.split(' → ')[0]! in NOT_CARRIED_OUT));
      expect(unproven).toEqual([]);
      // The customer's writes that move stock and ratings were carried out and invalidated.
      const customers = [...walked]
        .filter(([route]) => invalidates(route) && !CONSOLE.includes(route.access ?? ''))
        .map(
          ([, step]) => `${step.route} → ${step.status} ${step.invalidated ? 'invalidated' : ''}`,
        );
      expect(customers).toEqual([
        'POST /api/home/order/place-order → 201 invalidated',
        'POST /api/home/customer/submit-review → 201 invalidated',
        'DELETE /api/home/coustomer/delete-orders → 200 invalidated',
      ]);
    });
  },
);
