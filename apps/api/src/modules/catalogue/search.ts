import { foldForSearch } from '@chapkhana/shared/text';
import { containsPattern } from '../../db/query-helpers';

/** What the search column holds for a product: its three names and code, folded once at write time. */
export function productSearchText(product: {
  enName: string;
  kuName: string;
  arName: string;
  code: string;
}): string {
  return foldForSearch([product.enName, product.kuName, product.arName, product.code].join(' '));
}

/**
 * The folded words of a search box's text, each to be found somewhere in the search column
 * ("mug 330" finds "Ceramic Mug 330 ml"). LIKE's wildcards are escaped: they are letters here.
 */
export function searchPatterns(searchValue: string): string[] {
  return foldForSearch(searchValue).split(' ').filter(Boolean).slice(0, 8).map(containsPattern);
}
