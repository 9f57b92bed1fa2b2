import type { FastifyContextConfig, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is public and the same for everyone (catalogue reads): it may be kept a moment. */
    sharedRead?: boolean;
    /**
     * A customer's write that changes what the catalogue shows (stock, ratings): its success drops
     * the kept answers. Console writes (admin, seller) always do; other writes never do.
     */
    changesCatalogue?: boolean;
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
 * A micro-cache for the catalogue's public reads, the shop's hottest and most repeated requests:
 * an answer is kept for `seconds` and every successful write that can change the catalogue
 * (`changesCatalogue`) drops them all at once, on this copy and, through Redis, on every other
 * copy of the shop, so a change is read back at once everywhere (within the message's
 * milliseconds; within `seconds` if Redis is away). Writes that cannot (sign-in, cart, chat, the FIB callback)
 * never do: anyone may send those, and emptying the cache for them would let anyone slow the shop.
 * Answers that started before a write are never kept (the generation check).
 *
 * Readers who ask for the same missing answer at the same moment (an expired search under load)
 * wait for the first one's instead of each running the same query: one database read per address
 * and generation. If the first fails or is not kept, each waiting reader computes its own.
 */
const readCachePlugin: FastifyPluginAsync<{ seconds: number }> = async (app, { seconds }) => {
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
  app.decorate('keepRead', <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (seconds === 0) return read();
    const hit = keptReads.get(key);
    if (hit) return hit as Promise<T>;
    const value = read();
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
      if (reply.statusCode < 400 && changesCatalogue(request.routeOptions.config)) forget();
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

/** Console writes (products, categories, banners, the rate, sellers, orders) and flagged customer writes. */
export function changesCatalogue(config: FastifyContextConfig): boolean {
  return (
    config.changesCatalogue === true ||
    config.access === 'admin' ||
    config.access === 'seller' ||
    config.access === 'staff'
  );
}

export const readCache = fp(readCachePlugin, { name: 'read-cache' });
