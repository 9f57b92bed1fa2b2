import type { FastifyBaseLogger } from 'fastify';
import type { ActiveSeller } from '@chapkhana/shared/realtime';
import type { Database } from '../db/client';
import { publicSellers } from '../modules/chat/service';
import { guard } from './commands';
import type { SocketIdentity } from './identity';

/** Sellers' comings and goings within this long are told to everyone in one broadcast. */
export const PRESENCE_DEBOUNCE_MS = 1000;
/** How long one reading of the online sellers answers customers who ask. */
const ACTIVE_SELLERS_TTL_MS = 2000;

export interface Presence {
  /** A seller connected or left: everyone hears the new list once, after the burst settles. */
  changed(): void;
  /** The online sellers on every copy, read at most once per TTL however often customers ask. */
  activeSellers(): Promise<ActiveSeller[]>;
  /** Drops a pending broadcast (the server is closing). */
  stop(): void;
}

/**
 * Who is online, announced only when a seller comes or goes: asking must stay cheap, because an
 * earlier version broadcast (and queried the database) for every `add_user` any socket sent.
 */
export function sellerPresence(options: {
  /** The sockets in the sellers' room, on every copy when the Redis adapter is on. */
  sellerSockets: () => Promise<{ data: SocketIdentity }[]>;
  db: () => Database;
  log: FastifyBaseLogger;
  broadcast: (sellers: ActiveSeller[]) => void;
}): Presence {
  let reading: { at: number; sellers: Promise<ActiveSeller[]> } | undefined;
  let pending: NodeJS.Timeout | undefined;

  function read(): Promise<ActiveSeller[]> {
    const sellers = (async () => {
      const sockets = await options.sellerSockets();
      const ids = new Set(
        sockets.flatMap((s) => (s.data.kind === 'seller' ? [s.data.sellerId] : [])),
      );
      return publicSellers(options.db(), [...ids]);
    })();
    const current = { at: Date.now(), sellers };
    reading = current;
    // A failed reading is not kept: the next customer who asks tries again.
    sellers.catch(() => {
      if (reading === current) reading = undefined;
    });
    return sellers;
  }

  return {
    changed() {
      reading = undefined;
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        guard(options.log, 'presence broadcast', async () => options.broadcast(await read()));
      }, PRESENCE_DEBOUNCE_MS);
      pending.unref();
    },
    activeSellers() {
      if (reading && Date.now() - reading.at < ACTIVE_SELLERS_TTL_MS) return reading.sellers;
      return read();
    },
    stop() {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}
