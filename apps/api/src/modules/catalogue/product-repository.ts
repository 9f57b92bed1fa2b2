import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  like,
  lte,
  max,
  min,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CategoryWithSubCategories,
  Product,
  ProductSummary,
  QueryProductsQuery,
  SearchSuggestions,
} from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import type { Database } from '../../db/client';
import {
  categories,
  productColors,
  productProperties,
  products,
  reviews,
  sellers,
} from '../../db/schema/index';
import { isStatementTimeout } from '../../db/errors';
import { escapeLike } from '../../db/query-helpers';
import { httpError } from '../../lib/http-errors';
import { listCategoriesWithSubCategories } from './repository';
import {
  categoryMatches,
  parseSearch,
  searchConcepts,
  type CategoryMatches,
  type ParsedSearch,
  type SearchWord,
  type SynonymIndex,
} from './search';
import { keptSynonymIndex } from './synonyms-repository';

/** Product images are stored as base paths; the wire carries the largest variant. */
const PRODUCT_IMAGE_WIDTH = 800;

/** A stored product image base path → the URL of its largest variant (shop and console alike). */
export const productImageUrl = (base: string) => `${base}-${PRODUCT_IMAGE_WIDTH}.webp`;

/** The product columns every list of products selects, the storefront's and the console's. */
export const productSummaryColumns = {
  id: products.id,
  slug: products.slug,
  enName: products.enName,
  kuName: products.kuName,
  arName: products.arName,
  code: products.code,
  price: products.price,
  printPriceFrom: products.printPriceFrom,
  discount: products.discount,
  rating: products.rating,
  stock: products.stock,
  images: products.images,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  createdAt: products.createdAt,
};

const summaryColumns = {
  ...productSummaryColumns,
  sellerId: products.sellerId,
  category: categories.enName,
  shopName: sellers.shopNameEn,
  shopNameKu: sellers.shopNameKu,
  shopNameAr: sellers.shopNameAr,
};

/**
 * Products customers may see: published (not a draft, not taken off sale) and their seller is
 * active (the query joins `sellers`).
 */
export const visible = sql`${sellers.active} = true and ${products.published} = true`;

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(row: SummaryRow): ProductSummary {
  return {
    _id: row.id,
    slug: row.slug,
    enName: row.enName,
    kuName: row.kuName,
    arName: row.arName,
    productCode: row.code,
    price: row.price,
    printPriceFrom: row.printPriceFrom,
    discount: row.discount,
    rating: Number(row.rating),
    stock: row.stock,
    images: row.images.map(productImageUrl),
    category: row.category,
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    sellerId: row.sellerId,
    shopName: row.shopName,
    shopNameKu: row.shopNameKu,
    shopNameAr: row.shopNameAr,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ProductFilter {
  category?: string | undefined;
  categoryId?: string | undefined;
  subCategoryId?: string | undefined;
  rating?: number | undefined;
  lowPrice?: number | undefined;
  highPrice?: number | undefined;
  searchValue?: string | undefined;
}

/** A storefront search read and matched against the category tree, ready to become SQL. */
export interface SearchPlan {
  search: ParsedSearch;
  tree: CategoryWithSubCategories[];
  /**
   * Each word with the categories and sub-categories it names, and whether a typo is forgiven in
   * it (only once the words as typed found nothing, and only in words that match nothing as
   * typed: see `forgivingIfNone`).
   */
  words: {
    word: SearchWord;
    categories: CategoryMatches;
    forgiven: boolean;
    /** A span of words that is a synonym term: any one of these word lists may match instead. */
    alternatives?: { word: SearchWord; categories: CategoryMatches }[][];
  }[];
  forgiving: boolean;
}

/** Undefined for a blank search; else the words and the categories each names (two small queries). */
export async function planSearch(
  db: Database,
  searchValue: string | undefined,
  synonyms: SynonymIndex = new Map(),
): Promise<SearchPlan | undefined> {
  const search = parseSearch(searchValue);
  if (!search) return undefined;
  const tree = await listCategoriesWithSubCategories(db);
  const words = searchConcepts(search, synonyms).map(({ word, alternatives }) => ({
    word,
    categories: categoryMatches(tree, word),
    forgiven: false,
    ...(alternatives
      ? {
          alternatives: alternatives.map((alternative) =>
            alternative.map((w) => ({ word: w, categories: categoryMatches(tree, w) })),
          ),
        }
      : {}),
  }));
  return { search, tree, words, forgiving: false };
}

/**
 * The longest any one statement of a storefront search may run (PostgreSQL cancels it). The words
 * are bounded (`parseSearch`), so a real search stays far below; this bounds what is left, e.g.
 * a database busy with other work, so searches cannot hold every pooled connection.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2000;

/**
 * Runs `run` in a transaction of its own whose statements may each take at most
 * `SEARCH_STATEMENT_TIMEOUT_MS` (`SET LOCAL`: the pooled connection keeps no setting afterwards).
 */
async function withinSearchBudget<T>(db: Database, run: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
    return run(tx as unknown as Database);
  });
}

