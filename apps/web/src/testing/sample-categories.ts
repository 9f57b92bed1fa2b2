import type { CategoryWithSubCategories } from '@chapkhana/shared/catalogue';

/** Two categories, one with sub-categories, in all three languages. */
export const sampleCategories: CategoryWithSubCategories[] = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    slug: 'business-cards',
    enName: 'Business Cards',
    kuName: 'کارتی بازرگانی',
    arName: 'بطاقات العمل',
    image: '/uploads/categories/business-cards-400.webp',
    subCategories: [
      {
        _id: '22222222-2222-4222-8222-222222222222',
        categoryId: '11111111-1111-4111-8111-111111111111',
        slug: 'matte-cards',
        enName: 'Matte & Soft-touch',
        kuName: 'کارتی مات',
        arName: 'بطاقات مطفية',
      },
    ],
  },
  {
    _id: '33333333-3333-4333-8333-333333333333',
    slug: 'mugs',
    enName: 'Mugs',
    kuName: 'کوپ',
    arName: 'أكواب',
    image: '/uploads/categories/mugs-400.webp',
    subCategories: [],
  },
];
