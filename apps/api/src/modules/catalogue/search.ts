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
  return `|${names.join('|')}| ${searchStems(names.join(' ')).join(' ')} `;
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
    if (namesMatch(category, word.stem)) matches.categoryIds.push(category._id);
    else if (namesNearlyMatch(category, word)) matches.typoCategoryIds.push(category._id);
    for (const sub of category.subCategories) {
      if (namesMatch(sub, word.stem)) matches.subCategoryIds.push(sub._id);
      else if (namesNearlyMatch(sub, word)) matches.typoSubCategoryIds.push(sub._id);
    }
  }
  return matches;
}