/**
 * Runs the search as typed, and again forgiving typos when that found nothing and a word may
 * carry one. Typo matching (trigram similarity over the whole column) costs far more than
 * matching stems, so a search that finds its products never pays for it. A search runs within
 * its statement budget (`withinSearchBudget`); one that runs out answers 503 `search_too_slow`.
 */
async function forgivingIfNone<T>(
  db: Database,
  searchValue: string | undefined,
  run: (db: Database, plan: SearchPlan | undefined) => Promise<T>,
  found: (result: T) => boolean,
): Promise<T> {
  if (!parseSearch(searchValue)) return run(db, undefined);
  try {
    const synonyms = await keptSynonymIndex(db);
    return await withinSearchBudget(db, async (tx) => {
      const plan = await planSearch(tx, searchValue, synonyms);
      const asTyped = await run(tx, plan);
      if (!plan || found(asTyped) || !plan.words.some(({ word }) => word.typoStems.length > 0)) {
        return asTyped;
      }
      const words = [];
      for (const entry of plan.words) {
        const forgiven =
          entry.word.typoStems.length > 0 &&
          !(await anyProductMatches(tx, entryMatch({ ...entry, forgiven: false }).exact));
        words.push({ ...entry, forgiven });
      }
      return run(tx, { ...plan, words, forgiving: true });
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw httpError(503, 'search_too_slow');
    throw error;
  }
}

/** Does any product match (one index probe, whatever the number of matches)? */
async function anyProductMatches(db: Database, condition: SQL): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(condition).limit(1);
  return row !== undefined;
}

/** A word of the search column starts with the stem (the GIN trigram index answers this LIKE). */
const hasWordStartingWith = (stem: string) => like(products.searchText, `% ${escapeLike(stem)}%`);
const oneOf = (
  column: typeof products.categoryId | typeof products.subCategoryId,
  ids: string[],
) => (ids.length > 0 ? inArray(column, ids) : undefined);
/** word_similarity(word, search_text) ≥ pg_trgm.word_similarity_threshold (0.6 unless set). */
const resembles = (word: string) => sql`${word} <% ${products.searchText}`;
/**
 * The relevance floor for a near miss (issue 35.15): a word shorter than this shares too few
 * trigrams with any name for a resemblance to mean anything ("کراس", shirt, is three trigrams of
 * five from "کرافت", kraft). Shorter words are forgiven swapped letters only; no product or
 * suggested name is offered for resembling them.
 */
const RESEMBLES_MIN_LETTERS = 5;
const mayResemble = (word: SearchWord) => [...word.word].length >= RESEMBLES_MIN_LETTERS;

/**
 * `products.id in (select id … where a union all select id … where b …)`: each branch is answered
 * by its own index (trigram, category, sub-category), where one `a or b or …` over the table
 * makes PostgreSQL read every row and run every LIKE on it.
 */
function inAnyOf(conditions: (SQL | undefined)[]): SQL {
  const branches = conditions.filter((condition): condition is SQL => condition !== undefined);
  if (branches.length === 1 && branches[0]) return branches[0];
  return sql`${products.id} in (${sql.join(
    branches.map((condition) => sql`select id from products where ${condition}`),
    sql` union all `,
  )})`;
}

/**
 * How one typed word may match: in the names, through the category, or (when `forgiven`) with a
 * typo: swapped letters, a category's name, and, only when no category's name is near, trigram
 * similarity (which rechecks every candidate row, the dearest of them).
 */
function wordMatch(word: SearchWord, categories: CategoryMatches, forgiven: boolean) {
  const inNames = hasWordStartingWith(word.stem);
  const exactBranches = [
    inNames,
    oneOf(products.categoryId, categories.categoryIds),
    oneOf(products.subCategoryId, categories.subCategoryIds),
  ];
  const nearCategory =
    categories.typoCategoryIds.length > 0 || categories.typoSubCategoryIds.length > 0;
  const typoBranches =
    forgiven && word.typoStems.length > 0
      ? [
          nearCategory || !mayResemble(word) ? undefined : resembles(word.word),
          ...word.typoStems.map(hasWordStartingWith),
          oneOf(products.categoryId, categories.typoCategoryIds),
          oneOf(products.subCategoryId, categories.typoSubCategoryIds),
        ]
      : [];
  return {
    inNames,
    exactBranches,
    exact: inAnyOf(exactBranches),
    any: inAnyOf([...exactBranches, ...typoBranches]),
  };
}

/**
 * How one entry of the plan may match: as its typed word, or — a synonym span — as any of its
 * alternatives, each needing all its words (in the names or the category, never a typo).
 */
function entryMatch(entry: SearchPlan['words'][number]) {
  if (!entry.alternatives) {
    const match = wordMatch(entry.word, entry.categories, entry.forgiven);
    return { ...match, typedInNames: match.inNames };
  }
  const alternatives = entry.alternatives.map((alternative) =>
    alternative.map(({ word, categories }) => wordMatch(word, categories, false)),
  );
  const inNames = (words: ReturnType<typeof wordMatch>[]) => and(...words.map((w) => w.inNames));
  // The first alternative is the words as typed: a name with them ranks before a synonym's.
  const typedInNames = inNames(alternatives[0] ?? []) ?? sql`false`;
  const anyInNames = or(...alternatives.map(inNames)) ?? sql`false`;
  // One union of index probes: a one-word alternative's own branches join it directly.
  const exact = inAnyOf(
    alternatives.flatMap((words) =>
      words.length === 1 && words[0] ? words[0].exactBranches : [and(...words.map((w) => w.exact))],
    ),
  );
  return { typedInNames, inNames: anyInNames, exact, any: exact };
}

function wordMatches(plan: SearchPlan) {
  return plan.words.map(entryMatch);
}

/**
 * 0 the whole search is a product's name (or code), 1 a name starts with it, 2 every word as
 * typed is in the names, 3 every word or a synonym of it is, 4 every word is in the names or the
 * category's, 5 a typo was forgiven (only when nothing matched without: see `forgivingIfNone`).
 */
function searchRank(plan: SearchPlan): SQL {
  const phrase = escapeLike(plan.search.phrase);
  const words = wordMatches(plan);
  const byCategory = plan.forgiving
    ? sql`when ${and(...words.map((w) => w.exact))} then 4 else 5`
    : sql`else 4`;
  return sql`case
    when ${like(products.searchText, `%|${phrase}|%`)} then 0
    when ${like(products.searchText, `%|${phrase}%`)} then 1
    when ${and(...words.map((w) => w.typedInNames))} then 2
    when ${and(...words.map((w) => w.inNames))} then 3
    ${byCategory} end`;
}

/** A filter's value as it goes into the SQL: itself, or a prepared statement's parameter. */
type ValueOf = (name: ListingParameter, value: string) => string | SQLWrapper;
type ListingParameter = Exclude<keyof ProductFilter, 'searchValue'>;
const asItIs: ValueOf = (_name, value) => value;

function filterConditions(
  filter: ProductFilter,
  plan: SearchPlan | undefined,
  valueOf: ValueOf = asItIs,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visible];
  if (filter.categoryId)
    conditions.push(eq(products.categoryId, valueOf('categoryId', filter.categoryId)));
  else if (filter.category)
    conditions.push(eq(categories.enName, valueOf('category', filter.category)));
  if (filter.subCategoryId)
    conditions.push(eq(products.subCategoryId, valueOf('subCategoryId', filter.subCategoryId)));
  if (filter.rating !== undefined)
    conditions.push(gte(products.rating, valueOf('rating', String(filter.rating))));
  if (filter.lowPrice !== undefined)
    conditions.push(gte(products.discountedPrice, valueOf('lowPrice', String(filter.lowPrice))));
  if (filter.highPrice !== undefined)
    conditions.push(lte(products.discountedPrice, valueOf('highPrice', String(filter.highPrice))));
  if (plan) {
    conditions.push(...wordMatches(plan).map((word) => word.any));
  }
  return and(...conditions);
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/** One page of the filtered listing and the filtered total, both computed by the database. */
export async function queryProducts(
  db: Database,
  query: QueryProductsQuery,
  pageSize: number,
): Promise<{ products: ProductSummary[]; total: number; plan: SearchPlan | undefined }> {
  return forgivingIfNone(
    db,
    query.searchValue,
    (tx, plan) => queryProductsPage(tx, query, pageSize, plan),
    (page) => page.total > 0,
  );
}

async function queryProductsPage(
  db: Database,
  query: QueryProductsQuery,
  pageSize: number,
  plan: SearchPlan | undefined,
) {
  const offset = ((query.pageNumber ?? 1) - 1) * pageSize;
  if (!plan) {
    const { page, total, values } = preparedListing(db, query);
    const [rows, [totals]] = await Promise.all([
      page.execute({ ...values, limit: pageSize, offset }),
      total.execute(values),
    ]);
    return { products: rows.map(toSummary), total: totals?.total ?? 0, plan };
  }
  const { page, total } = listingStatements(db, query, plan, asItIs);
  const [rows, [totals]] = await Promise.all([page.limit(pageSize).offset(offset), total]);
  return { products: rows.map(toSummary), total: totals?.total ?? 0, plan };
}

/** A listing's page (its limit and offset left to the caller) and its filtered total. */
function listingStatements(
  db: Database,
  query: QueryProductsQuery,
  plan: SearchPlan | undefined,
  valueOf: ValueOf,
) {
  const where = filterConditions(query, plan, valueOf);
  // Best matches first (searchRank) unless the customer chose a price order.
  const order =
    query.sortPrice === 'low-to-high'
      ? [asc(products.discountedPrice), ...newestFirst]
      : query.sortPrice === 'high-to-low'
        ? [desc(products.discountedPrice), ...newestFirst]
        : plan
          ? [asc(searchRank(plan)), ...newestFirst]
          : newestFirst;
  return {
    page: selectSummaries(db)
      .where(where)
      .orderBy(...order),
    total: db
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where),
  };
}

