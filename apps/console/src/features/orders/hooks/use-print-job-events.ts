import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { io, type Socket } from 'socket.io-client';
import type { ProofState } from '@chapkhana/shared/print';
import type { ClientToServerEvents, ServerToClientEvents } from '@chapkhana/shared/realtime';
import type { AppDispatch } from '@/lib/store';
import { api } from '@/lib/api-client';
import { readStaffToken } from '@/lib/staff-token';

/** `print:job` (print.ts, PRINT_ROUTES): a print line of an order changed state. */
export interface PrintJobEvent {
  orderId: string;
  orderLineId: string;
  state: ProofState;
}

type PrintJobServerEvents = ServerToClientEvents & {
  'print:job': (payload: PrintJobEvent) => void;
};

/**
 * Follows `print:job` for one order with print lines while its page is open: the seller's handshake already puts
 * the socket in its room. An event for this order re-reads its print jobs and the order (the
 * socket updates the cache, never component state).
 */
export function usePrintJobEvents(orderId: string, enabled: boolean) {
  const dispatch = useDispatch<AppDispatch>();
  const [socket] = useState<Socket<PrintJobServerEvents, ClientToServerEvents> | null>(() => {
    const token = enabled ? readStaffToken() : null;
    return token ? io({ path: '/socket.io', auth: { token }, autoConnect: false }) : null;
  });
  useEffect(() => {
    if (!socket) return;
    const changed = (event: PrintJobEvent) => {
      if (event.orderId === orderId) {
        dispatch(api.util.invalidateTags(['PrintJobs', 'SellerOrders', 'Orders']));
      }
    };
    socket.on('print:job', changed);
    socket.connect();
    return () => {
      socket.off('print:job', changed);
      socket.disconnect();
    };
  }, [socket, orderId, dispatch]);
}
