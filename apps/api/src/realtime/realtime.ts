import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { apiErrorSentence, type ApiErrorCode } from '@chapkhana/shared/errors';
import { isId } from '@chapkhana/shared/listing';
import { roleCan } from '@chapkhana/shared/shop-roles';
import type {
  ChatMessage,
  ClientToServerEvents,
  ConsoleOrderEvent,
  OrderStatusUpdate,
  ParcelUpdate,
  PrintJobUpdate,
  ProductionJobUpdate,
  ServerToClientEvents,
} from '@chapkhana/shared/realtime';
import { CHAT_MESSAGE_MAX_LENGTH } from '@chapkhana/shared/realtime';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { badRequest, forbidden, invalidInput, unauthorized } from '../lib/http-errors';
import { isUnstorableText } from '../lib/unstorable-text';
import { WindowCounter } from '../lib/window-counter';
import {
  CHAT_MESSAGE_LIMITS,
  customerWrites,
  refuseChatFlood,
  sellerWrites,
} from '../modules/chat/service';
import { sellerPartsOf } from '../modules/orders/repository';
import { clientRefusal, guard, onClientEvent } from './commands';
import { handshakeCredentials } from './handshake';
import { identify, stillSignedIn, type SignedInIdentity, type SocketIdentity } from './identity';
import { sellerPresence } from './presence';

/** What one copy of the server tells the others (through the Redis adapter). */
interface InterServerEvents {
  /** A write on that copy changed the catalogue: drop what is kept of it here too. */
  catalogueChanged: () => void;
}

export type ChapkhanaServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketIdentity
>;
type ChapkhanaSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketIdentity
>;

/**
 * Rooms: one per customer, per seller and per product page (docs/design.md §8), and one per sign-in
 * (session), so that a session's end can reach its sockets on every copy.
 */
export const rooms = {
  customer: (id: string) => `customer:${id}`,
  seller: (id: string) => `seller:${id}`,
  product: (id: string) => `product:${id}`,
  session: (id: string) => `session:${id}`,
  sellers: 'sellers',
  /** Every signed-in admin console (parcels' changes). */
  admins: 'admins',
};

/** What the rest of the server may push; every call reaches clients on every copy. */
export interface Realtime {
  /** The Socket.IO server itself, for modules that address rooms directly (chat). */
  io: ChapkhanaServer;
  productUpdated(productId: string): void;
  /**
   * The order's status or payment changed: its customer's open pages are told
   * (`orderStatusUpdate`), and every console following it (`order:changed`: each of its
   * sellers with its own part, the admins with the order).
   */
  orderStatusChanged(customerId: string, update: OrderStatusUpdate): void;
  /**
   * A customer placed the order (call once it is committed): each of its sellers' consoles hears
   * `order:placed` with its own part, the admins' with the order; no other seller hears anything.
   */
  orderPlaced(orderId: string): void;
  /**
   * One seller's part moved without the order's status changing: `order:changed` to that
   * seller's consoles and the admins' (the other sellers' parts read as before).
   */
  orderPartChanged(orderId: string, sellerOrderId: string): void;
  /**
   * A print job moved: its customer's, its seller's and the admins' open pages are told
   * (`print:job`; the admins' production board follows every shop's proofs).
   */
  printJobChanged(customerId: string, sellerId: string, update: PrintJobUpdate): void;
  /** A job moved on the production board: its print house's consoles and the admins' (`production:job`). */
  productionJobMoved(sellerId: string, update: ProductionJobUpdate): void;
  /** A parcel's history grew: its customer's, its seller's and the admins' open pages are told. */
  parcelChanged(customerId: string, sellerId: string, update: ParcelUpdate): void;
  currencyChanged(currencyIQD: string): void;
  /**
   * These sessions ended (logout, password change): their sockets are disconnected on every
   * copy. Call it once the sessions are revoked in the database, so a reconnect is refused.
   */
  sessionsEnded(sessionIds: readonly string[]): void;
  /** Tells the other copies that the catalogue changed (nothing to tell without Redis). */
  catalogueChanged(): void;
  /** `local` without Redis; `degraded` while Redis is unreachable (HTTP keeps serving). */
  state(): 'local' | 'ok' | 'degraded';
}

export interface RealtimeOptions {
  secret: string;
  clock: Clock;
  db: () => Database;
  redisUrl?: string | undefined;
  /** Origins whose pages may sign a socket in by cookie: PUBLIC_URL's and CORS_ORIGINS. */
  allowedOrigins: readonly string[];
  /** CORS_ORIGINS: pages there may poll and hand over cookies (CORS with credentials). */
  corsOrigins?: readonly string[];
  /** Redis channel prefix; copies of one shop share it, separate shops (or test runs) must not. */
  channel?: string;
  /** COPY_NAME: Socket.IO's HTTP answers then carry `x-served-by` too. */
  copyName?: string | undefined;
  /** Called when another copy says the catalogue changed. */
  onCatalogueChangedElsewhere?: () => void;
}

