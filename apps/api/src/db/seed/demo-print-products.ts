/**
 * The demo catalogue's products printed to order (docs/design.md §13): options that set the price,
 * quantity tiers and an artwork requirement, so the first start shows the whole print flow
 * (configure, upload artwork, order, proof, reorder). Prices in USD; ids are stable keys.
 */
import type {
  PrintEffect,
  PrintOptionGroup,
  PrintOptionValue,
  ProductPrint,
} from '@chapkhana/shared/print';
import type { DemoProduct, ThreeLanguages } from './demo-types';

const names = (name: ThreeLanguages) => ({ enName: name.en, kuName: name.ku, arName: name.ar });

const perUnit = (amount: string): PrintEffect => ({ kind: 'per_unit', amount });
const multiply = (amount: string): PrintEffect => ({ kind: 'multiply', amount });
const perJob = (amount: string): PrintEffect => ({ kind: 'per_job', amount });
const free = perUnit('0');

function value(
  id: string,
  name: ThreeLanguages,
  effect: PrintEffect,
  extra: Pick<PrintOptionValue, 'trim' | 'sides' | 'workingDays'> = {},
): PrintOptionValue {
  return { id, ...names(name), effect, ...extra };
}

function group(
  id: string,
  kind: PrintOptionGroup['kind'],
  name: ThreeLanguages,
  values: PrintOptionValue[],
): PrintOptionGroup {
  return { id, kind, ...names(name), values };
}

const sides = group(
  'sides',
  'sides',
  { en: 'Printed sides', ku: 'ڕووی چاپکراو', ar: 'الوجه المطبوع' },
  [
    value('one-sided', { en: 'One side', ku: 'یەک ڕوو', ar: 'وجه واحد' }, free, { sides: 1 }),
    value('two-sided', { en: 'Both sides', ku: 'هەردوو ڕوو', ar: 'الوجهان' }, perUnit('0.01'), {
      sides: 2,
    }),
  ],
);

const turnaround = (expressFee: string) =>
  group(
    'turnaround',
    'turnaround',
    { en: 'Turnaround', ku: 'ماوەی ئامادەکردن', ar: 'مدة التنفيذ' },
    [
      value(
        'standard',
        {
          en: 'Standard (3–4 working days)',
          ku: 'ئاسایی (٣–٤ ڕۆژی کار)',
          ar: 'عادي (٣–٤ أيام عمل)',
        },
        perJob('0'),
        { workingDays: 4 },
      ),
      value(
        'express',
        {
          en: 'Express (next working day)',
          ku: 'خێرا (ڕۆژی کاری داهاتوو)',
          ar: 'سريع (يوم العمل التالي)',
        },
        perJob(expressFee),
        { workingDays: 1 },
      ),
    ],
  );

export const businessCardsPrint: ProductPrint = {
  options: [
    group('size', 'size', { en: 'Size', ku: 'قەبارە', ar: 'المقاس' }, [
      value('85x55', { en: '85 × 55 mm', ku: '85 × 55 ملم', ar: '85 × 55 ملم' }, free, {
        trim: { widthMm: 85, heightMm: 55 },
      }),
    ]),
    sides,
    group('paper', 'paper', { en: 'Paper', ku: 'کاغەز', ar: 'الورق' }, [
      value('matt-350', { en: '350 g matt', ku: '350 گرام مات', ar: '350 غرام مطفي' }, free),
      value(
        'silk-400',
        { en: '400 g silk', ku: '400 گرام ئاوریشمی', ar: '400 غرام حريري' },
        perUnit('0.005'),
      ),
      value(
        'uncoated-450',
        { en: '450 g uncoated', ku: '450 گرام بێ پۆشش', ar: '450 غرام غير مطلي' },
        perUnit('0.01'),
      ),
    ]),
    group('finish', 'finish', { en: 'Finish', ku: 'ڕووکاری کۆتایی', ar: 'التشطيب' }, [
      value('none', { en: 'None', ku: 'هیچ', ar: 'بدون' }, free),
      value(
        'matt-lamination',
        { en: 'Matt lamination', ku: 'سێلۆفانی مات', ar: 'تغليف مطفي' },
        perUnit('0.008'),
      ),
      value(
        'soft-touch',
        { en: 'Soft-touch lamination', ku: 'سێلۆفانی نەرم', ar: 'تغليف ناعم الملمس' },
        multiply('1.2'),
      ),
      value('spot-uv', { en: 'Spot UV', ku: 'UVی بەشەکی', ar: 'UV موضعي' }, perUnit('0.015')),
    ]),
    turnaround('8'),
  ],
  tiers: [
    { minQuantity: 100, unitPrice: '0.09' },
    { minQuantity: 250, unitPrice: '0.075' },
    { minQuantity: 500, unitPrice: '0.06' },
    { minQuantity: 1000, unitPrice: '0.05' },
  ],
  artwork: { required: true, trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 },
};

