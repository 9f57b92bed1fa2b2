import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp, what: string) =>
  z.preprocess(
    emptyToUndefined,
    z.url({ protocol: protocols, error: `must be a ${what} URL` }).optional(),
  );
const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

const commaList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** proxy-addr's names for whole address ranges, accepted beside addresses and CIDR blocks. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The most proxy hops TRUST_PROXY may count. A shop sits behind one balancer, perhaps a CDN and a
 * platform's router before it: five leaves room. A count above the real chain trusts the
 * client's own X-Forwarded-For entries, so a larger number is a mistake, not a setting.
 */
export const MAX_PROXY_HOPS = 5;

/**
 * The widest block TRUST_PROXY may name: 10.0.0.0/8, the largest private IPv4 network, and /16
 * in IPv6 (a provider's own /32 or a site's /48 fit). Wider blocks trust the Internet at large.
 */
const WIDEST_PREFIX = { 4: 8, 6: 16 } as const;
/** `::ffff:a.b.c.d/n` is the IPv4 block a.b.c.d/(n - 96) to proxy-addr. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(\.\d{1,3}){3}|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/i;

/** Whether `entry` is an address, a named range or a CIDR block within the widest allowed. */
function proxyEntryProblem(entry: string): 'malformed' | 'too wide' | undefined {
  if (PROXY_RANGES.has(entry)) return undefined;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return 'malformed';
  if (bits === undefined) return undefined;
  const prefix = Number(bits);
  if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return 'malformed';
  if (family === 6 && IPV4_MAPPED.test(address)) {
    return prefix - 96 < WIDEST_PREFIX[4] ? 'too wide' : undefined;
  }
  return prefix < WIDEST_PREFIX[family === 4 ? 4 : 6] ? 'too wide' : undefined;
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For: none (the peer is the client),
 * a hop count, or the proxies' addresses. `true` (trust anyone) is refused: any client could then
 * choose its own address and get around every per-network limit. So are blocks wider than a
 * private network (`0.0.0.0/0`, `::/0`, `::ffff:0:0/96`…) and more than MAX_PROXY_HOPS hops,
 * which trust as much.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, context): false | number | string[] => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) {
        if (Number(value) <= MAX_PROXY_HOPS) return Number(value);
        context.addIssue({
          code: 'custom',
          message: `may count at most ${MAX_PROXY_HOPS} proxy hops (a count above the real chain lets the client choose its address); not ${value}`,
        });
        return z.NEVER;
      }
      const entries = commaList(value);
      const tooWide = entries.filter((entry) => proxyEntryProblem(entry) === 'too wide');
      if (tooWide.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `may name blocks no wider than /${WIDEST_PREFIX[4]} (IPv4) or /${WIDEST_PREFIX[6]} (IPv6), the proxies' own network, not the Internet (private ranges: loopback, linklocal, uniquelocal); not ${tooWide.join(', ')}`,
        });
        return z.NEVER;
      }
      const wrong = entries.filter((entry) => proxyEntryProblem(entry) !== undefined);
      if (entries.length === 0 || wrong.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must be a number of proxy hops or the proxies' addresses (IPs, CIDR blocks, loopback); not ${wrong.join(', ') || value}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/** Other origins (a separately hosted storefront, an app's web view) that may call with credentials. */
const corsOrigins = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, context): string[] => {
      const origins: string[] = [];
      for (const entry of commaList(value ?? '')) {
        const url = URL.canParse(entry) ? new URL(entry) : undefined;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/+$/, '')) {
          context.addIssue({
            code: 'custom',
            message: `must list origins such as https://shop.example, separated by commas; not ${entry}`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://'),
  REDIS_URL: optionalUrl(/^rediss?$/, 'redis://'),
  SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://'),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default('Chapkhana <no-reply@chapkhana.local>'),
  ),
  PUBLIC_URL: optionalUrl(/^https?$/, 'http(s)://'),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  FIB_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  FIB_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  FIB_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  SEED_DEMO: booleanFlag,
  SHIPPING_FEE_IQD: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of dinars' })
      .min(0, { error: 'must not be negative' })
      .default(5000),
  ),
  /**
   * How long a catalogue read or a rendered page may be answered from memory; 0 turns it off.
   * Minutes: every write that changes what they show drops them at once, on every copy through
   * Redis (plugins/cache.ts; test/cache-invalidation.test.ts walks the writes).
   */
  READ_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .min(0, { error: 'must not be negative' })
      .max(3600, { error: 'must be at most 3600' })
      .default(300),
  ),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: corsOrigins,
  /** This copy's name among several behind a balancer; each answer then says it in `x-served-by`. */
  COPY_NAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, {
        error: 'must be 1 to 40 letters, digits, dots, dashes or underscores',
      })
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Where the built storefront lives; defaults to apps/web/dist of this checkout. */
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where the built console lives; defaults to apps/console/dist of this checkout. */
  CONSOLE_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  fib: { baseUrl: string; clientId: string; clientSecret: string } | undefined;
  seedDemo: boolean;
  /** Flat delivery fee per distinct seller in an order, in IQD. */
  shippingFeeIqd: number;
  /** Catalogue reads are kept this long at most (a write on this copy drops them at once). */
  readCacheSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: false (the peer is the client), a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /**
   * Origins whose pages may use a sign-in cookie (writes, socket handshakes) and call with
   * credentials: PUBLIC_URL's origin first, then CORS_ORIGINS.
   */
  allowedOrigins: string[];
  /**
   * CORS_ORIGINS alone: the other origins that may call /api and /socket.io with credentials
   * (CORS) and embed the pictures under /uploads. Empty: the shop serves its own origin only.
   */
  corsOrigins: string[];
  /** COPY_NAME: set, every HTTP answer (and Socket.IO's) carries `x-served-by: <name>`. */
  copyName: string | undefined;
  webDistDir: string;
  consoleDistDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** apps/api: the nearest folder with a package.json, whether running from src (tsx, vitest) or dist. */
export const API_ROOT = findPackageRoot(import.meta.dirname);

function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
  return dir;
}

/** Validates the environment once; a missing or malformed variable stops start-up with a sentence naming it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const env = parsed.data;
  const fibParts = [env.FIB_BASE_URL, env.FIB_CLIENT_ID, env.FIB_CLIENT_SECRET];
  if (fibParts.some(Boolean) && !fibParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: FIB_BASE_URL, FIB_CLIENT_ID and FIB_CLIENT_SECRET must be set together.',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl,
    jwtSecret: env.JWT_SECRET,
    fib:
      env.FIB_BASE_URL && env.FIB_CLIENT_ID && env.FIB_CLIENT_SECRET
        ? {
            baseUrl: env.FIB_BASE_URL,
            clientId: env.FIB_CLIENT_ID,
            clientSecret: env.FIB_CLIENT_SECRET,
          }
        : undefined,
    seedDemo: env.SEED_DEMO,
    shippingFeeIqd: env.SHIPPING_FEE_IQD,
    readCacheSeconds: env.READ_CACHE_SECONDS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...env.CORS_ORIGINS])],
    corsOrigins: [...new Set(env.CORS_ORIGINS)].filter(
      (origin) => origin !== new URL(publicUrl).origin,
    ),
    copyName: env.COPY_NAME,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(API_ROOT, '..', 'web', 'dist')),
    consoleDistDir: path.resolve(
      env.CONSOLE_DIST_DIR ?? path.join(API_ROOT, '..', 'console', 'dist'),
    ),
  };
}
