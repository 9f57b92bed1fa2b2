import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createSignedInAdmin } from './helpers/console';
import { createCustomer, newPhone } from './helpers/customers';
import { freePort } from './helpers/ports';
import { createTestApp, type TestApp } from './helpers/test-app';
import { writeFakeBuild } from './helpers/web-build';

// What an attacker without special access can try: guessing passwords (through every server
// copy), oversized bodies, framing or scripting the pages, stealing cookies, and reading
// internals out of error answers. Upload type and size limits are proven in admin.test.ts and
// seller.test.ts (415 for a non-picture, 413 over 5 MB).

let shop: TestApp;
let builds: string;

beforeAll(async () => {
  builds = await mkdtemp(path.join(tmpdir(), 'chapkhana-abuse-'));
  await writeFakeBuild(path.join(builds, 'web'));
  await writeFakeBuild(path.join(builds, 'console'));
  shop = await createTestApp({
    WEB_DIST_DIR: path.join(builds, 'web'),
    CONSOLE_DIST_DIR: path.join(builds, 'console'),
  });
});
afterAll(async () => {
  await shop.close();
  await rm(builds, { recursive: true, force: true });
});

let ipCounter = 1;
const newIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const login = (app: TestApp['app'], phone: string, password = 'wrong password') =>
  app.inject({
    method: 'POST',
    url: '/api/customer/customer-login',
    payload: { phone, password },
    remoteAddress: newIp(),
  });

describe('security headers', () => {
  it.each([
    ['the storefront page', '/'],
    ['a storefront client route', '/products?category=Mugs'],
    ['the console page', '/console/'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/no-such-route'],
  ])('come with %s', async (_what, url) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'self'");
    // Scripts only from the shop's own files, and public/page-start.js written into drawn pages
    // by its hash (when built): an injected inline script does not run.
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?$/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('sign-in cookies', () => {
  it('are httpOnly and SameSite=Lax for customers and staff, and cleared on logout', async () => {
    const customer = await createCustomer(shop);
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { phone: customer.phone, password: customer.password },
      remoteAddress: newIp(),
    });
    expect(signedIn.statusCode).toBe(200);
    const admin = await createSignedInAdmin(shop);
    const staff = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { login: admin.email, password: admin.password },
    });
    for (const [response, name] of [
      [signedIn, 'customerToken'],
      [staff, 'staffToken'],
    ] as const) {
      const cookie = response.cookies.find((c) => c.name === name);
      expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.maxAge).toBeGreaterThan(0);
    }
    const out = await shop.app.inject({ method: 'POST', url: '/api/customer/logout' });
    const cleared = out.cookies.find((c) => c.name === 'customerToken');
    expect(cleared?.value).toBe('');
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MB with 413 and a JSON sentence, before reading it', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '0750', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The request body is too large.',
      code: 'body_too_large',
    });
  });

  it('refuses a content type the API does not read with 415', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('error answers', () => {
  it('never carry a stack trace, SQL or file path, even with the database gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const urls = broken.app.routeTable
        .filter((r) => r.method === 'GET' && !r.url.includes(':'))
        .map((r) => r.url)
        .filter((url) => url.startsWith('/api/') && !url.startsWith('/api/docs'));
      expect(urls.length).toBeGreaterThan(10);
      const answers = await Promise.all([
        ...urls.map((url) => broken.app.inject({ method: 'GET', url })),
        broken.app.inject({
          method: 'POST',
          url: '/api/customer/customer-login',
          payload: { phone: newPhone(), password: 'whatever' },
        }),
      ]);
      const faults = answers.filter((a) => a.statusCode >= 500);
      expect(faults.length).toBeGreaterThan(5);
      for (const answer of answers) {
        expect(answer.headers['content-type']).toMatch(/application\/json/);
        expect(answer.body).not.toMatch(/\n\s+at |node_modules|\/src\/|select |PGlite|stack/i);
        if (answer.statusCode >= 500 && answer.statusCode !== 503) {
          expect(answer.json()).toEqual({
            error: 'Something went wrong on our side. Please try again.',
            code: 'server_error',
          });
        }
      }
    } finally {
      await broken.close();
    }
  });
});

