import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@chapkhana/shared/realtime';
import { freePort } from './ports';
import { createTestApp, type TestApp } from './test-app';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The real application listening on a free loopback port, for socket clients. */
export async function listeningTestApp(
  env: Record<string, string> = {},
): Promise<{ shop: TestApp; url: string }> {
  const port = await freePort();
  const shop = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
  await shop.app.listen({ port, host: '127.0.0.1' });
  return { shop, url: `http://127.0.0.1:${port}` };
}

const opened: Client[] = [];

/** A connected socket, anonymous or with a token; rejects with the server's refusal. */
export async function socketClient(url: string, token?: string): Promise<Client> {
  const socket: Client = connect(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
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
  timeout = 3000,
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

/** Lets the server handle what a socket just emitted (e.g. joining a room). */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
