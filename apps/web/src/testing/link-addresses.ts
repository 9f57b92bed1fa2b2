/**
 * Every kind of address a link may be given, and the pages it may be drawn on: the storefront's
 * links are held to React Router's own with them, on the server (link.server.test.tsx) and in
 * the browser (link.test.tsx).
 */
export const LINK_ADDRESSES = [
  '/',
  '/products',
  '/products?categoryId=7&pageNumber=2',
  '/product/details/matte-card-1',
  '/product/details/%D9%83%D9%88%D8%A8',
  '/product/details/کوپ',
  '/a/b/',
  '/a/../b/./c',
  '/a//b',
  '/search?q=a%20b&x=',
  '/products?',
  '/about#team',
  '/about?#',
  '/contact?lng=kr#map',
  'relative/path',
  '../up',
  '?only=query',
  '?categoryId=7&subCategoryId=9&pageNumber=2',
  '?q=کوپ%20x&highPrice=100000',
  '?',
  '?#x',
  '#only-hash',
  '',
  '//other.example/x',
  'https://wa.me/9647501234567',
  'mailto:info@chapkhana.example',
];

export const LINK_PAGES = ['/products/mugs/', '/', '/a/b', '/products?categoryId=7', '/search/کوپ'];