const prepareListing = (db: Database, query: QueryProductsQuery, name: string) => {
  const { page, total } = listingStatements(db, query, undefined, (parameter) =>
    sql.placeholder(parameter),
  );
  return {
    page: page
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
    total: total.prepare(`${name}_total`),
  };
};
const preparedListings = new WeakMap<Database, Map<string, ReturnType<typeof prepareListing>>>();

/**
 * A listing without a search, its two statements prepared once per database and shape (the
 * filters it has, its order; at most 144 shapes): built anew for every page, Drizzle's building of
 * them was ~3 % of a listing page's CPU. The filters' values are the statements' parameters.
 */
function preparedListing(db: Database, query: QueryProductsQuery) {
  const values: Partial<Record<ListingParameter, string>> = {};
  // The shape: the filters filterConditions uses, in its order, named by what it gives each.
  filterConditions(query, undefined, (name, value) => {
    values[name] = value;
    return value;
  });
  const shape = `${Object.keys(values).join('.')}:${query.sortPrice ?? ''}`;
  let kept = preparedListings.get(db);
  if (!kept) preparedListings.set(db, (kept = new Map()));
  let prepared = kept.get(shape);
  if (!prepared) {
    prepared = prepareListing(db, query, `catalogue_listing_${kept.size}`);
    kept.set(shape, prepared);
  }
  return { ...prepared, values };
}

