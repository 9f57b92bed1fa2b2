// Realtime: how long one orderStatusUpdate takes to reach every open page of a customer, with
// 1,000 sockets connected as that customer (the shop pushes to the customer's room).
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@chapkhana/shared/realtime';
import type { SignedInCustomer } from './lib/fixtures';
import type { Log } from './lib/load';

type CustomerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const DEMO_ADMIN = { login: 'admin@chapkhana.example', password: 'chapkhana-demo' };
const SHIPPING = {
  place: 'Home',
  name: 'Bench Watcher',
  address: 'Street 60, house 12',
  phone: '07701234567',
  city: 'Erbil',
  governorate: 'ERB',
  district: 'Erbil',
  area: 'Ankawa',
  landmark: 'Near the big mosque',
};
/** Sockets are opened this many at a time, as pages would open over a moment, not all at once. */
const CONNECT_BATCH = 50;
const STEPS = ['preparing', 'on way', 'delivered'] as const;

/** One status change's delivery figures (ms from the PATCH being sent). */
export interface RealtimeRound {
  status: (typeof STEPS)[number];
  received: number;
  patchAnsweredMs: number;
  firstMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface RealtimeFigures {
  sockets: number;
  connectS: number;
  rounds: RealtimeRound[];
}

async function call<T>(
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: object } = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${json.error}`);
  return json;
}

function openSocket(url: string, token: string): Promise<CustomerSocket> {
  const socket: CustomerSocket = connect(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Number(ms.toFixed(1));

/**
 * Places a cash-on-delivery order for `watcher` (whose cart holds one line), connects `sockets`
 * sockets as the watcher, then has the demo admin move the order pending → preparing → on way
 * → delivered. For each change: when each socket got its update, counted from the moment the
 * admin's PATCH was sent.
 */
export async function runRealtimeBench({
  shopUrl,
  watcher,
  sockets: count = 1000,
  log,
}: {
  shopUrl: string;
  watcher: SignedInCustomer;
  sockets?: number;
  log: Log;
}): Promise<RealtimeFigures> {
  const api = `${shopUrl}/api`;
  const { orderId } = await call<{ orderId: string }>(`${api}/home/order/place-order`, {
    method: 'POST',
    token: watcher.token,
    body: { userId: watcher.id, shippingInfo: SHIPPING },
  });
  await call(`${api}/order/confirm/${orderId}`, {
    method: 'PUT',
    token: watcher.token,
    body: { paymentMethod: 'cod' },
  });
  const { token: adminToken } = await call<{ token: string }>(`${api}/staff/login`, {
    method: 'POST',
    body: DEMO_ADMIN,
  });

  const connectStarted = performance.now();
  const sockets: CustomerSocket[] = [];
  try {
    for (let opened = 0; opened < count; opened += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - opened) }, () =>
        openSocket(shopUrl, watcher.token),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const connectS = (performance.now() - connectStarted) / 1000;
    log(`${sockets.length} sockets connected as one customer in ${connectS.toFixed(1)} s`);
    // Joining the customer's room happens just after the handshake; let it settle.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const rounds: RealtimeRound[] = [];
    for (const status of STEPS) {
      const arrivals: number[] = [];
      let sentAt = 0;
      const all = Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve, reject) => {
              const timer = setTimeout(() => reject(new Error('no update within 30 s')), 30_000);
              socket.once('orderStatusUpdate', (update) => {
                clearTimeout(timer);
                if (update.orderId === orderId && update.delivery_status === status) {
                  arrivals.push(performance.now() - sentAt);
                }
                resolve();
              });
            }),
        ),
      );
      sentAt = performance.now();
      await call(`${api}/admin/orders/${orderId}`, {
        method: 'PATCH',
        token: adminToken,
        // Delivered needs the admin's reason (issue 35.13), as the console asks for one.
        body: { delivery_status: status, ...(status === 'delivered' ? { reason: 'Bench' } : {}) },
      });
      const answeredMs = performance.now() - sentAt;
      await all;
      arrivals.sort((a, b) => a - b);
      const figures: RealtimeRound = {
        status,
        received: arrivals.length,
        patchAnsweredMs: round(answeredMs),
        firstMs: round(arrivals[0] ?? NaN),
        p50Ms: round(percentile(arrivals, 50)),
        p99Ms: round(percentile(arrivals, 99)),
        maxMs: round(arrivals.at(-1) ?? NaN),
      };
      log(
        `orderStatusUpdate "${status}": ${figures.received}/${count} sockets, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, last ${figures.maxMs} ms (PATCH answered in ${figures.patchAnsweredMs} ms)`,
      );
      rounds.push(figures);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return { sockets: count, connectS: round(connectS), rounds };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
