import { mockApi } from '@chapkhana/web-kit/testing/mock-api';

/** What the about page says in English, the language the tests read. */
export const ABOUT_TEXT = 'We print.';

/** Answers the about page's read, and nothing else (a page of its own with one read). */
export function mockAboutPage() {
  return mockApi((url) =>
    url.pathname === '/api/home/shop-pages/about'
      ? { body: { page: 'about', text: { kr: '', ar: '', en: ABOUT_TEXT } } }
      : undefined,
  );
}
