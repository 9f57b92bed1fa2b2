import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MAX_PROXY_HOPS } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.fib).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', /PORT/],
    ['PORT', '70000', /PORT must be between 0 and 65535/],
    ['DATABASE_URL', 'mysql://localhost/db', /DATABASE_URL must be a postgres:\/\/ URL/],
    ['REDIS_URL', 'not a url', /REDIS_URL/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO must be true or false/],
    ['JWT_SECRET', 'short', /JWT_SECRET must be at least 32 characters/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
  ])('stops on a malformed %s with a sentence naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('requires the FIB variables together', () => {
    expect(() => loadConfig({ FIB_CLIENT_ID: 'shop' })).toThrow(
      /FIB_BASE_URL, FIB_CLIENT_ID and FIB_CLIENT_SECRET/,
    );
    const config = loadConfig({
      FIB_BASE_URL: 'http://127.0.0.1:4010',
      FIB_CLIENT_ID: 'shop',
      FIB_CLIENT_SECRET: 'secret',
    });
    expect(config.fib).toEqual({
      baseUrl: 'http://127.0.0.1:4010',
      clientId: 'shop',
      clientSecret: 'secret',
    });
  });

  it('reads booleans and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ SEED_DEMO: 'false', PUBLIC_URL: 'https://chapkhana.example/' });
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://chapkhana.example');
  });

  it('trusts no proxy unless TRUST_PROXY names them (hops or addresses), and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1' }).trustProxy).toEqual(['::1']);
    for (const wrong of ['true', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY must be/);
    }
  });

  // Issue 33, finding 6b: `true` was refused, but ranges that trust every address, or half of
  // them, and hop counts no deployment has were taken, and a client could then choose its address.
  it('refuses TRUST_PROXY ranges wider than a private network and hop counts past a sane chain', () => {
    expect(loadConfig({ TRUST_PROXY: String(MAX_PROXY_HOPS) }).trustProxy).toBe(MAX_PROXY_HOPS);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/16' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/16',
    ]);
    for (const wide of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.2, 192.168.0.0/0',
      '128.0.0.0/1',
      '10.0.0.0/7',
      '::/1',
      '2000::/3',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/100',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: wide }), wide).toThrow(
        /TRUST_PROXY .*no wider than \/8 \(IPv4\) or \/16 \(IPv6\)/,
      );
    }
    for (const hops of [String(MAX_PROXY_HOPS + 1), '999', '99999999999999999999']) {
      expect(() => loadConfig({ TRUST_PROXY: hops }), hops).toThrow(
        new RegExp(`TRUST_PROXY .*at most ${MAX_PROXY_HOPS} proxy hops`),
      );
    }
  });

  it("allows PUBLIC_URL's origin and the CORS_ORIGINS, which must be bare origins", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).allowedOrigins).toEqual([
      'https://shop.example',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://shop.example',
        CORS_ORIGINS: 'https://app.example, http://localhost:5173',
      }).allowedOrigins,
    ).toEqual(['https://shop.example', 'https://app.example', 'http://localhost:5173']);
    // CORS is for the others: the shop's own origin needs none.
    expect(
      loadConfig({
        PUBLIC_URL: 'https://shop.example',
        CORS_ORIGINS: 'https://shop.example,https://app.example,https://app.example/',
      }).corsOrigins,
    ).toEqual(['https://app.example']);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).corsOrigins).toEqual([]);
    for (const wrong of ['shop.example', 'https://app.example/path', 'ftp://x.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong }), wrong).toThrow(/CORS_ORIGINS must list/);
    }
  });
});
