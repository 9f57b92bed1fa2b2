import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ParcelUpdate,
  ServerToClientEvents,
} from '@chapkhana/shared/realtime';
import type { AppDispatch } from '@/lib/store';
import { api } from '@/lib/api-client';
import { readStaffToken } from '@/lib/staff-token';

/**
 * Follows `parcel:update` for one order while its page is open (the seller's and the admins'
 * handshakes put the socket in their rooms): an event for this order re-reads its parcels and
 * the order (the socket updates the cache, never component state).
 */
export function useParcelEvents(orderId: string) {
  const dispatch = useDispatch<AppDispatch>();
  const [socket] = useState<Socket<ServerToClientEvents, ClientToServerEvents> | null>(() => {
    const token = readStaffToken();
    return token ? io({ path: '/socket.io', auth: { token }, autoConnect: false }) : null;
  });
  useEffect(() => {
    if (!socket) return;
    const changed = (event: ParcelUpdate) => {
      if (event.orderId === orderId) {
        dispatch(api.util.invalidateTags(['Parcels', 'SellerOrders', 'Orders']));
      }
    };
    socket.on('parcel:update', changed);
    socket.connect();
    return () => {
      socket.off('parcel:update', changed);
      socket.disconnect();
    };
  }, [socket, orderId, dispatch]);
}
