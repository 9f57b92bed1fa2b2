import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../../lib/http-errors';

/**
 * Options for @fastify/rate-limit. With Redis the sign-in counters are shared by every server
 * copy (otherwise each copy would allow its own 10 guesses per phone); without it they live in
 * this process's memory. While Redis is unreachable a check gives up within 0.3 s and lets
 * the request through: customers can still sign in, at the cost of unshared counting meanwhile.
 */
export function rateLimitOptions(
  app: FastifyInstance,
  redisUrl: string | undefined,
  channel = 'chapkhana',
): RateLimitPluginOptions {
  if (!redisUrl) return { global: false };
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 300 });
  // Failures surface as skipped checks; without a listener ioredis would throw them at the process.
  redis.on('error', () => {});
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { global: false, redis, nameSpace: `${channel}:rate-limit:`, skipOnError: true };
}

/** Sign-in attempts allowed per phone number (or console account), and per network, in each window. */
export const LOGIN_LIMITS = { perPhone: 10, perIp: 30, window: 15 * 60 * 1000 };
/** Current-password guesses a signed-in customer may make in each window. */
export const CHANGE_PASSWORD_LIMIT = { perAccount: 10, window: 15 * 60 * 1000 };

/** Over the limit: 429 with the minutes left until the window resets. */
export const tooManyAttempts = (ttlMs: number) =>
  tooManyRequests('too_many_sign_ins', { minutes: Math.max(1, Math.ceil(ttlMs / 60_000)) });
