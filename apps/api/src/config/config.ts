import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseSealingKey } from '../lib/sealed';
import { REAL_OTPIQ_BASE_URL } from '../messages/otpiq/client';
import { REAL_GRAPH_BASE_URL } from '../messages/whatsapp/client';

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

const optionalText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(max, { error: `must be at most ${max} characters` })
      .optional(),
  );
const offFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default('false')
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
  /** Qi Card (payments-iraq reference): all of base URL, username, password, terminal, public key. */
  QI_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  QI_USERNAME: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  QI_PASSWORD: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  QI_TERMINAL_ID: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  /** Qi's RSA public key, PEM (its line breaks may be written as \n). */
  QI_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(10_000)
      .transform((pem) => pem.replaceAll('\\n', '\n'))
      .refine((pem) => pem.includes('-----BEGIN PUBLIC KEY-----'), {
        error: 'must be a PEM public key (-----BEGIN PUBLIC KEY-----)',
      })
      .optional(),
  ),
  /** ZainCash v2: all of base URL, client id, client secret and the API key that signs its tokens. */
  ZAINCASH_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  ZAINCASH_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  ZAINCASH_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  ZAINCASH_API_KEY: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  ZAINCASH_SERVICE_TYPE: optionalText(100),
  /** FastPay: all of base URL, store id and store password; the refund key where FastPay gave one. */
  FASTPAY_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  FASTPAY_STORE_ID: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  FASTPAY_STORE_PASSWORD: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  FASTPAY_REFUND_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  /**
   * Serves look-alikes of Qi Card, ZainCash and FastPay under /lookalike/payments, offered as
   * simulations for each provider left unconfigured. Off unless set; `npm start` sets it for the demo.
   */
  PAYMENTS_LOOKALIKE: offFlag,
  SEED_DEMO: booleanFlag,
  /** Seals sellers' courier passwords and tokens at rest (lib/sealed.ts): 32 bytes, hex or base64. */
  COURIER_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((value) => value === undefined || parseSealingKey(value) !== undefined, {
        error: 'must be 32 bytes written as 64 hex digits or in base64 (openssl rand -base64 32)',
      }),
  ),
  /**
   * Serves the look-alike Waseet-family courier under /lookalike/couriers (the demo's courier,
   * marked as a simulation in the console). Off unless set; `npm start` sets it for the demo.
   */
  COURIER_LOOKALIKE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  ),
  /**
   * Serves look-alikes of the WhatsApp Graph API and the OTPIQ SMS gateway under
   * /lookalike/messages, and sends through them when WA_* / OTPIQ_* are not set. Off unless set:
   * with no provider configured, messages are files in DATA_DIR/outbox.
   */
  MESSAGES_LOOKALIKE: offFlag,
  /** WhatsApp Cloud API (phone-codes reference): all of token, phone number id, secret, verify token. */
  WA_GRAPH_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  WA_GRAPH_VERSION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^v\d{1,3}\.\d{1,3}$/, { error: 'must be a Graph API version such as v23.0' })
      .default('v23.0'),
  ),
  WA_ACCESS_TOKEN: optionalText(1000),
  WA_PHONE_NUMBER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,30}$/, { error: 'must be the phone number id (digits)' })
      .optional(),
  ),
  WA_WABA_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,30}$/, { error: 'must be the business account id (digits)' })
      .optional(),
  ),
  WA_APP_SECRET: optionalText(200),
  WA_VERIFY_TOKEN: optionalText(200),
  WA_CODE_TEMPLATE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, { error: 'must be a template name (a-z, 0-9, _)' })
      .default('chapkhana_login_code'),
  ),
  /** OTPIQ SMS (phone-codes reference, "OTPIQ"): the API key and the registered sender id. */
  OTPIQ_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  OTPIQ_API_KEY: optionalText(500),
  OTPIQ_SENDER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9 .-]{1,11}$/, {
        error: 'must be 1 to 11 letters or digits (a registered sender id)',
      })
      .optional(),
  ),
  /** How long a provider may take to answer a send. */
  MESSAGES_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(100, { error: 'must be at least 100' })
      .max(60_000, { error: 'must be at most 60000' })
      .default(10_000),
  ),
  /** A WhatsApp code with no delivery report this long after acceptance goes by SMS too. */
  MESSAGES_DELIVERY_WAIT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(100, { error: 'must be at least 100' })
      .max(600_000, { error: 'must be at most 600000' })
      .default(20_000),
  ),
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
  /**
   * How often an open parcel is asked about at its courier (reference/couriers.md, "Read orders": every
   * 10–15 minutes within the rate limit); the demo asks every few seconds.
   */
  COURIER_POLL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of seconds' })
      .min(1, { error: 'must be at least 1' })
      .max(86_400, { error: 'must be at most 86400' })
      .default(600),
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
  /** The providers paid on their own page, each when its variables are all set. */
  pagePayments: PagePaymentsConfig;
  seedDemo: boolean;
  /**
   * The key that seals courier credentials (COURIER_SECRET_KEY). Unset: outside production a key
   * derived from the JWT secret is used (app.ts); in production couriers cannot be connected.
   */
  courierSecretKey: Buffer | undefined;
  /** Serve the look-alike courier under /lookalike/couriers (COURIER_LOOKALIKE). */
  courierLookalike: boolean;
  /** WhatsApp and SMS providers (messages/), or none: then messages are outbox files. */
  messages: MessagesConfig;
  /** Flat delivery fee per distinct seller in an order, in IQD. */
  shippingFeeIqd: number;
  /** Catalogue reads are kept this long at most (a write on this copy drops them at once). */
  readCacheSeconds: number;
  /** An open parcel is asked about at its courier this often (COURIER_POLL_SECONDS, 600 s by default). */
  courierPollSeconds: number;
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