/** How many categories and similar names an empty search offers. */
const SUGGESTED_CATEGORIES = 6;
const SUGGESTED_TERMS = 5;
/**
 * A suggested name resembles a typed word as much as a search's near miss must (pg_trgm's 0.6):
 * the same relevance floor (issue 35.15). At 0.3, "كروت شخصية" was offered a desk flag.
 */
const SUGGESTION_SIMILARITY = 0.6;
/** A suggested name resembles the words at least this much, relative to the best one. */
const CLOSE_TO_BEST = 0.75;

/**
 * A way on from a search that found nothing: the categories any of its words names (else the
 * first categories), and the names of the products whose words look most like the typed ones.
 */
export async function searchSuggestions(
  db: Database,
  plan: SearchPlan,
): Promise<SearchSuggestions> {
  const named = plan.tree.filter((category) =>
    plan.words.some(
      ({ categories: m }) =>
        [...m.categoryIds, ...m.typoCategoryIds].includes(category._id) ||
        category.subCategories.some((sub) =>
          [...m.subCategoryIds, ...m.typoSubCategoryIds].includes(sub._id),
        ),
    ),
  );
  const suggested = (named.length > 0 ? named : plan.tree).slice(0, SUGGESTED_CATEGORIES);
  return {
    categories: suggested.map(({ subCategories: _subCategories, ...category }) => category),
    terms: await similarNames(db, plan),
  };
}

