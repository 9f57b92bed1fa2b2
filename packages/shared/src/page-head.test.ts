import { describe, expect, it } from 'vitest';
import { pageUrl, shortText, type PageHead } from './page-head';
import { pageHeadTags, type HeadTag } from './page-head-tags';

const ORIGIN = 'https://chapkhana.example';

const productHead: PageHead = {
  language: 'ar',
  siteName: 'چاپخانە',
  title: 'بطاقات — چاپخانە',
  description: '16,375.00 د.ع. بطاقات مطفأة',
  type: 'product',
  address: '/product/details/matte-card',
  image: {
    url: '/uploads/share/products/matte-card-1-800.jpg',
    width: 1200,
    height: 630,
    type: 'image/jpeg',
    alt: 'بطاقات',
  },
  price: { amount: '16375.00', currency: 'IQD' },
  structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: '</script>' }],
};

const attribute = (tags: HeadTag[], key: string, value: string, read: string) =>
  tags
    .filter((tag) => tag.tag === 'meta' || tag.tag === 'link')
    .map((tag) => ('attributes' in tag ? tag.attributes : {}))
    .filter((attributes) => attributes[key] === value)
    .map((attributes) => attributes[read]);

describe('a page’s addresses', () => {
  it('adds the language to the page’s own query, replacing one it had', () => {
    expect(pageUrl(ORIGIN, '/products?category=Mugs&pageNumber=2', 'kr')).toBe(
      `${ORIGIN}/products?category=Mugs&pageNumber=2&lng=kr`,
    );
    expect(pageUrl(ORIGIN, '/about?lng=en', 'ar')).toBe(`${ORIGIN}/about?lng=ar`);
    expect(pageUrl(ORIGIN, '/about?lng=en')).toBe(`${ORIGIN}/about`);
  });

  it('never leaves the shop’s origin, whatever the path says', () => {
    expect(new URL(pageUrl(ORIGIN, '//evil.example/x', 'en')).host).toBe('chapkhana.example');
    expect(new URL(pageUrl(ORIGIN, 'https://evil.example/', 'en')).host).toBe('chapkhana.example');
  });
});

describe('a page’s head', () => {
  const tags = pageHeadTags(productHead, ORIGIN);

  it('has one title, one description, and a canonical address that the alternates agree with', () => {
    expect(tags.filter((tag) => tag.tag === 'title')).toEqual([
      { tag: 'title', text: productHead.title },
    ]);
    expect(attribute(tags, 'name', 'description', 'content')).toEqual([productHead.description]);
    const canonical = attribute(tags, 'rel', 'canonical', 'href');
    expect(canonical).toEqual([`${ORIGIN}/product/details/matte-card?lng=ar`]);
    const alternates = tags.flatMap((tag) =>
      tag.tag === 'link' && tag.attributes.rel === 'alternate'
        ? [[tag.attributes.hreflang, tag.attributes.href]]
        : [],
    );
    expect(alternates).toEqual([
      ['ckb', `${ORIGIN}/product/details/matte-card?lng=kr`],
      ['ar', canonical[0]],
      ['en', `${ORIGIN}/product/details/matte-card?lng=en`],
      ['x-default', `${ORIGIN}/product/details/matte-card`],
    ]);
    expect(attribute(tags, 'property', 'og:url', 'content')).toEqual(canonical);
  });

  it('is its own canonical address when opened without a language (x-default), as search engines and Lighthouse ask', () => {
    const adaptive = pageHeadTags({ ...productHead, atDefaultAddress: true }, ORIGIN);
    const canonical = attribute(adaptive, 'rel', 'canonical', 'href');
    expect(canonical).toEqual([`${ORIGIN}/product/details/matte-card`]);
    expect(attribute(adaptive, 'hreflang', 'x-default', 'href')).toEqual(canonical);
    expect(attribute(adaptive, 'hreflang', 'ar', 'href')).toEqual([
      `${ORIGIN}/product/details/matte-card?lng=ar`,
    ]);
    expect(attribute(adaptive, 'property', 'og:url', 'content')).toEqual(canonical);
  });

  it('describes the shared link’s preview: locale, absolute picture and its size, price', () => {
    const og = (name: string) => attribute(tags, 'property', name, 'content');
    expect(og('og:type')).toEqual(['product']);
    expect(og('og:locale')).toEqual(['ar_IQ']);
    expect(og('og:locale:alternate')).toEqual(['ckb_IQ', 'en_US']);
    expect(og('og:image')).toEqual([`${ORIGIN}/uploads/share/products/matte-card-1-800.jpg`]);
    expect(og('og:image:width')).toEqual(['1200']);
    expect(og('og:image:height')).toEqual(['630']);
    expect(og('og:image:alt')).toEqual(['بطاقات']);
    expect(og('product:price:amount')).toEqual(['16375.00']);
    expect(og('product:price:currency')).toEqual(['IQD']);
    expect(attribute(tags, 'name', 'twitter:card', 'content')).toEqual(['summary_large_image']);
    expect(attribute(tags, 'name', 'twitter:image', 'content')).toEqual(og('og:image'));
  });

  it('writes structured data that no `</script>` inside it can close', () => {
    const [script] = tags.filter((tag) => tag.tag === 'script');
    expect(script && 'text' in script ? script.text : '').not.toMatch(/<\/?script/i);
    expect(JSON.parse(script && 'text' in script ? script.text : '{}')).toMatchObject({
      name: '</script>',
    });
  });

  it('gives a page that is no page no address, and keeps it out of the index', () => {
    const missing = pageHeadTags(
      { ...productHead, type: 'website', address: null, robots: 'noindex', image: undefined },
      ORIGIN,
    );
    expect(attribute(missing, 'rel', 'canonical', 'href')).toEqual([]);
    expect(attribute(missing, 'rel', 'alternate', 'href')).toEqual([]);
    expect(attribute(missing, 'property', 'og:url', 'content')).toEqual([]);
    expect(attribute(missing, 'name', 'robots', 'content')).toEqual(['noindex']);
    expect(attribute(missing, 'name', 'twitter:card', 'content')).toEqual(['summary']);
  });
});

describe('short text', () => {
  it('keeps short text whole and flattens its line breaks', () => {
    expect(shortText('Matte cards,\n\n  350 gsm.')).toBe('Matte cards, 350 gsm.');
  });

  it('cuts long text at a word’s end, with an ellipsis, within the limit', () => {
    const long = 'کارتی مات '.repeat(30);
    const short = shortText(long, 155);
    expect(Array.from(short).length).toBeLessThanOrEqual(155);
    expect(short).toMatch(/ (کارتی|مات)…$/);
  });

  it('never splits an emoji', () => {
    const short = shortText('🎉'.repeat(200), 10);
    expect(short).toBe(`${'🎉'.repeat(9)}…`);
  });
});
