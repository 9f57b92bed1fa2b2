import { describe, expect, it } from 'vitest';
import {
  parseListingFilters,
  serialiseListingFilters,
  toQueryProductsArgs,
  updateListingFilters,
  type ListingFilters,
} from './listing-filters';

const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
const SUB_ID = '22222222-2222-4222-8222-222222222222';

describe('listing filters in the URL', () => {
  it('round-trips every filter through the search params', () => {
    const filters: ListingFilters = {
      category: 'Business Cards',
      categoryId: CATEGORY_ID,
      subCategoryId: SUB_ID,
      rating: 4,
      lowPrice: 0.1,
      highPrice: 25.5,
      sortPrice: 'high-to-low',
      pageNumber: 3,
      value: 'mug 330',
    };
    const search = serialiseListingFilters(filters).toString();
    expect(parseListingFilters(search)).toEqual(filters);
    expect(parseListingFilters(`?${search}`)).toEqual(filters);
  });

  it('leaves unset filters and page 1 out of the URL', () => {
    const search = serialiseListingFilters({ category: 'Mugs', pageNumber: 1 }).toString();
    expect(search).toBe('category=Mugs');
  });

  it("reads the header's search URL with its double &&", () => {
    expect(parseListingFilters('?category=Mugs&&value=mug%20330')).toEqual({
      category: 'Mugs',
      value: 'mug 330',
      pageNumber: 1,
    });
    expect(parseListingFilters('?category=&&value=flyer')).toEqual({
      value: 'flyer',
      pageNumber: 1,
    });
  });

  it('drops invalid values instead of sending them to the API', () => {
    expect(
      parseListingFilters(
        'categoryId=not-an-id&subCategoryId=42&rating=7&lowPrice=abc&highPrice=-3&sortPrice=cheap&pageNumber=0&value=%20%20',
      ),
    ).toEqual({ pageNumber: 1 });
    expect(parseListingFilters('rating=2.5&pageNumber=-1')).toEqual({ pageNumber: 1 });
  });

  it('drops a price range whose low bound is above its high bound', () => {
    expect(parseListingFilters('lowPrice=30&highPrice=10')).toEqual({ pageNumber: 1 });
  });

  it('accepts Eastern Arabic digits and rounds prices to cents', () => {
    expect(parseListingFilters('rating=٤&pageNumber=٢&lowPrice=١٫٥&highPrice=12.345')).toEqual({
      rating: 4,
      pageNumber: 2,
      highPrice: 12.35,
    });
    expect(parseListingFilters('lowPrice=۱.۵')).toEqual({ lowPrice: 1.5, pageNumber: 1 });
  });

  it('goes back to page 1 on any change but paging, and clears a filter set to undefined', () => {
    const current = parseListingFilters(`categoryId=${CATEGORY_ID}&rating=3&pageNumber=4`);
    expect(updateListingFilters(current, { sortPrice: 'low-to-high' })).toEqual({
      categoryId: CATEGORY_ID,
      rating: 3,
      sortPrice: 'low-to-high',
      pageNumber: 1,
    });
    expect(updateListingFilters(current, { rating: undefined })).toEqual({
      categoryId: CATEGORY_ID,
      pageNumber: 1,
    });
    expect(updateListingFilters(current, { pageNumber: 5 }).pageNumber).toBe(5);
  });

  it('builds the API query with only the set parameters and value as searchValue', () => {
    expect(
      toQueryProductsArgs(parseListingFilters('category=Mugs&&value=cup&lowPrice=2&rating=5')),
    ).toEqual({
      category: 'Mugs',
      searchValue: 'cup',
      lowPrice: '2.00',
      rating: '5',
      pageNumber: '1',
    });
  });
});