describe('sign-in guessing', () => {
  it('keeps refusing a phone after 10 wrong passwords, even when it arrives as 0750…', async () => {
    const customer = await createCustomer(shop);
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => login(shop.app, customer.phone)),
    );
    // Sent at once: the counter still lets exactly 10 through.
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4);
    const local = `0${customer.phone.slice(4)}`;
    expect((await login(shop.app, local, customer.password)).statusCode).toBe(429);
  });

  it('lets ten parallel requests for one email link send exactly one mail', async () => {
    const email = `race-${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.app.inject({
          method: 'POST',
          url: '/api/auth/email-link',
          payload: { email },
          remoteAddress: newIp(),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(9);
    expect(shop.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('keeps signing customers in (Secure cookie over https), and reports realtime degraded, while Redis is unreachable', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const offline = await createTestApp({ REDIS_URL: nowhere, PUBLIC_URL: 'https://shop.example' });
    try {
      const customer = await createCustomer(offline);
      const wrong = await login(offline.app, customer.phone);
      expect(wrong.statusCode).toBe(401);
      const right = await login(offline.app, customer.phone, customer.password);
      expect(right.statusCode).toBe(200);
      expect(right.cookies.find((c) => c.name === 'customerToken')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
      const health = await offline.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({
        status: 'ok',
        realtime: 'degraded',
        disk: expect.any(Object),
      });
    } finally {
      await offline.close();
    }
  });

  // Finding 4 (issue 33): with Redis unreachable the checks were skipped, so every guess reached
  // the password check (a review's 25 wrong ones all 401, then the right one 200). Now counted here.
  it('keeps counting sign-in guesses on this copy while Redis is unreachable', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const offline = await createTestApp({ REDIS_URL: nowhere });
    try {
      const customer = await createCustomer(offline);
      const answers: number[] = [];
      for (let i = 0; i < 12; i++)
        answers.push((await login(offline.app, customer.phone)).statusCode);
      expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
      expect((await login(offline.app, customer.phone, customer.password)).statusCode).toBe(429);

      const admin = await createSignedInAdmin(offline);
      const staffAnswers: number[] = [];
      for (let i = 0; i < 11; i++) {
        const answer = await offline.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { login: admin.email, password: 'wrong' },
          remoteAddress: newIp(),
        });
        staffAnswers.push(answer.statusCode);
      }
      // The sign-in createSignedInAdmin made was the first of the ten.
      expect(staffAnswers).toEqual([...Array(9).fill(401), 429, 429]);
    } finally {
      await offline.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('sign-in limits across two server copies on one Redis', () => {
  let first: TestApp;
  let second: TestApp['app'];
  beforeAll(async () => {
    const channel = `chapkhana-test-${randomUUID()}`;
    // A check that waits 0.3 s for Redis counts in its own copy instead (as it should while Redis
    // is away): on a busy machine one slow answer split the count, and the eleventh guess passed.
    // These copies wait up to 10 s, so what is checked is the sharing itself.
    const shared = { realtimeChannel: channel, rateLimitCheckTimeoutMs: 10_000 };
    first = await createTestApp({ REDIS_URL: redisUrl! }, shared);
    // The second copy shares the first one's database and Redis, as copies behind a balancer do.
    second = await buildApp({
      config: first.config,
      database: first.database,
      clock: first.clock,
      mailer: first.mailer,
      ...shared,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts the guesses at one phone on both copies together', async () => {
    const customer = await createCustomer(first);
    for (let i = 0; i < 5; i++) {
      expect((await login(first.app, customer.phone)).statusCode).toBe(401);
      expect((await login(second, customer.phone)).statusCode).toBe(401);
    }
    // Each copy has seen only five, yet both refuse the eleventh: the count is shared.
    expect((await login(first.app, customer.phone, customer.password)).statusCode).toBe(429);
    expect((await login(second, customer.phone, customer.password)).statusCode).toBe(429);
    // Another phone is unaffected.
    const other = await createCustomer(first);
    expect((await login(second, other.phone, other.password)).statusCode).toBe(200);
  });

  it('counts staff sign-in guesses on both copies together', async () => {
    const admin = await createSignedInAdmin(first);
    const staffLogin = (app: TestApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { login: admin.email, password: 'wrong' },
        remoteAddress: newIp(),
      });
    // createSignedInAdmin already used one attempt on the first copy.
    for (let i = 0; i < 9; i++) await staffLogin(i % 2 ? first.app : second);
    expect((await staffLogin(second)).statusCode).toBe(429);
    expect((await staffLogin(first.app)).statusCode).toBe(429);
  });
});