export interface PagePaymentsConfig {
  /** Serve the look-alikes under /lookalike/payments and offer them where unconfigured (PAYMENTS_LOOKALIKE). */
  lookalike: boolean;
  qi:
    | {
        baseUrl: string;
        username: string;
        password: string;
        terminalId: string;
        publicKeyPem: string;
      }
    | undefined;
  zaincash:
    | {
        baseUrl: string;
        clientId: string;
        clientSecret: string;
        apiKey: string;
        serviceType?: string;
      }
    | undefined;
  fastpay:
    | { baseUrl: string; storeId: string; storePassword: string; refundSecretKey?: string }
    | undefined;
}

/** Where the payment look-alikes are served (PAYMENTS_LOOKALIKE), under PUBLIC_URL. */
export const PAYMENTS_LOOKALIKE_PREFIX = '/lookalike/payments';

/** Where the look-alikes are served (MESSAGES_LOOKALIKE), under PUBLIC_URL. */
export const MESSAGES_LOOKALIKE_PREFIX = '/lookalike/messages';

export interface WhatsAppConfig {
  baseUrl: string;
  version: string;
  accessToken: string;
  phoneNumberId: string;
  wabaId: string | undefined;
  appSecret: string;
  verifyToken: string;
  codeTemplate: string;
}

export interface OtpiqConfig {
  baseUrl: string;
  apiKey: string;
  senderId: string;
}

