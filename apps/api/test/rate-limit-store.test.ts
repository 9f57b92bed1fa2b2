import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { rateLimitRedis, redisOrLocalStore } from '../src/modules/accounts/rate-limit-store';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A TCP relay to Redis that the test opens and cuts, as a network between copy and Redis would.
 * It holds its port from the start (a port found free and listened on later can be taken in
 * between on a busy machine): while cut, it hangs up on every connection at once.
 */
async function relayTo(target: URL, { silent = false, refusedFirst = 0 } = {}) {
  let refused = 0;
  const open = new Set<Socket>();
  let passing = false;
  /** Connections a silent relay holds without a word until it passes (a network dropping packets). */
  const held: Socket[] = [];
  const join = (inbound: Socket) => {
    const outbound = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [inbound, outbound]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  };
  const server = createServer((inbound) => {
    inbound.on('error', () => {});
    if (passing) join(inbound);
    else if (silent && refused >= refusedFirst) held.push(inbound);
    else {
      refused += 1;
      inbound.destroy();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    pass: () => {
      passing = true;
      for (const inbound of held.splice(0)) join(inbound);
    },
    cut: () => {
      passing = false;
      for (const socket of open) socket.destroy();
    },
    close: async () => {
      passing = false;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of [...open, ...held]) socket.destroy();
      await closed;
    },
  };
}

// Finding 4 (issue 33): while Redis was unreachable every check was skipped (`skipOnError`).
describe.skipIf(!redisUrl)('sign-in counters when Redis goes and comes back', () => {
  const direct = new Redis(redisUrl ?? '');
  afterAll(() => direct.disconnect());

  /** A copy's sign-in counter for one phone, reaching Redis through `relay`. */
  function counter(relay: { port: number }) {
    const nameSpace = `chapkhana-test-${randomUUID()}:rate-limit:`;
    const redis = rateLimitRedis(`redis://127.0.0.1:${relay.port}`);
    const Store = redisOrLocalStore(redis, nameSpace);
    const store: FastifyRateLimitStore = new Store({});
    const count = () =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          'login-phone:x',
          (error, result) => (error || !result ? reject(error) : resolve(result.current)),
          60_000,
          10,
        ),
      );
    const inRedis = () => direct.get(`${nameSpace}login-phone:x`);
    return { redis, count, inRedis };
  }

  it('count in Redis while it answers, on this copy while it does not, and in Redis again once it is back', async () => {
    const relay = await relayTo(new URL(redisUrl!));
    const { redis, count, inRedis } = counter(relay);
    try {
      // Redis cannot be reached yet: every guess is counted here.
      expect([await count(), await count(), await count()]).toEqual([1, 2, 3]);
      expect(await inRedis()).toBeNull();

      const ready = once(redis, 'ready');
      relay.pass();
      await ready;
      expect([await count(), await count()]).toEqual([1, 2]);
      expect(await inRedis()).toBe('2');

      // Cut again: back to this copy's count, which kept its three.
      const lost = once(redis, 'close');
      relay.cut();
      await lost;
      expect(await count()).toBe(4);
      expect(await inRedis()).toBe('2');

      const back = once(redis, 'ready');
      relay.pass();
      await back;
      expect(await count()).toBe(3);
    } finally {
      redis.disconnect();
      await relay.close();
    }
  });

  it('count a guess once when Redis was silent as it was made, and answers later', async () => {
    // The first connection is refused; the client's next one hangs (a network dropping
    // packets) until the guess, made meanwhile, has been given up on and counted here. Then
    // Redis answers on that connection, before the client's own check of it gives up.
    const relay = await relayTo(new URL(redisUrl!), { silent: true, refusedFirst: 1 });
    const { redis, count, inRedis } = counter(relay);
    try {
      const ready = new Promise((resolve) => redis.once('ready', resolve));
      expect(await count()).toBe(1);
      relay.pass();
      await ready;
      // The guess given up on never reaches Redis afterwards: it was counted once, here.
      expect(await count()).toBe(1);
      expect(await inRedis()).toBe('1');
    } finally {
      redis.disconnect();
      await relay.close();
    }
  });
});
