import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@chapkhana/shared/realtime';
import type { AppDispatch } from '@/lib/store';
import { api } from '@/lib/api-client';
import { readStaffToken } from '@/lib/staff-token';

/**
 * What moves a card: a move on another screen, a proof sent or answered, a new order, a part
 * handed over or delivered (the server sends each to the print house's consoles and the admins').
 */
export const BOARD_EVENTS = [
  'production:job',
  'print:job',
  'order:placed',
  'order:changed',
  'parcel:update',
] as const satisfies readonly (keyof ServerToClientEvents)[];

/** What the board does with its events (a function of its own, for the unit tests). */
export function liveBoardHandlers(dispatch: AppDispatch) {
  const readAgain = () => dispatch(api.util.invalidateTags(['Production']));
  let connectedBefore = false;
  return {
    changed: readAgain,
    // A reconnect (a wall screen whose network came back) reads the board again: it missed events.
    connected() {
      if (connectedBefore) readAgain();
      connectedBefore = true;
    },
  };
}

/**
 * Keeps the open board live: its socket (the handshake puts it in its print house's room, or the
 * admins') re-reads the board on every event that moves a card. Answers whether it is connected.
 */
export function useLiveBoard(): boolean {
  const dispatch = useDispatch<AppDispatch>();
  const [connected, setConnected] = useState(false);
  const [socket] = useState<Socket<ServerToClientEvents, ClientToServerEvents> | null>(() => {
    const token = readStaffToken();
    return token ? io({ path: '/socket.io', auth: { token }, autoConnect: false }) : null;
  });
  useEffect(() => {
    if (!socket) return;
    const handlers = liveBoardHandlers(dispatch);
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    socket.on('connect', handlers.connected);
    socket.on('connect', up);
    socket.on('disconnect', down);
    for (const event of BOARD_EVENTS) socket.on(event, handlers.changed);
    socket.connect();
    return () => {
      socket.off('connect', handlers.connected);
      socket.off('connect', up);
      socket.off('disconnect', down);
      for (const event of BOARD_EVENTS) socket.off(event, handlers.changed);
      socket.disconnect();
    };
  }, [socket, dispatch]);
  return connected;
}
