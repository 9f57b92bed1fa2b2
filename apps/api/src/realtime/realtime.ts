import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { isId } from '@chapkhana/shared/listing';
import type {
  Ack,
  ChatMessage,
  ClientToServerEvents,
  OrderStatusUpdate,
  ServerToClientEvents,
} from '@chapkhana/shared/realtime';
import { CHAT_MESSAGE_MAX_LENGTH } from '@chapkhana/shared/realtime';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { customerWrites, publicSellers, sellerWrites } from '../modules/chat/service';
import { identify, type SocketIdentity } from './identity';

export type ChapkhanaServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketIdentity
>;
type ChapkhanaSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketIdentity
>;

/** Rooms: one per customer, per seller and per product page (DESIGN §8). */
export const rooms = {
  customer: (id: string) => `customer:${id}`,
  seller: (id: string) => `seller:${id}`,
  product: (id: string) => `product:${id}`,
  sellers: 'sellers',
};

/** What the rest of the server may push; every call reaches clients on every copy. */
export interface Realtime {
  /** The Socket.IO server itself, for modules that address rooms directly (chat). */
  io: ChapkhanaServer;
  productUpdated(productId: string): void;
  orderStatusChanged(customerId: string, update: OrderStatusUpdate): void;
  currencyChanged(currencyIQD: string): void;
  /** `local` without Redis; `degraded` while Redis is unreachable (HTTP keeps serving). */
  state(): 'local' | 'ok' | 'degraded';
}

export interface RealtimeOptions {
  secret: string;
  clock: Clock;
  db: () => Database;
  redisUrl?: string | undefined;
  /** Redis channel prefix; copies of one shop share it, separate shops (or test runs) must not. */
  channel?: string;
}

const MAX_PRODUCT_ROOMS = 20;

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
  const io: ChapkhanaServer = new Server(app.server, { path: '/socket.io', serveClient: false });
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
  }

  io.use(async (socket, next) => {
    const identity = await identify(
      socket.handshake,
      options.secret,
      options.clock.now(),
      options.db(),
    );
    if (!identity)
      return next(new Error('Your sign-in has expired or is not valid. Please sign in again.'));
    socket.data = identity;
    next();
  });

  async function broadcastActiveSellers() {
    const sockets = await io.in(rooms.sellers).fetchSockets();
    const ids = [
      ...new Set(sockets.flatMap((s) => (s.data.kind === 'seller' ? [s.data.sellerId] : []))),
    ];
    io.emit('activeSeller', await publicSellers(options.db(), ids));
  }

  io.on('connection', (socket: ChapkhanaSocket) => {
    const identity = socket.data;
    if (identity.kind === 'customer') void socket.join(rooms.customer(identity.customer.id));
    if (identity.kind === 'seller') {
      void socket.join([rooms.seller(identity.sellerId), rooms.sellers]);
      broadcastActiveSellers().catch((error: unknown) =>
        app.log.warn({ err: error }, 'presence update failed'),
      );
    }

    const announce = () => {
      broadcastActiveSellers().catch((error: unknown) =>
        app.log.warn({ err: error }, 'presence update failed'),
      );
    };
    socket.on('add_user', announce);
    socket.on('add_seller', announce);

    socket.on('join_product', (productId) => {
      const joined = [...socket.rooms].filter((room) => room.startsWith('product:')).length;
      if (typeof productId === 'string' && isId(productId) && joined < MAX_PRODUCT_ROOMS) {
        void socket.join(rooms.product(productId));
      }
    });
    socket.on('leave_product', (productId) => {
      if (typeof productId === 'string') void socket.leave(rooms.product(productId));
    });

    socket.on('send_customer_message', (payload, ack) => {
      void relay(ack, async () => {
        if (identity.kind !== 'customer')
          throw new Error('Only a signed-in customer can write to a seller.');
        const { sellerId, text } = checkedMessage(payload, 'sellerId');
        const message = await customerWrites(options.db(), {
          customerId: identity.customer.id,
          sellerId,
          text,
          now: options.clock.now(),
        });
        io.to(rooms.seller(sellerId)).emit('customer_message', message);
        return message;
      });
    });

    socket.on('send_seller_message', (payload, ack) => {
      void relay(ack, async () => {
        if (identity.kind !== 'seller')
          throw new Error('Only a signed-in seller can answer a customer.');
        const { customerId, text } = checkedMessage(payload, 'customerId');
        const message = await sellerWrites(options.db(), {
          sellerId: identity.sellerId,
          customerId,
          text,
          now: options.clock.now(),
        });
        io.to(rooms.customer(customerId)).emit('seller_message', message);
        return message;
      });
    });

    socket.on('disconnect', () => {
      if (identity.kind === 'seller') announce();
    });
  });

  // Before Fastify closes the HTTP server: drop the sockets and the engine, but leave closing the
  // server itself to Fastify (io.close() would close it too, racing Fastify's own close).
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
    if (redis) {
      redis.pub.disconnect();
      redis.sub.disconnect();
    }
  });

  return {
    io,
    productUpdated: (productId) =>
      io.to(rooms.product(productId)).emit('productUpdate', { productId }),
    orderStatusChanged: (customerId, update) =>
      io.to(rooms.customer(customerId)).emit('orderStatusUpdate', update),
    currencyChanged: (currencyIQD) => io.emit('currencyUpdate', { currencyIQD }),
    state: () =>
      !redis
        ? 'local'
        : redis.pub.status === 'ready' && redis.sub.status === 'ready'
          ? 'ok'
          : 'degraded',
  };
}

/** A chat message from a socket, checked like the HTTP body would be. */
function checkedMessage<K extends 'sellerId' | 'customerId'>(
  payload: unknown,
  key: K,
): Record<K, string> & { text: string } {
  const body = (payload ?? {}) as Record<string, unknown>;
  const id = body[key];
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (typeof id !== 'string' || !isId(id)) throw new Error(`${key} must be a valid id.`);
  if (!text) throw new Error('An empty message is not sent.');
  if (text.length > CHAT_MESSAGE_MAX_LENGTH)
    throw new Error(`A message may have at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`);
  return { [key]: id, text } as Record<K, string> & { text: string };
}

/** Runs a socket command and answers its acknowledgement with the result or a sentence. */
async function relay(ack: Ack | undefined, command: () => Promise<ChatMessage>) {
  try {
    const message = await command();
    ack?.({ ok: true, message });
  } catch (error) {
    ack?.({
      ok: false,
      error: error instanceof Error ? error.message : 'The message could not be sent.',
    });
  }
}
