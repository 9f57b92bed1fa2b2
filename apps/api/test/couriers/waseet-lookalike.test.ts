import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter } from '../../src/couriers/rate-limiter';
import { createWaseetClient } from '../../src/couriers/waseet/client';
import {
  startWaseetLookalike,
  waseetLookalikePlugin,
  type RunningWaseetLookalike,
} from '../../src/couriers/waseet/lookalike';
import { createLookalikeWorld } from '../../src/couriers/waseet/lookalike-world';
import { mapWaseetStatus } from '../../src/couriers/waseet/statuses';
import { ACCOUNTS, baghdadParcel, lookalikeClient, failure } from './waseet-test-support';

/** A clock the test moves, so a rate window passes without waiting. */
function testClock() {
  let time = Date.parse('2026-11-28T12:00:00Z');
  return { now: () => time, move: (ms: number) => void (time += ms) };
}

describe('rate limits', () => {
  const clock = testClock();
  let lookalike: RunningWaseetLookalike;
  beforeAll(async () => {
    lookalike = await startWaseetLookalike({ accounts: ACCOUNTS, now: clock.now });
  });
  afterAll(() => lookalike.close());

  it("turns the courier's 429 into rate_limited with the wait, then works once it has passed", async () => {
    const { client, calls } = lookalikeClient(lookalike, 'alwaseet');
    await client.login();
    for (let i = 0; i < 29; i += 1) await client.statuses();
    const error = await failure(client.cities());
    expect(error).toMatchObject({ kind: 'rate_limited', httpStatus: 429 });
    expect(error.retryAfterMs).toBeGreaterThan(0);
    expect(error.retryAfterMs).toBeLessThanOrEqual(30_000);
    expect(error.courierMessage).toMatch(/تجاوز/);
    clock.move(error.retryAfterMs!);
    expect(await client.cities()).toHaveLength(18);
    expect(calls.count('citys')).toBe(2);
  });

  it('allows Modon 60 calls in 30 s where Al-Waseet allows 30', async () => {
    const { client } = lookalikeClient(lookalike, 'modon');
    await client.login();
    for (let i = 0; i < 59; i += 1) await client.packageSizes();
    expect((await failure(client.packageSizes())).kind).toBe('rate_limited');
  });

  it('stops at our own limiter before calling, with the wait', async () => {
    const ours = testClock();
    const { client, calls } = lookalikeClient(lookalike, 'agg', {
      limiter: createMemoryRateLimiter({ max: 2, windowMs: 30_000 }, ours.now),
    });
    await client.cities();
    ours.move(10_000);
    const error = await failure(client.cities());
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 20_000 });
    expect(calls.paths).toEqual(['login', 'citys']);
    ours.move(20_000);
    expect(await client.cities()).toHaveLength(18);
  });

  it('reads a 200 answer with a rate-limit message as rate_limited', async () => {
    const client = createWaseetClient({
      brand: 'alwaseet',
      username: 'x',
      token: '@@t',
      limiter: createMemoryRateLimiter({ max: 10, windowMs: 30_000 }),
      fetch: async () =>
        Response.json({ status: false, errNum: '7', msg: 'تم تجاوز الحد المسموح من الطلبات' }),
    });
    expect(await failure(client.cities())).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 30_000,
    });
  });
});

