import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ConsoleOrderEvent,
  ServerToClientEvents,
} from '@chapkhana/shared/realtime';
import type { StaffRole } from '@chapkhana/shared/staff';
import type { AppDispatch } from '@/lib/store';
import { api } from '@/lib/api-client';
import { forgetSignIn } from '@/lib/forget-sign-in';
import { playOrderChime } from '@/features/orders/live/order-sound';

type ConsoleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The cached reads a role's order events make stale: its list (and badge) and the order pages. */
const TAGS_OF = {
  seller: ['SellerOrders'],
  admin: ['Orders'],
} as const satisfies Record<StaffRole, readonly ('SellerOrders' | 'Orders')[]>;

/**
 * What the console does with its order events (a function of its own, for the unit tests). The
 * list is read again rather than patched from the event: the server's answer is the one list, so
 * an event racing a refetch can never show an order twice. A reconnect (a tab that slept, a
 * network that came back) reads it again too, catching up on what was missed.
 */
export function liveOrderHandlers(
  role: StaffRole,
  dispatch: AppDispatch,
  chime: () => unknown = playOrderChime,
) {
  const readAgain = () => dispatch(api.util.invalidateTags([...TAGS_OF[role]]));
  // One chime per order, whatever repeats (two copies of the event, a reconnect).
  const chimed = new Set<string>();
  let connectedBefore = false;
  return {
    placed(event: ConsoleOrderEvent) {
      readAgain();
      const key = event.sellerOrderId ?? event.orderId;
      if (!chimed.has(key)) {
        chimed.add(key);
        chime();
      }
    },
    changed() {
      readAgain();
    },
    connected() {
      if (connectedBefore) readAgain();
      connectedBefore = true;
    },
  };
}

/**
 * The console's live orders, for as long as the sign-in of `token` lasts: its socket (the
 * handshake puts it in the seller's or the admins' room alone) follows `order:placed` and
 * `order:changed`. Answers whether the socket is connected now.
 */
export function useLiveOrders(role: StaffRole, token: string | null): boolean {
  const dispatch = useDispatch<AppDispatch>();
  const [connected, setConnected] = useState(false);
  const [socket] = useState<ConsoleSocket | null>(() =>
    token ? io({ path: '/socket.io', auth: { token }, autoConnect: false }) : null,
  );
  useEffect(() => {
    if (!socket) return;
    const handlers = liveOrderHandlers(role, dispatch);
    const up = () => setConnected(true);
    const down = (reason: string) => {
      setConnected(false);
      // The server ended this sign-in (signed out here or elsewhere, a changed role, a removed
      // member, an expired token): the console forgets it at once and goes back to the sign-in
      // page; a sign-in made since is not this one.
      if (reason === 'io server disconnect') forgetSignIn(dispatch, token);
    };
    socket.on('connect', handlers.connected);
    socket.on('connect', up);
    socket.on('disconnect', down);
    socket.on('order:placed', handlers.placed);
    socket.on('order:changed', handlers.changed);
    socket.connect();
    return () => {
      socket.off('connect', handlers.connected);
      socket.off('connect', up);
      socket.off('disconnect', down);
      socket.off('order:placed', handlers.placed);
      socket.off('order:changed', handlers.changed);
      socket.disconnect();
    };
  }, [socket, token, role, dispatch]);
  return connected;
}
