// Socket.IO event names and payloads, typing both the server and the clients (docs/design.md §8).

import type { ApiErrorCode, ApiErrorParams } from './errors';
import type { ParcelState } from './parcels';
import type { ProofState } from './print';
import type { JobStage } from './production';

/** Customer socket options (docs/storefront.md §9): 5 attempts, 1 s delay up to 5 s, jitter 0.5, 20 s timeout. */
export const CUSTOMER_SOCKET_OPTIONS = {
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

export interface ChatMessage {
  _id: string;
  senderId: string;
  receverId: string;
  /** As written when sent: a seller's English shop name, a customer's own name. */
  senderName: string;
  /** A seller's shop name in each language (a message it sends live), for the reader's. */
  senderNames?: { enName: string; kuName: string; arName: string };
  message: string;
  status: 'seen' | 'unseen';
  createdAt: string;
}

/** A seller as everyone may see it: id and public shop name, nothing from the account. */
export interface ActiveSeller {
  sellerId: string;
  name: string;
}

export interface OrderStatusUpdate {
  orderId: string;
  delivery_status: 'pending' | 'preparing' | 'on way' | 'delivered' | 'cancelled';
  payment_status: 'paid' | 'unpaid';
}

/** A print job moved (artwork added, proof sent, approved, changes asked): to its customer and seller. */
export interface PrintJobUpdate {
  orderId: string;
  orderLineId: string;
  state: ProofState;
}

/**
 * A job line moved on the production board (issue 39): to its print house's consoles and the
 * admins', whose boards read themselves again.
 */
export interface ProductionJobUpdate {
  orderId: string;
  sellerOrderId: string;
  orderLineId: string;
  stage: JobStage;
}

/**
 * A parcel's history grew (a courier status, a move by hand): to the order's customer, the
 * parcel's seller and the admins, whose pages read the parcel again.
 */
export interface ParcelUpdate {
  orderId: string;
  sellerOrderId: string;
  parcelId: string;
  state: ParcelState;
}

/**
 * To the consoles that follow an order (docs/design.md, "Realtime"): each of its sellers' (every
 * console account of that print house) with that seller's own part, and the admins' with
 * `sellerOrderId` null. Nothing else of the order travels: the console reads its list again.
 */
export interface ConsoleOrderEvent {
  /** The customer's order: the row of the admins' list. */
  orderId: string;
  /** The seller's part of it, the row of that seller's list; null in the admins' copy. */
  sellerOrderId: string | null;
}

export interface ServerToClientEvents {
  productUpdate: (payload: { productId: string }) => void;
  orderStatusUpdate: (payload: OrderStatusUpdate) => void;
  currencyUpdate: (payload: { currencyIQD: string }) => void;
  /** To a customer: a seller wrote. */
  seller_message: (message: ChatMessage) => void;
  /** To a seller: a customer wrote. */
  customer_message: (message: ChatMessage) => void;
  activeSeller: (sellers: ActiveSeller[]) => void;
  'print:job': (payload: PrintJobUpdate) => void;
  'parcel:update': (payload: ParcelUpdate) => void;
  'production:job': (payload: ProductionJobUpdate) => void;
  /** A customer placed an order: to its sellers' consoles and the admins'. */
  'order:placed': (payload: ConsoleOrderEvent) => void;
  /** An order's or a seller's part's state moved (status, payment, cash): to the same consoles. */
  'order:changed': (payload: ConsoleOrderEvent) => void;
}

/** A socket command's answer; a refusal is shaped like an HTTP error answer (errors.ts). */
export type Ack = (
  result:
    | { ok: true; message: ChatMessage }
    | { ok: false; error: string; code: ApiErrorCode; params?: ApiErrorParams },
) => void;

export interface ClientToServerEvents {
  /** A signed-in customer announces itself (the handshake already authenticated it). */
  add_user: () => void;
  /** A seller's console announces itself, so customers see it online. */
  add_seller: () => void;
  send_customer_message: (payload: { sellerId: string; text: string }, ack?: Ack) => void;
  send_seller_message: (payload: { customerId: string; text: string }, ack?: Ack) => void;
  /** Anyone may follow a product page's updates. */
  join_product: (productId: string) => void;
  leave_product: (productId: string) => void;
}

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
