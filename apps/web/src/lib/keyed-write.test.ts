import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { addToCartApi } from '@/features/cart/api/add-to-cart';
import { IDEMPOTENCY_KEY_HEADER, keyedWrite, retryingKeyedWrites } from '@/lib/keyed-write';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { signInAs } from '@/testing/render-app';

type Outcome = { data: unknown } | { error: { status: number | 'FETCH_ERROR'; error?: string } };
const lost = { error: { status: 'FETCH_ERROR' as const, error: 'TypeError: Failed to fetch' } };
const status = (code: number) => ({ error: { status: code } });

/** A base query answering `outcomes` in turn, recording what it was sent. */
function scripted(outcomes: Outcome[]) {
  const sent: unknown[] = [];
  const baseQuery = vi.fn(async (args: unknown) => {
    sent.push(args);
    return (outcomes.shift() ?? { data: 'unexpected' }) as never;
  });
  return { baseQuery, sent };
}
const queryApi = () => ({ signal: new AbortController().signal }) as BaseQueryApi;
const NO_WAIT = [1, 1, 1];

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('retryingKeyedWrites', () => {
  const write = keyedWrite({ url: '/home/product/add-to-card', method: 'POST', body: { a: 1 } });

  it('sends a keyed write again, the very same request, after a lost answer, a 502 and a 503', async () => {
    const { baseQuery, sent } = scripted([lost, status(502), status(503), { data: 'added' }]);
    const result = await retryingKeyedWrites(baseQuery, NO_WAIT)(write, queryApi(), {});
    expect(result).toEqual({ data: 'added' });
    expect(sent).toHaveLength(4);
    for (const args of sent) expect(args).toBe(write);
  });

  it('shows the error after the last retry', async () => {
    const { baseQuery, sent } = scripted([lost, lost, lost, status(502), { data: 'late' }]);
    const result = await retryingKeyedWrites(baseQuery, NO_WAIT)(write, queryApi(), {});
    expect(result).toEqual(status(502));
    expect(sent).toHaveLength(4);
  });

  it('does not retry an answer the server gave (4xx, 500), nor a write without a key', async () => {
    for (const answer of [status(409), status(422), status(500)]) {
      const { baseQuery, sent } = scripted([answer, { data: 'no' }]);
      expect(await retryingKeyedWrites(baseQuery, NO_WAIT)(write, queryApi(), {})).toEqual(answer);
      expect(sent).toHaveLength(1);
    }
    const { baseQuery, sent } = scripted([lost, { data: 'no' }]);
    const unkeyed = { url: '/home/customer/submit-review', method: 'POST' };
    expect(await retryingKeyedWrites(baseQuery, NO_WAIT)(unkeyed, queryApi(), {})).toEqual(lost);
    expect(sent).toHaveLength(1);
  });

  it('waits longer before each retry', async () => {
    vi.useFakeTimers();
    try {
      const { baseQuery, sent } = scripted([lost, lost, { data: 'added' }]);
      const done = retryingKeyedWrites(baseQuery, [1000, 5000])(write, queryApi(), {});
      await vi.advanceTimersByTimeAsync(799);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1200 - 799);
      expect(sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3000);
      expect(sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3000);
      expect(await done).toEqual({ data: 'added' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the storefront’s keyed writes', () => {
  it('adds to the cart with one key per press, kept by the retry after a 502', async () => {
    signInAs('Aram');
    const keys: (string | null)[] = [];
    const answers = [502, 201, 201];
    mockApi((url, request) => {
      if (!url.pathname.endsWith('/add-to-card')) return undefined;
      keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
      const code = answers.shift()!;
      return code === 201
        ? { status: 201, body: { message: 'Added To Cart Successfully' } }
        : { status: code, body: apiError('server_error') };
    });
    const store = makeStore();
    const body = { userId: 'c1', productId: 'p1', cartItems: [] };
    for (let press = 0; press < 2; press++) {
      const result = await store.dispatch(addToCartApi.endpoints.addToCart.initiate(body));
      expect(result.data).toEqual({ message: 'Added To Cart Successfully' });
    }
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
