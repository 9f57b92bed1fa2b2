import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@chapkhana/shared/realtime';
import type { DatabaseHandle } from '../../src/db/client';
import { WAIT_LIMIT_MS } from '../../../../packages/web-kit/src/testing/time-limits';
import { freePort } from './ports';
import { createTestApp, type TestApp } from './test-app';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The real application listening on a free loopback port, for socket clients. */
export async function listeningTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<{ shop: TestApp; url: string }> {
  const port = await freePort();
  const shop = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }, options);
  await shop.app.listen({ port, host: '127.0.0.1' });
  return { shop, url: `http://127.0.0.1:${port}` };
}

const opened: Client[] = [];

/** What a handshake may carry besides a token: raw headers (cookie, origin), auth, query. */
export interface HandshakeOptions {
  headers?: Record<string, string>;
  auth?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * A connected socket, anonymous or with a token; rejects with the server's refusal, or when the
 * server does not answer the handshake within `timeout` ms.
 */
export async function socketClient(
  url: string,
  token?: string,
  handshake: HandshakeOptions = {},
  // As long as the test may wait: a busy machine makes a handshake slow, not failed.
  timeout = WAIT_LIMIT_MS,
): Promise<Client> {
  const socket: Client = connect(url, {
    transports: ['websocket'],
    auth: handshake.auth ?? (token ? { token } : {}),
    ...(handshake.headers ? { extraHeaders: handshake.headers } : {}),
    ...(handshake.query ? { query: handshake.query } : {}),
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer to the handshake within ${timeout} ms`)),
      timeout,
    );
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return socket;
}

/** Disconnects every socket opened by `socketClient` (call from afterEach). */
export function closeSockets(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

/** The next `event` on `socket`, or a rejection after `timeout` ms. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: Client,
  event: E,
  timeout = WAIT_LIMIT_MS,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${String(event)} within ${timeout} ms`)),
      timeout,
    );
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

/** The reason `socket` is disconnected for, or a rejection if it is still connected after `timeout` ms. */
export function disconnection(socket: Client, timeout = WAIT_LIMIT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`still connected after ${timeout} ms`)),
      timeout,
    );
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * Whether `event` reached `socket` before `marker`, a broadcast sent after whatever would have
 * sent `event`: a socket hears a copy's emits in order, so "not received" needs no timer.
 */
export function arrivesBefore(
  socket: Client,
  event: keyof ServerToClientEvents,
  marker: keyof ServerToClientEvents,
): Promise<boolean> {
  return new Promise((resolve) => {
    const heard = () => finish(true);
    const markerHeard = () => finish(false);
    function finish(result: boolean) {
      socket.off(event, heard);
      socket.off(marker, markerHeard);
      resolve(result);
    }
    socket.on(event, heard);
    socket.on(marker, markerHeard);
  });
}

/** Resolves true if `event` arrives on `socket` within `ms`, false otherwise. */
export const arrives = (socket: Client, event: keyof ServerToClientEvents, ms = 400) =>
  nextEvent(socket, event, ms).then(
    () => true,
    () => false,
  );

/** True when `socket` hears an order update sent to `customerId`: it is signed in as them. */
export async function hearsOrdersOf(shop: TestApp, socket: Client, customerId: string) {
  await settle(50);
  const heard = arrives(socket, 'orderStatusUpdate', 1000);
  shop.app.realtime.orderStatusChanged(customerId, {
    orderId: randomUUID(),
    delivery_status: 'preparing',
    payment_status: 'unpaid',
  });
  return heard;
}

/** Counts every `event` the socket receives from now on. */
export function countEvents(socket: Client, event: keyof ServerToClientEvents): () => number {
  let count = 0;
  socket.on(event, () => {
    count += 1;
  });
  return () => count;
}

/** Lets the server handle what a socket just emitted (e.g. joining a room). */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records unhandled rejections and uncaught exceptions until `stop()`: in production either one
 * shuts the server down (close-with-grace), so a socket must never cause one.
 */
export function watchProcessFailures(): { failures: unknown[]; stop(): void } {
  const failures: unknown[] = [];
  const record = (error: unknown) => failures.push(error);
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
  return {
    failures,
    stop() {
      process.off('unhandledRejection', record);
      process.off('uncaughtException', record);
    },
  };
}

/** A database error as a driver reports it: its message carries SQL the client must never see. */
export const DATABASE_GONE_MESSAGE =
  'connect ECONNREFUSED 127.0.0.1:5432 while running select "id" from "staff_users"';

/**
 * Makes every use of the app's database throw as an unreachable server would, until the
 * returned function puts the real one back.
 */
export function breakDatabase(shop: TestApp): () => void {
  const real = shop.app.database;
  const unreachable = new Proxy(
    {},
    {
      get() {
        throw new Error(DATABASE_GONE_MESSAGE);
      },
    },
  );
  shop.app.database = { ...real, db: unreachable as DatabaseHandle['db'] };
  return () => {
    shop.app.database = real;
  };
}
