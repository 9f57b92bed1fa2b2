import {
  CUSTOMER_SOCKET_OPTIONS,
  type ActiveSeller,
  type ChatMessage,
  type ClientToServerEvents,
  type OrderStatusUpdate,
  type ParcelUpdate,
  type PrintJobUpdate,
  type ServerToClientEvents,
} from '@chapkhana/shared/realtime';
import type { Socket } from 'socket.io-client';
import { pageSettled } from '@/rendering';

/**
 * Every Socket.IO event the storefront uses, in one place (conventions: one `as const` map;
 * the payloads are typed by the shared event maps).
 */
export const SOCKET_EVENTS = {
  productUpdate: 'productUpdate',
  orderStatusUpdate: 'orderStatusUpdate',
  currencyUpdate: 'currencyUpdate',
  sellerMessage: 'seller_message',
  activeSeller: 'activeSeller',
  printJob: 'print:job',
  parcelUpdate: 'parcel:update',
  addUser: 'add_user',
  joinProduct: 'join_product',
  leaveProduct: 'leave_product',
} as const satisfies Record<string, keyof ServerToClientEvents | keyof ClientToServerEvents>;

export type CustomerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the customer socket (docs/storefront.md §9 options), signed in when a token is given. The client
 * library is loaded on demand once the page has settled, so it is not in every page's bundle.
 */
export async function connectCustomerSocket(token: string | null): Promise<CustomerSocket> {
  await pageSettled();
  const { io } = await import('socket.io-client');
  return io(window.location.origin, {
    auth: token ? { token } : {},
    ...CUSTOMER_SOCKET_OPTIONS,
    transports: ['websocket', 'polling'],
  });
}

/** What the app does with each server event (it updates the RTK Query cache). */
export interface RealtimeHandlers {
  /** After every (re)connect: what changed while no socket listened must be read again. */
  connected: () => void;
  productUpdate: (payload: { productId: string }) => void;
  orderStatusUpdate: (payload: OrderStatusUpdate) => void;
  currencyUpdate: (payload: { currencyIQD: string }) => void;
  sellerMessage: (message: ChatMessage) => void;
  activeSeller: (sellers: ActiveSeller[]) => void;
  /** An ordered print line's proof state changed (its artwork, proofs or conversation too). */
  printJob: (payload: PrintJobUpdate) => void;
  /** A parcel of one of the customer's orders moved (its history grew). */
  parcelUpdate: (payload: ParcelUpdate) => void;
}

/**
 * The storefront's one socket: (re)connects with the current token, announces a signed-in
 * customer, keeps the product rooms that pages asked for (re-joined after every reconnect,
 * since the server forgets a socket's rooms) and hands server events to the handlers.
 */
export class RealtimeConnection {
  private socket: CustomerSocket | null = null;
  /** Bumped by every start and stop, so a socket that arrives after a newer call is dropped. */
  private generation = 0;
  private readonly productRooms = new Map<string, number>();

  constructor(
    private readonly handlers: RealtimeHandlers,
    private readonly connect: (
      token: string | null,
    ) => Promise<CustomerSocket> = connectCustomerSocket,
  ) {}

  /** Connects with `token` (null: anonymous), dropping the previous socket. */
  async start(token: string | null): Promise<void> {
    this.stop();
    const generation = this.generation;
    let socket: CustomerSocket;
    try {
      socket = await this.connect(token);
    } catch (error) {
      // The client chunk could not load (offline): the shop works without live updates.
      console.warn('[realtime]', error);
      return;
    }
    if (generation !== this.generation) {
      socket.disconnect();
      return;
    }
    this.socket = socket;
    const { handlers } = this;
    socket.on(SOCKET_EVENTS.productUpdate, (payload) => handlers.productUpdate(payload));
    socket.on(SOCKET_EVENTS.orderStatusUpdate, (payload) => handlers.orderStatusUpdate(payload));
    socket.on(SOCKET_EVENTS.currencyUpdate, (payload) => handlers.currencyUpdate(payload));
    socket.on(SOCKET_EVENTS.sellerMessage, (message) => handlers.sellerMessage(message));
    socket.on(SOCKET_EVENTS.activeSeller, (sellers) => handlers.activeSeller(sellers));
    socket.on(SOCKET_EVENTS.printJob, (payload) => handlers.printJob(payload));
    socket.on(SOCKET_EVENTS.parcelUpdate, (payload) => handlers.parcelUpdate(payload));
    socket.on('connect', () => {
      handlers.connected();
      if (token) socket.emit(SOCKET_EVENTS.addUser);
      for (const productId of this.productRooms.keys()) {
        socket.emit(SOCKET_EVENTS.joinProduct, productId);
      }
    });
    // docs/storefront.md §8: socket failures (timeouts, refused handshakes) are logged, not shown.
    socket.on('connect_error', (error) => console.warn('[realtime]', error.message));
    socket.io.on('reconnect_failed', () => console.warn('[realtime] gave up reconnecting'));
  }

  /** Disconnects and forgets the socket (the product rooms stay wanted). */
  stop(): void {
    this.generation += 1;
    if (!this.socket) return;
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.socket = null;
  }

  /** Follows a product's updates until the returned function is called. */
  joinProduct(productId: string): () => void {
    const count = this.productRooms.get(productId) ?? 0;
    this.productRooms.set(productId, count + 1);
    if (count === 0 && this.socket?.connected) {
      this.socket.emit(SOCKET_EVENTS.joinProduct, productId);
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.productRooms.get(productId) ?? 1) - 1;
      if (remaining > 0) {
        this.productRooms.set(productId, remaining);
        return;
      }
      this.productRooms.delete(productId);
      if (this.socket?.connected) this.socket.emit(SOCKET_EVENTS.leaveProduct, productId);
    };
  }
}
