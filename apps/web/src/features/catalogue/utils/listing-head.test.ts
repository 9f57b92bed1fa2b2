import { describe, expect, it } from 'vitest';
import { listingHeadInput } from '@/features/catalogue/utils/listing-head';
import { parseListingFilters } from '@/features/catalogue/utils/listing-filters';
import { sampleCategories } from '@/testing/sample-categories';
import { sampleProduct } from '@/testing/sample-products';
import { createTestI18n } from '@/testing/test-i18n';

const { t } = createTestI18n();
const [cards] = sampleCategories;
const result = { products: [sampleProduct(3)], totalProduct: 23, parPage: 12 };

describe('a listing’s head', () => {
  it('names the sub-category and page, and counts what it lists', () => {
    const filters = parseListingFilters(
      `category=Business%20Cards&categoryId=${cards?._id}&subCategoryId=${cards?.subCategories[0]?._id}&pageNumber=2&utm_source=whatsapp&sortPrice=low-to-high`,
    );
    const head = listingHeadInput('category', filters, result, {
      t,
      language: 'en',
      category: cards,
    });
    expect(head.title).toBe('Matte & Soft-touch, page 2');
    expect(head.description).toBe(
      t('seo.listingDescription', { category: 'Matte & Soft-touch', shop: 'Chapkhana', count: 23 }),
    );
    expect(head.description).toContain('23');
    // The filters and page name the page; a tracking parameter does not.
    const query = new URLSearchParams(head.query);
    expect([...query.keys()]).toEqual([
      'category',
      'categoryId',
      'subCategoryId',
      'sortPrice',
      'pageNumber',
    ]);
    expect(head.robots).toBeUndefined();
    expect(head.image?.url).toBe('/uploads/share/products/matte-card-3-1-800.jpg');
  });

  it('leaves page 1 out of the title and the address', () => {
    const filters = parseListingFilters(`categoryId=${cards?._id}&pageNumber=1`);
    const head = listingHeadInput('category', filters, result, {
      t,
      language: 'en',
      category: cards,
    });
    expect(head.title).toBe('Business Cards');
    expect(head.query).toBe(`categoryId=${cards?._id}`);
  });

  it('names a search by its words, and keeps search results out of the index', () => {
    const filters = parseListingFilters('category=&&value=mug');
    const head = listingHeadInput('search', filters, result, {
      t,
      language: 'en',
      category: undefined,
    });
    expect(head.title).toBe(t('listing.searchFor', { value: 'mug' }));
    expect(head.description).toContain('mug');
    expect(head.robots).toBe('noindex,follow');
    expect(head.query).toBe('value=mug');
  });

  it('says nothing of a count it does not know yet', () => {
    const head = listingHeadInput('category', parseListingFilters(''), undefined, {
      t,
      language: 'en',
      category: undefined,
    });
    expect(head.title).toBe(t('pages.products.title'));
    expect(head.description).toBeUndefined();
    expect(head.image).toBeUndefined();
  });
});
