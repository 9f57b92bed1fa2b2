import type { CardTemplateProduct } from '@chapkhana/shared/card-designs';

/** A print product the card template screens' tests make templates for: two sizes, one or two sides. */
export const sampleTemplateProduct: CardTemplateProduct = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  kuName: 'کارتی بزنس',
  arName: 'بطاقة عمل',
  enName: 'Business cards',
  bleedMm: 3,
  sizes: [
    { widthMm: 90, heightMm: 50 },
    { widthMm: 85, heightMm: 55 },
  ],
  sides: [1, 2],
};
