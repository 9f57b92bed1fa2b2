import type { CategoryWithSubCategories } from '@chapkhana/shared/catalogue';
import { foldForSearch, searchStems, stemWord } from '@chapkhana/shared/text';
import { containsPattern } from '../../db/query-helpers';

/** How many words of a search box count; the rest are ignored. */
const MAX_WORDS = 8;
/** Words this long or longer may carry a typo (shorter ones match too much when bent). */
const TYPO_MIN_LENGTH = 4;
/**
 * How many words are compared by trigram similarity (typo retry, suggestions) and bent (swapped
 * letters), and how long such a word may be. Each similarity check rereads the candidate rows or
 * the whole table, so a stranger's text must not multiply them: further and longer words still
 * have to match, as typed (a plain LIKE through the trigram index).
 */
const MAX_SIMILAR_WORDS = 3;
const SIMILAR_LENGTH = { min: 3, max: 16 };

/**
 * What the search column holds for a product, folded once at write time:
 * `|en name|ku name|ar name|code| stem stem … ` — the whole names between bars (for the exact
 * and prefix ranks), then the stem of every word, each after a space (for word matching).
 */
export function productSearchText(product: {
  enName: string;
  kuName: string;
  arName: string;
  code: string;
}): string {
  const names = [product.enName, product.kuName, product.arName, product.code].map((name) =>
    foldForSearch(name.replaceAll('|', ' ')),
  );
  return `|${names.join('|')}| ${withSplitAndJoined(searchStems(names.join(' '))).join(' ')} `;
}

/**
 * Stems, each hyphenated one followed by its parts and its joined form ("t-shirt" → "t-shirt t
 * shirt tshirt"): a search for "t shirt", "tshirt" or "t-shirt" finds a T-Shirt (issue 35.15).
 */
function withSplitAndJoined(stems: string[]): string[] {
  return stems.flatMap((stem) => {
    // Letters only: a product code's "mg-1" is not split into "1".
    if (!/^\p{L}+(-\p{L}+)+$/u.test(stem)) return [stem];
    const parts = stem.split('-');
    return [stem, ...parts.map(stemWord), stemWord(parts.join(''))];
  });
}

/** How many words one synonym term may have: a span of the search this long is looked up. */
const SYNONYM_SPAN = 3;
/** How many spans of a search are widened by synonyms (each becomes a group's worth of probes). */
const MAX_SYNONYM_SPANS = 3;

/**
 * What a term or a span of typed words is looked up by: folded, spaces and hyphens dropped,
 * stemmed — "T-Shirts", "t shirt" and "tshirt" are one key, so synonyms split and join words.
 */
export function synonymKey(text: string): string {
  return stemWord(foldForSearch(text).replace(/[\s-]+/g, ''));
}

/** Every term's key → the terms of every group it is in (a term may be in two groups). */
export type SynonymIndex = Map<string, string[]>;

export function synonymIndex(groups: readonly (readonly string[])[]): SynonymIndex {
  const index: SynonymIndex = new Map();
  for (const terms of groups) {
    for (const term of terms) {
      const key = synonymKey(term);
      if (!key) continue;
      index.set(key, [...new Set([...(index.get(key) ?? []), ...terms])]);
    }
  }
  return index;
}

/**
 * One thing the search must find: a typed word, or a span of typed words that is a synonym term
 * (then `alternatives` lists each term of its groups as words, any of which may match).
 */
export interface SearchConcept {
  word: SearchWord;
  alternatives?: SearchWord[][];
}

/**
 * The typed words read through the synonyms, longest span first ("كروت شخصية" is one concept
 * with "business card", "بطاقة عمل", … as alternatives); other words stay as typed.
 */