const MAX_PRODUCT_ROOMS = 20;
/** The longest delay setTimeout keeps (about 24.8 days; tokens last 7 days at most). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A refused handshake: the client's connect_error carries the sentence and `data.code`. */
function handshakeRefusal(code: ApiErrorCode, sentence = apiErrorSentence(code)): Error {
  return Object.assign(new Error(sentence), { data: { code } });
}

/** Makes `methods` of a Redis client settle quietly: their callers never await them. */
function ignoreRejections(client: Redis, methods: readonly string[]): void {
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of methods) {
    const method = target[name];
    if (!method) throw new Error(`The Redis client has no ${name}.`);
    const original = method.bind(client);
    target[name] = (...args: unknown[]) => original(...args).catch(() => undefined);
  }
}

/** Socket.IO on the API's HTTP server, authenticated at the handshake, with the Redis adapter when configured. */
export function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Realtime {
  const io: ChapkhanaServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // The polling transport is plain HTTP: other origins' pages need CORS to use it (the
    // handshake still decides whose cookie signs in, handshake.ts).
    ...(options.corsOrigins?.length
      ? { cors: { origin: [...options.corsOrigins], credentials: true } }
      : {}),
  });
  const { copyName } = options;
  if (copyName) {
    // Socket.IO's own HTTP answers (polling, the WebSocket upgrade) name the copy like Fastify's.
    io.engine.on('headers', (headers: Record<string, string>) => {
      headers['x-served-by'] = copyName;
    });
  }
  let redis: { pub: Redis; sub: Redis } | undefined;
  if (options.redisUrl) {
    // Commands wait in ioredis's queue while it reconnects (the adapter subscribes before the first connect).
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    // The subscriptions wait for Redis however long it is away, so fan-out resumes when it returns.
    const sub = pub.duplicate({ maxRetriesPerRequest: null });
    // Errors are reported by state(); without a listener ioredis would throw them at the process.
    pub.on('error', () => {});
    sub.on('error', () => {});
    // The adapter publishes and subscribes without awaiting: while Redis is away a publish, and
    // at shutdown a subscription still queued, would be an unhandled rejection, which shuts the
    // server down (close-with-grace). A lost fan-out is what `degraded` means; the local clients
    // still get the event, and the subscriptions are sent again when Redis returns.
    ignoreRejections(pub, ['publish']);
    ignoreRejections(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);
    io.adapter(createAdapter(pub, sub, { key: options.channel ?? 'chapkhana' }));
    redis = { pub, sub };
    const { onCatalogueChangedElsewhere } = options;
    if (onCatalogueChangedElsewhere) io.on('catalogueChanged', () => onCatalogueChangedElsewhere());
  }

  if (typeof app.parseCookie !== 'function') {
    throw new Error('Register @fastify/cookie before attaching realtime: handshakes read cookies.');
  }
  const log = app.log;

  // A refused handshake reaches the client as connect_error with this sentence.
  io.use((socket, next) =>
    guard(log, 'socket handshake', async () => {
      let identity: SocketIdentity | undefined;
      try {
        const credentials = handshakeCredentials(socket.handshake, {
          parseCookie: app.parseCookie,
          allowedOrigins: options.allowedOrigins,
        });
        identity = await identify(credentials, options.secret, options.clock.now(), options.db());
      } catch (error) {
        const refusal = clientRefusal(error);
        if (refusal === undefined)
          log.error({ err: error }, 'socket handshake could not be checked');
        // A handshake the server could not check (the database is away): the client should retry.
        return next(
          refusal
            ? handshakeRefusal(refusal.code, refusal.message)
            : handshakeRefusal('live_unavailable'),
        );
      }
      if (!identity) return next(handshakeRefusal('sign_in_expired'));
      socket.data = identity;
      next();
    }),
  );

  const presence = sellerPresence({
    sellerSockets: () => io.in(rooms.sellers).fetchSockets(),
    db: options.db,
    log,
    broadcast: (sellers) => io.emit('activeSeller', sellers),
  });

  // A socket's event is work in flight, as a request is: closing waits for it, and for its
  // answer to be sent, before the sockets are dropped and the pool ends.
  const inFlight = (work: Promise<void>) => app.inFlight(work);

  /**
   * A signed-in socket lasts no longer than its sign-in: it is in its session's room, which
   * `sessionsEnded` disconnects on every copy, and it ends here when its token expires. A session
   * that ended between the handshake's check and this join had its sockets disconnected before
   * this one was in the room, so the session is checked once more now that it is.
   */
  function followSignIn(socket: ChapkhanaSocket, identity: SignedInIdentity) {
    guard(log, 'joining a room', () => socket.join(rooms.session(identity.sessionId)));
    const left = identity.expiresAt - options.clock.now().getTime();
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(0, left), MAX_TIMER_MS),
    );
    expiry.unref();
    socket.on('disconnect', () => clearTimeout(expiry));
    guard(log, "checking a new socket's sign-in", () =>
      inFlight(
        (async () => {
          if (!(await stillSignedIn(identity, options.clock.now(), options.db())))
            socket.disconnect(true);
        })(),
      ),
    );
  }

  /**
   * What a socket sends is acted on only while its sign-in holds: a logout's disconnect reaches
   * another copy a moment after the session ended, and nothing sent meanwhile may count.
   */
  async function requireSignedIn(
    identity: SignedInIdentity,
    refusal: 'sign_in_expired' | 'console_sign_in_expired',
  ) {
    if (!(await stillSignedIn(identity, options.clock.now(), options.db())))
      throw unauthorized(refusal);
  }

  io.on('connection', (socket: ChapkhanaSocket) => {
    const identity = socket.data;
    const join = (room: string | string[]) => guard(log, 'joining a room', () => socket.join(room));
    const on = (event: keyof ClientToServerEvents, handler: (...args: unknown[]) => void) =>
      onClientEvent(socket, event, handler, { log, failure: 'socket_failed', inFlight });
    // A flood from this socket is refused before anything else, and costs no database work.
    const sentHere = new WindowCounter(
      CHAT_MESSAGE_LIMITS.perSocket.max,
      CHAT_MESSAGE_LIMITS.perSocket.windowMs,
    );
    const onMessage = (
      event: 'send_customer_message' | 'send_seller_message',
      handler: (payload: unknown) => Promise<ChatMessage>,
    ) =>
      onClientEvent(
        socket,
        event,
        (payload) => {
          refuseChatFlood(sentHere, 'socket', options.clock.now());
          return handler(payload);
        },
        {
          log,
          inFlight,
          failure: 'message_not_sent',
          answer: (message) => ({ ok: true, message }),
        },
      );

    if (identity.kind !== 'anonymous') followSignIn(socket, identity);
    if (identity.kind === 'customer') join(rooms.customer(identity.customer.id));
    if (identity.kind === 'seller') {
      join([rooms.seller(identity.sellerId), rooms.sellers]);
      presence.changed();
    }
    if (identity.kind === 'admin') join(rooms.admins);

    // The customer's chat asks who is online; the answer is its alone (spec: the chat socket
    // emits add_user and listens for activeSeller). Visitors and staff have nothing to ask here,
    // and `add_seller` needs no handler: a seller's handshake already announced them.
    on('add_user', async () => {
      if (identity.kind === 'customer') socket.emit('activeSeller', await presence.activeSellers());
    });

    on('join_product', (productId) => {
      const joined = [...socket.rooms].filter((room) => room.startsWith('product:')).length;
      if (typeof productId === 'string' && isId(productId) && joined < MAX_PRODUCT_ROOMS) {
        join(rooms.product(productId));
      }
    });
    on('leave_product', (productId) => {
      if (typeof productId === 'string')
        guard(log, 'leaving a room', () => socket.leave(rooms.product(productId)));
    });

    // Who is writing is checked before what they wrote: a visitor learns nothing about the checks.
    onMessage('send_customer_message', async (payload) => {
      requireSide(identity, 'customer', 'customers_only_chat');
      const { sellerId, text } = checkedMessage(payload, 'sellerId');
      await requireSignedIn(identity, 'sign_in_expired');
      const message = await customerWrites(options.db(), {
        customerId: identity.customer.id,
        sellerId,
        text,
        now: options.clock.now(),
      });
      io.to(rooms.seller(sellerId)).emit('customer_message', message);
      return message;
    });

    onMessage('send_seller_message', async (payload) => {
      requireSide(identity, 'seller', 'sellers_only_chat');
      // Answering customers is the designer's and the owner's work (shop-roles.ts).
      if (!roleCan(identity.staff.sellerRole, 'artwork')) throw forbidden('shop_role_not_allowed');
      const { customerId, text } = checkedMessage(payload, 'customerId');
      await requireSignedIn(identity, 'console_sign_in_expired');
      const message = await sellerWrites(options.db(), {
        sellerId: identity.sellerId,
        customerId,
        text,
        now: options.clock.now(),
      });
      io.to(rooms.customer(customerId)).emit('seller_message', message);
      return message;
    });

    socket.on('disconnect', () => {
      if (identity.kind === 'seller') presence.changed();
    });
  });

  // Before Fastify closes the HTTP server: drop the sockets and the engine, but leave closing the
  // server itself to Fastify (io.close() would close it too, racing Fastify's own close).
  app.addHook('preClose', async () => {
    presence.stop();
    io.disconnectSockets(true);
    io.engine.close();
    if (redis) {
      redis.pub.disconnect();
      redis.sub.disconnect();
    }
  });

  /**
   * Tells the consoles following `orderId`: the admins at once, each seller (its room holds every
   * console account of that print house) once its part is read. Nothing here may fail the write
   * that called it: a failed read is logged, and a console catches up when it next reads its list.
   */
  function toConsoles(event: 'order:placed' | 'order:changed', orderId: string, onlyPart?: string) {
    io.to(rooms.admins).emit(event, { orderId, sellerOrderId: null });
    guard(log, `telling the sellers' consoles ${event}`, () =>
      inFlight(
        (async () => {
          for (const part of await sellerPartsOf(options.db(), orderId)) {
            if (onlyPart !== undefined && part.sellerOrderId !== onlyPart) continue;
            const payload: ConsoleOrderEvent = { orderId, sellerOrderId: part.sellerOrderId };
            io.to(rooms.seller(part.sellerId)).emit(event, payload);
          }
        })(),
      ),
    );
  }

  return {
    io,
    productUpdated: (productId) =>
      io.to(rooms.product(productId)).emit('productUpdate', { productId }),
    orderStatusChanged: (customerId, update) => {
      io.to(rooms.customer(customerId)).emit('orderStatusUpdate', update);
      toConsoles('order:changed', update.orderId);
    },
    orderPlaced: (orderId) => toConsoles('order:placed', orderId),
    orderPartChanged: (orderId, sellerOrderId) =>
      toConsoles('order:changed', orderId, sellerOrderId),
    printJobChanged: (customerId, sellerId, update) =>
      io
        .to([rooms.customer(customerId), rooms.seller(sellerId), rooms.admins])
        .emit('print:job', update),
    productionJobMoved: (sellerId, update) =>
      io.to([rooms.seller(sellerId), rooms.admins]).emit('production:job', update),
    parcelChanged: (customerId, sellerId, update) =>
      io
        .to([rooms.customer(customerId), rooms.seller(sellerId), rooms.admins])
        .emit('parcel:update', update),
    currencyChanged: (currencyIQD) => io.emit('currencyUpdate', { currencyIQD }),
    // As a closed shop's console is disconnected (staff/admin-routes.ts), through the adapter.
    sessionsEnded: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(rooms.session)).disconnectSockets(true);
    },
    // serverSideEmit reaches the other copies only; the in-memory adapter has none (and warns).
    catalogueChanged: () => {
      if (redis) io.serverSideEmit('catalogueChanged');
    },
    state: () =>
      !redis
        ? 'local'
        : redis.pub.status === 'ready' && redis.sub.status === 'ready'
          ? 'ok'
          : 'degraded',
  };
}

