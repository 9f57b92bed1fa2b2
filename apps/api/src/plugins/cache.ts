import type { FastifyContextConfig, FastifyPluginAsync, FastifyReply, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { getTableName, type Table } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '@chapkhana/shared/server-render';
import {
  banners,
  calendarSettings,
  cardTemplates,
  categories,
  currencyRates,
  deliveryFees,
  holidays,
  productColors,
  productProperties,
  products,
  reviews,
  searchSynonyms,
  paymentMethodSwitches,
  sellerDelivery,
  sellers,
  shopSettings,
  subCategories,
} from '../db/schema/index';

/**
 * What a write can make stale. One scope today: everything kept is drawn from the catalogue,
 * and all of it is dropped at once (one generation).
 */
export type CacheScope = 'catalogue';

/** A write that makes kept catalogue answers and pages stale (every console write). */
export const INVALIDATES_CATALOGUE: readonly CacheScope[] = ['catalogue'];
/** A write that changes nothing a kept answer or page shows (a cart, a session, a chat). */
export const INVALIDATES_NOTHING: readonly CacheScope[] = [];

/**
 * The tables whose rows public answers and pages show: a write that changes one of them must
 * invalidate the catalogue (test/cache-invalidation.test.ts runs every write route and checks).
 */
export const CATALOGUE_TABLES: readonly string[] = (
  [
    categories,
    subCategories,
    banners,
    products,
    productColors,
    productProperties,
    currencyRates,
    sellers,
    shopSettings,
    // A product page shows its seller's delivery fees and pickup.
    deliveryFees,
    sellerDelivery,
    reviews,
    // The words a search also tries: kept search answers show what they find.
    searchSynonyms,
    // The ways to pay the storefront offers (GET /api/home/payment-methods).
    paymentMethodSwitches,
    // A print product's page promises dates from the holidays and the working week (issue 39).
    holidays,
    calendarSettings,
    // A print product's page lists its published card templates (issue 40).
    cardTemplates,
  ] satisfies Table[]
).map((table) => getTableName(table));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is public and the same for everyone (catalogue reads): it may be kept a moment. */
    sharedRead?: boolean;
    /**
     * What this write's success makes stale; required on every route but GET, HEAD and OPTIONS
     * (the app refuses to start without it, `requireInvalidates`). Anyone may send a customer's
     * or a public write, so one that changes nothing kept declares `[]`: emptying the caches
     * for it would let anyone slow the shop.
     */
    invalidates?: readonly CacheScope[];
  }
  interface FastifyInstance {
    /**
     * Drops every kept catalogue answer (writes that bypass HTTP, such as the payment sweeper, call
     * it too) and, for a change made here, tells the other copies (realtime, through Redis) so
     * theirs go at once as well; `elsewhere` is such a message arriving.
     */
    forgetSharedReads(origin?: 'here' | 'elsewhere'): void;
    /**
     * Counts the writes seen on this copy: what was drawn from shared reads may be kept while
     * the count has not moved (the server-rendered pages, web/renderer.ts).
     */
    sharedReadGeneration(): number;
    /**
     * The kept answer to a catalogue read at `url` (path and query), as a request for it would
     * be answered now, or undefined: the server's page drawing reads its frame's answers here
     * without a request each (web/renderer.ts).
     */
    keptSharedRead(url: string): KeptRead | undefined;
    /**
     * A kept answer's JSON body parsed once for as long as it is kept (this generation, its
     * seconds), and deeply frozen: every page drawn meanwhile reads the same objects instead of
     * parsing the same text again (web/renderer.ts). Undefined when the body is not JSON.
     */
    keptSharedData(answer: KeptRead): unknown;
    /**
     * A catalogue read that many answers share (a category's newest products, listed under each
     * of its products): read once and kept until a write drops it (at most the answers' seconds,
     * and 30); read each time when nothing is kept. A read a write overtook is not kept.
     */
    keepRead<T>(key: string, read: () => Promise<T>): Promise<T>;
  }
  interface FastifyRequest {
    /** The cache generation when this request began; its answer is kept only if none has passed. */
    sharedReadGeneration?: number;
    /** This request computes an answer other readers of the same address are waiting for. */
    sharedReadLead?: InFlight;
  }
}

export interface KeptRead {
  body: string;
  contentType: string;
}

/** A missing answer being computed, and the readers of the same address waiting for it. */
interface InFlight {
  generation: number;
  answer: Promise<KeptRead | undefined>;
  settle(answer: KeptRead | undefined): void;
}

/**
 * The shop's one cache generation, and what is kept under it. Everything kept for readers is
 * drawn from the catalogue and lives until the generation moves (or its seconds pass):
 * - the API's public answers (`sharedRead` routes), kept here by address;
 * - reads many answers share (`keepRead`: a category's newest products, the sitemaps' summary);
 * - server-drawn pages (web/renderer.ts), which note `sharedReadGeneration()` when drawing
 *   starts and are kept only while it has not moved.
 * (Share pictures are files named by their upload, which never change: they need no generation.)
 *
 * The generation moves when a write whose route declares `invalidates: INVALIDATES_CATALOGUE`
 * succeeds (every console write, and the customer writes that move stock or ratings), or when
 * code that writes outside a route calls `forgetSharedReads` (the payment sweeper, an FIB
 * refusal). Every write route must declare what it invalidates (`requireInvalidates`), and
 * test/cache-invalidation.test.ts runs each one and fails if one that declares nothing changed
 * a `CATALOGUE_TABLES` row. A move here reaches every other copy of the shop through Redis
 * (realtime), so a change is read back at once everywhere (within `seconds` if Redis is away).
 * Answers that started before a write are never kept (the generation check).
 *
 * Readers who ask for the same missing answer at the same moment (an expired search under load)
 * wait for the first one's instead of each running the same query: one database read per address
 * and generation. If the first fails or is not kept, each waiting reader computes its own.
 */