export const flyersPrint: ProductPrint = {
  options: [
    group('size', 'size', { en: 'Size', ku: 'قەبارە', ar: 'المقاس' }, [
      value(
        'a5',
        { en: 'A5 (148 × 210 mm)', ku: 'A5 (148 × 210 ملم)', ar: 'A5 (148 × 210 ملم)' },
        free,
        {
          trim: { widthMm: 148, heightMm: 210 },
        },
      ),
      value(
        'a4',
        { en: 'A4 (210 × 297 mm)', ku: 'A4 (210 × 297 ملم)', ar: 'A4 (210 × 297 ملم)' },
        multiply('1.8'),
        { trim: { widthMm: 210, heightMm: 297 } },
      ),
    ]),
    group('paper', 'paper', { en: 'Paper', ku: 'کاغەز', ar: 'الورق' }, [
      value('gloss-130', { en: '130 g gloss', ku: '130 گرام بریقەدار', ar: '130 غرام لامع' }, free),
      value(
        'silk-170',
        { en: '170 g silk', ku: '170 گرام ئاوریشمی', ar: '170 غرام حريري' },
        perUnit('0.01'),
      ),
      value(
        'matt-250',
        { en: '250 g matt', ku: '250 گرام مات', ar: '250 غرام مطفي' },
        perUnit('0.025'),
      ),
    ]),
    {
      ...sides,
      values: [
        value('one-sided', { en: 'One side', ku: 'یەک ڕوو', ar: 'وجه واحد' }, free, { sides: 1 }),
        value(
          'two-sided',
          { en: 'Both sides', ku: 'هەردوو ڕوو', ar: 'الوجهان' },
          perUnit('0.015'),
          {
            sides: 2,
          },
        ),
      ],
    },
    turnaround('10'),
  ],
  tiers: [
    { minQuantity: 100, unitPrice: '0.12' },
    { minQuantity: 250, unitPrice: '0.09' },
    { minQuantity: 500, unitPrice: '0.07' },
    { minQuantity: 1000, unitPrice: '0.055' },
    { minQuantity: 2500, unitPrice: '0.04' },
  ],
  artwork: { required: true, trim: { widthMm: 148, heightMm: 210 }, bleedMm: 3, sides: 1 },
};

export const rollUpBannerPrint: ProductPrint = {
  options: [
    group('material', 'paper', { en: 'Material', ku: 'کەرەستە', ar: 'الخامة' }, [
      value(
        'pvc-440',
        { en: '440 g PVC banner', ku: 'بانەری PVC ـی 440 گرام', ar: 'بانر PVC وزن 440 غرام' },
        free,
      ),
      value(
        'polyester-fabric',
        { en: 'Polyester fabric', ku: 'قوماشی پۆلیێستەر', ar: 'قماش بوليستر' },
        perUnit('8'),
      ),
      value(
        'blockout-film',
        {
          en: 'Anti-curl blockout film',
          ku: 'فیلمی نەچەماوەی ڕووناکی‌نەبڕ',
          ar: 'فيلم معتم مانع للالتفاف',
        },
        perUnit('12'),
      ),
    ]),
    group('stand', 'other', { en: 'Stand', ku: 'ستاند', ar: 'الحامل' }, [
      value(
        'economy',
        {
          en: 'Economy aluminium stand',
          ku: 'ستاندی ئەلەمنیۆمی ئابووری',
          ar: 'حامل ألمنيوم اقتصادي',
        },
        free,
      ),
      value(
        'premium-wide-base',
        {
          en: 'Premium wide-base stand',
          ku: 'ستاندی نایاب بە بنکەی پان',
          ar: 'حامل فاخر بقاعدة عريضة',
        },
        perUnit('15'),
      ),
    ]),
    turnaround('20'),
  ],
  tiers: [
    { minQuantity: 1, unitPrice: '45' },
    { minQuantity: 3, unitPrice: '40' },
    { minQuantity: 10, unitPrice: '34' },
  ],
  artwork: { required: true, trim: { widthMm: 850, heightMm: 2000 }, bleedMm: 5, sides: 1 },
};

const white = { hex: '#ffffff', name: { en: 'White', ku: 'سپی', ar: 'أبيض' } };