/** Refuses a socket that is not `kind`: a visitor is asked to sign in, another side is told who may. */
function requireSide<K extends SocketIdentity['kind']>(
  identity: SocketIdentity,
  kind: K,
  refusal: 'customers_only_chat' | 'sellers_only_chat',
): asserts identity is Extract<SocketIdentity, { kind: K }> {
  if (identity.kind === 'anonymous') throw unauthorized('sign_in_first');
  if (identity.kind !== kind) throw forbidden(refusal);
}

/** A chat message from a socket, checked like the HTTP body would be. */
function checkedMessage<K extends 'sellerId' | 'customerId'>(
  payload: unknown,
  key: K,
): Record<K, string> & { text: string } {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    unknown
  >;
  const id = Object.hasOwn(body, key) ? body[key] : undefined;
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (typeof id !== 'string' || !isId(id)) throw invalidInput(`${key} must be a valid id.`, [key]);
  if (!text) throw badRequest('empty_message');
  // A NUL or a lone surrogate would fail inside PostgreSQL, as the server's error, not theirs.
  if (isUnstorableText(text)) throw badRequest('unstorable_text', { part: 'message' });
  if (text.length > CHAT_MESSAGE_MAX_LENGTH)
    throw badRequest('message_too_long', { max: CHAT_MESSAGE_MAX_LENGTH });
  return { [key]: id, text } as Record<K, string> & { text: string };
}
