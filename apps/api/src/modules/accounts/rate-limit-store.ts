import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../../lib/http-errors';

/**
 * Options for @fastify/rate-limit. With Redis the sign-in counters are shared by every server
 * copy (otherwise each copy would allow its own 10 guesses per phone); without it they live in
 * this process's memory. While Redis is unreachable each copy counts in its own memory again
 * (`redisOrLocalStore`): sign-in keeps working and keeps being limited, per copy meanwhile.
 */
export function rateLimitOptions(
  app: FastifyInstance,
  redisUrl: string | undefined,
  channel = 'chapkhana',
  checkTimeoutMs = REDIS_CHECK_TIMEOUT_MS,
): RateLimitPluginOptions {
  if (!redisUrl) return { global: false };
  const redis = rateLimitRedis(redisUrl, checkTimeoutMs);
  // The first requests are counted in Redis, not here while the client is still connecting
  // (a check is never queued for later: `rateLimitRedis`): the copy starts once Redis answered,
  // refused, or kept it waiting a moment.
  app.addHook('onReady', async () => {
    await connectedOrNot(redis, FIRST_CONNECTION_WAIT_MS);
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { global: false, store: redisOrLocalStore(redis, `${channel}:rate-limit:`) };
}

/** How long a starting copy waits for its first connection to Redis. */
const FIRST_CONNECTION_WAIT_MS = 2000;

/** Resolves once `redis` is ready or has failed to connect, or after `ms` (a silent network). */
function connectedOrNot(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** How long a check waits for Redis before it counts in this process instead. */
export const REDIS_CHECK_TIMEOUT_MS = 300;

/**
 * The counters' Redis client: a check gives up on it within 0.3 s and counts locally instead. A
 * check made while the client is not connected fails at once rather than waiting in ioredis's
 * offline queue: a queued count given up on (and counted here) would otherwise still reach Redis
 * once it is back, and count that guess twice (seen on a busy machine: 2 where 1 was due).
 */
export function rateLimitRedis(redisUrl: string, checkTimeoutMs = REDIS_CHECK_TIMEOUT_MS): Redis {
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    commandTimeout: checkTimeoutMs,
    enableOfflineQueue: false,
  });
  // Failures surface as local counting; without a listener ioredis would throw them at the process.
  redis.on('error', () => {});
  return redis;
}

/** Client states in which Redis cannot answer now (it was reached before, or is closed). */
const REDIS_AWAY = new Set(['reconnecting', 'close', 'end']);

/** Counts in Redis while it answers and in this process's memory (an LRU) while it does not. */
class RedisOrLocal implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    const countHere = () => this.local.incr(key, callback, timeWindow, max);
    // Known to be away: no 0.3 s wait per check. Otherwise Redis is asked, and each check it
    // fails (a timeout, a connection lost meanwhile) is counted here; once it answers again
    // the shared counters are used again.
    if (REDIS_AWAY.has(this.redis.status)) return countHere();
    this.shared.incr(
      key,
      (error, result) => (error ? countHere() : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisOrLocal(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/**
 * A store for @fastify/rate-limit made of its own two: Redis's, shared by every copy, and the
 * in-memory one it falls back to (`skipOnError` would let every guess through instead).
 */
export function redisOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocal {
    constructor(options: RateLimitOptions) {
      const { continueExceeding, exponentialBackoff, cache } = options;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, cache),
      );
    }
  };
}

/** Sign-in attempts allowed per phone number (or console account), and per network, in each window. */
export const LOGIN_LIMITS = { perPhone: 10, perIp: 30, window: 15 * 60 * 1000 };
/** Current-password guesses a signed-in customer may make in each window. */
export const CHANGE_PASSWORD_LIMIT = { perAccount: 10, window: 15 * 60 * 1000 };

/** Over the limit: 429 with the minutes left until the window resets. */
export const tooManyAttempts = (ttlMs: number) =>
  tooManyRequests('too_many_sign_ins', { minutes: Math.max(1, Math.ceil(ttlMs / 60_000)) });
