/** Shoppers whose reviews back the demo ratings (they can sign in with the demo staff password). */
export const demoReviewers = [
  { name: 'Shilan Ahmed', phone: '+9647501110001', email: 'shilan@reviews.chapkhana.example' },
  { name: 'Karwan Omar', phone: '+9647701110002', email: 'karwan@reviews.chapkhana.example' },
  { name: 'Zainab Hassan', phone: '+9647801110003', email: 'zainab@reviews.chapkhana.example' },
  { name: 'Aram Jalal', phone: '+9647511110004', email: 'aram@reviews.chapkhana.example' },
  { name: 'Noor Ali', phone: '+9647711110005', email: 'noor@reviews.chapkhana.example' },
];

/** Review texts by star rating, each written in one of the shop's languages. */
const texts: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'کوالیتی چاپەکە زۆر باشە و ڕەنگەکان ڕێک وەک نموونەکە بوون. سوپاس!',
    'جودة ممتازة والتوصيل كان سريعاً. أنصح به بشدة.',
    'Excellent print quality and the colours matched the proof exactly.',
  ],
  4: [
    'باش بوو، تەنها گەیاندنەکە ڕۆژێک دواکەوت.',
    'منتج جيد جداً، الألوان زاهية والورق متين.',
    'Very good result; the finish is a little glossier than I expected.',
  ],
  3: [
    'خراپ نییە، بەڵام ڕەنگی سوور کەمێک کاڵ بوو.',
    'مقبول بالنسبة للسعر، لكن القص لم يكن دقيقاً تماماً.',
    'Decent for the price, though the edges could be cleaner.',
  ],
  2: [
    'چاپەکە هەندێک ناڕێک بوو و دەبوو دووبارە بکرێتەوە.',
    'The colours came out darker than the preview.',
  ],
  1: ['بەرهەمەکە وەک وێنەکە نەبوو.', 'لم يكن المنتج كما في الصورة.'],
};

/**
 * `count` whole-star ratings whose average is as close to `rating` as whole stars allow,
 * and the texts to go with them; deterministic in `seed`.
 */
export function demoReviewsFor(
  rating: number,
  seed: number,
): { rating: 1 | 2 | 3 | 4 | 5; review: string }[] {
  if (rating <= 0) return [];
  const count = 2 + (seed % 4);
  const total = Math.min(5 * count, Math.max(count, Math.round(rating * count)));
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => {
    const stars = Math.min(5, base + (i < total - base * count ? 1 : 0)) as 1 | 2 | 3 | 4 | 5;
    const pool = texts[stars];
    return { rating: stars, review: pool[(seed + i) % pool.length] ?? '' };
  });
}
