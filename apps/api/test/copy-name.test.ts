import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { listeningTestApp } from './helpers/sockets';
import type { TestApp } from './helpers/test-app';

// Issue 21: behind a balancer, each copy may name itself (COPY_NAME) in every answer, so a test
// or an operator sees which copy served a request. Unset, nothing changes.
const handshake = '/socket.io/?EIO=4&transport=polling';

describe('COPY_NAME', () => {
  let named: { shop: TestApp; url: string };
  let unnamed: { shop: TestApp; url: string };
  beforeAll(async () => {
    named = await listeningTestApp({ COPY_NAME: 'copy-2', READ_CACHE_SECONDS: '60' });
    unnamed = await listeningTestApp();
  });
  afterAll(async () => {
    await named?.shop.close();
    await unnamed?.shop.close();
  });

  it('names the copy on routes, refusals, kept answers and Socket.IO’s own answers', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/home/get-categories', handshake]) {
      const first = await fetch(`${named.url}${url}`);
      expect(first.headers.get('x-served-by'), url).toBe('copy-2');
    }
    const kept = await fetch(`${named.url}/api/home/get-categories`);
    expect(kept.headers.get('x-cache')).toBe('hit');
    expect(kept.headers.get('x-served-by')).toBe('copy-2');
  });

  it('adds nothing when unset', async () => {
    for (const url of ['/api/health', handshake]) {
      const answer = await fetch(`${unnamed.url}${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.has('x-served-by'), url).toBe(false);
    }
  });

  it('refuses a name that cannot travel in a header', () => {
    expect(() => loadConfig({ COPY_NAME: 'copy 1\r\nx: y' })).toThrow(/COPY_NAME must be 1 to 40/);
    expect(loadConfig({ COPY_NAME: 'api-3.eu' }).copyName).toBe('api-3.eu');
    expect(loadConfig({}).copyName).toBeUndefined();
  });
});