/**
 * The names of the products whose words look most like the typed ones: only the words that take
 * part in similarity (`SearchWord.similar`, at most three), none when no word does. A lookup that
 * runs out of its statement budget offers no names (the categories are still offered).
 */
async function similarNames(db: Database, plan: SearchPlan): Promise<SearchSuggestions['terms']> {
  const words = plan.search.words.filter((w) => w.similar && mayResemble(w)).map((w) => w.word);
  if (words.length === 0) return [];
  // Summed over the words: the name that resembles most of them comes first.
  const similarity = sql.join(
    words.map((word) => sql`word_similarity(${word}, ${products.searchText})`),
    sql` + `,
  );
  const rows = await withinSearchBudget(db, async (tx) => {
    // SET LOCAL: only this transaction's <% uses the looser threshold (and the GIN index).
    await tx.execute(
      sql.raw(`set local pg_trgm.word_similarity_threshold = ${SUGGESTION_SIMILARITY}`),
    );
    return tx
      .select({
        enName: products.enName,
        kuName: products.kuName,
        arName: products.arName,
        similarity: sql<number>`${similarity}`,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(visible, or(...words.map(resembles))))
      .orderBy(desc(similarity), ...newestFirst)
      .limit(SUGGESTED_TERMS * 4);
  }).catch((error: unknown) => {
    if (isStatementTimeout(error)) return [];
    throw error;
  });
  // Names far behind the best one only resemble a word or two by chance: not offered.
  const best = Number(rows[0]?.similarity ?? 0);
  const terms = new Map(
    rows
      .filter((row) => Number(row.similarity) >= best * CLOSE_TO_BEST)
      .map(({ enName, kuName, arName }) => [enName.toLowerCase(), { enName, kuName, arName }]),
  );
  return [...terms.values()].slice(0, SUGGESTED_TERMS);
}

export type ProductOrdering = 'newest' | 'topRated' | 'mostDiscounted';

/** The first `limit` visible products in one of the home page's orders. */
export async function listProducts(
  db: Database,
  ordering: ProductOrdering,
  limit: number,
  filter: ProductFilter = {},
): Promise<ProductSummary[]> {
  return forgivingIfNone(
    db,
    filter.searchValue,
    (tx, plan) => listOrdered(tx, ordering, limit, filterConditions(filter, plan)),
    (rows) => rows.length > 0,
  );
}

async function listOrdered(
  db: Database,
  ordering: ProductOrdering,
  limit: number,
  where: SQL | undefined,
): Promise<ProductSummary[]> {
  const query = selectSummaries(db);
  const rows =
    ordering === 'topRated'
      ? await query
          .where(where)
          .orderBy(desc(products.rating), ...newestFirst)
          .limit(limit)
      : ordering === 'mostDiscounted'
        ? await query
            .where(and(where, gt(products.discount, 0)))
            .orderBy(desc(products.discount), ...newestFirst)
            .limit(limit)
        : await query
            .where(where)
            .orderBy(...newestFirst)
            .limit(limit);
  return rows.map(toSummary);
}

export async function countDiscountedProducts(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(visible, gt(products.discount, 0)));
  return row?.total ?? 0;
}

