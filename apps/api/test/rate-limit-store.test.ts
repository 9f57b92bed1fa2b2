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
async function relayTo(target: URL) {
  const open = new Set<Socket>();
  let passing = false;
  const server = createServer((inbound) => {
    inbound.on('error', () => {});
    if (!passing) {
      inbound.destroy();
      return;
    }
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
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    pass: () => {
      passing = true;
    },
    cut: () => {
      passing = false;
      for (const socket of open) socket.destroy();
    },
    close: async () => {
      passing = false;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}

// Finding 4 (issue 33): while Redis was unreachable every check was skipped (`skipOnError`).
describe.skipIf(!redisUrl)('sign-in counters when Redis goes and comes back', () => {
  const direct = new Redis(redisUrl ?? '');
  afterAll(() => direct.disconnect());

  it('count in Redis while it answers, on this copy while it does not, and in Redis again once it is back', async () => {
    const relay = await relayTo(new URL(redisUrl!));
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
});