export interface MessagesConfig {
  /** Serve the look-alikes under /lookalike/messages (MESSAGES_LOOKALIKE). */
  lookalike: boolean;
  whatsapp: WhatsAppConfig | undefined;
  otpiq: OtpiqConfig | undefined;
  timeoutMs: number;
  deliveryWaitMs: number;
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
  const messages = messagesConfig(env, publicUrl);
  const pagePayments = pagePaymentsConfig(env);
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
    pagePayments,
    seedDemo: env.SEED_DEMO,
    courierSecretKey:
      env.COURIER_SECRET_KEY === undefined ? undefined : parseSealingKey(env.COURIER_SECRET_KEY),
    courierLookalike: env.COURIER_LOOKALIKE,
    messages,
    shippingFeeIqd: env.SHIPPING_FEE_IQD,
    readCacheSeconds: env.READ_CACHE_SECONDS,
    courierPollSeconds: env.COURIER_POLL_SECONDS,
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

/**
 * The message providers from WA_* and OTPIQ_*; with MESSAGES_LOOKALIKE and a provider left unset,
 * the look-alike's address and its own credentials. In production a provider is called at its own
 * address or the look-alike's only, like a courier (modules/parcels, courier_address_not_allowed).
 */
function messagesConfig(env: Env, publicUrl: string): MessagesConfig {
  const lookalikeBase = `${publicUrl}${MESSAGES_LOOKALIKE_PREFIX}`;
  const production = env.NODE_ENV === 'production';
  const waParts = [
    env.WA_ACCESS_TOKEN,
    env.WA_PHONE_NUMBER_ID,
    env.WA_APP_SECRET,
    env.WA_VERIFY_TOKEN,
  ];
  if (waParts.some(Boolean) && !waParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: WA_ACCESS_TOKEN, WA_PHONE_NUMBER_ID, WA_APP_SECRET and WA_VERIFY_TOKEN must be set together.',
    );
  }
  if (Boolean(env.OTPIQ_API_KEY) !== Boolean(env.OTPIQ_SENDER_ID)) {
    throw new ConfigError(
      'Invalid configuration: OTPIQ_API_KEY and OTPIQ_SENDER_ID must be set together.',
    );
  }
  const allowed = (name: string, url: string, real: string, lookalike: string) => {
    const base = url.replace(/\/+$/, '');
    if (production && base !== real && !(env.MESSAGES_LOOKALIKE && base === lookalike)) {
      throw new ConfigError(
        `Invalid configuration: ${name} must be ${real}${env.MESSAGES_LOOKALIKE ? ` or the look-alike's ${lookalike}` : ''} in production, not ${base}.`,
      );
    }
    return base;
  };
  const graphLookalike = `${lookalikeBase}/graph`;
  const otpiqLookalike = `${lookalikeBase}/otpiq/api`;
  const whatsapp: WhatsAppConfig | undefined =
    env.WA_ACCESS_TOKEN && env.WA_PHONE_NUMBER_ID && env.WA_APP_SECRET && env.WA_VERIFY_TOKEN
      ? {
          baseUrl: allowed(
            'WA_GRAPH_BASE_URL',
            env.WA_GRAPH_BASE_URL ?? REAL_GRAPH_BASE_URL,
            REAL_GRAPH_BASE_URL,
            graphLookalike,
          ),
          version: env.WA_GRAPH_VERSION,
          accessToken: env.WA_ACCESS_TOKEN,
          phoneNumberId: env.WA_PHONE_NUMBER_ID,
          wabaId: env.WA_WABA_ID,
          appSecret: env.WA_APP_SECRET,
          verifyToken: env.WA_VERIFY_TOKEN,
          codeTemplate: env.WA_CODE_TEMPLATE,
        }
      : env.MESSAGES_LOOKALIKE
        ? {
            ...LOOKALIKE_WHATSAPP,
            baseUrl: graphLookalike,
            version: env.WA_GRAPH_VERSION,
            codeTemplate: env.WA_CODE_TEMPLATE,
          }
        : undefined;
  const otpiq: OtpiqConfig | undefined =
    env.OTPIQ_API_KEY && env.OTPIQ_SENDER_ID
      ? {
          baseUrl: allowed(
            'OTPIQ_BASE_URL',
            env.OTPIQ_BASE_URL ?? REAL_OTPIQ_BASE_URL,
            REAL_OTPIQ_BASE_URL,
            otpiqLookalike,
          ),
          apiKey: env.OTPIQ_API_KEY,
          senderId: env.OTPIQ_SENDER_ID,
        }
      : env.MESSAGES_LOOKALIKE
        ? { ...LOOKALIKE_OTPIQ, baseUrl: otpiqLookalike }
        : undefined;
  return {
    lookalike: env.MESSAGES_LOOKALIKE,
    whatsapp,
    otpiq,
    timeoutMs: env.MESSAGES_TIMEOUT_MS,
    deliveryWaitMs: env.MESSAGES_DELIVERY_WAIT_MS,
  };
}