/** Lowest and highest discounted base price among the filtered products. */
export async function priceRange(
  db: Database,
  filter: ProductFilter,
): Promise<{ low: number; high: number } | undefined> {
  return forgivingIfNone(
    db,
    filter.searchValue,
    async (tx, plan) => {
      const [row] = await tx
        .select({ low: min(products.discountedPrice), high: max(products.discountedPrice) })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(filterConditions(filter, plan));
      if (!row?.low || !row.high) return undefined;
      return { low: Number(row.low), high: Number(row.high) };
    },
    (range) => range !== undefined,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A colour as `colourList` reads it. */
export interface StoredColour {
  id: string;
  hex: string;
  enName: string;
  kuName: string;
  arName: string;
  quantity: number;
  properties: {
    id: string;
    enName: string;
    kuName: string;
    arName: string;
    quantity: number;
  }[];
}

/**
 * A column named with its table, as a correlated subquery's outer column must be: drizzle names
 * a one-table query's columns bare, and a bare "id" inside the subquery is the subquery's own.
 */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The product's colours, each with its properties, in the seller's order, as one JSON value of
 * the product's own row: a product page is one query, not four one after another.
 */
const colourList = sql<StoredColour[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${productColors.id}, 'hex', ${productColors.hex},
    'enName', ${productColors.enName}, 'kuName', ${productColors.kuName},
    'arName', ${productColors.arName}, 'quantity', ${productColors.quantity},
    'properties', coalesce((
      select json_agg(json_build_object(
        'id', ${productProperties.id},
        'enName', ${productProperties.enName}, 'kuName', ${productProperties.kuName},
        'arName', ${productProperties.arName}, 'quantity', ${productProperties.quantity}
      ) order by ${productProperties.position}, ${productProperties.id})
      from ${productProperties} where ${productProperties.colorId} = ${qualified(productColors.id)}
    ), '[]'::json)
  ) order by ${productColors.position}, ${productColors.id})
  from ${productColors} where ${productColors.productId} = ${qualified(products.id)}
), '[]'::json)`;

const reviewTotal =
  sql<number>`(select count(*) from ${reviews} where ${reviews.productId} = ${qualified(products.id)})`.mapWith(
    Number,
  );

/** A product's colours, each with its properties, in the seller's order, whoever sells it (the console's). */
export async function storedColoursOf(db: Database, productId: string): Promise<StoredColour[]> {
  const [row] = await db
    .select({ colours: colourList })
    .from(products)
    .where(eq(products.id, productId));
  return row?.colours ?? [];
}

/** Visible products, complete with colours, properties and review counts, in one query. */
function selectProducts(db: Database) {
  return db
    .select({
      ...summaryColumns,
      enDescription: products.enDescription,
      kuDescription: products.kuDescription,
      arDescription: products.arDescription,
      print: products.print,
      depositPercent: products.depositPercent,
      colours: colourList,
      reviewCount: reviewTotal,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

function toProduct(row: ProductRow): Product {
  return {
    ...toSummary(row),
    enDescription: row.enDescription,
    kuDescription: row.kuDescription,
    arDescription: row.arDescription,
    print: row.print ?? null,
    depositPercent: row.depositPercent,
    reviewCount: row.reviewCount,
    colors: row.colours.map((colour) => ({
      _id: colour.id,
      color: {
        code: colour.hex,
        enName: colour.enName,
        kuName: colour.kuName,
        arName: colour.arName,
        colorQuantity: colour.quantity,
      },
      properties: colour.properties.map((p) => ({
        _id: p.id,
        property: localisedName(p, 'en'),
        enName: p.enName,
        kuName: p.kuName,
        arName: p.arName,
        quantity: p.quantity,
      })),
    })),
  };
}

/** Visible products matching `where` (one query). */
async function loadProducts(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<Product[]> {
  const rows = await selectProducts(db).where(and(visible, where)).limit(limit);
  return rows.map(toProduct);
}

/**
 * The product page's read by slug, prepared once per database: built anew for every page, its
 * SQL (the colours' and reviews' subqueries) cost Drizzle about a tenth of the read's CPU.
 */
const prepareProductBySlug = (db: Database) =>
  selectProducts(db)
    .where(and(visible, eq(products.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('catalogue_product_by_slug');
const preparedBySlug = new WeakMap<Database, ReturnType<typeof prepareProductBySlug>>();

function productBySlug(db: Database) {
  let query = preparedBySlug.get(db);
  if (!query) preparedBySlug.set(db, (query = prepareProductBySlug(db)));
  return query;
}

/** A visible product by slug (or by id, which the spec also allows) with colours, properties and review count. */
export async function findProduct(db: Database, slugOrId: string): Promise<Product | undefined> {
  if (UUID.test(slugOrId)) {
    const [product] = await loadProducts(
      db,
      or(eq(products.slug, slugOrId), eq(products.id, slugOrId)),
      1,
    );
    return product;
  }
  const [row] = await productBySlug(db).execute({ slug: slugOrId });
  return row && toProduct(row);
}

/** Visible products by id, complete (a missing or hidden one is simply absent). */
export async function findProductsByIds(db: Database, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  return loadProducts(db, inArray(products.id, ids), ids.length);
}

/** The visible products of a category (or a seller), newest first. */
export async function newestProductsOf(
  db: Database,
  by: 'category' | 'seller',
  id: string,
  limit: number,
): Promise<ProductSummary[]> {
  const same = by === 'category' ? eq(products.categoryId, id) : eq(products.sellerId, id);
  const rows = await selectSummaries(db)
    .where(and(visible, same))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/** Fills the search column of rows written before it existed (or by hand). */
export async function productsMissingSearchText(db: Database, limit: number) {
  return db
    .select({
      id: products.id,
      enName: products.enName,
      kuName: products.kuName,
      arName: products.arName,
      code: products.code,
    })
    .from(products)
    .where(eq(products.searchText, ''))
    .limit(limit);
}

export async function setSearchText(db: Database, id: string, searchText: string): Promise<void> {
  await db.update(products).set({ searchText }).where(eq(products.id, id));
}
