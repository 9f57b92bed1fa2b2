import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@chapkhana/shared/fields';
import {
  SYNONYM_LIMITS,
  type SynonymGroup,
  type SynonymGroupBody,
  type SynonymGroupPage,
} from '@chapkhana/shared/search-synonyms';
import type { Database } from '../../db/client';
import { searchSynonyms } from '../../db/schema/index';
import { containsPattern, pageOffset, paged } from '../../db/query-helpers';
import { conflict, notFound } from '../../lib/http-errors';
import { synonymIndex, type SynonymIndex } from './search';

type SynonymRow = typeof searchSynonyms.$inferSelect;

/**
 * How long a process keeps the synonyms it read: a search reads them from memory, not with a
 * query of its own. This process's admin writes drop them at once; another process of the shop
 * sees a change within this time.
 */
const KEEP_SYNONYMS_MS = 60_000;
const kept = new WeakMap<Database, { index: Promise<SynonymIndex>; until: number }>();

/** The synonyms as a search looks them up, read at most once a minute per database. */
export function keptSynonymIndex(db: Database): Promise<SynonymIndex> {
  const now = Date.now();
  const entry = kept.get(db);
  if (entry && entry.until > now) return entry.index;
  const index = listSynonymTerms(db).then(synonymIndex);
  index.catch(() => kept.delete(db));
  kept.set(db, { index, until: now + KEEP_SYNONYMS_MS });
  return index;
}

const forgetSynonyms = (db: Database) => kept.delete(db);

const toGroup = (row: SynonymRow): SynonymGroup => ({
  _id: row.id,
  terms: row.terms,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every group's terms (a few hundred short rows at most). */
async function listSynonymTerms(db: Database): Promise<string[][]> {
  const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms);
  return rows.map((row) => row.terms);
}

/** The admin's list: newest change first; `search` finds a group by any term containing it. */
export async function pageSynonymGroups(db: Database, query: PageQuery): Promise<SynonymGroupPage> {
  const where = query.search
    ? sql`exists (select 1 from unnest(${searchSynonyms.terms}) as term where term ilike ${containsPattern(query.search)})`
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(searchSynonyms)
      .where(where)
      .orderBy(desc(searchSynonyms.updatedAt), asc(searchSynonyms.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(searchSynonyms).where(where),
  ]);
  return paged(rows.map(toGroup), totals?.total, query);
}

export async function createSynonymGroup(
  db: Database,
  body: SynonymGroupBody,
): Promise<SynonymGroup> {
  const [totals] = await db.select({ total: count() }).from(searchSynonyms);
  if ((totals?.total ?? 0) >= SYNONYM_LIMITS.groups) {
    throw conflict('too_many_synonym_groups', { maximum: SYNONYM_LIMITS.groups });
  }
  const [row] = await db.insert(searchSynonyms).values({ terms: body.terms }).returning();
  if (!row) throw new Error('Inserting a synonym group returned no row.');
  forgetSynonyms(db);
  return toGroup(row);
}

export async function updateSynonymGroup(
  db: Database,
  id: string,
  body: SynonymGroupBody,
): Promise<SynonymGroup> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms: body.terms, updatedAt: new Date() })
    .where(eq(searchSynonyms.id, id))
    .returning();
  if (!row) throw notFound('synonym_group_not_found');
  forgetSynonyms(db);
  return toGroup(row);
}

export async function deleteSynonymGroup(db: Database, id: string): Promise<void> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  if (rows.length === 0) throw notFound('synonym_group_not_found');
  forgetSynonyms(db);
}