/**
 * The look-alikes' own credentials (MESSAGES_LOOKALIKE without WA_* / OTPIQ_*): a simulation, so
 * not secrets; the look-alike checks them as the real provider checks real ones.
 */
export const LOOKALIKE_WHATSAPP = {
  accessToken: 'lookalike-access-token',
  phoneNumberId: '100000000000001',
  wabaId: '200000000000001',
  appSecret: 'lookalike-app-secret',
  verifyToken: 'lookalike-verify-token',
} as const;
export const LOOKALIKE_OTPIQ = { apiKey: 'sk_dev_lookalike', senderId: 'Chapkhana' } as const;

/** A provider's variables: all set (their values), none (not offered), or some (a sentence). */
function allOrNone<const K extends keyof Env>(
  env: Env,
  names: readonly K[],
): { [P in K]: NonNullable<Env[P]> } | undefined {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${names.join(', ')} must be set together (${missing.join(', ')} missing).`,
    );
  }
  return Object.fromEntries(names.map((name) => [name, env[name]])) as {
    [P in K]: NonNullable<Env[P]>;
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Qi Card, ZainCash and FastPay from QI_*, ZAINCASH_* and FASTPAY_* (payments-iraq reference). */
function pagePaymentsConfig(env: Env): PagePaymentsConfig {
  const qi = allOrNone(env, [
    'QI_BASE_URL',
    'QI_USERNAME',
    'QI_PASSWORD',
    'QI_TERMINAL_ID',
    'QI_PUBLIC_KEY',
  ]);
  const zaincash = allOrNone(env, [
    'ZAINCASH_BASE_URL',
    'ZAINCASH_CLIENT_ID',
    'ZAINCASH_CLIENT_SECRET',
    'ZAINCASH_API_KEY',
  ]);
  const fastpay = allOrNone(env, [
    'FASTPAY_BASE_URL',
    'FASTPAY_STORE_ID',
    'FASTPAY_STORE_PASSWORD',
  ]);
  return {
    lookalike: env.PAYMENTS_LOOKALIKE,
    qi: qi && {
      baseUrl: withoutTrailingSlash(qi.QI_BASE_URL),
      username: qi.QI_USERNAME,
      password: qi.QI_PASSWORD,
      terminalId: qi.QI_TERMINAL_ID,
      publicKeyPem: qi.QI_PUBLIC_KEY,
    },
    zaincash: zaincash && {
      baseUrl: withoutTrailingSlash(zaincash.ZAINCASH_BASE_URL),
      clientId: zaincash.ZAINCASH_CLIENT_ID,
      clientSecret: zaincash.ZAINCASH_CLIENT_SECRET,
      apiKey: zaincash.ZAINCASH_API_KEY,
      ...(env.ZAINCASH_SERVICE_TYPE ? { serviceType: env.ZAINCASH_SERVICE_TYPE } : {}),
    },
    fastpay: fastpay && {
      baseUrl: withoutTrailingSlash(fastpay.FASTPAY_BASE_URL),
      storeId: fastpay.FASTPAY_STORE_ID,
      storePassword: fastpay.FASTPAY_STORE_PASSWORD,
      ...(env.FASTPAY_REFUND_SECRET_KEY ? { refundSecretKey: env.FASTPAY_REFUND_SECRET_KEY } : {}),
    },
  };
}