export function searchConcepts(search: ParsedSearch, index: SynonymIndex): SearchConcept[] {
  const concepts: SearchConcept[] = [];
  let spansLeft = MAX_SYNONYM_SPANS;
  for (let i = 0; i < search.words.length;) {
    const first = search.words[i];
    if (!first) break;
    let matched: { length: number; terms: string[] } | undefined;
    for (
      let length = Math.min(SYNONYM_SPAN, search.words.length - i);
      spansLeft > 0 && length > 0;
      length--
    ) {
      const span = search.words.slice(i, i + length).map((w) => w.word);
      const terms = index.get(synonymKey(span.join(' ')));
      if (terms) {
        matched = { length, terms };
        break;
      }
    }
    if (!matched) {
      concepts.push({ word: first });
      i += 1;
      continue;
    }
    spansLeft -= 1;
    const words = search.words.slice(i, i + matched.length);
    const typed = words.map((w) => w.word).join(' ');
    const alternatives = [
      words.map((w) => ({ ...w, typoStems: [] })),
      ...matched.terms
        .map((term) => parseSearch(term)?.words ?? [])
        .filter((termWords) => termWords.length > 0)
        .map((termWords) => termWords.map((w) => ({ ...w, typoStems: [], similar: false }))),
    ];
    const seen = new Set<string>();
    concepts.push({
      word: { ...first, word: typed, typoStems: [] },
      alternatives: alternatives.filter((alternative) => {
        const key = alternative.map((w) => w.stem).join(' ');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    });
    i += matched.length;
  }
  return concepts;
}

/**
 * The folded words of a search box's text, each to be found somewhere in the search column
 * (the console's "contains" search). LIKE's wildcards are escaped: they are letters here.
 */
export function searchPatterns(searchValue: string): string[] {
  return foldForSearch(searchValue)
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map(containsPattern);
}

/** One typed word: its folded form, its stem, and the stems of its likely typos. */
export interface SearchWord {
  word: string;
  stem: string;
  /** Stems of the word with two neighbouring letters swapped ("mgus" → "mug"); empty when short. */
  typoStems: string[];
  /** Compared by trigram similarity: one of the first three words of 3–16 letters with a letter. */
  similar: boolean;
}

/** A search box's text read for the storefront search: the whole folded phrase and its words. */
export interface ParsedSearch {
  phrase: string;
  words: SearchWord[];
}

/** The word with each pair of neighbouring letters swapped in turn: the commonest typing slip. */
function swappedNeighbours(word: string): string[] {
  const letters = [...word];
  const variants: string[] = [];
  letters.forEach((letter, i) => {
    const next = letters[i + 1];
    if (next === undefined || next === letter) return;
    variants.push([...letters.slice(0, i), next, letter, ...letters.slice(i + 2)].join(''));
  });
  return variants;
}

/** Undefined for a blank search (which is no search at all). */
export function parseSearch(searchValue: string | undefined): ParsedSearch | undefined {
  const phrase = foldForSearch(searchValue ?? '');
  if (!phrase) return undefined;
  let similarLeft = MAX_SIMILAR_WORDS;
  const words = phrase
    .split(' ')
    .slice(0, MAX_WORDS)
    .map((word) => {
      const stem = stemWord(word);
      const length = [...word].length;
      const similar =
        similarLeft > 0 &&
        length >= SIMILAR_LENGTH.min &&
        length <= SIMILAR_LENGTH.max &&
        /\p{L}/u.test(word);
      if (similar) similarLeft -= 1;
      const typoStems =
        similar && typoAllowance(word) > 0
          ? [...new Set(swappedNeighbours(word).map(stemWord))].filter((s) => s !== stem)
          : [];
      return { word, stem, typoStems, similar };
    });
  return { phrase, words };
}

type Names = { enName: string; kuName: string; arName: string };

/** Does any word of the names start with the stem (word prefix, as in the SQL)? */
function namesMatch(names: Names, stem: string): boolean {
  return searchStems(`${names.enName} ${names.kuName} ${names.arName}`).some((nameStem) =>
    nameStem.startsWith(stem),
  );
}

/**
 * Letters to add, drop, change or swap with a neighbour to turn `a` into `b` (optimal string
 * alignment distance), stopping early once it is sure to pass `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  const cell = (row: number[], j: number) => row[j] ?? Number.MAX_SAFE_INTEGER;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const swapped = i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1];
      current.push(
        Math.min(
          cell(previous, j) + 1,
          cell(current, j - 1) + 1,
          cell(previous, j - 1) + cost,
          swapped ? cell(before, j - 2) + 1 : Number.MAX_SAFE_INTEGER,
        ),
      );
    }
    if (Math.min(...current) > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return cell(previous, y.length);
}

/** How many slips a word of this length may carry: none below 4 letters, one, two from 8. */
export function typoAllowance(word: string): number {
  const length = [...word].length;
  return length < TYPO_MIN_LENGTH ? 0 : length < 8 ? 1 : 2;
}

/** Is a word of the names the stem with a typo or two ("bussiness" → Business Cards)? */
function namesNearlyMatch(names: Names, word: SearchWord): boolean {
  const allowance = typoAllowance(word.word);
  if (allowance === 0) return false;
  return searchStems(`${names.enName} ${names.kuName} ${names.arName}`).some(
    (nameStem) =>
      word.typoStems.some((typoStem) => nameStem.startsWith(typoStem)) ||
      editDistance(word.stem, nameStem, allowance) <= allowance,
  );
}

/** The categories and sub-categories one word names, exactly (by stem) or with a typo. */
export interface CategoryMatches {
  categoryIds: string[];
  subCategoryIds: string[];
  typoCategoryIds: string[];
  typoSubCategoryIds: string[];
}

/**
 * Which categories and sub-categories a word names ("pens" → Pens, Plastic Pens, Metal Pens).
 * The category tree is small (tens of rows), so it is matched here with the same stems as the
 * product search column rather than kept in a second search column.
 */
export function categoryMatches(
  tree: CategoryWithSubCategories[],
  word: SearchWord,
): CategoryMatches {
  const matches: CategoryMatches = {
    categoryIds: [],
    subCategoryIds: [],
    typoCategoryIds: [],
    typoSubCategoryIds: [],
  };
  for (const category of tree) {
    const subs = category.subCategories.filter((sub) => namesMatch(sub, word.stem));
    matches.subCategoryIds.push(...subs.map((sub) => sub._id));
    // A word that names sub-categories means those, not the whole category: "t-shirt" names
    // T-Shirts of "T-Shirts & Apparel", so the safety vest there is not a T-shirt (issue 35.15).
    if (subs.length === 0 && namesMatch(category, word.stem)) {
      matches.categoryIds.push(category._id);
    } else if (subs.length === 0 && namesNearlyMatch(category, word)) {
      matches.typoCategoryIds.push(category._id);
    }
    for (const sub of category.subCategories) {
      if (!subs.includes(sub) && namesNearlyMatch(sub, word)) {
        matches.typoSubCategoryIds.push(sub._id);
      }
    }
  }
  return matches;
}