describe('Modon and AGG webhooks', () => {
  const received: { body: Record<string, string>; secret: unknown }[] = [];
  const receiver = Fastify();
  let lookalike: RunningWaseetLookalike;
  /** Where the receiver takes the pushes (a free port). */
  let hook = '';
  beforeAll(async () => {
    receiver.post('/hook', async (request) => {
      received.push({
        body: request.body as Record<string, string>,
        secret: request.headers['modon-auth-token'],
      });
      return { ok: true };
    });
    hook = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/hook`;
    const url = hook;
    lookalike = await startWaseetLookalike({
      accounts: ACCOUNTS,
      webhooks: { modon: { url, secret: 'shared-secret' }, agg: { url } },
    });
  });
  afterAll(async () => {
    await lookalike.close();
    await receiver.close();
  });

  async function parcel(brand: 'modon' | 'agg' | 'alwaseet') {
    const { client } = lookalikeClient(lookalike, brand);
    const created = await client.createOrder(await baghdadParcel(client));
    received.length = 0;
    return { world: lookalike.world.brands[brand], id: created.id };
  }
  const statuses = () => received.map((r) => r.body.status_id);

  it('posts each change with the id, status, delivery price and the secret header', async () => {
    const { world, id } = await parcel('modon');
    world.advance(id);
    world.advance(id);
    await world.webhooks.settled();
    expect(received).toEqual([
      { body: { id, status_id: '2', delivery_price: '5000' }, secret: 'shared-secret' },
      { body: { id, status_id: '5', delivery_price: '5000' }, secret: 'shared-secret' },
    ]);
  });

  it('sends a change twice, out of order, or never, when told', async () => {
    const { world, id } = await parcel('agg');
    world.webhooks.misbehave({ duplicate: 1 });
    world.advance(id);
    await world.webhooks.settled();
    expect(statuses()).toEqual(['2', '2']);
    expect(received[0]!.secret).toBeUndefined();

    received.length = 0;
    world.webhooks.misbehave({ outOfOrder: 1 });
    world.advance(id);
    world.advance(id);
    await world.webhooks.settled();
    expect(statuses()).toEqual(['3', '5']);

    received.length = 0;
    world.webhooks.misbehave({ drop: 1 });
    world.advance(id);
    world.setStatus(id, 17);
    await world.webhooks.settled();
    expect(statuses()).toEqual(['17']);
  });

  it('sends to the target the controls set, and to none once it is taken away', async () => {
    const { world, id } = await parcel('agg');
    const target = (brand: string, body: unknown) =>
      fetch(`${lookalike.url}/${brand}/__control/webhook-target`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json());
    expect(await target('agg', { url: null })).toMatchObject({ status: true });
    world.advance(id);
    await world.webhooks.settled();
    expect(received).toEqual([]);
    const url = hook;
    expect(await target('agg', { url, secret: 'rotated' })).toMatchObject({ status: true });
    world.advance(id);
    await world.webhooks.settled();
    expect(received).toEqual([
      { body: { id, status_id: '5', delivery_price: '5000' }, secret: 'rotated' },
    ]);
    expect(await target('alwaseet', { url })).toMatchObject({ status: false });
    expect(await target('agg', { url: 'file:///etc/passwd' })).toMatchObject({ status: false });
  });

  it('never posts for Al-Waseet, which has no push', async () => {
    const { world, id } = await parcel('alwaseet');
    world.advance(id);
    await world.webhooks.settled();
    expect(received).toEqual([]);
  });
});

describe('the look-alike mounted in another server', () => {
  const app = Fastify();
  const world = createLookalikeWorld({ accounts: ACCOUNTS });
  let origin = '';
  beforeAll(async () => {
    // The API registers multipart in some modules; the look-alike reads its own forms anyway.
    await app.register(fastifyMultipart);
    await app.register(waseetLookalikePlugin, {
      prefix: '/lookalike/couriers',
      world,
      autoAdvanceMs: 20,
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('serves the brands under the prefix and moves open orders along by itself', async () => {
    const account = ACCOUNTS[39]!;
    const client = createWaseetClient({
      brand: 'modon',
      baseUrl: `${origin}/lookalike/couriers/modon/v1/merchant`,
      ...account,
      limiter: createMemoryRateLimiter({ max: 100, windowMs: 30_000 }),
    });
    const created = await client.createOrder(await baghdadParcel(client));
    expect(created.qrLink).toBe(`${origin}/lookalike/couriers/modon/labels/${created.qrId}.pdf`);
    await vi.waitFor(
      async () => {
        const [order] = await client.ordersByIds([created.id]);
        expect(mapWaseetStatus(order!.statusId).state).toBe('delivered');
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('answers a malformed form with its envelope, not a crash', async () => {
    const response = await fetch(`${origin}/lookalike/couriers/alwaseet/v1/merchant/login`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nbroken',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false });
  });

  it('refuses a token anywhere but the query string', async () => {
    const token = world.brands.alwaseet.login(ACCOUNTS[38]!.username, ACCOUNTS[38]!.password);
    const path = `${origin}/lookalike/couriers/alwaseet/v1/merchant/citys`;
    const inHeader = await fetch(path, { headers: { token, authorization: `Bearer ${token}` } });
    expect(await inHeader.json()).toMatchObject({ status: false, errNum: '21' });
    const twice = await fetch(`${path}?token=${encodeURIComponent(token)}&token=x`);
    expect(await twice.json()).toMatchObject({ status: false, errNum: '21' });
    const inQuery = await fetch(`${path}?token=${encodeURIComponent(token)}`);
    expect(await inQuery.json()).toMatchObject({ status: true, errNum: 'S000' });
  });
});