const cachePlugin: FastifyPluginAsync<{ seconds: number }> = async (app, { seconds }) => {
  const kept = new LRUCache<string, KeptRead>({
    max: 2000,
    maxSize: 32 * 1024 * 1024,
    // In bytes, as the answers take them: Kurdish and Arabic text is two bytes a character.
    sizeCalculation: (entry) => 2 * entry.body.length + 64,
    ttl: Math.max(1, seconds * 1000),
  });
  // Small: a few lists per category and seller. Kept at most 30 s: a kept list feeds answers and
  // pages that are kept in turn, so, were a write's message to another copy lost, their ages
  // would add up.
  const keptReads = new LRUCache<string, Promise<unknown>>({
    max: 2000,
    ttl: Math.min(Math.max(1, seconds), 30) * 1000,
  });
  let generation = 0;
  const inFlight = new Map<string, InFlight>();
  const forget = (origin: 'here' | 'elsewhere' = 'here') => {
    generation += 1;
    kept.clear();
    keptReads.clear();
    // Realtime is attached after this plugin; writes come only once the server is up.
    if (origin === 'here' && app.hasDecorator('realtime')) app.realtime.catalogueChanged();
  };
  app.decorate('forgetSharedReads', forget);
  app.decorate('sharedReadGeneration', () => generation);
  // With no seconds nothing is kept, so nothing is found.
  app.decorate('keptSharedRead', (url: string) => kept.get(url));
  // By the kept answer itself: it leaves with its answer (a write, its seconds, the LRU).
  const parsed = new WeakMap<KeptRead, unknown>();
  app.decorate('keptSharedData', (answer: KeptRead) => {
    if (parsed.has(answer)) return parsed.get(answer);
    let data: unknown;
    try {
      data = deepFreeze(JSON.parse(answer.body));
    } catch {
      data = undefined;
    }
    parsed.set(answer, data);
    return data;
  });
  app.decorate('keepRead', <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (seconds === 0) return read();
    const hit = keptReads.get(key);
    if (hit) return hit as Promise<T>;
    // Frozen through and through: every answer that holds it shares the same objects, and the
    // answers' serializer writes each one once (lib/answer-json.ts).
    const value = read().then(deepFreeze);
    keptReads.set(key, value);
    // A failure is not kept. A write drops the rest (forget), a read it overtook among them.
    value.catch(() => {
      if (keptReads.get(key) === value) keptReads.delete(key);
    });
    return value;
  });
  if (seconds === 0) return;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.sharedRead) return;
    const hit = kept.get(request.url);
    if (hit) return send(reply, hit, 'hit');
    const lead = inFlight.get(request.url);
    if (lead?.generation === generation) {
      const answer = await lead.answer;
      if (answer) return send(reply, answer, 'shared');
    }
    request.sharedReadGeneration = generation;
    // The first reader of this address in this generation leads; the others waited above.
    if (inFlight.get(request.url)?.generation !== generation) {
      request.sharedReadLead = startLead(request.url);
    }
  });

  const startLead = (url: string): InFlight => {
    let settle: (answer: KeptRead | undefined) => void = () => {};
    const answer = new Promise<KeptRead | undefined>((resolve) => (settle = resolve));
    const lead: InFlight = {
      generation,
      answer,
      settle: (value) => {
        if (inFlight.get(url) === lead) inFlight.delete(url);
        settle(value);
      },
    };
    inFlight.set(url, lead);
    return lead;
  };
  const send = (reply: FastifyReply, answer: KeptRead, how: 'hit' | 'shared') =>
    reply.header('content-type', answer.contentType).header('x-cache', how).send(answer.body);

  // A lead that ends without an answer to keep (an error, a closed connection) releases its readers.
  app.addHook('onResponse', async (request) => request.sharedReadLead?.settle(undefined));
  app.addHook('onRequestAbort', async (request) => request.sharedReadLead?.settle(undefined));

  app.addHook('onSend', async (request, reply, payload) => {
    // A write is forgotten as its answer leaves, in the same turn of the event loop as its
    // handler: a reader told of the change over a socket cannot get in before it.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (reply.statusCode < 400 && invalidatesCatalogue(request.routeOptions.config)) forget();
      return payload;
    }
    if (
      request.sharedReadGeneration === generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      const answer = { body: payload, contentType: String(reply.getHeader('content-type')) };
      kept.set(request.url, answer);
      request.sharedReadLead?.settle(answer);
    }
    request.sharedReadLead?.settle(undefined);
    return payload;
  });
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a successful request to this route drops the kept catalogue answers and pages. */
export function invalidatesCatalogue(config: FastifyContextConfig): boolean {
  return config.invalidates?.includes('catalogue') === true;
}

/**
 * Refuses a write route that does not say what it invalidates (an onRoute hook: the app does
 * not start), so a new write cannot forget the caches by omission.
 */
export function requireInvalidates(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  const writes = [route.method].flat().some((method) => !READS.has(method));
  if (writes && route.config?.invalidates === undefined)
    throw new Error(
      `${[route.method].flat().join(',')} ${route.url} must declare config.invalidates: ` +
        `INVALIDATES_CATALOGUE when it can change ${CATALOGUE_TABLES.join(', ')}, else INVALIDATES_NOTHING.`,
    );
}

export const cache = fp(cachePlugin, { name: 'cache' });
