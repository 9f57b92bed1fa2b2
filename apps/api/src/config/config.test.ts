import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