export const demoPrintProducts: DemoProduct[] = [
  {
    slug: 'custom-business-cards',
    code: 'BC-2001',
    category: 'business-cards',
    subCategory: 'standard-business-cards',
    seller: 'erbil',
    name: {
      en: 'Custom Business Cards, Your Design',
      ku: 'کارتی بزنسی تایبەت بە دیزاینی خۆت',
      ar: 'بطاقات عمل مخصصة بتصميمك',
    },
    description: {
      en: 'Business cards printed from your own artwork: 85 × 55 mm with 3 mm bleed on every side. Choose one or both sides, the paper and the finish; the price per card falls at 250, 500 and 1000 cards. Upload a PDF, PNG or JPEG and approve the proof before we print.',
      ku: 'کارتی بزنس کە لە دیزاینی خۆت چاپ دەکرێت: 85 × 55 ملم لەگەڵ 3 ملم زیادە لە هەموو لایەک. یەک یان هەردوو ڕوو، جۆری کاغەز و ڕووکار هەڵبژێرە؛ نرخی هەر کارتێک لە 250 و 500 و 1000 کارتدا کەم دەبێتەوە. فایلی PDF یان PNG یان JPEG بار بکە و پێش چاپکردن نموونەکە پەسەند بکە.',
      ar: 'بطاقات عمل تُطبع من تصميمك الخاص: 85 × 55 ملم مع هامش نزف 3 ملم من كل جهة. اختر وجهاً واحداً أو الوجهين ونوع الورق والتشطيب؛ ينخفض سعر البطاقة عند 250 و500 و1000 بطاقة. ارفع ملف PDF أو PNG أو JPEG ووافق على البروفة قبل الطباعة.',
    },
    price: '0.09',
    discount: 0,
    rating: 0,
    stock: 1000,
    colors: [{ ...white, quantity: 1000, properties: [] }],
    print: businessCardsPrint,
  },
  {
    slug: 'custom-flyers-a5-a4',
    code: 'FL-2001',
    category: 'flyers-brochures',
    subCategory: 'flyers',
    seller: 'baghdad',
    name: {
      en: 'Custom Flyers A5 and A4',
      ku: 'فلایەری تایبەت A5 و A4',
      ar: 'نشرات إعلانية مخصصة A5 وA4',
    },
    description: {
      en: 'Flyers printed from your artwork in A5 (148 × 210 mm) or A4 (210 × 297 mm), with 3 mm bleed. Pick the paper and one or two printed sides; the more you order, the less each flyer costs, down to 2500 pieces.',
      ku: 'فلایەر کە لە دیزاینی خۆت چاپ دەکرێت بە قەبارەی A5 (148 × 210 ملم) یان A4 (210 × 297 ملم)، لەگەڵ 3 ملم زیادە. کاغەز و یەک یان دوو ڕووی چاپکراو هەڵبژێرە؛ تا زیاتر داوا بکەیت نرخی هەر فلایەرێک کەمتر دەبێت، تا 2500 دانە.',
      ar: 'نشرات تُطبع من تصميمك بمقاس A5 (148 × 210 ملم) أو A4 (210 × 297 ملم) مع هامش نزف 3 ملم. اختر الورق ووجهاً أو وجهين للطباعة؛ كلما زادت الكمية قلّ سعر النشرة الواحدة حتى 2500 قطعة.',
    },
    price: '0.12',
    discount: 10,
    rating: 0,
    stock: 5000,
    colors: [{ ...white, quantity: 5000, properties: [] }],
    print: flyersPrint,
  },
  {
    slug: 'custom-roll-up-banner-85x200',
    code: 'BN-2001',
    category: 'banners-roll-ups',
    subCategory: 'roll-up-stands',
    seller: 'basra',
    name: {
      en: 'Custom Roll-Up Banner 85 × 200 cm',
      ku: 'ڕۆڵ ئەپی تایبەت 85 × 200 سم',
      ar: 'رول أب مخصص 85 × 200 سم',
    },
    description: {
      en: 'A roll-up banner printed on one side from your artwork, 850 × 2000 mm with 5 mm bleed, delivered in its stand with a carry bag. Choose the material and the stand; three or more banners cost less each.',
      ku: 'ڕۆڵ ئەپێک کە لە یەک ڕوودا لە دیزاینی خۆت چاپ دەکرێت، 850 × 2000 ملم لەگەڵ 5 ملم زیادە، لەگەڵ ستاند و جانتای هەڵگرتن دەگەیەنرێت. کەرەستە و ستاند هەڵبژێرە؛ سێ دانە یان زیاتر نرخی هەر یەکەیان کەمترە.',
      ar: 'رول أب يُطبع على وجه واحد من تصميمك بمقاس 850 × 2000 ملم مع هامش نزف 5 ملم، ويُسلَّم مع الحامل وحقيبة الحمل. اختر الخامة والحامل؛ ثلاث قطع أو أكثر بسعر أقل للقطعة.',
    },
    price: '45.00',
    discount: 0,
    rating: 0,
    stock: 50,
    colors: [{ ...white, quantity: 50, properties: [] }],
    print: rollUpBannerPrint,
  },
];
