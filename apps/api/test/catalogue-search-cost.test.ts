import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { queryProducts, searchSuggestions } from '../src/modules/catalogue/product-repository';
import { SEARCHES_PER_MINUTE } from '../src/modules/catalogue/routes';
import { insertCategory, insertProduct, insertSeller } from './helpers/fixtures';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/test-app';

/**
 * Issue 33 (beyond these): the public search needs no sign-in, so the work one search text can
 * give the database must be bounded whatever a stranger types. Counted in the SQL the search
 * sends (trigram similarity predicates and LIKE patterns), not in time.
 */
let shop: TestApp;
let statements: string[] = [];
let counted: Database;

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  const seller = await insertSeller(db, { shopNameEn: 'Hawler Print' });
  const mugs = await insertCategory(db, {
    slug: 'mugs',
    enName: 'Mugs',
    kuName: 'کوپ',
    arName: 'الأكواب',
  });
  await insertProduct(
    db,
    { sellerId: seller.id, categoryId: mugs.id },
    { slug: 'mug', code: 'Q-mug', enName: 'Ceramic Mug', kuName: 'کوپ', arName: 'كوب' },
  );
  // The same connection(s) as the app's, with every statement written down.
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (db as unknown as { $client: unknown }).$client;
  counted = (testDatabaseKind === 'postgres'
    ? drizzlePg(client as pg.Pool, { schema, casing: 'snake_case', logger })
    : drizzlePglite(client as PGlite, {
        schema,
        casing: 'snake_case',
        logger,
      })) as unknown as Database;
});
afterAll(() => shop.close());

/** What GET /home/query-products asks the database for this search text. */
async function sqlOf(searchValue: string): Promise<string[]> {
  statements = [];
  const result = await queryProducts(counted, { searchValue }, 20);
  if (result.total === 0 && result.plan) await searchSuggestions(counted, result.plan);
  return statements;
}

const occurrences = (texts: string[], pattern: RegExp) =>
  texts.reduce((sum, text) => sum + (text.match(pattern) ?? []).length, 0);
/** Trigram similarity: each is a recheck of every candidate row, or a whole-table scan. */
const similarityChecks = (texts: string[]) => occurrences(texts, /<%|word_similarity\(/g);
const likePatterns = (texts: string[]) => occurrences(texts, /\blike\b/gi);

const randomWord = (length: number, seed: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(97 + ((seed * 7 + i * 13) % 26))).join('');

const HOSTILE = {
  eightWords: 'zorba quilt vexed plonk fjord gawky nymph thump',
  eightLongWords: Array.from({ length: 8 }, (_, i) => randomWord(24, i + 1)).join(' '),
  oneLongWord: randomWord(200, 3),
};

describe('the cost of a search text is bounded', () => {
  it('gives trigram similarity to at most three words, whatever is typed', async () => {
    // A real near miss of three words: each word is looked at (typo retry and suggestions).
    const real = similarityChecks(await sqlOf('ceramicx muggg travl'));
    expect(real).toBeGreaterThan(0);
    for (const [name, typed] of Object.entries(HOSTILE)) {
      const sent = await sqlOf(typed);
      expect(similarityChecks(sent), name).toBeLessThanOrEqual(real);
    }
  });

  it('bends (swapped letters) no more than three words of at most 16 letters', async () => {
    // Eight words, the first three near misses of 8, 16 and 6 letters: the most bending allowed.
    const bound = likePatterns(
      await sqlOf('ceramixc mugxyzabcdefghij travle qqqqq wwwww eeeee rrrrr ttttt'),
    );
    for (const [name, typed] of Object.entries(HOSTILE)) {
      expect(likePatterns(await sqlOf(typed)), name).toBeLessThanOrEqual(bound);
    }
  });

  it('runs the search under a statement timeout', async () => {
    const sent = await sqlOf(HOSTILE.eightWords);
    const firstSimilarity = sent.findIndex((s) => /<%/.test(s));
    const timeout = sent.findIndex((s) => /statement_timeout/.test(s));
    expect(timeout).toBeGreaterThanOrEqual(0);
    expect(timeout).toBeLessThan(firstSimilarity);
  });
});

describe('searches per network', () => {
  it('answers 429 rate_limited past SEARCHES_PER_MINUTE searches a minute from one network, listings still', async () => {
    const get = (query: Record<string, string>, remoteAddress = '203.0.113.9') =>
      shop.app.inject({ method: 'GET', url: '/api/home/query-products', query, remoteAddress });
    // Every request with a search text counts, as it arrives, before it is read: the limit is
    // proven with searches the validation refuses (no database work, so this test does not
    // depend on how fast a search runs), between two real ones that are counted with them.
    const search = (query: Record<string, string>) => get({ searchValue: 'mug', ...query });
    const first = await search({});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalProduct: 1 });
    for (let i = 2; i < SEARCHES_PER_MINUTE; i++) {
      const refusedByValidation = await search({ rating: '9' });
      expect(refusedByValidation.json()).toMatchObject({ code: 'invalid_input' });
    }
    expect((await search({})).statusCode).toBe(200);
    const refused = await get({ searchValue: 'mug' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // A listing without a search text is not counted, nor is another network's search.
    expect((await get({})).statusCode).toBe(200);
    expect((await get({ searchValue: 'mug' }, '203.0.113.10')).statusCode).toBe(200);
  });
});
