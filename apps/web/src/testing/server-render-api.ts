import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@chapkhana/shared/languages';
import {
  deepFreeze,
  type ServerApiRequest,
  type ServerApiResponse,
} from '@chapkhana/shared/server-render';
import { sampleCategories } from '@/testing/sample-categories';
import { sampleHomePage, sampleProduct, sampleProductDetail } from '@/testing/sample-products';

/** The storefront's translation files, as the API hands them to the server renderer. */
export const translations = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../../public/assets/locales', language, 'translation.json'),
        'utf8',
      ),
    ) as Record<string, unknown>,
  ]),
) as Record<Language, Record<string, unknown>>;

export const shopContacts = {
  whatsapp: '+9647501234567',
  phone: '+9647701234567',
  email: 'info@chapkhana.example',
  social: { instagram: 'https://instagram.com/chapkhana' },
};

/** Answers the page's API calls as the shop would, and keeps them to inspect. */
export function fakeApi(answers: Record<string, unknown> = {}, shared?: Map<string, unknown>) {
  const calls: ServerApiRequest[] = [];
  const bodies: Record<string, unknown> = {
    '/api/home/page-data': sampleHomePage,
    '/api/home/get-categories-subCategories': { categories: sampleCategories },
    '/api/get-currencyIQD': { currencyIQD: '1310.0000' },
    '/api/home/shop-settings': shopContacts,
    '/api/home/shop-pages/about': {
      page: 'about',
      text: { kr: 'چاپخانە\n\nدووەم', ar: 'مطبعة <b>جريئة</b>\n\nفقرة ثانية', en: '' },
    },
    '/api/home/shop-pages/contact': { page: 'contact', text: { kr: '', ar: '', en: 'Call us.' } },
    '/api/home/product-details/matte-card-1': {
      product: sampleProductDetail(),
      relatedProducts: [sampleProduct(2)],
      moreProducts: [],
    },
    ...answers,
  };
  const callApi = async (request: ServerApiRequest): Promise<ServerApiResponse> => {
    calls.push(request);
    const body = bodies[request.url.split('?')[0] ?? ''];
    // As a kept answer comes (web/renderer.ts): parsed once, frozen, the same objects each page.
    const kept = shared && body !== undefined;
    if (kept && !shared.has(request.url))
      shared.set(request.url, deepFreeze(JSON.parse(JSON.stringify(body))));
    return body === undefined
      ? { status: 404, headers: {}, body: JSON.stringify({ error: 'No such thing.' }) }
      : {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          ...(kept ? { data: shared.get(request.url) } : {}),
        };
  };
  return { calls, callApi };
}
