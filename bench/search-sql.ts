// `DATABASE_URL=… npx tsx bench/search-sql.ts`: the storefront search's own cost on a seeded
// catalogue (npm run seed:bench), straight through the repository, no HTTP and no micro-cache:
// each SEARCH_RULE_WORDS search (page, count, and suggestions when it finds nothing) run
// `--runs` times after one warm-up; median and slowest per search. See docs/performance.md.
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/client';
import {
  queryProducts,
  searchSuggestions,
} from '../apps/api/src/modules/catalogue/product-repository';
import { SEARCH_RULE_WORDS } from './api-load';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: DATABASE_URL=postgres://… npx tsx bench/search-sql.ts [--runs N]');
  process.exit(2);
}

const database = await openDatabase({ databaseUrl });
try {
  console.log('| search | found | median ms | slowest ms |\n| --- | --- | --- | --- |');
  for (const searchValue of SEARCH_RULE_WORDS) {
    const once = async () => {
      const started = performance.now();
      const page = await queryProducts(database.db, { searchValue }, 12);
      if (page.total === 0 && page.plan) await searchSuggestions(database.db, page.plan);
      return { ms: performance.now() - started, total: page.total };
    };
    const { total } = await once();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await once()).ms);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const slowest = times.at(-1) ?? 0;
    console.log(`| ${searchValue} | ${total} | ${median.toFixed(1)} | ${slowest.toFixed(1)} |`);
  }
} finally {
  await database.close();
}
