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
    ['COURIER_SECRET_KEY', 'c2hvcnQ=', /COURIER_SECRET_KEY must be 32 bytes/],
    ['COURIER_SECRET_KEY', 'x'.repeat(64), /COURIER_SECRET_KEY must be 32 bytes/],
    ['COURIER_LOOKALIKE', 'maybe', /COURIER_LOOKALIKE must be true or false/],
  ])('stops on a malformed %s with a sentence naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads the courier sealing key as hex or base64, and serves no look-alike courier unless asked', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ COURIER_SECRET_KEY: hex }).courierSecretKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ COURIER_SECRET_KEY: base64 }).courierSecretKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(loadConfig({}).courierSecretKey).toBeUndefined();
    expect(loadConfig({}).courierLookalike).toBe(false);
    expect(loadConfig({ COURIER_LOOKALIKE: 'true' }).courierLookalike).toBe(true);
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

  describe('messages (WhatsApp and SMS)', () => {
    const whatsapp = {
      WA_ACCESS_TOKEN: 'token',
      WA_PHONE_NUMBER_ID: '123456',
      WA_APP_SECRET: 'app-secret',
      WA_VERIFY_TOKEN: 'verify',
    };
    const otpiq = { OTPIQ_API_KEY: 'sk_live_x', OTPIQ_SENDER_ID: 'Chapkhana' };

    it('has no provider by default (the outbox files), and the look-alikes when asked', () => {
      expect(loadConfig({}).messages).toMatchObject({
        lookalike: false,
        whatsapp: undefined,
        otpiq: undefined,
      });
      const lookalike = loadConfig({
        MESSAGES_LOOKALIKE: 'true',
        PUBLIC_URL: 'https://shop.example',
      }).messages;
      expect(lookalike.whatsapp?.baseUrl).toBe('https://shop.example/lookalike/messages/graph');
      expect(lookalike.otpiq?.baseUrl).toBe('https://shop.example/lookalike/messages/otpiq/api');
    });

    it('takes the real providers’ addresses by default, and wants each provider’s settings together', () => {
      const config = loadConfig({ ...whatsapp, ...otpiq }).messages;
      expect(config.whatsapp).toMatchObject({
        baseUrl: 'https://graph.facebook.com',
        version: 'v23.0',
        codeTemplate: 'chapkhana_login_code',
      });
      expect(config.otpiq).toMatchObject({
        baseUrl: 'https://api.otpiq.com/api',
        senderId: 'Chapkhana',
      });
      expect(() => loadConfig({ WA_ACCESS_TOKEN: 'token' })).toThrow(/must be set together/);
      expect(() => loadConfig({ OTPIQ_API_KEY: 'sk_live_x' })).toThrow(/must be set together/);
      expect(() => loadConfig({ ...otpiq, OTPIQ_SENDER_ID: 'ChapkhanaIraq' })).toThrow(
        /OTPIQ_SENDER_ID must be 1 to 11/,
      );
      expect(() => loadConfig({ ...whatsapp, WA_GRAPH_VERSION: 'latest' })).toThrow(
        /WA_GRAPH_VERSION/,
      );
    });

    it('in production calls only the providers’ own addresses or the look-alike’s', () => {
      const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
      expect(() =>
        loadConfig({ ...production, ...whatsapp, WA_GRAPH_BASE_URL: 'https://attacker.example' }),
      ).toThrow(/WA_GRAPH_BASE_URL must be https:\/\/graph\.facebook\.com in production/);
      expect(() =>
        loadConfig({ ...production, ...otpiq, OTPIQ_BASE_URL: 'http://10.0.0.5/api' }),
      ).toThrow(/OTPIQ_BASE_URL must be https:\/\/api\.otpiq\.com\/api/);
      expect(
        loadConfig({
          ...production,
          ...otpiq,
          MESSAGES_LOOKALIKE: 'true',
          OTPIQ_BASE_URL: 'https://shop.example/lookalike/messages/otpiq/api',
        }).messages.otpiq?.baseUrl,
      ).toBe('https://shop.example/lookalike/messages/otpiq/api');
      // Outside production a test server may be anywhere.
      expect(
        loadConfig({ ...whatsapp, WA_GRAPH_BASE_URL: 'http://127.0.0.1:9999' }).messages.whatsapp
          ?.baseUrl,
      ).toBe('http://127.0.0.1:9999');
    });
  });
});
