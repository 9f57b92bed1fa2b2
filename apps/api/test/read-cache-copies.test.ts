import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { call, createSignedInAdmin } from './helpers/console';
import { createTestApp, type TestApp } from './helpers/test-app';
import { UNTIL } from './helpers/waiting';

// Issue 21: a write on one copy drops the catalogue answers (and the rendered pages, which follow
// the same generation) of every copy sharing its Redis, not only its own.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the read cache across two server copies on one Redis', () => {
  let first: TestApp;
  let second: TestApp['app'];
  let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
  const read = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });
  const setRate = (currencyIQD: string) =>
    call(first, 'POST', '/api/admin/currency', admin.token, { currencyIQD });

  beforeAll(async () => {
    const channel = `chapkhana-test-${randomUUID()}`;
    first = await createTestApp(
      { REDIS_URL: redisUrl!, READ_CACHE_SECONDS: '300' },
      { realtimeChannel: channel },
    );
    second = await buildApp({
      config: first.config,
      database: first.database,
      clock: first.clock,
      mailer: first.mailer,
      realtimeChannel: channel,
    });
    await second.ready();
    admin = await createSignedInAdmin(first);
    expect((await setRate('1310')).statusCode).toBeLessThan(300);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /**
   * Reads on `app` until an answer comes from memory (the messages of earlier writes, such as
   * setting the rate before the tests, may still be on their way and drop it meanwhile).
   */
  async function keptOn(app: TestApp['app'], url: string) {
    await vi.waitFor(async () => expect((await read(app, url)).headers['x-cache']).toBe('hit'), {
      ...UNTIL,
      interval: 50,
    });
  }

  /** Reads on `app` until its answer is no longer the kept one. */
  async function freshAnswer(app: TestApp['app'], url: string) {
    return vi.waitFor(
      async () => {
        const answer = await read(app, url);
        expect(answer.headers['x-cache']).toBeUndefined();
        return answer;
      },
      { ...UNTIL, interval: 50 },
    );
  }

  it('drops the other copy’s kept answer when one copy writes, and it reads the change', async () => {
    await keptOn(second, '/api/get-currencyIQD');
    const generation = second.sharedReadGeneration();

    expect((await setRate('1450')).statusCode).toBeLessThan(300);

    const after = await freshAnswer(second, '/api/get-currencyIQD');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(Number(after.json().currencyIQD)).toBe(1450);
    // Rendered pages are kept per generation: the other copy's have gone too.
    expect(second.sharedReadGeneration()).toBeGreaterThan(generation);
  });

  it('drops the other copy’s kept shared reads (a category’s newest products) when one copy writes', async () => {
    await keptOn(second, '/api/get-currencyIQD');
    expect(await second.keepRead('test:newest', async () => 'before')).toBe('before');
    expect(await second.keepRead('test:newest', async () => 'not read')).toBe('before');
    expect((await setRate('1460')).statusCode).toBeLessThan(300);
    await freshAnswer(second, '/api/get-currencyIQD');
    expect(await second.keepRead('test:newest', async () => 'after')).toBe('after');
  });

  it('keeps the other copy’s answers through reads and refused writes', async () => {
    await keptOn(second, '/api/get-currencyIQD');
    expect((await setRate('-5')).statusCode).toBe(400);
    await read(first.app, '/api/get-currencyIQD');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await read(second, '/api/get-currencyIQD')).headers['x-cache']).toBe('hit');
  });
});
