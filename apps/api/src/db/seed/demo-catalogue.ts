/**
 * The hand-written demo catalogue of Chapkhana: three print houses, fourteen categories of print
 * and promotional products, a hundred-odd products and the home-page banners. Plain data, turned
 * into rows by seed.ts. Prices are in USD; stock of a product is the sum of its colours.
 */
import type {
  DemoBanner,
  DemoCategory,
  DemoColour,
  DemoProduct,
  DemoSeller,
  DemoSellerKey,
  ThreeLanguages,
} from './demo-types';
import { propertyNames } from './demo-property-names';
import { demoPrintProducts } from './demo-print-products';

type ColourKey =
  | 'white'
  | 'black'
  | 'navy'
  | 'red'
  | 'blue'
  | 'skyBlue'
  | 'green'
  | 'yellow'
  | 'orange'
  | 'grey'
  | 'kraft'
  | 'silver'
  | 'pink'
  | 'burgundy'
  | 'natural'
  | 'clear'
  | 'khaki'
  | 'wood';

const COLOURS: Record<ColourKey, { hex: string; name: ThreeLanguages }> = {
  white: { hex: '#ffffff', name: { en: 'White', ku: 'سپی', ar: 'أبيض' } },
  black: { hex: '#1a1a1a', name: { en: 'Black', ku: 'ڕەش', ar: 'أسود' } },
  navy: { hex: '#1f2a44', name: { en: 'Navy Blue', ku: 'شینی تۆخ', ar: 'كحلي' } },
  red: { hex: '#c62828', name: { en: 'Red', ku: 'سوور', ar: 'أحمر' } },
  blue: { hex: '#1565c0', name: { en: 'Blue', ku: 'شین', ar: 'أزرق' } },
  skyBlue: { hex: '#4fc3f7', name: { en: 'Sky Blue', ku: 'شینی ئاسمانی', ar: 'أزرق سماوي' } },
  green: { hex: '#2e7d32', name: { en: 'Green', ku: 'سەوز', ar: 'أخضر' } },
  yellow: { hex: '#fbc02d', name: { en: 'Yellow', ku: 'زەرد', ar: 'أصفر' } },
  orange: { hex: '#ef6c00', name: { en: 'Orange', ku: 'پرتەقاڵی', ar: 'برتقالي' } },
  grey: { hex: '#9e9e9e', name: { en: 'Grey', ku: 'خۆڵەمێشی', ar: 'رمادي' } },
  kraft: { hex: '#b08a5b', name: { en: 'Kraft Brown', ku: 'قاوەیی کرافت', ar: 'بني كرافت' } },
  silver: { hex: '#c0c0c0', name: { en: 'Silver', ku: 'زیوی', ar: 'فضي' } },
  pink: { hex: '#f06292', name: { en: 'Pink', ku: 'پەمەیی', ar: 'وردي' } },
  burgundy: { hex: '#7b1e2b', name: { en: 'Burgundy', ku: 'شەرابی', ar: 'عنابي' } },
  natural: { hex: '#efe6d2', name: { en: 'Natural Cream', ku: 'کرێمی', ar: 'كريمي' } },
  clear: { hex: '#eef3f6', name: { en: 'Transparent', ku: 'ڕوون', ar: 'شفاف' } },
  khaki: { hex: '#b5a27a', name: { en: 'Khaki', ku: 'خاکی', ar: 'كاكي' } },
  wood: { hex: '#c19a6b', name: { en: 'Natural Wood', ku: 'ڕەنگی دار', ar: 'خشبي طبيعي' } },
};

/** One colour of a product; `properties` are [label, units in stock] pairs. */
function colour(
  key: ColourKey,
  quantity: number,
  properties: [label: string, quantity: number][] = [],
): DemoColour {
  const { hex, name } = COLOURS[key];
  return {
    hex,
    name: { ...name },
    quantity,
    properties: properties.map(([label, units]) => ({
      name: propertyNames(label),
      quantity: units,
    })),
  };
}

export const demoSellers: DemoSeller[] = [
  {
    key: 'erbil',
    shopName: { en: 'Hawler Print House', ku: 'چاپخانەی هەولێر', ar: 'مطبعة أربيل' },
    ownerName: 'Karwan Aziz',
    email: 'erbil@chapkhana.example',
    phone: '+9647501234567',
    city: { en: 'Erbil', ku: 'هەولێر', ar: 'أربيل' },
  },
  {
    key: 'baghdad',
    shopName: {
      en: 'Dar Al-Rafidain Printing',
      ku: 'چاپخانەی دار ئەلڕافیدەین',
      ar: 'مطبعة دار الرافدين',
    },
    ownerName: 'Mustafa Kadhim',
    email: 'baghdad@chapkhana.example',
    phone: '+9647701234567',
    city: { en: 'Baghdad', ku: 'بەغدا', ar: 'بغداد' },
  },
  {
    key: 'basra',
    shopName: {
      en: 'Shatt Al-Arab Print Studio',
      ku: 'ستۆدیۆی چاپی شەتولعەرەب',
      ar: 'استوديو شط العرب للطباعة',
    },
    ownerName: 'Zainab Abdulkarim',
    email: 'basra@chapkhana.example',
    phone: '+9647801234567',
    city: { en: 'Basra', ku: 'بەسرە', ar: 'البصرة' },
  },
];

/** The staff names of each demo print house besides its owner: designer, production, dispatcher. */
const DEMO_STAFF_NAMES: Record<DemoSellerKey, [string, string, string]> = {
  erbil: ['Shilan Omer', 'Rebwar Hassan', 'Dilshad Karim'],
  baghdad: ['Noor Salman', 'Haider Jasim', 'Ali Jabbar'],
  basra: ['Maryam Fadhil', 'Hussein Abbas', 'Ahmed Qasim'],
};

const DEMO_SHOP_ROLES = ['designer', 'production', 'dispatcher'] as const;

/**
 * A demo print house's designer, production and dispatcher sign-ins (issue 39):
 * `designer.erbil@chapkhana.example` and so on, phones next to the owner's.
 */
export function demoShopStaff(seller: DemoSeller) {
  return DEMO_SHOP_ROLES.map((sellerRole, index) => ({
    name: DEMO_STAFF_NAMES[seller.key][index] ?? sellerRole,
    email: `${sellerRole}.${seller.key}@chapkhana.example`,
    phone: `${seller.phone.slice(0, -2)}7${index + 1}`,
    sellerRole,
  }));
}

export const demoCategories: DemoCategory[] = [
  {
    slug: 'business-cards',
    name: { en: 'Business Cards', ku: 'کارتی بزنس', ar: 'بطاقات العمل' },
    icon: 'business-card',
    subCategories: [
      {
        slug: 'standard-business-cards',
        name: { en: 'Standard Business Cards', ku: 'کارتی بزنسی ئاسایی', ar: 'بطاقات عمل قياسية' },
      },
      {
        slug: 'premium-business-cards',
        name: { en: 'Premium Business Cards', ku: 'کارتی بزنسی تایبەت', ar: 'بطاقات عمل فاخرة' },
      },
      {
        slug: 'folded-business-cards',
        name: { en: 'Folded Business Cards', ku: 'کارتی بزنسی دووقات', ar: 'بطاقات عمل مطوية' },
      },
      {
        slug: 'plastic-business-cards',
        name: {
          en: 'Plastic Business Cards',
          ku: 'کارتی بزنسی پلاستیکی',
          ar: 'بطاقات عمل بلاستيكية',
        },
      },
    ],
  },
  {
    slug: 'flyers-brochures',
    name: { en: 'Flyers & Brochures', ku: 'فلایەر و بڕۆشوور', ar: 'النشرات الإعلانية والبروشورات' },
    icon: 'flyer',
    subCategories: [
      { slug: 'flyers', name: { en: 'Flyers', ku: 'فلایەر', ar: 'نشرات إعلانية' } },
      {
        slug: 'folded-brochures',
        name: { en: 'Folded Brochures', ku: 'بڕۆشووری نوشتاوە', ar: 'بروشورات مطوية' },
      },
      {
        slug: 'restaurant-menus',
        name: { en: 'Restaurant Menus', ku: 'مینیوی چێشتخانە', ar: 'قوائم الطعام' },
      },
      { slug: 'booklets', name: { en: 'Booklets', ku: 'نامیلکە', ar: 'كتيّبات' } },
    ],
  },
  {
    slug: 'banners-roll-ups',
    name: { en: 'Banners & Roll-Ups', ku: 'بانەر و ڕۆڵئەپ', ar: 'اللافتات وستاندات الرول أب' },
    icon: 'roll-up-banner',
    subCategories: [
      {
        slug: 'roll-up-stands',
        name: { en: 'Roll-Up Stands', ku: 'ستاندی ڕۆڵئەپ', ar: 'ستاندات رول أب' },
      },
      {
        slug: 'vinyl-banners',
        name: { en: 'Vinyl Banners', ku: 'بانەری ڤینیل', ar: 'لافتات فينيل' },
      },
      {
        slug: 'advertising-flags',
        name: { en: 'Advertising Flags', ku: 'ئاڵای ڕیکلام', ar: 'أعلام إعلانية' },
      },
      {
        slug: 'x-banner-stands',
        name: { en: 'X-Banner Stands', ku: 'ستاندی ئێکس بانەر', ar: 'ستاندات إكس بانر' },
      },
    ],
  },
  {
    slug: 'mugs-drinkware',
    name: { en: 'Mugs & Drinkware', ku: 'کوپ و بوتڵ', ar: 'الأكواب والقوارير' },
    icon: 'mug',
    subCategories: [
      {
        slug: 'ceramic-mugs',
        name: { en: 'Ceramic Mugs', ku: 'کوپی سیرامیک', ar: 'أكواب سيراميك' },
      },
      {
        slug: 'colour-changing-mugs',
        name: { en: 'Colour-Changing Mugs', ku: 'کوپی ڕەنگگۆڕ', ar: 'أكواب متغيرة اللون' },
      },
      { slug: 'travel-mugs', name: { en: 'Travel Mugs', ku: 'کوپی گەشت', ar: 'أكواب السفر' } },
      {
        slug: 'water-bottles',
        name: { en: 'Water Bottles', ku: 'بوتڵی ئاو', ar: 'قوارير المياه' },
      },
    ],
  },
  {
    slug: 't-shirts-apparel',
    name: { en: 'T-Shirts & Apparel', ku: 'تیشێرت و جلوبەرگ', ar: 'التيشيرتات والملابس' },
    icon: 't-shirt',
    subCategories: [
      { slug: 't-shirts', name: { en: 'T-Shirts', ku: 'تیشێرت', ar: 'تيشيرتات' } },
      { slug: 'polo-shirts', name: { en: 'Polo Shirts', ku: 'تیشێرتی پۆلۆ', ar: 'قمصان بولو' } },
      {
        slug: 'hoodies-sweatshirts',
        name: { en: 'Hoodies & Sweatshirts', ku: 'هوودی و سویتشێرت', ar: 'هوديز وسويت شيرت' },
      },
      {
        slug: 'workwear',
        name: { en: 'Workwear & Vests', ku: 'جلی کار و یەلەک', ar: 'ملابس العمل والسترات' },
      },
    ],
  },
  {
    slug: 'pens',
    name: { en: 'Pens', ku: 'پێنووس', ar: 'الأقلام' },
    icon: 'pen',
    subCategories: [
      {
        slug: 'plastic-pens',
        name: { en: 'Plastic Pens', ku: 'پێنووسی پلاستیکی', ar: 'أقلام بلاستيكية' },
      },
      { slug: 'metal-pens', name: { en: 'Metal Pens', ku: 'پێنووسی کانزایی', ar: 'أقلام معدنية' } },
      {
        slug: 'pencils-highlighters',
        name: {
          en: 'Pencils & Highlighters',
          ku: 'قەڵەم ڕەساس و هایلایتەر',
          ar: 'أقلام رصاص وأقلام تحديد',
        },
      },
      {
        slug: 'pen-gift-sets',
        name: { en: 'Pen Gift Sets', ku: 'سێتی دیاریی پێنووس', ar: 'أطقم أقلام للهدايا' },
      },
    ],
  },
  {
    slug: 'notebooks-notepads',
    name: { en: 'Notebooks & Notepads', ku: 'دەفتەر و پەڕەی تێبینی', ar: 'الدفاتر والمفكرات' },
    icon: 'notebook',
    subCategories: [
      {
        slug: 'hardcover-notebooks',
        name: { en: 'Hardcover Notebooks', ku: 'دەفتەری بەرگ ڕەق', ar: 'دفاتر بغلاف مقوّى' },
      },
      {
        slug: 'spiral-notebooks',
        name: { en: 'Spiral Notebooks', ku: 'دەفتەری سپیراڵ', ar: 'دفاتر سلكية' },
      },
      { slug: 'notepads', name: { en: 'Notepads', ku: 'دەفتەری تێبینی', ar: 'مفكرات ورقية' } },
      {
        slug: 'sticky-notes',
        name: { en: 'Sticky Notes', ku: 'پەڕەی تێبینیی لکاو', ar: 'أوراق ملاحظات لاصقة' },
      },
    ],
  },
  {
    slug: 'stickers-labels',
    name: { en: 'Stickers & Labels', ku: 'ستیکەر و لەیبڵ', ar: 'الستيكرات والملصقات' },
    icon: 'sticker',
    subCategories: [
      {
        slug: 'die-cut-stickers',
        name: {
          en: 'Die-Cut Stickers',
          ku: 'ستیکەری بڕاو بە شێوە',
          ar: 'ستيكرات مقصوصة حسب الشكل',
        },
      },
      {
        slug: 'roll-labels',
        name: { en: 'Roll Labels', ku: 'لەیبڵی ڕۆڵ', ar: 'ملصقات على لفائف' },
      },
      {
        slug: 'clear-stickers',
        name: { en: 'Clear Stickers', ku: 'ستیکەری ڕوون', ar: 'ستيكرات شفافة' },
      },
      {
        slug: 'sticker-sheets',
        name: { en: 'Sticker Sheets', ku: 'پەڕەی ستیکەر', ar: 'أوراق ستيكرات' },
      },
    ],
  },
  {
    slug: 'packaging-boxes',
    name: { en: 'Packaging & Boxes', ku: 'قوتوو و بەستەبەندی', ar: 'العلب والتغليف' },
    icon: 'box',
    subCategories: [
      { slug: 'mailer-boxes', name: { en: 'Mailer Boxes', ku: 'قوتووی ناردن', ar: 'علب الشحن' } },
      {
        slug: 'product-boxes',
        name: { en: 'Product Boxes', ku: 'قوتووی بەرهەم', ar: 'علب المنتجات' },
      },
      { slug: 'paper-bags', name: { en: 'Paper Bags', ku: 'کیسەی کاغەزی', ar: 'أكياس ورقية' } },
      {
        slug: 'food-packaging',
        name: { en: 'Food Packaging', ku: 'بەستەبەندی خواردن', ar: 'تغليف الأغذية' },
      },
    ],
  },
  {
    slug: 'calendars-planners',
    name: { en: 'Calendars & Planners', ku: 'ڕۆژژمێر و ئەجێندا', ar: 'التقاويم والأجندات' },
    icon: 'calendar',
    subCategories: [
      {
        slug: 'wall-calendars',
        name: { en: 'Wall Calendars', ku: 'ڕۆژژمێری دیوار', ar: 'تقاويم حائطية' },
      },
      {
        slug: 'desk-calendars',
        name: { en: 'Desk Calendars', ku: 'ڕۆژژمێری مێز', ar: 'تقاويم مكتبية' },
      },
      {
        slug: 'diaries-planners',
        name: { en: 'Diaries & Planners', ku: 'ئەجێندا و دەفتەری پلان', ar: 'أجندات ومخططات' },
      },
    ],
  },
  {
    slug: 'tote-bags',
    name: {
      en: 'Tote & Promotional Bags',
      ku: 'جانتای قوماش و ڕیکلامی',
      ar: 'الحقائب القماشية والترويجية',
    },
    icon: 'tote-bag',
    subCategories: [
      {
        slug: 'cotton-tote-bags',
        name: { en: 'Cotton Tote Bags', ku: 'جانتای لۆکە', ar: 'حقائب قطنية' },
      },
      {
        slug: 'non-woven-bags',
        name: { en: 'Non-Woven Bags', ku: 'جانتای نەچنراو', ar: 'حقائب غير منسوجة' },
      },
      {
        slug: 'drawstring-bags',
        name: { en: 'Drawstring Bags', ku: 'جانتای بەندار', ar: 'حقائب برباط' },
      },
      { slug: 'jute-bags', name: { en: 'Jute Bags', ku: 'جانتای گوونی', ar: 'حقائب الجوت' } },
    ],
  },
  {
    slug: 'caps-hats',
    name: { en: 'Caps & Hats', ku: 'کڵاو', ar: 'القبعات' },
    icon: 'cap',
    subCategories: [
      {
        slug: 'baseball-caps',
        name: { en: 'Baseball Caps', ku: 'کڵاوی بەیسبۆڵ', ar: 'قبعات بيسبول' },
      },
      {
        slug: 'trucker-caps',
        name: { en: 'Trucker Mesh Caps', ku: 'کڵاوی تۆڕدار', ar: 'قبعات شبكية' },
      },
      { slug: 'bucket-hats', name: { en: 'Bucket Hats', ku: 'کڵاوی بەکێت', ar: 'قبعات باكيت' } },
      { slug: 'beanies', name: { en: 'Beanies', ku: 'کڵاوی زستانە', ar: 'قبعات صوفية' } },
    ],
  },
  {
    slug: 'envelopes-letterheads',
    name: { en: 'Envelopes & Letterheads', ku: 'زەرف و کاغەزی نامە', ar: 'الأظرف والورق المروّس' },
    icon: 'envelope',
    subCategories: [
      { slug: 'envelopes', name: { en: 'Envelopes', ku: 'زەرف', ar: 'أظرف' } },
      {
        slug: 'letterheads-business-forms',
        name: {
          en: 'Letterheads & Business Forms',
          ku: 'کاغەزی نامە و فۆرمی کار',
          ar: 'الورق المروّس والنماذج التجارية',
        },
      },
      {
        slug: 'presentation-folders',
        name: { en: 'Presentation Folders', ku: 'دۆسیەی پێشکەشکردن', ar: 'ملفات تقديم' },
      },
      {
        slug: 'certificates-vouchers',
        name: { en: 'Certificates & Vouchers', ku: 'بڕوانامە و کوپۆن', ar: 'شهادات وقسائم' },
      },
    ],
  },
  {
    slug: 'posters-signs',
    name: { en: 'Posters & Signs', ku: 'پۆستەر و تابلۆ', ar: 'البوسترات واللوحات' },
    icon: 'poster',
    subCategories: [
      {
        slug: 'paper-posters',
        name: { en: 'Paper Posters', ku: 'پۆستەری کاغەزی', ar: 'بوسترات ورقية' },
      },
      {
        slug: 'canvas-prints',
        name: { en: 'Canvas Prints', ku: 'تابلۆی کانڤاس', ar: 'لوحات كانفاس' },
      },
      {
        slug: 'foam-board-signs',
        name: { en: 'Foam Board Signs', ku: 'تابلۆی فۆم', ar: 'لوحات فوم بورد' },
      },
      {
        slug: 'acrylic-signs',
        name: { en: 'Acrylic Signs', ku: 'تابلۆی ئەکرێلیک', ar: 'لوحات أكريليك' },
      },
    ],
  },
];

export const demoProducts: DemoProduct[] = [
  // ── Business cards ──────────────────────────────────────────────────────────────────────────
  {
    slug: 'matte-laminated-business-cards',
    code: 'BC-1001',
    category: 'business-cards',
    subCategory: 'standard-business-cards',
    seller: 'erbil',
    name: {
      en: 'Matte Laminated Business Cards',
      ku: 'کارتی بزنسی سێلۆفانی مات',
      ar: 'بطاقات عمل بتغليف مطفي',
    },
    description: {
      en: 'Full-colour double-sided business cards on 350 gsm art board with soft-touch matte lamination. Standard 90×50 mm size, sold in packs of 100.',
      ku: 'کارتی بزنسی دوو ڕوو بە چاپی ڕەنگاوڕەنگ لەسەر کارتۆنی 350 گرام، بە سێلۆفانی ماتی نەرم. قەبارەی ستاندارد 90×50 ملم، بە پاکەتی 100 دانەیی دەفرۆشرێت.',
      ar: 'بطاقات عمل مطبوعة بالألوان الكاملة على الوجهين على ورق مقوى 350 غرام مع تغليف مطفي ناعم الملمس. المقاس القياسي 90×50 ملم، وتُباع في عبوات من 100 بطاقة.',
    },
    price: '6.50',
    discount: 10,
    rating: 4.7,
    stock: 420,
    colors: [
      colour('white', 420, [
        ['100 pcs', 250],
        ['500 pcs', 120],
      ]),
    ],
  },
  {
    slug: 'glossy-uv-business-cards',
    code: 'BC-1002',
    category: 'business-cards',
    subCategory: 'standard-business-cards',
    seller: 'baghdad',
    name: {
      en: 'Glossy UV-Coated Business Cards',
      ku: 'کارتی بزنسی بریقەدار بە پۆششی UV',
      ar: 'بطاقات عمل لامعة بطلاء UV',
    },
    description: {
      en: 'A bright, high-gloss UV coating that makes photos and logos stand out. Printed on 300 gsm coated card, 90×50 mm, minimum order 100 cards.',
      ku: 'پۆششی UVی زۆر بریقەدار کە وێنە و لۆگۆکان زیندووتر دەردەخات. لەسەر کارتۆنی 300 گرام چاپ دەکرێت، قەبارە 90×50 ملم، کەمترین داواکاری 100 کارتە.',
      ar: 'طلاء UV شديد اللمعان يُبرز الصور والشعارات بوضوح. تُطبع على ورق مقوى مصقول 300 غرام بمقاس 90×50 ملم، والحد الأدنى للطلب 100 بطاقة.',
    },
    price: '5.00',
    discount: 0,
    rating: 4.4,
    stock: 600,
    colors: [
      colour('white', 600, [
        ['100 pcs', 400],
        ['250 pcs', 150],
      ]),
    ],
  },
  {
    slug: 'spot-uv-premium-business-cards',
    code: 'BC-1003',
    category: 'business-cards',
    subCategory: 'premium-business-cards',
    seller: 'basra',
    name: {
      en: 'Spot UV Premium Business Cards',
      ku: 'کارتی بزنسی مات بە UVی بەرجەستە',
      ar: 'بطاقات عمل فاخرة بطلاء UV موضعي',
    },
    description: {
      en: 'Matte 400 gsm cards with a raised, glossy spot UV layer on your logo or selected text. Delivered in packs of 100 within 4 working days.',
      ku: 'کارتی ماتی 400 گرام لەگەڵ چینێکی UVی بریقەدار و بەرجەستە لەسەر لۆگۆ یان دەقی دیاریکراو. بە پاکەتی 100 دانەیی لە ماوەی 4 ڕۆژی کاردا دەگەیەنرێت.',
      ar: 'بطاقات مطفية 400 غرام مع طبقة UV لامعة بارزة على الشعار أو النص المختار. تُسلَّم في عبوات من 100 بطاقة خلال 4 أيام عمل.',
    },
    price: '14.00',
    discount: 15,
    rating: 4.9,
    stock: 230,
    colors: [
      colour('white', 150, [
        ['100 pcs', 100],
        ['250 pcs', 50],
      ]),
      colour('black', 80, [['100 pcs', 80]]),
    ],
  },
  {
    slug: 'gold-foil-business-cards',
    code: 'BC-1004',
    category: 'business-cards',
    subCategory: 'premium-business-cards',
    seller: 'erbil',
    name: {
      en: 'Gold Foil Business Cards',
      ku: 'کارتی بزنسی فۆیڵی زێڕین',
      ar: 'بطاقات عمل بطباعة فويل ذهبي',
    },
    description: {
      en: 'Hot-foil stamped gold details on thick 450 gsm card for a luxurious first impression. Ideal for jewellers, hotels and law firms.',
      ku: 'وردەکارییە زێڕینەکان بە فۆیڵی گەرم لەسەر کارتۆنی ئەستووری 450 گرام مۆر دەکرێن بۆ یەکەم کاریگەرییەکی شکۆدار. گونجاوە بۆ زێڕنگر، هوتێل و نووسینگەی پارێزەران.',
      ar: 'تفاصيل ذهبية مطبوعة بالبصمة الحرارية على ورق مقوى سميك 450 غرام لانطباع أول فاخر. مثالية لمحلات المجوهرات والفنادق ومكاتب المحاماة.',
    },
    price: '22.00',
    discount: 0,
    rating: 4.8,
    stock: 160,
    colors: [
      colour('black', 90, [
        ['100 pcs', 60],
        ['250 pcs', 30],
      ]),
      colour('white', 70, [['100 pcs', 70]]),
      colour('navy', 0, [['100 pcs', 0]]),
    ],
  },
  {
    slug: 'folded-business-cards-90x100',
    code: 'BC-1005',
    category: 'business-cards',
    subCategory: 'folded-business-cards',
    seller: 'baghdad',
    name: {
      en: 'Folded Business Cards 90×100 mm',
      ku: 'کارتی بزنسی دووقات 90×100 ملم',
      ar: 'بطاقات عمل مطوية 90×100 ملم',
    },
    description: {
      en: 'Opens to 90×100 mm and folds to the standard size, giving you four panels for services, a map or a loyalty stamp card. Printed on 300 gsm silk card.',
      ku: 'کاتێک دەکرێتەوە 90×100 ملمە و بۆ قەبارەی ستاندارد دەنوشتێتەوە، چوار ڕووت پێدەدات بۆ خزمەتگوزارییەکان، نەخشە یان کارتی خاڵی کڕیارە هەمیشەییەکان. لەسەر کارتۆنی سیلکی 300 گرام چاپ دەکرێت.',
      ar: 'تُفتح بمقاس 90×100 ملم وتُطوى إلى المقاس القياسي، لتمنحك أربعة أوجه للخدمات أو خريطة أو بطاقة ولاء. تُطبع على ورق مقوى حريري 300 غرام.',
    },
    price: '12.00',
    discount: 20,
    rating: 4.2,
    stock: 0,
    colors: [colour('white', 0, [['100 pcs', 0]])],
  },
  {
    slug: 'frosted-pvc-business-cards',
    code: 'BC-1006',
    category: 'business-cards',
    subCategory: 'plastic-business-cards',
    seller: 'basra',
    name: {
      en: 'Frosted PVC Business Cards',
      ku: 'کارتی بزنسی PVCی تەماوی',
      ar: 'بطاقات عمل PVC شبه شفافة',
    },
    description: {
      en: 'Durable, waterproof 0.5 mm PVC cards with a frosted translucent finish and rounded corners. Printed in full colour, minimum order 100 cards.',
      ku: 'کارتی PVCی بەهێز و دژە ئاو بە ئەستووری 0.5 ملم، بە ڕووکارێکی تەماوی نیمچە ڕوون و گۆشەی خڕ. بە ڕەنگاوڕەنگ چاپ دەکرێت، کەمترین داواکاری 100 کارتە.',
      ar: 'بطاقات PVC متينة ومقاومة للماء بسماكة 0.5 ملم، بلمسة نهائية شبه شفافة وزوايا مستديرة. تُطبع بالألوان الكاملة، والحد الأدنى للطلب 100 بطاقة.',
    },
    price: '28.00',
    discount: 0,
    rating: 4.5,
    stock: 180,
    colors: [
      colour('clear', 120, [
        ['100 pcs', 90],
        ['250 pcs', 30],
      ]),
      colour('white', 60, [['100 pcs', 60]]),
    ],
  },
  {
    slug: 'recycled-kraft-business-cards',
    code: 'BC-1007',
    category: 'business-cards',
    subCategory: 'standard-business-cards',
    seller: 'basra',
    name: {
      en: 'Recycled Kraft Business Cards',
      ku: 'کارتی بزنسی کرافتی ڕیسایکڵکراو',
      ar: 'بطاقات عمل من ورق الكرافت المعاد تدويره',
    },
    description: {
      en: 'Natural brown 350 gsm kraft card made from recycled fibres, printed in black or white ink for an eco-friendly look.',
      ku: 'کارتۆنی کرافتی قاوەیی سروشتی 350 گرام کە لە ڕیشاڵی ڕیسایکڵکراو دروست کراوە، بە مەرەکەبی ڕەش یان سپی چاپ دەکرێت بۆ ڕواڵەتێکی دۆستی ژینگە.',
      ar: 'ورق كرافت بني طبيعي 350 غرام مصنوع من ألياف معاد تدويرها، يُطبع بالحبر الأسود أو الأبيض لمظهر صديق للبيئة.',
    },
    price: '7.50',
    discount: 5,
    rating: 0,
    stock: 300,
    colors: [
      colour('kraft', 300, [
        ['100 pcs', 200],
        ['500 pcs', 100],
      ]),
    ],
  },

  // ── Flyers & brochures ──────────────────────────────────────────────────────────────────────
  {
    slug: 'a5-full-colour-flyers',
    code: 'FL-1001',
    category: 'flyers-brochures',
    subCategory: 'flyers',
    seller: 'baghdad',
    name: {
      en: 'A5 Full-Colour Flyers',
      ku: 'فلایەری ڕەنگاوڕەنگی A5',
      ar: 'نشرات إعلانية ملونة مقاس A5',
    },
    description: {
      en: 'Single or double-sided A5 flyers, offset-printed on 150 gsm gloss paper. An affordable way to announce openings and offers; minimum order 500 sheets.',
      ku: 'فلایەری A5ی یەک ڕوو یان دوو ڕوو بە چاپی ئۆفسێت لەسەر کاغەزی بریقەداری 150 گرام. ڕێگایەکی هەرزانە بۆ ڕاگەیاندنی کردنەوە و داشکاندنەکان؛ کەمترین داواکاری 500 پەڕەیە.',
      ar: 'نشرات A5 بوجه واحد أو وجهين، مطبوعة بالأوفست على ورق لامع 150 غرام. وسيلة اقتصادية للإعلان عن الافتتاحات والعروض، والحد الأدنى للطلب 500 ورقة.',
    },
    price: '32.00',
    discount: 10,
    rating: 4.6,
    stock: 500,
    colors: [
      colour('white', 500, [
        ['500 pcs', 300],
        ['1000 pcs', 150],
        ['2500 pcs', 50],
      ]),
    ],
  },
  {
    slug: 'a4-silk-flyers',
    code: 'FL-1002',
    category: 'flyers-brochures',
    subCategory: 'flyers',
    seller: 'erbil',
    name: {
      en: 'A4 Flyers on 170 gsm Silk',
      ku: 'فلایەری A4 لەسەر کاغەزی سیلکی 170 گرام',
      ar: 'نشرات إعلانية A4 على ورق حريري 170 غرام',
    },
    description: {
      en: 'Large A4 flyers on smooth silk paper that is easy to write on. Great for price lists, event programmes and information sheets.',
      ku: 'فلایەری گەورەی A4 لەسەر کاغەزی سیلکی نەرم کە بە ئاسانی دەتوانیت لەسەری بنووسیت. زۆر گونجاوە بۆ لیستی نرخ، بەرنامەی بۆنەکان و پەڕەی زانیاری.',
      ar: 'نشرات كبيرة بمقاس A4 على ورق حريري ناعم تسهل الكتابة عليه. مناسبة جداً لقوائم الأسعار وبرامج الفعاليات والنشرات التعريفية.',
    },
    price: '48.00',
    discount: 0,
    rating: 4.1,
    stock: 260,
    colors: [
      colour('white', 260, [
        ['500 pcs', 200],
        ['1000 pcs', 60],
      ]),
    ],
  },
  {
    slug: 'tri-fold-a4-brochures',
    code: 'FL-1003',
    category: 'flyers-brochures',
    subCategory: 'folded-brochures',
    seller: 'basra',
    name: {
      en: 'Tri-Fold A4 Brochures',
      ku: 'بڕۆشووری A4ی سێ قەد',
      ar: 'بروشورات A4 ثلاثية الطي',
    },
    description: {
      en: 'An A4 sheet folded into six panels, printed on both sides on 170 gsm gloss paper. Machine-folded and delivered ready to hand out.',
      ku: 'پەڕەیەکی A4 کە بۆ شەش بەش دەنوشتێتەوە، هەردوو ڕووی لەسەر کاغەزی بریقەداری 170 گرام چاپ دەکرێت. بە ئامێر دەنوشتێنرێتەوە و ئامادە بۆ دابەشکردن دەگەیەنرێت.',
      ar: 'ورقة A4 تُطوى إلى ستة أقسام، مطبوعة على الوجهين على ورق لامع 170 غرام. تُطوى آلياً وتُسلَّم جاهزة للتوزيع.',
    },
    price: '65.00',
    discount: 15,
    rating: 4.7,
    stock: 200,
    colors: [
      colour('white', 200, [
        ['250 pcs', 120],
        ['500 pcs', 80],
      ]),
    ],
  },
  {
    slug: 'z-fold-dl-brochures',
    code: 'FL-1004',
    category: 'flyers-brochures',
    subCategory: 'folded-brochures',
    seller: 'erbil',
    name: {
      en: 'Z-Fold DL Brochures',
      ku: 'بڕۆشووری DLی نوشتانەوەی زیگزاگ',
      ar: 'بروشورات DL مطوية على شكل Z',
    },
    description: {
      en: 'Compact DL brochures (99×210 mm when folded) with a zig-zag fold that fits neatly into envelopes and display racks.',
      ku: 'بڕۆشووری بچووکی DL (کاتێک نوشتێنراوەتەوە 99×210 ملمە) بە نوشتانەوەی زیگزاگ کە بە ڕێکی لە زەرف و ڕەفی نمایشدا جێی دەبێتەوە.',
      ar: 'بروشورات DL صغيرة الحجم (99×210 ملم بعد الطي) بطيّة متعرجة تناسب الأظرف ورفوف العرض بسهولة.',
    },
    price: '58.00',
    discount: 0,
    rating: 0,
    stock: 0,
    colors: [
      colour('white', 0, [
        ['250 pcs', 0],
        ['500 pcs', 0],
      ]),
    ],
  },
  {
    slug: 'laminated-a4-restaurant-menus',
    code: 'FL-1005',
    category: 'flyers-brochures',
    subCategory: 'restaurant-menus',
    seller: 'baghdad',
    name: {
      en: 'Laminated A4 Restaurant Menus',
      ku: 'مینیوی چێشتخانەی A4ی سێلۆفانکراو',
      ar: 'قوائم طعام A4 مغلّفة',
    },
    description: {
      en: 'Thick 350 gsm menus with double-sided lamination that resists spills and wipes clean. Printed in full colour in Kurdish, Arabic or English.',
      ku: 'مینیوی ئەستووری 350 گرام بە سێلۆفانی دوو ڕوو کە بەرگەی ڕژانی خواردنەوە دەگرێت و بە ئاسانی پاک دەکرێتەوە. بە ڕەنگاوڕەنگ و بە کوردی، عەرەبی یان ئینگلیزی چاپ دەکرێت.',
      ar: 'قوائم طعام سميكة 350 غرام بتغليف على الوجهين تقاوم انسكاب المشروبات ويسهل مسحها. تُطبع بالألوان الكاملة باللغة الكردية أو العربية أو الإنجليزية.',
    },
    price: '1.20',
    discount: 0,
    rating: 4.5,
    stock: 340,
    colors: [
      colour('white', 340, [
        ['A4', 240],
        ['A3', 100],
      ]),
    ],
  },
  {
    slug: 'folded-delivery-menus',
    code: 'FL-1006',
    category: 'flyers-brochures',
    subCategory: 'restaurant-menus',
    seller: 'basra',
    name: {
      en: 'Folded Delivery Menus',
      ku: 'مینیوی نوشتاوە بۆ گەیاندن',
      ar: 'قوائم طعام مطوية للتوصيل',
    },
    description: {
      en: 'A4 menus folded to A5, printed on 130 gsm gloss paper — perfect for delivery bags and door-to-door distribution.',
      ku: 'مینیوی A4 کە بۆ A5 دەنوشتێتەوە، لەسەر کاغەزی بریقەداری 130 گرام چاپ دەکرێت — زۆر گونجاوە بۆ ناو کیسەی گەیاندن و دابەشکردن بە ماڵەکاندا.',
      ar: 'قوائم A4 تُطوى إلى A5، مطبوعة على ورق لامع 130 غرام — مثالية لوضعها في أكياس التوصيل والتوزيع على المنازل.',
    },
    price: '38.00',
    discount: 25,
    rating: 3.9,
    stock: 180,
    colors: [colour('white', 180, [['500 pcs', 180]])],
  },
  {
    slug: 'saddle-stitched-a5-booklets',
    code: 'FL-1007',
    category: 'flyers-brochures',
    subCategory: 'booklets',
    seller: 'erbil',
    name: {
      en: 'Saddle-Stitched A5 Booklets',
      ku: 'نامیلکەی A5ی ستەیپڵکراو',
      ar: 'كتيّبات A5 مدبّسة',
    },
    description: {
      en: 'Booklets of 8 to 32 pages with a 250 gsm cover and 130 gsm inner pages, stapled along the spine. Ideal for catalogues, company profiles and event guides.',
      ku: 'نامیلکەی 8 تا 32 لاپەڕەیی بە بەرگی 250 گرام و لاپەڕەی ناوەوەی 130 گرام، لە پشتەوە ستەیپڵ دەکرێت. گونجاوە بۆ کاتالۆگ، ناساندنی کۆمپانیا و ڕێبەری بۆنەکان.',
      ar: 'كتيّبات من 8 إلى 32 صفحة بغلاف 250 غرام وصفحات داخلية 130 غرام، مدبّسة من الكعب. مثالية للكتالوجات والملفات التعريفية للشركات وأدلة الفعاليات.',
    },
    price: '2.40',
    discount: 0,
    rating: 4.3,
    stock: 400,
    colors: [
      colour('white', 400, [
        ['8 pages', 150],
        ['16 pages', 150],
        ['32 pages', 60],
      ]),
    ],
  },

  // ── Banners & roll-ups ──────────────────────────────────────────────────────────────────────
  {
    slug: 'standard-roll-up-banner-85x200',
    code: 'BN-1001',
    category: 'banners-roll-ups',
    subCategory: 'roll-up-stands',
    seller: 'erbil',
    name: {
      en: 'Standard Roll-Up Banner 85×200 cm',
      ku: 'ڕۆڵئەپی ئاسایی 85×200 سم',
      ar: 'ستاند رول أب قياسي 85×200 سم',
    },
    description: {
      en: 'Lightweight aluminium roll-up stand with a 440 gsm printed banner that does not curl, plus a padded carry bag. Sets up in under a minute at exhibitions and shop entrances.',
      ku: 'ستاندی ڕۆڵئەپی سووکی ئەلەمنیۆم لەگەڵ بانەرێکی چاپکراوی 440 گرام کە لێوارەکانی لوول نابن، لەگەڵ جانتایەکی هەڵگرتن. لە کەمتر لە خولەکێکدا لە پێشانگا و بەردەم دوکانەکان دادەمەزرێت.',
      ar: 'ستاند رول أب خفيف من الألمنيوم مع لافتة مطبوعة 440 غرام لا تلتف حوافها، وحقيبة حمل مبطّنة. يُركَّب في أقل من دقيقة في المعارض ومداخل المحلات.',
    },
    price: '45.00',
    discount: 10,
    rating: 4.6,
    stock: 60,
    colors: [colour('silver', 60, [['85x200 cm', 60]])],
  },
  {
    slug: 'premium-wide-roll-up-120x200',
    code: 'BN-1002',
    category: 'banners-roll-ups',
    subCategory: 'roll-up-stands',
    seller: 'baghdad',
    name: {
      en: 'Premium Wide Roll-Up 120×200 cm',
      ku: 'ڕۆڵئەپی پانی نایاب 120×200 سم',
      ar: 'رول أب عريض فاخر 120×200 سم',
    },
    description: {
      en: 'Heavy-base roll-up with a 120 cm wide graphic for maximum visibility and a replaceable cassette. Printed at 1440 dpi on blockout film so no light shines through.',
      ku: 'ڕۆڵئەپێکی بنکە قورس بە وێنەیەکی 120 سم پان بۆ زۆرترین دیاربوون، کاسێتەکەشی دەگۆڕدرێت. بە وردیی 1440 dpi لەسەر فیلمێکی ناڕوون چاپ دەکرێت بۆ ئەوەی ڕووناکی تێیدا تێنەپەڕێت.',
      ar: 'رول أب بقاعدة ثقيلة وتصميم بعرض 120 سم لأقصى درجات الظهور، مع خرطوشة قابلة للاستبدال. يُطبع بدقة 1440 نقطة في البوصة على فيلم معتم لا ينفذ منه الضوء.',
    },
    price: '79.00',
    discount: 0,
    rating: 4.8,
    stock: 40,
    colors: [colour('silver', 25, [['120x200 cm', 25]]), colour('black', 15, [['120x200 cm', 15]])],
  },
  {
    slug: 'pvc-vinyl-banner-eyelets',
    code: 'BN-1003',
    category: 'banners-roll-ups',
    subCategory: 'vinyl-banners',
    seller: 'basra',
    name: {
      en: 'PVC Vinyl Banner with Eyelets',
      ku: 'بانەری ڤینیلی PVC بە ئەڵقەی کانزایی',
      ar: 'لافتة فينيل PVC مع حلقات معدنية',
    },
    description: {
      en: 'Weatherproof 510 gsm vinyl for shop fronts, building sites and events, with hemmed edges and metal eyelets every 50 cm. The price shown is for a 1×2 m banner.',
      ku: 'ڤینیلی 510 گرامی بەرگەگری کەشوهەوا بۆ بەردەم دوکان، شوێنی بیناسازی و بۆنەکان، لێوارەکانی دوورراون و هەر 50 سم ئەڵقەیەکی کانزایی هەیە. نرخی نیشاندراو بۆ بانەرێکی 1×2 مەترە.',
      ar: 'فينيل 510 غرام مقاوم للعوامل الجوية لواجهات المحلات ومواقع البناء والفعاليات، بحواف مخيطة وحلقات معدنية كل 50 سم. السعر المعروض للافتة بمقاس 1×2 م.',
    },
    price: '12.00',
    discount: 0,
    rating: 4.4,
    stock: 900,
    colors: [
      colour('white', 900, [
        ['1x2 m', 300],
        ['2x3 m', 200],
        ['3x5 m', 100],
      ]),
    ],
  },
  {
    slug: 'wind-permeable-mesh-banner',
    code: 'BN-1004',
    category: 'banners-roll-ups',
    subCategory: 'vinyl-banners',
    seller: 'erbil',
    name: {
      en: 'Wind-Permeable Mesh Banner',
      ku: 'بانەری تۆڕی با تێپەڕ',
      ar: 'لافتة شبكية منفذة للهواء',
    },
    description: {
      en: 'Perforated mesh lets the wind pass through, making it the safe choice for scaffolding, fences and large building wraps.',
      ku: 'تۆڕە کونکونەکەی ڕێگە بە تێپەڕبوونی با دەدات، بۆیە هەڵبژاردەیەکی سەلامەتە بۆ سەقاڵە، پەرژین و داپۆشینی بینا گەورەکان.',
      ar: 'الشبكة المثقّبة تسمح بمرور الرياح، ما يجعلها الخيار الآمن للسقالات والأسوار وتغليف المباني الكبيرة.',
    },
    price: '9.50',
    discount: 20,
    rating: 4.0,
    stock: 140,
    colors: [
      colour('white', 140, [
        ['2x3 m', 100],
        ['3x6 m', 0],
      ]),
      colour('black', 0, [['2x3 m', 0]]),
    ],
  },
  {
    slug: 'feather-beach-flag-3m',
    code: 'BN-1005',
    category: 'banners-roll-ups',
    subCategory: 'advertising-flags',
    seller: 'baghdad',
    name: {
      en: 'Feather Beach Flag 3 m',
      ku: 'ئاڵای پەڕیی 3 مەتری',
      ar: 'علم ريشة إعلاني 3 م',
    },
    description: {
      en: 'A tall feather-shaped flag printed on 110 gsm knitted polyester, supplied with a fibreglass pole and cross base. The dye-sublimation print also shows on the reverse side.',
      ku: 'ئاڵایەکی بەرزی شێوە پەڕ کە لەسەر پۆلیستەری 110 گرام چاپ دەکرێت، لەگەڵ داری فایبەرگلاس و بنکەی خاچی. چاپی سەبلیمەیشن لە پشتەوەش دەردەکەوێت.',
      ar: 'علم طويل على شكل ريشة مطبوع على قماش بوليستر محبوك 110 غرام، مع سارية من الألياف الزجاجية وقاعدة متصالبة. تظهر الطباعة بالتسامي الحراري على الوجه الخلفي أيضاً.',
    },
    price: '55.00',
    discount: 0,
    rating: 4.3,
    stock: 35,
    colors: [
      colour('white', 35, [
        ['3 m', 20],
        ['4 m', 15],
      ]),
    ],
  },
  {
    slug: 'desk-flag-chrome-stand',
    code: 'BN-1006',
    category: 'banners-roll-ups',
    subCategory: 'advertising-flags',
    seller: 'basra',
    name: {
      en: 'Desk Flag with Chrome Stand',
      ku: 'ئاڵای مێز لەگەڵ پایەی کرۆم',
      ar: 'علم مكتبي مع حامل كروم',
    },
    description: {
      en: 'A small 15×22 cm satin flag on a chrome-plated stand for reception desks, meetings and conferences. Available with one or two poles.',
      ku: 'ئاڵایەکی بچووکی ساتانی 15×22 سم لەسەر پایەیەکی کرۆمکراو بۆ مێزی پێشوازی، کۆبوونەوە و کۆنفرانسەکان. بە یەک دار یان دوو دار بەردەستە.',
      ar: 'علم صغير من الساتان بمقاس 15×22 سم على حامل مطلي بالكروم لمكاتب الاستقبال والاجتماعات والمؤتمرات. متوفر بسارية واحدة أو ساريتين.',
    },
    price: '7.50',
    discount: 0,
    rating: 4.7,
    stock: 120,
    colors: [
      colour('silver', 120, [
        ['Single', 80],
        ['Double', 40],
      ]),
    ],
  },
  {
    slug: 'x-banner-stand-60x160',
    code: 'BN-1007',
    category: 'banners-roll-ups',
    subCategory: 'x-banner-stands',
    seller: 'erbil',
    name: {
      en: 'X-Banner Stand 60×160 cm',
      ku: 'ستاندی ئێکس بانەر 60×160 سم',
      ar: 'ستاند إكس بانر 60×160 سم',
    },
    description: {
      en: 'A budget-friendly X-frame stand with a printed PP banner, ideal for short promotions and indoor events. Packs into a slim tube bag.',
      ku: 'ستاندێکی هەرزانی چوارچێوە X لەگەڵ بانەرێکی PPی چاپکراو، گونجاوە بۆ ڕیکلامی کورتخایەن و بۆنەکانی ناو هۆڵ. کۆدەکرێتەوە و لە جانتایەکی لوولەیی باریکدا جێی دەبێتەوە.',
      ar: 'ستاند اقتصادي بإطار على شكل X مع لافتة PP مطبوعة، مثالي للعروض الترويجية القصيرة والفعاليات الداخلية. يُطوى داخل حقيبة أنبوبية نحيفة.',
    },
    price: '19.00',
    discount: 30,
    rating: 3.8,
    stock: 0,
    colors: [
      colour('black', 0, [
        ['60x160 cm', 0],
        ['80x180 cm', 0],
      ]),
    ],
  },

  // ── Mugs & drinkware ────────────────────────────────────────────────────────────────────────
  {
    slug: 'ceramic-photo-mug-330ml',
    code: 'MG-1001',
    category: 'mugs-drinkware',
    subCategory: 'ceramic-mugs',
    seller: 'baghdad',
    name: {
      en: 'Ceramic Photo Mug 330 ml',
      ku: 'کوپی سیرامیکی وێنەدار 330 مل',
      ar: 'كوب سيراميك للصور 330 مل',
    },
    description: {
      en: 'A classic white ceramic mug printed all around with your photo or logo by dye sublimation. Dishwasher and microwave safe, packed in an individual box.',
      ku: 'کوپێکی سیرامیکی سپیی کلاسیک کە وێنە یان لۆگۆکەت بە چاپی سەبلیمەیشن بە دەوریدا چاپ دەکرێت. گونجاوە بۆ ئامێری قاپشۆر و مایکرۆوەیڤ، هەر دانەیەک لە قوتوویەکی جیادا دەپێچرێتەوە.',
      ar: 'كوب سيراميك أبيض كلاسيكي تُطبع عليه صورتك أو شعارك بالكامل بتقنية التسامي الحراري. آمن في غسالة الصحون والمايكروويف، ويُعبّأ في علبة منفردة.',
    },
    price: '3.50',
    discount: 0,
    rating: 4.6,
    stock: 480,
    colors: [colour('white', 480, [['330 ml', 480]])],
  },
  {
    slug: 'two-tone-ceramic-mug-350ml',
    code: 'MG-1002',
    category: 'mugs-drinkware',
    subCategory: 'ceramic-mugs',
    seller: 'erbil',
    name: {
      en: 'Two-Tone Ceramic Mug 350 ml',
      ku: 'کوپی سیرامیکی دوو ڕەنگ 350 مل',
      ar: 'كوب سيراميك بلونين 350 مل',
    },
    description: {
      en: 'White on the outside with a coloured handle and interior; your design is printed on the white surface. A cheerful giveaway for offices and cafés.',
      ku: 'دەرەوەی سپییە و دەسک و ناوەوەی ڕەنگاوڕەنگە، دیزاینەکەت لەسەر ڕووە سپییەکە چاپ دەکرێت. دیارییەکی دڵخۆشکەرە بۆ نووسینگە و کافێکان.',
      ar: 'أبيض من الخارج مع مقبض وداخل ملوّنين، ويُطبع تصميمك على السطح الأبيض. هدية مبهجة للمكاتب والمقاهي.',
    },
    price: '4.20',
    discount: 10,
    rating: 4.4,
    stock: 260,
    colors: [colour('red', 90), colour('blue', 110), colour('yellow', 0), colour('green', 60)],
  },
  {
    slug: 'matte-black-engraved-mug',
    code: 'MG-1003',
    category: 'mugs-drinkware',
    subCategory: 'ceramic-mugs',
    seller: 'basra',
    name: {
      en: 'Matte Black Ceramic Mug 325 ml',
      ku: 'کوپی سیرامیکی ڕەشی مات 325 مل',
      ar: 'كوب سيراميك أسود مطفي 325 مل',
    },
    description: {
      en: 'An elegant matte black mug with a laser-engraved logo that reveals the light ceramic underneath. A permanent mark that never fades in the dishwasher.',
      ku: 'کوپێکی ڕەشی ماتی جوان کە لۆگۆکەی بە لەیزەر هەڵدەکۆڵرێت و سیرامیکی ڕووناکی ژێرەوە دەردەخات. نیشانەیەکی هەمیشەیی کە لە ئامێری قاپشۆردا کاڵ نابێتەوە.',
      ar: 'كوب أسود مطفي أنيق يُحفر عليه الشعار بالليزر ليكشف لون السيراميك الفاتح تحته. علامة دائمة لا تبهت في غسالة الصحون.',
    },
    price: '5.80',
    discount: 0,
    rating: 4.9,
    stock: 150,
    colors: [colour('black', 150, [['325 ml', 150]])],
  },
  {
    slug: 'magic-colour-changing-mug',
    code: 'MG-1004',
    category: 'mugs-drinkware',
    subCategory: 'colour-changing-mugs',
    seller: 'baghdad',
    name: {
      en: 'Magic Colour-Changing Mug',
      ku: 'کوپی جادوویی ڕەنگگۆڕ',
      ar: 'كوب سحري متغير اللون',
    },
    description: {
      en: 'Looks plain black when cold and reveals your printed photo as soon as hot tea or coffee is poured in. Hand wash only.',
      ku: 'کاتێک ساردە ڕەشێکی سادە دەردەکەوێت و هەر کە چا یان قاوەی گەرمی تێدەکرێت وێنە چاپکراوەکەت دەردەکەوێت. تەنها بە دەست بیشۆ.',
      ar: 'يبدو أسود سادة عندما يكون بارداً، وتظهر صورتك المطبوعة بمجرد صبّ الشاي أو القهوة الساخنة فيه. يُغسل باليد فقط.',
    },
    price: '6.50',
    discount: 20,
    rating: 4.2,
    stock: 0,
    colors: [colour('black', 0, [['330 ml', 0]])],
  },
  {
    slug: 'stainless-steel-travel-mug-450ml',
    code: 'MG-1005',
    category: 'mugs-drinkware',
    subCategory: 'travel-mugs',
    seller: 'erbil',
    name: {
      en: 'Stainless Steel Travel Mug 450 ml',
      ku: 'کوپی گەشتی پۆڵای ژەنگنەگر 450 مل',
      ar: 'كوب سفر من الفولاذ المقاوم للصدأ 450 مل',
    },
    description: {
      en: 'A double-walled, vacuum-insulated mug that keeps drinks hot for 6 hours and cold for 12. Leak-proof lid; the logo is laser-engraved or printed.',
      ku: 'کوپێکی دوو دیواری بۆشایی کە خواردنەوە بۆ 6 کاتژمێر گەرم و بۆ 12 کاتژمێر سارد ڕادەگرێت. قەپاغەکەی دزە ناکات؛ لۆگۆ بە لەیزەر هەڵدەکۆڵرێت یان چاپ دەکرێت.',
      ar: 'كوب بجدار مزدوج معزول بالتفريغ يحافظ على سخونة المشروبات 6 ساعات وبرودتها 12 ساعة. غطاء مانع للتسرب، ويُحفر الشعار بالليزر أو يُطبع.',
    },
    price: '11.00',
    discount: 15,
    rating: 4.7,
    stock: 165,
    colors: [colour('silver', 70), colour('black', 55), colour('navy', 40)],
  },
  {
    slug: 'aluminium-sports-bottle-600ml',
    code: 'MG-1006',
    category: 'mugs-drinkware',
    subCategory: 'water-bottles',
    seller: 'basra',
    name: {
      en: 'Aluminium Sports Bottle 600 ml',
      ku: 'بوتڵی وەرزشیی ئەلەمنیۆم 600 مل',
      ar: 'قارورة رياضية من الألمنيوم 600 مل',
    },
    description: {
      en: 'A lightweight BPA-free aluminium bottle with a carabiner clip, ideal for gyms, schools and marathons. Printed in up to 4 colours.',
      ku: 'بوتڵێکی سووکی ئەلەمنیۆمی بێ BPA لەگەڵ قولابێکی کارابینەر، گونجاوە بۆ هۆڵی وەرزش، قوتابخانە و ماراتۆن. تا 4 ڕەنگ چاپ دەکرێت.',
      ar: 'قارورة ألمنيوم خفيفة خالية من BPA مع مشبك كارابينر، مثالية للنوادي الرياضية والمدارس والماراثونات. تُطبع بما يصل إلى 4 ألوان.',
    },
    price: '4.90',
    discount: 0,
    rating: 3.6,
    stock: 225,
    colors: [colour('red', 100), colour('blue', 80), colour('silver', 0), colour('green', 45)],
  },
  {
    slug: 'glass-bottle-bamboo-lid-500ml',
    code: 'MG-1007',
    category: 'mugs-drinkware',
    subCategory: 'water-bottles',
    seller: 'baghdad',
    name: {
      en: 'Glass Bottle with Bamboo Lid 500 ml',
      ku: 'بوتڵی شووشە بە قەپاغی بامبوو 500 مل',
      ar: 'قارورة زجاجية بغطاء من الخيزران 500 مل',
    },
    description: {
      en: 'A borosilicate glass bottle in a protective neoprene sleeve, closed with a natural bamboo lid. The logo is engraved on the lid or printed on the sleeve.',
      ku: 'بوتڵێکی شووشەی بۆرۆسیلیکات لە ناو بەرگێکی پارێزەری نیۆپرێندا، بە قەپاغێکی بامبووی سروشتی دادەخرێت. لۆگۆکە لەسەر قەپاغەکە هەڵدەکۆڵرێت یان لەسەر بەرگەکە چاپ دەکرێت.',
      ar: 'قارورة من زجاج البوروسيليكات داخل غلاف واقٍ من النيوبرين، تُغلق بغطاء من الخيزران الطبيعي. يُحفر الشعار على الغطاء أو يُطبع على الغلاف.',
    },
    price: '8.75',
    discount: 0,
    rating: 4.3,
    stock: 75,
    colors: [colour('grey', 40), colour('navy', 35)],
  },

  // ── T-shirts & apparel ──────────────────────────────────────────────────────────────────────
  {
    slug: 'cotton-crew-neck-t-shirt',
    code: 'TS-1001',
    category: 't-shirts-apparel',
    subCategory: 't-shirts',
    seller: 'erbil',
    name: {
      en: 'Cotton Crew-Neck T-Shirt',
      ku: 'تیشێرتی لۆکەی مل خڕ',
      ar: 'تيشيرت قطني بياقة دائرية',
    },
    description: {
      en: 'Soft 100% combed cotton, 180 gsm, with a regular fit. Screen-printed or DTF-printed on the front and back; minimum order 20 pieces.',
      ku: 'لۆکەی شانەکراوی 100% بە کێشی 180 گرام و قاڵبی ئاسایی. پێشەوە و پشتەوەی بە سیلک سکرین یان DTF چاپ دەکرێت؛ کەمترین داواکاری 20 دانەیە.',
      ar: 'قطن ممشّط 100% بوزن 180 غرام وقصّة عادية. طباعة أمامية وخلفية بالشاشة الحريرية أو بتقنية DTF، والحد الأدنى للطلب 20 قطعة.',
    },
    price: '4.50',
    discount: 0,
    rating: 4.5,
    stock: 820,
    colors: [
      colour('white', 320, [
        ['S', 60],
        ['M', 100],
        ['L', 100],
        ['XL', 60],
      ]),
      colour('black', 260, [
        ['S', 40],
        ['M', 90],
        ['L', 90],
        ['XL', 40],
      ]),
      colour('navy', 150, [
        ['S', 20],
        ['M', 50],
        ['L', 50],
        ['XL', 30],
      ]),
      colour('red', 90, [
        ['S', 0],
        ['M', 40],
        ['L', 40],
        ['XL', 10],
      ]),
    ],
  },
  {
    slug: 'heavyweight-oversized-t-shirt',
    code: 'TS-1002',
    category: 't-shirts-apparel',
    subCategory: 't-shirts',
    seller: 'baghdad',
    name: {
      en: 'Heavyweight Oversized T-Shirt 240 gsm',
      ku: 'تیشێرتی ئەستووری فراوان 240 گرام',
      ar: 'تيشيرت سميك بقصّة واسعة 240 غرام',
    },
    description: {
      en: 'Thick, structured cotton jersey with dropped shoulders for a modern streetwear look. Ideal for brand merchandise and event crews.',
      ku: 'قوماشی لۆکەی ئەستوور و ڕێکوپێک بە شانی داکەوتوو بۆ ستایلێکی مۆدێرن. گونجاوە بۆ کاڵای براند و تیمی ڕێکخستنی بۆنەکان.',
      ar: 'قماش قطني سميك ومتماسك بأكتاف منسدلة لمظهر عصري. مثالي لمنتجات العلامات التجارية وفرق تنظيم الفعاليات.',
    },
    price: '8.90',
    discount: 15,
    rating: 4.8,
    stock: 260,
    colors: [
      colour('black', 120, [
        ['M', 40],
        ['L', 50],
        ['XL', 30],
      ]),
      colour('natural', 80, [
        ['M', 30],
        ['L', 30],
        ['XL', 20],
      ]),
      colour('grey', 60, [
        ['M', 20],
        ['L', 20],
        ['XL', 0],
      ]),
    ],
  },
  {
    slug: 'kids-cotton-t-shirt',
    code: 'TS-1003',
    category: 't-shirts-apparel',
    subCategory: 't-shirts',
    seller: 'basra',
    name: {
      en: "Kids' Cotton T-Shirt",
      ku: 'تیشێرتی لۆکەی منداڵان',
      ar: 'تيشيرت قطني للأطفال',
    },
    description: {
      en: "A soft cotton T-shirt in children's sizes from 3 to 12 years, great for schools, kindergartens and summer camps.",
      ku: 'تیشێرتی لۆکەی نەرم بە قەبارەی منداڵان لە 3 تا 12 ساڵ، زۆر گونجاوە بۆ قوتابخانە، باخچەی ساوایان و کەمپی هاوینە.',
      ar: 'تيشيرت قطني ناعم بمقاسات الأطفال من 3 إلى 12 سنة، مناسب جداً للمدارس ورياض الأطفال والمخيمات الصيفية.',
    },
    price: '3.80',
    discount: 0,
    rating: 4.1,
    stock: 220,
    colors: [
      colour('white', 150, [
        ['3-4 Y', 50],
        ['5-6 Y', 50],
        ['7-8 Y', 30],
        ['9-12 Y', 20],
      ]),
      colour('yellow', 70, [
        ['3-4 Y', 20],
        ['5-6 Y', 20],
        ['7-8 Y', 20],
        ['9-12 Y', 10],
      ]),
      colour('skyBlue', 0, [
        ['3-4 Y', 0],
        ['5-6 Y', 0],
      ]),
    ],
  },
  {
    slug: 'pique-polo-embroidered-logo',
    code: 'TS-1004',
    category: 't-shirts-apparel',
    subCategory: 'polo-shirts',
    seller: 'erbil',
    name: {
      en: 'Piqué Polo Shirt with Embroidered Logo',
      ku: 'تیشێرتی پۆلۆی پیکێ بە لۆگۆی گوڵدۆزیکراو',
      ar: 'قميص بولو بيكيه مع شعار مطرّز',
    },
    description: {
      en: 'A breathable 210 gsm cotton piqué polo with a three-button placket. Your logo is embroidered on the chest — a smart uniform for staff and teams.',
      ku: 'پۆلۆیەکی لۆکەی پیکێی 210 گرام کە هەوا تێدەپەڕێنێت، بە سێ دوگمە. لۆگۆکەت لەسەر سنگ گوڵدۆزی دەکرێت — یونیفۆرمێکی ڕێکوپێک بۆ کارمەندان و تیمەکان.',
      ar: 'قميص بولو من قطن البيكيه 210 غرام يسمح بمرور الهواء، بثلاثة أزرار. يُطرَّز شعارك على الصدر — زيّ أنيق للموظفين والفرق.',
    },
    price: '12.50',
    discount: 10,
    rating: 4.6,
    stock: 285,
    colors: [
      colour('navy', 140, [
        ['S', 20],
        ['M', 45],
        ['L', 45],
        ['XL', 30],
      ]),
      colour('white', 100, [
        ['S', 20],
        ['M', 30],
        ['L', 30],
        ['XL', 20],
      ]),
      colour('burgundy', 45, [
        ['M', 15],
        ['L', 20],
        ['XL', 10],
      ]),
      colour('black', 0, [
        ['S', 0],
        ['M', 0],
        ['L', 0],
        ['XL', 0],
      ]),
    ],
  },
  {
    slug: 'quick-dry-sports-polo',
    code: 'TS-1005',
    category: 't-shirts-apparel',
    subCategory: 'polo-shirts',
    seller: 'basra',
    name: {
      en: 'Quick-Dry Sports Polo',
      ku: 'پۆلۆی وەرزشیی زوو وشکبوو',
      ar: 'قميص بولو رياضي سريع الجفاف',
    },
    description: {
      en: 'A lightweight polyester polo that wicks sweat away, made for hot Basra summers, outdoor events and sports clubs. Sublimation or heat-transfer printing.',
      ku: 'پۆلۆیەکی سووکی پۆلیستەر کە ئارەقە بە خێرایی وشک دەکاتەوە، بۆ هاوینی گەرمی بەسرە، بۆنەکانی دەرەوە و یانە وەرزشییەکان. بە سەبلیمەیشن یان گواستنەوەی گەرمی چاپ دەکرێت.',
      ar: 'قميص بولو خفيف من البوليستر يطرد العرق، مصمم لصيف البصرة الحار والفعاليات الخارجية والأندية الرياضية. طباعة بالتسامي الحراري أو بالنقل الحراري.',
    },
    price: '9.00',
    discount: 0,
    rating: 3.9,
    stock: 225,
    colors: [
      colour('skyBlue', 90, [
        ['M', 30],
        ['L', 40],
        ['XL', 20],
      ]),
      colour('orange', 60, [
        ['M', 20],
        ['L', 20],
        ['XL', 20],
      ]),
      colour('white', 75, [
        ['S', 15],
        ['M', 20],
        ['L', 25],
        ['XL', 15],
      ]),
    ],
  },
  {
    slug: 'fleece-pullover-hoodie',
    code: 'TS-1006',
    category: 't-shirts-apparel',
    subCategory: 'hoodies-sweatshirts',
    seller: 'erbil',
    name: {
      en: 'Fleece Pullover Hoodie',
      ku: 'هوودیی فلیسی گەرم',
      ar: 'هودي فليس دافئ',
    },
    description: {
      en: 'A warm 300 gsm cotton-poly hoodie with brushed fleece inside, a kangaroo pocket and a double-layer hood. Perfect for Kurdistan winters, university teams and company merchandise.',
      ku: 'هوودییەکی گەرمی 300 گرامی لۆکە و پۆلیستەر، ناوەوەی فلیسی نەرمە، گیرفانی کانگارۆیی و کڵاوی دوو چینی هەیە. گونجاوە بۆ زستانی کوردستان، تیمی زانکۆکان و کاڵای کۆمپانیا.',
      ar: 'هودي دافئ 300 غرام من القطن والبوليستر ببطانة فليس ناعمة وجيب أمامي كبير وقلنسوة مزدوجة. مثالي لشتاء كردستان وفرق الجامعات ومنتجات الشركات.',
    },
    price: '16.00',
    discount: 20,
    rating: 4.7,
    stock: 210,
    colors: [
      colour('black', 90, [
        ['M', 30],
        ['L', 35],
        ['XL', 25],
      ]),
      colour('grey', 70, [
        ['S', 10],
        ['M', 20],
        ['L', 25],
        ['XL', 15],
      ]),
      colour('navy', 50, [
        ['M', 15],
        ['L', 20],
        ['XL', 15],
      ]),
    ],
  },
  {
    slug: 'high-visibility-safety-vest',
    code: 'TS-1007',
    category: 't-shirts-apparel',
    subCategory: 'workwear',
    seller: 'basra',
    name: {
      en: 'High-Visibility Safety Vest',
      ku: 'یەلەکی سەلامەتی ڕووناکیدەرەوە',
      ar: 'سترة سلامة عاكسة',
    },
    description: {
      en: 'A fluorescent vest with two reflective stripes for construction, oil-field and traffic crews. The company name is printed on the back.',
      ku: 'یەلەکی فلۆرێسێنت بە دوو هێڵی ڕووناکیدەرەوە بۆ کرێکارانی بیناسازی، کێڵگە نەوتییەکان و هاتوچۆ. ناوی کۆمپانیا لە پشتەوە چاپ دەکرێت.',
      ar: 'سترة فسفورية بشريطين عاكسين لعمال البناء وحقول النفط والمرور. يُطبع اسم الشركة على الظهر.',
    },
    price: '2.75',
    discount: 0,
    rating: 4.0,
    stock: 500,
    colors: [
      colour('yellow', 300, [
        ['L', 150],
        ['XL', 100],
        ['XXL', 50],
      ]),
      colour('orange', 200, [
        ['L', 100],
        ['XL', 100],
      ]),
    ],
  },

  // ── Pens ────────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'click-ballpoint-pen-logo',
    code: 'PN-1001',
    category: 'pens',
    subCategory: 'plastic-pens',
    seller: 'erbil',
    name: {
      en: 'Click Ballpoint Pen with Logo',
      ku: 'پێنووسی جافی دوگمەدار بە لۆگۆ',
      ar: 'قلم حبر جاف بزر ضغط مع شعار',
    },
    description: {
      en: 'A retractable plastic pen with blue ink and a one-colour pad-printed logo on the barrel. The most popular giveaway at exhibitions; minimum order 250 pens.',
      ku: 'پێنووسێکی پلاستیکی دوگمەدار بە مەرەکەبی شین و لۆگۆیەکی یەک ڕەنگ کە لەسەر لاشەکەی چاپ دەکرێت. بەناوبانگترین دیاریی پێشانگاکانە؛ کەمترین داواکاری 250 دانەیە.',
      ar: 'قلم بلاستيكي بزر ضغط وحبر أزرق، مع شعار بلون واحد مطبوع بالطباعة التامبونية على جسم القلم. الهدية الأكثر رواجاً في المعارض، والحد الأدنى للطلب 250 قلماً.',
    },
    price: '0.35',
    discount: 0,
    rating: 4.3,
    stock: 5500,
    colors: [
      colour('white', 2000),
      colour('blue', 1500),
      colour('red', 800),
      colour('black', 1200),
    ],
  },
  {
    slug: 'soft-touch-rubber-grip-pen',
    code: 'PN-1002',
    category: 'pens',
    subCategory: 'plastic-pens',
    seller: 'basra',
    name: {
      en: 'Soft-Touch Pen with Rubber Grip',
      ku: 'پێنووسی نەرم بە دەسکی لاستیکی',
      ar: 'قلم بملمس ناعم ومقبض مطاطي',
    },
    description: {
      en: 'A comfortable rubberised barrel with a smooth-writing 1.0 mm tip. Available in four office-friendly colours.',
      ku: 'لاشەیەکی لاستیکیی ئاسوودە بە سەرێکی 1.0 ملم کە بە نەرمی دەنووسێت. بە چوار ڕەنگی گونجاو بۆ نووسینگە بەردەستە.',
      ar: 'جسم مطاطي مريح ورأس كتابة ناعم بقطر 1.0 ملم. متوفر بأربعة ألوان مناسبة للمكاتب.',
    },
    price: '0.60',
    discount: 10,
    rating: 3.7,
    stock: 1250,
    colors: [colour('black', 600), colour('navy', 400), colour('grey', 0), colour('green', 250)],
  },
  {
    slug: 'metal-twist-pen-engraved',
    code: 'PN-1003',
    category: 'pens',
    subCategory: 'metal-pens',
    seller: 'baghdad',
    name: {
      en: 'Metal Twist Pen with Laser Engraving',
      ku: 'پێنووسی کانزایی بادراو بە هەڵکۆڵینی لەیزەری',
      ar: 'قلم معدني دوّار مع حفر بالليزر',
    },
    description: {
      en: 'An aluminium twist-action pen with chrome details. Your logo or name is laser-engraved for a permanent, premium finish.',
      ku: 'پێنووسێکی ئەلەمنیۆم کە بە بادان دەکرێتەوە، بە وردەکاریی کرۆم. لۆگۆ یان ناوەکەت بە لەیزەر هەڵدەکۆڵرێت بۆ ڕووکارێکی هەمیشەیی و نایاب.',
      ar: 'قلم من الألمنيوم يعمل بالتدوير مع تفاصيل من الكروم. يُحفر شعارك أو اسمك بالليزر للمسة نهائية دائمة وفاخرة.',
    },
    price: '1.90',
    discount: 0,
    rating: 4.6,
    stock: 1070,
    colors: [colour('silver', 400), colour('black', 350), colour('navy', 200), colour('red', 120)],
  },
  {
    slug: 'executive-rollerball-pen',
    code: 'PN-1004',
    category: 'pens',
    subCategory: 'metal-pens',
    seller: 'erbil',
    name: {
      en: 'Executive Rollerball Pen',
      ku: 'پێنووسی ڕۆلەربۆڵی بەڕێوەبەران',
      ar: 'قلم رولربول تنفيذي',
    },
    description: {
      en: 'A heavy metal-bodied rollerball with a glossy lacquer finish and a gold-tone clip. A refined gift for clients and managers.',
      ku: 'ڕۆلەربۆڵێکی قورس بە لاشەی کانزایی بریقەدار و گیرەیەکی زێڕین. دیارییەکی شیکە بۆ کڕیاران و بەڕێوەبەران.',
      ar: 'قلم رولربول بجسم معدني ثقيل وطلاء لامع ومشبك بلون ذهبي. هدية راقية للعملاء والمديرين.',
    },
    price: '9.50',
    discount: 0,
    rating: 5.0,
    stock: 65,
    colors: [colour('black', 40), colour('navy', 25), colour('burgundy', 0)],
  },
  {
    slug: 'hb-wooden-pencils-eraser',
    code: 'PN-1005',
    category: 'pens',
    subCategory: 'pencils-highlighters',
    seller: 'baghdad',
    name: {
      en: 'HB Wooden Pencils with Eraser',
      ku: 'قەڵەم ڕەساسی داریی HB بە سڕەوە',
      ar: 'أقلام رصاص خشبية HB مع ممحاة',
    },
    description: {
      en: 'Natural wood pencils with an eraser tip, printed with your school or company name in gold or white foil.',
      ku: 'قەڵەم ڕەساسی داریی سروشتی بە سڕەوە لە سەرەکەی، ناوی قوتابخانە یان کۆمپانیاکەتی بە فۆیڵی زێڕین یان سپی لەسەر چاپ دەکرێت.',
      ar: 'أقلام رصاص من الخشب الطبيعي مع ممحاة في الطرف، يُطبع عليها اسم مدرستك أو شركتك بالفويل الذهبي أو الأبيض.',
    },
    price: '0.25',
    discount: 0,
    rating: 4.0,
    stock: 2300,
    colors: [colour('yellow', 1500), colour('black', 800)],
  },
  {
    slug: 'chisel-tip-highlighter',
    code: 'PN-1006',
    category: 'pens',
    subCategory: 'pencils-highlighters',
    seller: 'basra',
    name: {
      en: 'Chisel-Tip Highlighter Marker',
      ku: 'هایلایتەری سەر پان',
      ar: 'قلم تحديد فسفوري برأس مشطوف',
    },
    description: {
      en: 'A bright fluorescent highlighter with a chisel tip for fine and broad lines; your logo is printed on the barrel.',
      ku: 'هایلایتەرێکی فلۆرێسێنتی ڕەنگ گەش بە سەرێکی پان بۆ هێڵی باریک و پان؛ لۆگۆکەت لەسەر لاشەکەی چاپ دەکرێت.',
      ar: 'قلم تحديد فسفوري زاهٍ برأس مشطوف لرسم خطوط رفيعة وعريضة، ويُطبع شعارك على جسمه.',
    },
    price: '0.45',
    discount: 25,
    rating: 3.5,
    stock: 0,
    colors: [colour('yellow', 0), colour('green', 0), colour('pink', 0), colour('orange', 0)],
  },
  {
    slug: 'pen-pencil-gift-set',
    code: 'PN-1007',
    category: 'pens',
    subCategory: 'pen-gift-sets',
    seller: 'erbil',
    name: {
      en: 'Pen and Pencil Gift Set in Box',
      ku: 'سێتی دیاریی پێنووس و قەڵەم ڕەساس لە قوتوودا',
      ar: 'طقم هدية قلم حبر وقلم رصاص في علبة',
    },
    description: {
      en: 'A matching metal ballpoint and mechanical pencil presented in a velvet-lined box, with engraving on both pens. A popular gift for Nowruz, Eid and the end of the year.',
      ku: 'پێنووسێکی جاف و قەڵەم ڕەساسێکی میکانیکیی کانزایی هاوشێوە لە ناو قوتوویەکدا کە ناوەوەی مەخمەڵە، هەردووکیان هەڵدەکۆڵرێن. دیارییەکی خوازراوە بۆ نەورۆز، جەژن و کۆتایی ساڵ.',
      ar: 'قلم حبر جاف وقلم رصاص ميكانيكي معدنيان متطابقان في علبة مبطّنة بالمخمل، مع حفر على القلمين. هدية مطلوبة في نوروز والأعياد ونهاية العام.',
    },
    price: '14.50',
    discount: 15,
    rating: 4.8,
    stock: 105,
    colors: [colour('black', 60), colour('silver', 45)],
  },

  // ── Notebooks & notepads ────────────────────────────────────────────────────────────────────
  {
    slug: 'a5-pu-leather-notebook',
    code: 'NB-1001',
    category: 'notebooks-notepads',
    subCategory: 'hardcover-notebooks',
    seller: 'erbil',
    name: {
      en: 'A5 PU Leather Notebook with Elastic Band',
      ku: 'دەفتەری A5ی چەرمی دەستکرد بە لاستیکی داخستن',
      ar: 'دفتر A5 بغلاف جلد صناعي مع شريط مطاطي',
    },
    description: {
      en: 'A hardcover notebook with 192 lined cream pages, a ribbon bookmark and an inner pocket. The logo is debossed or foil-stamped on the cover.',
      ku: 'دەفتەرێکی بەرگ ڕەق بە 192 لاپەڕەی هێڵداری کرێمی، نیشانەی قوماش و گیرفانی ناوەوە. لۆگۆکە بە نەخشی قووڵ یان بە فۆیڵ لەسەر بەرگەکە دادەنرێت.',
      ar: 'دفتر بغلاف مقوّى يضم 192 صفحة مسطّرة بلون كريمي، مع شريط قماشي للعلامة وجيب داخلي. يُطبع الشعار على الغلاف بالحفر الغائر أو بالفويل.',
    },
    price: '5.90',
    discount: 10,
    rating: 4.7,
    stock: 380,
    colors: [
      colour('black', 200, [['A5', 200]]),
      colour('navy', 120, [['A5', 100]]),
      colour('burgundy', 60, [['A5', 60]]),
      colour('grey', 0, [['A5', 0]]),
    ],
  },
  {
    slug: 'eco-kraft-hardcover-notebook',
    code: 'NB-1002',
    category: 'notebooks-notepads',
    subCategory: 'hardcover-notebooks',
    seller: 'basra',
    name: {
      en: 'Eco Kraft Hardcover Notebook',
      ku: 'دەفتەری بەرگ ڕەقی کرافتی دۆستی ژینگە',
      ar: 'دفتر صديق للبيئة بغلاف كرافت مقوّى',
    },
    description: {
      en: 'A recycled kraft board cover with 100 dotted pages of 80 gsm recycled paper. Printed in one colour; popular with cafés and NGOs.',
      ku: 'بەرگێکی کارتۆنی کرافتی ڕیسایکڵکراو لەگەڵ 100 لاپەڕەی خاڵداری کاغەزی ڕیسایکڵکراوی 80 گرام. بە یەک ڕەنگ چاپ دەکرێت؛ لەلای کافێ و ڕێکخراوەکان خوازراوە.',
      ar: 'غلاف من الكرتون الكرافت المعاد تدويره مع 100 صفحة منقّطة من ورق معاد تدويره 80 غرام. يُطبع بلون واحد، ويحظى بإقبال المقاهي والمنظمات.',
    },
    price: '3.40',
    discount: 0,
    rating: 4.2,
    stock: 250,
    colors: [
      colour('kraft', 250, [
        ['A5', 150],
        ['A6', 100],
      ]),
    ],
  },
  {
    slug: 'a4-wire-o-spiral-notebook',
    code: 'NB-1003',
    category: 'notebooks-notepads',
    subCategory: 'spiral-notebooks',
    seller: 'baghdad',
    name: {
      en: 'A4 Wire-O Spiral Notebook',
      ku: 'دەفتەری سپیراڵی A4',
      ar: 'دفتر سلكي A4',
    },
    description: {
      en: 'A full-colour 300 gsm laminated cover and 100 ruled sheets, bound with a metal double-wire spiral that opens completely flat.',
      ku: 'بەرگێکی 300 گرامی سێلۆفانکراو بە چاپی ڕەنگاوڕەنگ و 100 پەڕەی هێڵدار، بە سپیراڵی کانزایی دوو تەل بەستراوە و بە تەواوی تەخت دەکرێتەوە.',
      ar: 'غلاف مغلّف 300 غرام مطبوع بالألوان الكاملة و100 ورقة مسطّرة، مجلّد بسلك معدني مزدوج يسمح بفتح الدفتر بشكل مسطّح تماماً.',
    },
    price: '2.80',
    discount: 0,
    rating: 4.4,
    stock: 500,
    colors: [
      colour('white', 500, [
        ['A4', 300],
        ['A5', 200],
      ]),
    ],
  },
  {
    slug: 'a5-spiral-notebook-dividers',
    code: 'NB-1004',
    category: 'notebooks-notepads',
    subCategory: 'spiral-notebooks',
    seller: 'erbil',
    name: {
      en: 'A5 Spiral Notebook with Coloured Dividers',
      ku: 'دەفتەری سپیراڵی A5 بە جیاکەرەوەی ڕەنگاوڕەنگ',
      ar: 'دفتر سلكي A5 بفواصل ملوّنة',
    },
    description: {
      en: 'Five colour-coded sections of 20 sheets each, separated by tabbed dividers — handy for students and trainers. Printed cover with your logo.',
      ku: 'پێنج بەشی ڕەنگاوڕەنگ کە هەر یەکەیان 20 پەڕەیە و بە جیاکەرەوە لێک جیا کراونەتەوە — بەسوودە بۆ خوێندکاران و ڕاهێنەران. بەرگەکەی بە لۆگۆکەت چاپ دەکرێت.',
      ar: 'خمسة أقسام ملوّنة في كل منها 20 ورقة، تفصل بينها فواصل بألسنة — عملية للطلاب والمدرّبين. غلاف مطبوع بشعارك.',
    },
    price: '3.10',
    discount: 30,
    rating: 0,
    stock: 0,
    colors: [colour('white', 0, [['A5', 0]]), colour('blue', 0, [['A5', 0]])],
  },
  {
    slug: 'a5-tear-off-notepad',
    code: 'NB-1005',
    category: 'notebooks-notepads',
    subCategory: 'notepads',
    seller: 'baghdad',
    name: {
      en: 'A5 Tear-Off Notepad, 50 Sheets',
      ku: 'دەفتەری تێبینیی A5، 50 پەڕە',
      ar: 'مفكرة A5 بأوراق قابلة للنزع، 50 ورقة',
    },
    description: {
      en: 'A notepad glued at the top with a cardboard back and your branding printed on every sheet. Perfect for hotel rooms, clinics and meeting tables.',
      ku: 'دەفتەرێکی تێبینی کە سەرەکەی چەسپ کراوە و پشتەکەی کارتۆنە، براندەکەت لەسەر هەموو پەڕەیەک چاپ دەکرێت. زۆر گونجاوە بۆ ژووری هوتێل، نۆرینگە و مێزی کۆبوونەوە.',
      ar: 'مفكرة ملصوقة من الأعلى بظهر كرتوني، تُطبع علامتك التجارية على كل ورقة منها. مثالية لغرف الفنادق والعيادات وطاولات الاجتماعات.',
    },
    price: '0.95',
    discount: 0,
    rating: 4.5,
    stock: 800,
    colors: [
      colour('white', 800, [
        ['A5', 500],
        ['A6', 300],
      ]),
    ],
  },
  {
    slug: 'printed-sticky-notes-75mm',
    code: 'NB-1006',
    category: 'notebooks-notepads',
    subCategory: 'sticky-notes',
    seller: 'basra',
    name: {
      en: 'Printed Sticky Notes 75×75 mm',
      ku: 'پەڕەی تێبینیی لکاوی چاپکراو 75×75 ملم',
      ar: 'أوراق ملاحظات لاصقة مطبوعة 75×75 ملم',
    },
    description: {
      en: 'Pads of self-adhesive notes with your logo printed on every sheet. The repositionable glue leaves no residue.',
      ku: 'پاکەتی پەڕەی تێبینیی خۆلکێن کە لۆگۆکەت لەسەر هەموو پەڕەیەکی چاپ دەکرێت. چەسپەکەی چەند جار دەلکێتەوە و هیچ شوێنەوارێک بەجێ ناهێڵێت.',
      ar: 'رزم من الأوراق اللاصقة يُطبع شعارك على كل ورقة منها. مادتها اللاصقة قابلة لإعادة اللصق ولا تترك أثراً.',
    },
    price: '0.70',
    discount: 0,
    rating: 3.8,
    stock: 1400,
    colors: [
      colour('yellow', 900, [
        ['50 sheets', 600],
        ['100 sheets', 300],
      ]),
      colour('pink', 300, [['50 sheets', 300]]),
      colour('skyBlue', 200, [
        ['50 sheets', 150],
        ['100 sheets', 0],
      ]),
    ],
  },
  {
    slug: 'weekly-desk-planner-pad-a4',
    code: 'NB-1007',
    category: 'notebooks-notepads',
    subCategory: 'notepads',
    seller: 'erbil',
    name: {
      en: 'Weekly Desk Planner Pad A4',
      ku: 'دەفتەری پلانی هەفتانەی مێز A4',
      ar: 'مفكرة تخطيط أسبوعية مكتبية A4',
    },
    description: {
      en: 'An undated weekly planner with 52 tear-off sheets, printed with a Kurdish, Arabic or English layout.',
      ku: 'پلانێکی هەفتانەی بێ بەروار بە 52 پەڕەی لێکراوە، بە شێوازی کوردی، عەرەبی یان ئینگلیزی چاپ دەکرێت.',
      ar: 'مفكرة تخطيط أسبوعية غير مؤرّخة تضم 52 ورقة قابلة للنزع، تُطبع بتصميم كردي أو عربي أو إنجليزي.',
    },
    price: '4.25',
    discount: 5,
    rating: 4.6,
    stock: 130,
    colors: [colour('white', 130, [['A4', 130]])],
  },

  // ── Stickers & labels ───────────────────────────────────────────────────────────────────────
  {
    slug: 'waterproof-vinyl-die-cut-stickers',
    code: 'ST-1001',
    category: 'stickers-labels',
    subCategory: 'die-cut-stickers',
    seller: 'erbil',
    name: {
      en: 'Waterproof Vinyl Die-Cut Stickers',
      ku: 'ستیکەری ڤینیلی دژە ئاوی بڕاو بە شێوە',
      ar: 'ستيكرات فينيل مقاومة للماء مقصوصة حسب الشكل',
    },
    description: {
      en: 'Cut precisely around the outline of your logo or illustration and printed on durable vinyl with a UV-resistant finish. Suitable for laptops, bottles and car windows.',
      ku: 'بە وردی بە دەوری هێڵی لۆگۆ یان وێنەکەتدا دەبڕدرێت و لەسەر ڤینیلی بەهێز بە ڕووکارێکی بەرگەگری تیشکی UV چاپ دەکرێت. گونجاوە بۆ لاپتۆپ، بوتڵ و جامی ئۆتۆمبێل.',
      ar: 'تُقصّ بدقة حول حدود شعارك أو رسمتك، وتُطبع على فينيل متين بطبقة نهائية مقاومة للأشعة فوق البنفسجية. مناسبة لأجهزة اللابتوب والقوارير ونوافذ السيارات.',
    },
    price: '0.40',
    discount: 0,
    rating: 4.8,
    stock: 3000,
    colors: [
      colour('white', 3000, [
        ['5x5 cm', 1500],
        ['7x7 cm', 1000],
        ['10x10 cm', 500],
      ]),
    ],
  },
  {
    slug: 'holographic-die-cut-stickers',
    code: 'ST-1002',
    category: 'stickers-labels',
    subCategory: 'die-cut-stickers',
    seller: 'baghdad',
    name: {
      en: 'Holographic Die-Cut Stickers',
      ku: 'ستیکەری هۆلۆگرامیی بڕاو بە شێوە',
      ar: 'ستيكرات هولوغرافية مقصوصة حسب الشكل',
    },
    description: {
      en: 'Rainbow holographic vinyl that shimmers as it catches the light — eye-catching for brands, gaming and events.',
      ku: 'ڤینیلی هۆلۆگرامی بە ڕەنگی پەلکەزێڕینە کە لە بەر ڕووناکیدا دەدرەوشێتەوە — سەرنجڕاکێشە بۆ براند، یاری و بۆنەکان.',
      ar: 'فينيل هولوغرافي بألوان قوس قزح يتلألأ عند سقوط الضوء عليه — لافت للنظر للعلامات التجارية والألعاب والفعاليات.',
    },
    price: '0.65',
    discount: 15,
    rating: 4.6,
    stock: 1200,
    colors: [
      colour('silver', 1200, [
        ['5x5 cm', 800],
        ['7x7 cm', 400],
      ]),
    ],
  },
  {
    slug: 'paper-product-roll-labels',
    code: 'ST-1003',
    category: 'stickers-labels',
    subCategory: 'roll-labels',
    seller: 'basra',
    name: {
      en: 'Paper Product Labels on Rolls',
      ku: 'لەیبڵی کاغەزیی بەرهەم لەسەر ڕۆڵ',
      ar: 'ملصقات ورقية للمنتجات على لفائف',
    },
    description: {
      en: 'Semi-gloss paper labels supplied on 76 mm cores for labelling machines or application by hand. Ideal for honey, pickles, spices and cosmetics.',
      ku: 'لەیبڵی کاغەزیی نیمچە بریقەدار لەسەر ڕۆڵی 76 ملم بۆ بەکارهێنان لەگەڵ ئامێری لەیبڵ لکاندن یان بە دەست. گونجاوە بۆ هەنگوین، تورشی، بەهارات و کاڵای جوانکاری.',
      ar: 'ملصقات ورقية نصف لامعة على بكرات بقطر 76 ملم للاستخدام مع آلات وضع الملصقات أو يدوياً. مثالية للعسل والمخللات والبهارات ومستحضرات التجميل.',
    },
    price: '18.00',
    discount: 10,
    rating: 4.3,
    stock: 550,
    colors: [
      colour('white', 400, [
        ['1000 pcs', 250],
        ['5000 pcs', 100],
      ]),
      colour('kraft', 150, [['1000 pcs', 150]]),
    ],
  },
  {
    slug: 'waterproof-bopp-bottle-labels',
    code: 'ST-1004',
    category: 'stickers-labels',
    subCategory: 'roll-labels',
    seller: 'erbil',
    name: {
      en: 'Waterproof BOPP Bottle Labels',
      ku: 'لەیبڵی دژە ئاوی BOPP بۆ بوتڵ',
      ar: 'ملصقات BOPP مقاومة للماء للقوارير',
    },
    description: {
      en: 'Oil- and water-resistant polypropylene labels for drinking water, juices and cleaning products. They stay readable in the fridge and in humid conditions.',
      ku: 'لەیبڵی پۆلیپرۆپیلینی بەرگەگری ئاو و ڕۆن بۆ ئاوی خواردنەوە، شەربەت و بەرهەمەکانی پاککردنەوە. لە سەلاجە و شوێنی شێداریشدا بە ئاسانی دەخوێندرێنەوە.',
      ar: 'ملصقات بولي بروبيلين مقاومة للزيت والماء لقوارير مياه الشرب والعصائر ومنتجات التنظيف. تبقى واضحة داخل الثلاجة وفي الأجواء الرطبة.',
    },
    price: '24.00',
    discount: 0,
    rating: 0,
    stock: 180,
    colors: [
      colour('white', 0, [['1000 pcs', 0]]),
      colour('clear', 180, [
        ['1000 pcs', 120],
        ['5000 pcs', 60],
      ]),
    ],
  },
  {
    slug: 'clear-shop-window-stickers',
    code: 'ST-1005',
    category: 'stickers-labels',
    subCategory: 'clear-stickers',
    seller: 'baghdad',
    name: {
      en: 'Clear Shop Window Stickers',
      ku: 'ستیکەری ڕوونی جامی دوکان',
      ar: 'ستيكرات شفافة لواجهات المحلات',
    },
    description: {
      en: 'Transparent vinyl with a white underprint so colours stay vivid on glass. Shows opening hours, logos and offers on doors and windows.',
      ku: 'ڤینیلی ڕوون بە چینێکی سپی لە ژێر چاپەکەوە بۆ ئەوەی ڕەنگەکان لەسەر شووشە گەش بمێننەوە. بۆ نیشاندانی کاتی کارکردن، لۆگۆ و داشکاندنەکان لەسەر دەرگا و پەنجەرە.',
      ar: 'فينيل شفاف مع طبقة بيضاء تحت الطباعة لتبقى الألوان زاهية على الزجاج. لعرض مواعيد العمل والشعارات والعروض على الأبواب والنوافذ.',
    },
    price: '8.00',
    discount: 0,
    rating: 4.1,
    stock: 90,
    colors: [
      colour('clear', 90, [
        ['30x40 cm', 50],
        ['50x70 cm', 40],
      ]),
    ],
  },
  {
    slug: 'clear-labels-jars-cosmetics',
    code: 'ST-1006',
    category: 'stickers-labels',
    subCategory: 'clear-stickers',
    seller: 'basra',
    name: {
      en: 'Clear Labels for Jars and Cosmetics',
      ku: 'لەیبڵی ڕوون بۆ دەفری شووشە و کاڵای جوانکاری',
      ar: 'ملصقات شفافة للبرطمانات ومستحضرات التجميل',
    },
    description: {
      en: 'A no-label look on glass and plastic containers, printed in full colour with optional white ink. Sold on sheets or rolls.',
      ku: 'ڕواڵەتێکی بێ لەیبڵ لەسەر دەفری شووشە و پلاستیک، بە ڕەنگاوڕەنگ و بە هەڵبژاردنی مەرەکەبی سپی چاپ دەکرێت. بە پەڕە یان ڕۆڵ دەفرۆشرێت.',
      ar: 'مظهر بلا ملصق على العبوات الزجاجية والبلاستيكية، تُطبع بالألوان الكاملة مع إمكانية إضافة الحبر الأبيض. تُباع على أوراق أو لفائف.',
    },
    price: '0.15',
    discount: 20,
    rating: 4.4,
    stock: 5000,
    colors: [
      colour('clear', 5000, [
        ['Sheet', 3000],
        ['Roll', 2000],
      ]),
    ],
  },
  {
    slug: 'a5-kiss-cut-sticker-sheets',
    code: 'ST-1007',
    category: 'stickers-labels',
    subCategory: 'sticker-sheets',
    seller: 'erbil',
    name: {
      en: 'A5 Kiss-Cut Sticker Sheets',
      ku: 'پەڕەی ستیکەری A5ی ئامادە بۆ هەڵکەندن',
      ar: 'أوراق ستيكرات A5 بقصّ سطحي',
    },
    description: {
      en: 'Several stickers on one A5 sheet, cut through the vinyl but not the backing so they peel off easily. Great for kids’ rewards and brand packs.',
      ku: 'چەند ستیکەرێک لەسەر یەک پەڕەی A5، تەنها چینی ڤینیلەکە دەبڕدرێت نەک پشتەکەی، بۆیە بە ئاسانی هەڵدەکەندرێن. زۆر باشن بۆ خەڵاتی منداڵان و پاکەتی براند.',
      ar: 'عدة ستيكرات على ورقة A5 واحدة، يُقصّ الفينيل دون الورقة الخلفية فتُنزع بسهولة. رائعة لمكافآت الأطفال وحزم العلامات التجارية.',
    },
    price: '1.10',
    discount: 0,
    rating: 4.9,
    stock: 600,
    colors: [
      colour('white', 600, [
        ['A5', 400],
        ['A4', 200],
      ]),
    ],
  },

  // ── Packaging & boxes ───────────────────────────────────────────────────────────────────────
  {
    slug: 'printed-corrugated-mailer-box',
    code: 'PK-1001',
    category: 'packaging-boxes',
    subCategory: 'mailer-boxes',
    seller: 'baghdad',
    name: {
      en: 'Printed Corrugated Mailer Box',
      ku: 'قوتووی کارتۆنی شەپۆلیی چاپکراو بۆ ناردن',
      ar: 'علبة شحن مطبوعة من الكرتون المموّج',
    },
    description: {
      en: 'A sturdy E-flute mailer that folds together without glue, printed outside in full colour. It makes online orders arrive looking like a gift.',
      ku: 'قوتوویەکی بەهێزی کارتۆنی شەپۆلی کە بێ چەسپ دەنوشتێتەوە، دەرەوەی بە ڕەنگاوڕەنگ چاپ دەکرێت. وا دەکات داواکارییە ئۆنلاینەکان وەک دیاری بگەن.',
      ar: 'علبة شحن متينة من الكرتون المموّج تُطوى دون لصق، مطبوعة من الخارج بالألوان الكاملة. تجعل الطلبات الإلكترونية تصل وكأنها هدية.',
    },
    price: '0.90',
    discount: 0,
    rating: 4.5,
    stock: 1800,
    colors: [
      colour('kraft', 1200, [
        ['20x15x5 cm', 600],
        ['30x20x10 cm', 400],
        ['40x30x15 cm', 200],
      ]),
      colour('white', 600, [
        ['20x15x5 cm', 300],
        ['30x20x10 cm', 300],
      ]),
    ],
  },
  {
    slug: 'rigid-gift-box-magnetic-lid',
    code: 'PK-1002',
    category: 'packaging-boxes',
    subCategory: 'product-boxes',
    seller: 'erbil',
    name: {
      en: 'Rigid Gift Box with Magnetic Lid',
      ku: 'قوتووی دیاریی ڕەق بە قەپاغی موگناتیسی',
      ar: 'علبة هدايا صلبة بغطاء مغناطيسي',
    },
    description: {
      en: 'A luxury 2 mm greyboard box wrapped in coloured paper, with a magnetic flap and a foil-stamped logo. Used for perfumes, watches and corporate gifts.',
      ku: 'قوتوویەکی شکۆداری کارتۆنی 2 ملم کە بە کاغەزی ڕەنگاوڕەنگ داپۆشراوە، قەپاغی موگناتیسی و لۆگۆی فۆیڵی هەیە. بۆ عەتر، کاتژمێر و دیاریی کۆمپانیاکان بەکاردێت.',
      ar: 'علبة فاخرة من الكرتون الرمادي بسماكة 2 ملم مغلّفة بورق ملوّن، بغطاء مغناطيسي وشعار مطبوع بالفويل. تُستخدم للعطور والساعات وهدايا الشركات.',
    },
    price: '3.75',
    discount: 10,
    rating: 4.9,
    stock: 450,
    colors: [
      colour('black', 300, [
        ['Small', 150],
        ['Medium', 100],
        ['Large', 50],
      ]),
      colour('white', 150, [
        ['Small', 100],
        ['Medium', 50],
      ]),
      colour('navy', 0, [['Small', 0]]),
    ],
  },
  {
    slug: 'folding-carton-product-box',
    code: 'PK-1003',
    category: 'packaging-boxes',
    subCategory: 'product-boxes',
    seller: 'basra',
    name: {
      en: 'Folding Carton Product Box',
      ku: 'قوتووی بەرهەمی کارتۆنی نوشتاوە',
      ar: 'علبة منتج من الكرتون القابل للطي',
    },
    description: {
      en: 'A 350 gsm folding carton with tuck-end closures for cosmetics, medicines and small electronics. Offset-printed and die-cut to your dimensions.',
      ku: 'کارتۆنی نوشتاوەی 350 گرام بە داخستنی سەر و بن بۆ کاڵای جوانکاری، دەرمان و ئامێرە ئەلیکترۆنییە بچووکەکان. بە ئۆفسێت چاپ دەکرێت و بەپێی قەبارەی خۆت دەبڕدرێت.',
      ar: 'كرتون قابل للطي 350 غرام بإغلاق من الطرفين لمستحضرات التجميل والأدوية والأجهزة الإلكترونية الصغيرة. يُطبع بالأوفست ويُقصّ حسب المقاسات التي تحددها.',
    },
    price: '0.32',
    discount: 0,
    rating: 4.0,
    stock: 5000,
    colors: [colour('white', 5000)],
  },
  {
    slug: 'kraft-bag-twisted-handles',
    code: 'PK-1004',
    category: 'packaging-boxes',
    subCategory: 'paper-bags',
    seller: 'erbil',
    name: {
      en: 'Kraft Paper Bag with Twisted Handles',
      ku: 'کیسەی کاغەزیی کرافت بە دەسکی بادراو',
      ar: 'كيس ورقي كرافت بمقابض مبرومة',
    },
    description: {
      en: 'A strong 120 gsm kraft bag with twisted paper handles, printed in one or two colours. A practical shopping bag for boutiques, bakeries and pharmacies.',
      ku: 'کیسەیەکی بەهێزی کرافتی 120 گرام بە دەسکی کاغەزیی بادراو، بە یەک یان دوو ڕەنگ چاپ دەکرێت. کیسەیەکی بەکەڵکە بۆ بوتیک، نانەوایی و دەرمانخانەکان.',
      ar: 'كيس كرافت متين 120 غرام بمقابض ورقية مبرومة، يُطبع بلون أو لونين. كيس تسوّق عملي للبوتيكات والمخابز والصيدليات.',
    },
    price: '0.55',
    discount: 15,
    rating: 4.3,
    stock: 3000,
    colors: [
      colour('kraft', 2000, [
        ['S', 800],
        ['M', 800],
        ['L', 400],
      ]),
      colour('white', 1000, [
        ['S', 400],
        ['M', 400],
        ['L', 200],
      ]),
    ],
  },
  {
    slug: 'luxury-rope-handle-bag',
    code: 'PK-1005',
    category: 'packaging-boxes',
    subCategory: 'paper-bags',
    seller: 'baghdad',
    name: {
      en: 'Luxury Laminated Bag with Rope Handles',
      ku: 'کیسەی شکۆداری سێلۆفانکراو بە دەسکی پەت',
      ar: 'كيس فاخر مغلّف بمقابض من الحبال',
    },
    description: {
      en: 'A thick 210 gsm art paper bag with matte lamination, cotton rope handles and a reinforced base. The finishing touch for fashion and jewellery shops.',
      ku: 'کیسەیەکی کاغەزیی ئەستووری 210 گرام بە سێلۆفانی مات، دەسکی پەتی لۆکە و بنێکی بەهێزکراو. تەواوکەرێکی جوانە بۆ دوکانی جلوبەرگ و زێڕنگرەکان.',
      ar: 'كيس من الورق الفني السميك 210 غرام بتغليف مطفي ومقابض من حبال قطنية وقاعدة مقوّاة. اللمسة الأخيرة لمحلات الأزياء والمجوهرات.',
    },
    price: '1.40',
    discount: 0,
    rating: 4.7,
    stock: 950,
    colors: [
      colour('black', 500, [
        ['S', 200],
        ['M', 200],
        ['L', 100],
      ]),
      colour('white', 300, [
        ['M', 200],
        ['L', 100],
      ]),
      colour('pink', 150, [
        ['S', 100],
        ['M', 50],
      ]),
      colour('navy', 0, [
        ['M', 0],
        ['L', 0],
      ]),
    ],
  },
  {
    slug: 'printed-pizza-box',
    code: 'PK-1006',
    category: 'packaging-boxes',
    subCategory: 'food-packaging',
    seller: 'basra',
    name: {
      en: 'Printed Pizza Box',
      ku: 'قوتووی پیتزای چاپکراو',
      ar: 'علبة بيتزا مطبوعة',
    },
    description: {
      en: 'A food-safe corrugated pizza box with ventilation holes, printed in one to three colours with your restaurant logo and phone number.',
      ku: 'قوتووی پیتزای کارتۆنی شەپۆلی کە بۆ خواردن سەلامەتە و کونی هەواگۆڕکێی هەیە، لۆگۆ و ژمارەی تەلەفۆنی چێشتخانەکەتی بە یەک تا سێ ڕەنگ لەسەر چاپ دەکرێت.',
      ar: 'علبة بيتزا من الكرتون المموّج آمنة على الطعام مع فتحات تهوية، يُطبع عليها شعار مطعمك ورقم هاتفه بلون إلى ثلاثة ألوان.',
    },
    price: '0.28',
    discount: 0,
    rating: 3.9,
    stock: 6500,
    colors: [
      colour('white', 4000, [
        ['26 cm', 1500],
        ['30 cm', 1500],
        ['36 cm', 1000],
      ]),
      colour('kraft', 2500, [
        ['30 cm', 2000],
        ['36 cm', 500],
      ]),
    ],
  },
  {
    slug: 'branded-paper-coffee-cups',
    code: 'PK-1007',
    category: 'packaging-boxes',
    subCategory: 'food-packaging',
    seller: 'baghdad',
    name: {
      en: 'Branded Double-Wall Paper Coffee Cups',
      ku: 'کوپی کاغەزیی قاوەی دوو دیوار بە براندی خۆت',
      ar: 'أكواب قهوة ورقية مزدوجة الجدار بعلامتك التجارية',
    },
    description: {
      en: "Double-wall paper cups that stay comfortable to hold, printed with your café's logo. Matching lids are available; minimum order 1,000 cups.",
      ku: 'کوپی کاغەزیی دوو دیوار کە بە دەستەوە گەرم نابێت، لۆگۆی کافێکەتی لەسەر چاپ دەکرێت. قەپاغی گونجاویشی هەیە؛ کەمترین داواکاری 1,000 کوپە.',
      ar: 'أكواب ورقية مزدوجة الجدار تبقى مريحة عند الإمساك بها، يُطبع عليها شعار مقهاك. تتوفر أغطية مناسبة لها، والحد الأدنى للطلب 1,000 كوب.',
    },
    price: '0.12',
    discount: 0,
    rating: 4.6,
    stock: 26000,
    colors: [
      colour('white', 20000, [
        ['8 oz', 12000],
        ['12 oz', 8000],
      ]),
      colour('black', 6000, [
        ['8 oz', 4000],
        ['12 oz', 2000],
      ]),
      colour('kraft', 0, [['8 oz', 0]]),
    ],
  },

  // ── Calendars & planners ────────────────────────────────────────────────────────────────────
  {
    slug: 'a3-wall-calendar-12-pages',
    code: 'CL-1001',
    category: 'calendars-planners',
    subCategory: 'wall-calendars',
    seller: 'erbil',
    name: {
      en: 'A3 Wall Calendar, 12 Pages',
      ku: 'ڕۆژژمێری دیواریی A3، 12 لاپەڕە',
      ar: 'تقويم حائطي A3 من 12 صفحة',
    },
    description: {
      en: 'One month per page with your own photos, wire-bound with a hanger. Gregorian dates with month names in Kurdish, Arabic and English.',
      ku: 'هەر لاپەڕەیەک مانگێکە لەگەڵ وێنەکانی خۆت، بە سپیراڵی کانزایی و هەڵواسەرەوە. بەروارەکان زایینین و ناوی مانگەکان بە کوردی، عەرەبی و ئینگلیزی نووسراون.',
      ar: 'شهر واحد في كل صفحة مع صورك الخاصة، مجلّد بسلك معدني مع علّاقة. تواريخ ميلادية مع أسماء الأشهر بالكردية والعربية والإنجليزية.',
    },
    price: '4.80',
    discount: 20,
    rating: 4.5,
    stock: 350,
    colors: [
      colour('white', 350, [
        ['A3', 250],
        ['A4', 100],
      ]),
    ],
  },
  {
    slug: 'yearly-wall-planner-poster',
    code: 'CL-1002',
    category: 'calendars-planners',
    subCategory: 'wall-calendars',
    seller: 'baghdad',
    name: {
      en: 'Yearly Wall Planner Poster',
      ku: 'پۆستەری پلانی ساڵانەی دیوار',
      ar: 'ملصق تخطيط سنوي حائطي',
    },
    description: {
      en: 'The whole year on one 70×50 cm sheet with space for notes, holidays and deadlines. The laminated version works with whiteboard markers.',
      ku: 'هەموو ساڵ لەسەر یەک پەڕەی 70×50 سم بە شوێنی تێبینی، پشووەکان و وادەکان. جۆری سێلۆفانکراوی بە ماژیکی تەختەی سپی بەکاردێت.',
      ar: 'السنة كاملة على ورقة واحدة بمقاس 70×50 سم مع مساحة للملاحظات والعطل والمواعيد النهائية. تصلح النسخة المغلّفة للكتابة بأقلام السبورة البيضاء.',
    },
    price: '2.20',
    discount: 0,
    rating: 3.4,
    stock: 200,
    colors: [
      colour('white', 200, [
        ['Paper', 120],
        ['Laminated', 80],
      ]),
    ],
  },
  {
    slug: 'tent-desk-calendar',
    code: 'CL-1003',
    category: 'calendars-planners',
    subCategory: 'desk-calendars',
    seller: 'basra',
    name: {
      en: 'Tent Desk Calendar with Notes Area',
      ku: 'ڕۆژژمێری مێزی سێگۆشەیی بە شوێنی تێبینی',
      ar: 'تقويم مكتبي على شكل خيمة مع مساحة للملاحظات',
    },
    description: {
      en: 'A self-standing desk calendar on a 600 gsm board base with 13 full-colour pages. Your logo stays in view on every client’s desk all year.',
      ku: 'ڕۆژژمێرێکی مێز کە بە خۆی ڕادەوەستێت، لەسەر بنکەیەکی کارتۆنی 600 گرام بە 13 لاپەڕەی ڕەنگاوڕەنگ. لۆگۆکەت هەموو ساڵ لەسەر مێزی کڕیارەکانت دیار دەبێت.',
      ar: 'تقويم مكتبي قائم بذاته على قاعدة من الكرتون 600 غرام مع 13 صفحة ملوّنة. يبقى شعارك ظاهراً على مكتب كل عميل طوال العام.',
    },
    price: '3.60',
    discount: 0,
    rating: 4.4,
    stock: 550,
    colors: [
      colour('white', 450, [
        ['A5', 300],
        ['DL', 150],
      ]),
      colour('kraft', 100, [['A5', 100]]),
    ],
  },
  {
    slug: 'perpetual-wooden-block-calendar',
    code: 'CL-1004',
    category: 'calendars-planners',
    subCategory: 'desk-calendars',
    seller: 'erbil',
    name: {
      en: 'Perpetual Wooden Block Calendar',
      ku: 'ڕۆژژمێری داریی هەمیشەیی',
      ar: 'تقويم خشبي دائم بالمكعبات',
    },
    description: {
      en: 'A wooden base with turning cubes for the day and month, so it never goes out of date. The logo is laser-engraved on the front.',
      ku: 'بنکەیەکی داری بە مکەعەبی سووڕاوە بۆ ڕۆژ و مانگ، بۆیە هەرگیز بەسەرناچێت. لۆگۆ بە لەیزەر لەسەر ڕووی پێشەوە هەڵدەکۆڵرێت.',
      ar: 'قاعدة خشبية مع مكعبات دوّارة لليوم والشهر، فلا يصبح قديماً أبداً. يُحفر الشعار بالليزر على الواجهة الأمامية.',
    },
    price: '7.90',
    discount: 0,
    rating: 0,
    stock: 75,
    colors: [colour('wood', 75), colour('black', 0)],
  },
  {
    slug: 'a5-dated-hardcover-diary',
    code: 'CL-1005',
    category: 'calendars-planners',
    subCategory: 'diaries-planners',
    seller: 'baghdad',
    name: {
      en: 'A5 Dated Hardcover Diary',
      ku: 'ئەجێندای بەرواردار A5 بە بەرگی ڕەق',
      ar: 'أجندة مؤرّخة A5 بغلاف مقوّى',
    },
    description: {
      en: 'A hardcover diary with one day per page, marked with the public holidays of Iraq and the Kurdistan Region. Ribbon marker and gilded page edges.',
      ku: 'ئەجێندایەکی بەرگ ڕەق کە هەر ڕۆژێک لاپەڕەیەکی هەیە و پشووە فەرمییەکانی عێراق و هەرێمی کوردستانی تێدا دیاری کراوە. نیشانەی قوماش و لێواری زێڕینی لاپەڕەکانی هەیە.',
      ar: 'أجندة بغلاف مقوّى بصفحة لكل يوم، مُدرجة فيها العطل الرسمية في العراق وإقليم كردستان. مع شريط للعلامة وحواف صفحات مذهّبة.',
    },
    price: '6.75',
    discount: 25,
    rating: 4.7,
    stock: 410,
    colors: [
      colour('black', 180, [['A5', 180]]),
      colour('navy', 140, [['A5', 140]]),
      colour('burgundy', 90, [['A5', 90]]),
    ],
  },
  {
    slug: 'undated-weekly-planner-b5',
    code: 'CL-1006',
    category: 'calendars-planners',
    subCategory: 'diaries-planners',
    seller: 'basra',
    name: {
      en: 'Undated Weekly Planner B5',
      ku: 'ئەجێندای هەفتانەی بێ بەروار B5',
      ar: 'مخطط أسبوعي غير مؤرّخ B5',
    },
    description: {
      en: 'Start in any month: 52 undated weekly spreads, goal pages and a yearly overview in a soft-touch cover.',
      ku: 'لە هەر مانگێکەوە دەست پێبکە: 52 دوو لاپەڕەی هەفتانەی بێ بەروار، لاپەڕەی ئامانجەکان و پوختەی ساڵانە، لە ناو بەرگێکی نەرمدا.',
      ar: 'ابدأ من أي شهر: 52 صفحة مزدوجة أسبوعية غير مؤرّخة وصفحات للأهداف ونظرة عامة على السنة، بغلاف ناعم الملمس.',
    },
    price: '5.20',
    discount: 0,
    rating: 4.1,
    stock: 180,
    colors: [colour('pink', 60), colour('skyBlue', 70), colour('grey', 50)],
  },
  {
    slug: 'dual-date-wall-calendar',
    code: 'CL-1007',
    category: 'calendars-planners',
    subCategory: 'wall-calendars',
    seller: 'baghdad',
    name: {
      en: 'Dual-Date Wall Calendar (Hijri & Gregorian)',
      ku: 'ڕۆژژمێری دیواریی دوو بەروار (کۆچی و زایینی)',
      ar: 'تقويم حائطي بتاريخين (هجري وميلادي)',
    },
    description: {
      en: "Every day shows both the Hijri and the Gregorian date, with your company's advertisement on every page. Printed on 170 gsm gloss paper in A3 or A2.",
      ku: 'هەر ڕۆژێک بەرواری کۆچی و زایینی پێکەوە نیشان دەدات، ڕیکلامی کۆمپانیاکەت لەسەر هەموو لاپەڕەیەک دەبێت. لەسەر کاغەزی بریقەداری 170 گرام بە قەبارەی A3 یان A2 چاپ دەکرێت.',
      ar: 'يعرض كل يوم التاريخين الهجري والميلادي معاً، مع إعلان شركتك على كل صفحة. يُطبع على ورق لامع 170 غرام بمقاس A3 أو A2.',
    },
    price: '3.95',
    discount: 0,
    rating: 4.3,
    stock: 520,
    colors: [
      colour('white', 520, [
        ['A3', 400],
        ['A2', 120],
      ]),
    ],
  },

  // ── Tote & promotional bags ─────────────────────────────────────────────────────────────────
  {
    slug: 'cotton-tote-bag-38x42',
    code: 'TB-1001',
    category: 'tote-bags',
    subCategory: 'cotton-tote-bags',
    seller: 'erbil',
    name: {
      en: 'Cotton Tote Bag 38×42 cm',
      ku: 'جانتای لۆکەی 38×42 سم',
      ar: 'حقيبة قطنية 38×42 سم',
    },
    description: {
      en: 'A natural 140 gsm cotton bag with long handles that fit over the shoulder, screen-printed with your logo on one or both sides.',
      ku: 'جانتایەکی لۆکەی سروشتی 140 گرام بە دەسکی درێژ کە لەسەر شان هەڵدەگیرێت، لۆگۆکەت بە سیلک سکرین لەسەر یەک ڕوو یان هەردوو ڕووی چاپ دەکرێت.',
      ar: 'حقيبة من القطن الطبيعي 140 غرام بمقابض طويلة تُحمل على الكتف، يُطبع شعارك عليها بالشاشة الحريرية على وجه واحد أو على الوجهين.',
    },
    price: '1.60',
    discount: 0,
    rating: 4.6,
    stock: 1700,
    colors: [colour('natural', 900), colour('black', 500), colour('navy', 300), colour('red', 0)],
  },
  {
    slug: 'heavy-canvas-tote-gusset',
    code: 'TB-1002',
    category: 'tote-bags',
    subCategory: 'cotton-tote-bags',
    seller: 'baghdad',
    name: {
      en: 'Heavy Canvas Tote with Gusset',
      ku: 'جانتای کانڤاسی ئەستوور بە بنی فراوان',
      ar: 'حقيبة كانفاس سميكة بقاعدة عريضة',
    },
    description: {
      en: 'Durable 340 gsm canvas with a 10 cm gusset and an inner pocket — it carries laptops, books and groceries. Printed or embroidered.',
      ku: 'کانڤاسی بەهێزی 340 گرام بە بنێکی 10 سم فراوان و گیرفانێکی ناوەوە — لاپتۆپ، کتێب و کەلوپەلی بازاڕی تێدا جێ دەبێتەوە. چاپ یان گوڵدۆزی دەکرێت.',
      ar: 'قماش كانفاس متين 340 غرام بقاعدة بعرض 10 سم وجيب داخلي — تتسع للابتوب والكتب ومشتريات البقالة. تُطبع أو تُطرّز.',
    },
    price: '4.40',
    discount: 10,
    rating: 4.8,
    stock: 550,
    colors: [colour('natural', 250), colour('black', 180), colour('khaki', 120)],
  },
  {
    slug: 'non-woven-shopping-bag',
    code: 'TB-1003',
    category: 'tote-bags',
    subCategory: 'non-woven-bags',
    seller: 'basra',
    name: {
      en: 'Non-Woven Shopping Bag',
      ku: 'جانتای بازاڕی نەچنراو',
      ar: 'حقيبة تسوّق غير منسوجة',
    },
    description: {
      en: 'A reusable 80 gsm polypropylene bag with heat-sealed seams — an economical alternative to plastic bags for supermarkets and pharmacies.',
      ku: 'جانتایەکی 80 گرامی پۆلیپرۆپیلین کە چەند جار بەکاردێتەوە و دروومانەکانی بە گەرما لکێنراون؛ جێگرەوەیەکی هەرزانە بۆ کیسەی نایلۆن لە سوپەرمارکێت و دەرمانخانەکان.',
      ar: 'حقيبة من البولي بروبيلين 80 غرام قابلة لإعادة الاستخدام بدرزات ملحومة حرارياً، بديل اقتصادي للأكياس البلاستيكية في المتاجر الكبرى والصيدليات.',
    },
    price: '0.45',
    discount: 20,
    rating: 3.9,
    stock: 7500,
    colors: [
      colour('white', 3000),
      colour('blue', 2000),
      colour('green', 1500),
      colour('red', 1000),
    ],
  },
  {
    slug: 'laminated-non-woven-gift-bag',
    code: 'TB-1004',
    category: 'tote-bags',
    subCategory: 'non-woven-bags',
    seller: 'erbil',
    name: {
      en: 'Laminated Non-Woven Gift Bag',
      ku: 'جانتای دیاریی نەچنراوی سێلۆفانکراو',
      ar: 'حقيبة هدايا غير منسوجة مغلّفة',
    },
    description: {
      en: 'A glossy laminated surface that allows photo-quality full-colour printing, with a firm base insert. Popular at exhibitions and conferences.',
      ku: 'ڕووکارێکی سێلۆفانکراوی بریقەدار کە ڕێگە بە چاپی ڕەنگاوڕەنگ بە کوالیتیی وێنە دەدات، لەگەڵ تەختەیەکی ڕەق لە بنەوە. لە پێشانگا و کۆنفرانسەکاندا خوازراوە.',
      ar: 'سطح لامع مغلّف يتيح طباعة ملوّنة بجودة الصور، مع قاعدة داخلية صلبة. مطلوبة في المعارض والمؤتمرات.',
    },
    price: '1.25',
    discount: 0,
    rating: 4.2,
    stock: 800,
    colors: [
      colour('white', 800, [
        ['30x40 cm', 500],
        ['40x50 cm', 300],
      ]),
    ],
  },
  {
    slug: 'polyester-drawstring-backpack',
    code: 'TB-1005',
    category: 'tote-bags',
    subCategory: 'drawstring-bags',
    seller: 'baghdad',
    name: {
      en: 'Polyester Drawstring Backpack',
      ku: 'جانتای پشتی پۆلیستەر بە بەن',
      ar: 'حقيبة ظهر بوليستر برباط',
    },
    description: {
      en: 'A light 210D polyester backpack with cord straps and reinforced corners. A favourite for marathons, schools and sports teams.',
      ku: 'جانتای پشتی سووکی پۆلیستەری 210D بە بەندی بەن و گۆشەی بەهێزکراو. هەڵبژاردەیەکی خۆشەویستە بۆ ماراتۆن، قوتابخانە و تیمە وەرزشییەکان.',
      ar: 'حقيبة ظهر خفيفة من البوليستر 210D بأحزمة حبلية وزوايا مقوّاة. خيار مفضّل للماراثونات والمدارس والفرق الرياضية.',
    },
    price: '1.10',
    discount: 0,
    rating: 4.0,
    stock: 1600,
    colors: [colour('black', 700), colour('red', 400), colour('blue', 500), colour('yellow', 0)],
  },
  {
    slug: 'cotton-drawstring-bag',
    code: 'TB-1006',
    category: 'tote-bags',
    subCategory: 'drawstring-bags',
    seller: 'basra',
    name: {
      en: 'Cotton Drawstring Bag',
      ku: 'جانتای بەنداری لۆکە',
      ar: 'حقيبة قطنية برباط',
    },
    description: {
      en: 'A natural cotton gym sack printed with eco-friendly water-based inks. Ideal for conferences and gift packs.',
      ku: 'جانتایەکی لۆکەی سروشتی بۆ وەرزش، بە مەرەکەبی ئاویی دۆستی ژینگە چاپ دەکرێت. گونجاوە بۆ کۆنفرانس و پاکەتی دیاری.',
      ar: 'حقيبة رياضية من القطن الطبيعي، تُطبع بأحبار مائية صديقة للبيئة. مثالية للمؤتمرات وحزم الهدايا.',
    },
    price: '1.85',
    discount: 0,
    rating: 4.5,
    stock: 500,
    colors: [colour('natural', 350), colour('black', 150)],
  },
  {
    slug: 'jute-shopping-bag-cotton-handles',
    code: 'TB-1007',
    category: 'tote-bags',
    subCategory: 'jute-bags',
    seller: 'erbil',
    name: {
      en: 'Jute Shopping Bag with Cotton Handles',
      ku: 'جانتای گوونی بە دەسکی لۆکە',
      ar: 'حقيبة تسوّق من الجوت بمقابض قطنية',
    },
    description: {
      en: 'A sturdy natural jute bag with a laminated inner lining and padded cotton handles. Printed in one colour; a premium eco-friendly gift.',
      ku: 'جانتایەکی بەهێزی گوونیی سروشتی بە چینی ناوەوەی سێلۆفانکراو و دەسکی لۆکەی نەرم. بە یەک ڕەنگ چاپ دەکرێت؛ دیارییەکی نایابی دۆستی ژینگەیە.',
      ar: 'حقيبة متينة من الجوت الطبيعي ببطانة داخلية مغلّفة ومقابض قطنية مبطّنة. تُطبع بلون واحد، وهي هدية فاخرة صديقة للبيئة.',
    },
    price: '3.20',
    discount: 0,
    rating: 4.4,
    stock: 220,
    colors: [
      colour('natural', 220, [
        ['Medium', 150],
        ['Large', 70],
      ]),
    ],
  },

  // ── Caps & hats ─────────────────────────────────────────────────────────────────────────────
  {
    slug: 'embroidered-cotton-baseball-cap',
    code: 'CP-1001',
    category: 'caps-hats',
    subCategory: 'baseball-caps',
    seller: 'baghdad',
    name: {
      en: 'Embroidered Cotton Baseball Cap',
      ku: 'کڵاوی بەیسبۆڵی لۆکە بە گوڵدۆزی',
      ar: 'قبعة بيسبول قطنية مطرّزة',
    },
    description: {
      en: 'A six-panel brushed cotton cap with a curved peak and a metal buckle. Your logo is embroidered on the front in up to 8 thread colours.',
      ku: 'کڵاوێکی شەش پارچەی لۆکەی نەرم بە لێوارێکی چەماوە و قەفڵێکی کانزایی. لۆگۆکەت لە پێشەوە تا 8 ڕەنگی دەزوو گوڵدۆزی دەکرێت.',
      ar: 'قبعة من القطن المصقول بستّ قطع وحافة منحنية وإبزيم معدني. يُطرَّز شعارك على الواجهة بما يصل إلى 8 ألوان من الخيوط.',
    },
    price: '3.90',
    discount: 0,
    rating: 4.6,
    stock: 1100,
    colors: [colour('black', 400), colour('navy', 300), colour('white', 250), colour('red', 150)],
  },
  {
    slug: 'sandwich-peak-cap',
    code: 'CP-1002',
    category: 'caps-hats',
    subCategory: 'baseball-caps',
    seller: 'erbil',
    name: {
      en: 'Sandwich Peak Cap',
      ku: 'کڵاوی بەیسبۆڵی لێوار دوو ڕەنگ',
      ar: 'قبعة بيسبول بحافة مزدوجة اللون',
    },
    description: {
      en: 'A heavy cotton cap with a contrasting stripe along the peak for a sporty look at matches and events. Adjustable Velcro strap.',
      ku: 'کڵاوێکی لۆکەی ئەستوور بە هێڵێکی ڕەنگ جیاواز بە درێژایی لێوارەکەی، ڕواڵەتێکی وەرزشی بۆ یاری و بۆنەکان. بەندێکی ڤێلکرۆی هەیە کە قەبارەکەی دەگۆڕدرێت.',
      ar: 'قبعة قطنية سميكة بخط بلون مغاير على طول الحافة لمظهر رياضي في المباريات والفعاليات. حزام فيلكرو قابل للتعديل.',
    },
    price: '4.60',
    discount: 15,
    rating: 4.2,
    stock: 210,
    colors: [colour('navy', 120), colour('black', 90), colour('grey', 0)],
  },
  {
    slug: 'trucker-mesh-cap',
    code: 'CP-1003',
    category: 'caps-hats',
    subCategory: 'trucker-caps',
    seller: 'basra',
    name: {
      en: 'Trucker Mesh Cap',
      ku: 'کڵاوی تۆڕداری تراکەر',
      ar: 'قبعة تراكر شبكية',
    },
    description: {
      en: 'A foam front panel for bright full-colour printing and a breathable mesh back for hot days. Snapback closure.',
      ku: 'بەشی پێشەوەی فۆمە بۆ چاپی ڕەنگاوڕەنگی گەش و پشتەکەی تۆڕی هەواگۆڕە بۆ ڕۆژە گەرمەکان. لە پشتەوە بە دوگمەی پلاستیکی دادەخرێت.',
      ar: 'لوحة أمامية من الإسفنج لطباعة ملوّنة زاهية وظهر شبكي يسمح بمرور الهواء في الأيام الحارة. إغلاق خلفي بأزرار كبس.',
    },
    price: '2.90',
    discount: 0,
    rating: 3.8,
    stock: 540,
    colors: [colour('white', 200), colour('black', 260), colour('red', 80), colour('blue', 0)],
  },
  {
    slug: 'cotton-bucket-hat',
    code: 'CP-1004',
    category: 'caps-hats',
    subCategory: 'bucket-hats',
    seller: 'baghdad',
    name: {
      en: 'Cotton Bucket Hat',
      ku: 'کڵاوی بەکێتی لۆکە',
      ar: 'قبعة باكيت قطنية',
    },
    description: {
      en: 'A soft cotton twill bucket hat with an all-round brim and eyelet vents — sun protection for summer festivals and school trips.',
      ku: 'کڵاوێکی بەکێتی لۆکەی نەرم بە لێوارێک بە هەموو دەوریدا و کونی هەواگۆڕ — پارێزەر لە خۆر بۆ فێستیڤاڵی هاوین و گەشتی قوتابخانە.',
      ar: 'قبعة باكيت من قماش القطن الناعم بحافة دائرية كاملة وفتحات تهوية — حماية من الشمس لمهرجانات الصيف والرحلات المدرسية.',
    },
    price: '3.30',
    discount: 0,
    rating: 4.0,
    stock: 310,
    colors: [
      colour('khaki', 140, [
        ['M', 70],
        ['L', 70],
      ]),
      colour('white', 80, [
        ['M', 40],
        ['L', 40],
      ]),
      colour('black', 90, [
        ['M', 50],
        ['L', 40],
      ]),
    ],
  },
  {
    slug: 'reversible-printed-bucket-hat',
    code: 'CP-1005',
    category: 'caps-hats',
    subCategory: 'bucket-hats',
    seller: 'erbil',
    name: {
      en: 'Reversible Printed Bucket Hat',
      ku: 'کڵاوی بەکێتی دوو ڕوو',
      ar: 'قبعة باكيت مطبوعة بوجهين',
    },
    description: {
      en: 'An all-over sublimation print on one side and a plain colour on the other, so one hat gives two looks.',
      ku: 'لایەکی بە تەواوی بە سەبلیمەیشن چاپ دەکرێت و لایەکەی تری ڕەنگێکی سادەیە، بۆیە یەک کڵاو دوو ڕواڵەت دەدات.',
      ar: 'طباعة كاملة بالتسامي الحراري على وجه ولون سادة على الوجه الآخر، فتمنحك قبعة واحدة مظهرين.',
    },
    price: '6.20',
    discount: 30,
    rating: 4.5,
    stock: 75,
    colors: [
      colour('black', 45, [
        ['M', 25],
        ['L', 20],
      ]),
      colour('white', 30, [
        ['M', 0],
        ['L', 30],
      ]),
    ],
  },
  {
    slug: 'knitted-beanie-turn-up',
    code: 'CP-1006',
    category: 'caps-hats',
    subCategory: 'beanies',
    seller: 'erbil',
    name: {
      en: 'Knitted Beanie with Turn-Up',
      ku: 'کڵاوی چنراوی زستانە بە لێواری قەدکراو',
      ar: 'قبعة صوفية محبوكة بحافة مطوية',
    },
    description: {
      en: 'A warm double-layer acrylic beanie with an embroidered logo or a woven label on the cuff. A must for winter staff uniforms in the mountains.',
      ku: 'کڵاوێکی گەرمی دوو چینی ئەکرێلیک بە لۆگۆی گوڵدۆزیکراو یان لەیبڵی چنراو لەسەر لێوارەکەی. پێویستە بۆ جلی زستانەی کارمەندان لە ناوچە شاخاوییەکان.',
      ar: 'قبعة دافئة مزدوجة الطبقة من الأكريليك مع شعار مطرّز أو ملصق منسوج على الحافة. ضرورية لزيّ الموظفين الشتوي في المناطق الجبلية.',
    },
    price: '2.70',
    discount: 0,
    rating: 4.7,
    stock: 620,
    colors: [colour('black', 300), colour('grey', 200), colour('burgundy', 120), colour('navy', 0)],
  },
  {
    slug: 'pom-pom-winter-beanie',
    code: 'CP-1007',
    category: 'caps-hats',
    subCategory: 'beanies',
    seller: 'baghdad',
    name: {
      en: 'Pom-Pom Winter Beanie',
      ku: 'کڵاوی زستانە بە تۆپەڵەی خوری',
      ar: 'قبعة شتوية بكرة صوفية',
    },
    description: {
      en: 'A cosy knitted beanie topped with a fluffy pom-pom, with a jacquard-knitted logo. Great for ski resorts, schools and winter campaigns.',
      ku: 'کڵاوێکی چنراوی گەرم و نەرم کە تۆپەڵەیەکی خوری لەسەرە و لۆگۆکە لە کاتی چنیندا تێیدا دروست دەکرێت. گونجاوە بۆ شوێنەکانی سکی، قوتابخانە و کەمپەینە زستانەییەکان.',
      ar: 'قبعة محبوكة دافئة تعلوها كرة صوفية ناعمة، مع شعار منسوج بتقنية الجاكار. مثالية لمنتجعات التزلج والمدارس والحملات الشتوية.',
    },
    price: '3.40',
    discount: 0,
    rating: 4.2,
    stock: 150,
    colors: [colour('red', 90), colour('white', 60), colour('navy', 0)],
  },

  // ── Envelopes & letterheads ─────────────────────────────────────────────────────────────────
  {
    slug: 'dl-window-envelopes',
    code: 'EN-1001',
    category: 'envelopes-letterheads',
    subCategory: 'envelopes',
    seller: 'baghdad',
    name: {
      en: 'DL Window Envelopes',
      ku: 'زەرفی DL بە پەنجەرە',
      ar: 'أظرف DL بنافذة',
    },
    description: {
      en: 'Envelopes of 110×220 mm with a clear address window and a peel-and-seal strip, printed with your logo and sender address.',
      ku: 'زەرفی 110×220 ملم بە پەنجەرەیەکی ڕوون بۆ ناونیشان و هێڵی چەسپی ئامادە، لۆگۆ و ناونیشانی نێرەری لەسەر چاپ دەکرێت.',
      ar: 'أظرف بمقاس 110×220 ملم بنافذة شفافة للعنوان وشريط لاصق جاهز، يُطبع عليها شعارك وعنوان المرسل.',
    },
    price: '0.14',
    discount: 0,
    rating: 4.2,
    stock: 10000,
    colors: [colour('white', 10000)],
  },
  {
    slug: 'c4-kraft-document-envelopes',
    code: 'EN-1002',
    category: 'envelopes-letterheads',
    subCategory: 'envelopes',
    seller: 'basra',
    name: {
      en: 'C4 Kraft Document Envelopes',
      ku: 'زەرفی کرافتی C4 بۆ بەڵگەنامە',
      ar: 'أظرف كرافت C4 للمستندات',
    },
    description: {
      en: 'Strong brown envelopes that hold A4 documents unfolded — for contracts, invoices and certificates. One-colour print on the front.',
      ku: 'زەرفی قاوەیی بەهێز کە بەڵگەنامەی A4 بێ نوشتانەوە تێیدا جێی دەبێتەوە — بۆ گرێبەست، پسوولە و بڕوانامەکان. پێشەوەی بە یەک ڕەنگ چاپ دەکرێت.',
      ar: 'أظرف بنية متينة تتسع لمستندات A4 دون طيّ — للعقود والفواتير والشهادات. طباعة بلون واحد على الوجه الأمامي.',
    },
    price: '0.30',
    discount: 10,
    rating: 4.0,
    stock: 5500,
    colors: [colour('kraft', 4000), colour('white', 1500)],
  },
  {
    slug: 'a4-letterhead-paper-100gsm',
    code: 'EN-1003',
    category: 'envelopes-letterheads',
    subCategory: 'letterheads-business-forms',
    seller: 'erbil',
    name: {
      en: 'A4 Letterhead Paper 100 gsm',
      ku: 'کاغەزی نامەی فەرمیی A4ی 100 گرام',
      ar: 'ورق مروّس A4 بوزن 100 غرام',
    },
    description: {
      en: 'Premium uncoated 100 gsm paper printed with your logo, address and footer, compatible with laser and inkjet printers. Sold in reams of 500 sheets.',
      ku: 'کاغەزی نایابی 100 گرامی بێ پۆشش کە لۆگۆ، ناونیشان و ژێرپەڕەی کۆمپانیاکەتی لەسەر چاپ دەکرێت و لەگەڵ پرینتەری لەیزەری و ئینکجێت گونجاوە. بە بەستەی 500 پەڕەیی دەفرۆشرێت.',
      ar: 'ورق فاخر غير مصقول 100 غرام يُطبع عليه شعارك وعنوانك وتذييل الصفحة، متوافق مع طابعات الليزر والحبر النفاث. يُباع في رزم من 500 ورقة.',
    },
    price: '19.00',
    discount: 0,
    rating: 4.5,
    stock: 220,
    colors: [
      colour('white', 160, [['500 sheets', 160]]),
      colour('natural', 60, [['500 sheets', 40]]),
    ],
  },
  {
    slug: 'carbonless-invoice-books',
    code: 'EN-1004',
    category: 'envelopes-letterheads',
    subCategory: 'letterheads-business-forms',
    seller: 'baghdad',
    name: {
      en: 'Carbonless Invoice Books',
      ku: 'دەفتەری پسوولەی بێ کاربۆن',
      ar: 'دفاتر فواتير بدون كربون',
    },
    description: {
      en: 'Numbered duplicate or triplicate invoice books on NCR paper, 50 sets per book, with your shop details printed on every page.',
      ku: 'دەفتەری پسوولەی ژمارەدار بە دوو یان سێ نوسخە لەسەر کاغەزی NCR، هەر دەفتەرێک 50 سێتە و زانیارییەکانی دوکانەکەت لەسەر هەموو لاپەڕەیەک چاپ دەکرێت.',
      ar: 'دفاتر فواتير مرقّمة بنسختين أو ثلاث نسخ على ورق NCR، في كل دفتر 50 مجموعة، مع طباعة بيانات متجرك على كل صفحة.',
    },
    price: '2.60',
    discount: 0,
    rating: 3.7,
    stock: 300,
    colors: [
      colour('white', 300, [
        ['Duplicate', 200],
        ['Triplicate', 100],
      ]),
    ],
  },
  {
    slug: 'a4-presentation-folder-pocket',
    code: 'EN-1005',
    category: 'envelopes-letterheads',
    subCategory: 'presentation-folders',
    seller: 'erbil',
    name: {
      en: 'A4 Presentation Folder with Pocket',
      ku: 'دۆسیەی پێشکەشکردنی A4 بە گیرفان',
      ar: 'ملف تقديم A4 بجيب',
    },
    description: {
      en: 'A 350 gsm laminated folder with an inside pocket and business card slots, keeping proposals and quotations neat.',
      ku: 'دۆسیەیەکی سێلۆفانکراوی 350 گرام بە گیرفانێکی ناوەوە و شوێنی کارتی بزنس، بۆ ئەوەی پێشنیار و نرخەکانت بە ڕێکی بپارێزێت.',
      ar: 'ملف مغلّف 350 غرام بجيب داخلي وفتحات لبطاقات العمل، لحفظ المقترحات وعروض الأسعار بشكل أنيق.',
    },
    price: '1.35',
    discount: 20,
    rating: 4.6,
    stock: 900,
    colors: [
      colour('white', 700, [
        ['Matte', 400],
        ['Glossy', 300],
      ]),
      colour('black', 200, [['Matte', 200]]),
    ],
  },
  {
    slug: 'certificate-paper-gold-foil',
    code: 'EN-1006',
    category: 'envelopes-letterheads',
    subCategory: 'certificates-vouchers',
    seller: 'basra',
    name: {
      en: 'Certificate Paper with Gold Foil Border',
      ku: 'کاغەزی بڕوانامە بە چوارچێوەی فۆیڵی زێڕین',
      ar: 'ورق شهادات بإطار من الفويل الذهبي',
    },
    description: {
      en: 'Textured 250 gsm paper with a foil-stamped border, ready for printing names on an office printer. For schools, training centres and awards.',
      ku: 'کاغەزی 250 گرامی ڕووکار نەخشدار بە چوارچێوەیەکی فۆیڵ، ئامادەیە بۆ چاپکردنی ناوەکان بە پرینتەری نووسینگە. بۆ قوتابخانە، سەنتەری ڕاهێنان و خەڵاتەکان.',
      ar: 'ورق بملمس بارز 250 غرام بإطار مطبوع بالفويل، جاهز لطباعة الأسماء على طابعة المكتب. للمدارس ومراكز التدريب والجوائز.',
    },
    price: '0.85',
    discount: 0,
    rating: 4.3,
    stock: 1000,
    colors: [colour('white', 600, [['A4', 600]]), colour('natural', 400, [['A4', 300]])],
  },
  {
    slug: 'numbered-gift-vouchers',
    code: 'EN-1007',
    category: 'envelopes-letterheads',
    subCategory: 'certificates-vouchers',
    seller: 'baghdad',
    name: {
      en: 'Numbered Gift Vouchers',
      ku: 'کوپۆنی دیاریی ژمارەدار',
      ar: 'قسائم هدايا مرقّمة',
    },
    description: {
      en: 'DL-size vouchers on 350 gsm card with a perforated stub and sequential numbering, helping shops and salons keep track of every voucher.',
      ku: 'کوپۆنی قەبارەی DL لەسەر کارتۆنی 350 گرام بە بەشێکی کونکونکراوی جیاکراوە و ژمارەی زنجیرەیی، یارمەتی دوکان و ساڵۆنەکان دەدات بۆ بەدواداچوونی هەموو کوپۆنێک.',
      ar: 'قسائم بمقاس DL على ورق مقوى 350 غرام مع كعب مثقّب وترقيم متسلسل، تساعد المحلات والصالونات على متابعة كل قسيمة.',
    },
    price: '0.50',
    discount: 0,
    rating: 0,
    stock: 1050,
    colors: [
      colour('white', 800, [
        ['Matte', 500],
        ['Glossy', 0],
      ]),
      colour('black', 250, [['Matte', 250]]),
    ],
  },

  // ── Posters & signs ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'a2-gloss-poster-200gsm',
    code: 'PS-1001',
    category: 'posters-signs',
    subCategory: 'paper-posters',
    seller: 'erbil',
    name: {
      en: 'A2 Gloss Poster 200 gsm',
      ku: 'پۆستەری بریقەداری A2ی 200 گرام',
      ar: 'بوستر لامع A2 بوزن 200 غرام',
    },
    description: {
      en: 'Vivid full-colour posters for events, films and shop windows, printed on thick gloss paper. Also available in A3 and A1.',
      ku: 'پۆستەری ڕەنگاوڕەنگی گەش بۆ بۆنەکان، فیلم و جامخانەی دوکان، لەسەر کاغەزی بریقەداری ئەستوور چاپ دەکرێت. بە قەبارەی A3 و A1یش بەردەستە.',
      ar: 'بوسترات ملوّنة زاهية للفعاليات والأفلام وواجهات المحلات، تُطبع على ورق لامع سميك. متوفرة أيضاً بمقاسي A3 وA1.',
    },
    price: '2.50',
    discount: 0,
    rating: 4.4,
    stock: 900,
    colors: [
      colour('white', 900, [
        ['A3', 400],
        ['A2', 300],
        ['A1', 200],
      ]),
    ],
  },
  {
    slug: 'matte-art-print-250gsm',
    code: 'PS-1002',
    category: 'posters-signs',
    subCategory: 'paper-posters',
    seller: 'baghdad',
    name: {
      en: 'Matte Art Print on 250 gsm Paper',
      ku: 'چاپی هونەریی مات لەسەر کاغەزی 250 گرام',
      ar: 'طباعة فنية مطفية على ورق 250 غرام',
    },
    description: {
      en: 'A gallery-quality giclée print on heavy matte paper with no glare, for artists, galleries and interior decoration.',
      ku: 'چاپێکی هونەری بە کوالیتیی گەلەری لەسەر کاغەزی ماتی ئەستوور کە ڕووناکی ناداتەوە، بۆ هونەرمەندان، گەلەری و ڕازاندنەوەی ناوەوە.',
      ar: 'طباعة فنية بجودة صالات العرض على ورق مطفي سميك بلا انعكاسات، للفنانين والمعارض الفنية والديكور الداخلي.',
    },
    price: '6.00',
    discount: 10,
    rating: 4.9,
    stock: 180,
    colors: [
      colour('white', 180, [
        ['30x40 cm', 100],
        ['50x70 cm', 80],
      ]),
    ],
  },
  {
    slug: 'stretched-canvas-print-40x60',
    code: 'PS-1003',
    category: 'posters-signs',
    subCategory: 'canvas-prints',
    seller: 'basra',
    name: {
      en: 'Stretched Canvas Print 40×60 cm',
      ku: 'تابلۆی کانڤاسی چوارچێوەدار 40×60 سم',
      ar: 'لوحة كانفاس مشدودة 40×60 سم',
    },
    description: {
      en: 'Your photo printed on cotton-blend canvas and stretched over a 2 cm wooden frame, ready to hang. Great for offices, restaurants and homes.',
      ku: 'وێنەکەت لەسەر کانڤاسی تێکەڵ بە لۆکە چاپ دەکرێت و بەسەر چوارچێوەیەکی داریی 2 سمدا ڕادەکێشرێت، ئامادەیە بۆ هەڵواسین. زۆر گونجاوە بۆ نووسینگە، چێشتخانە و ماڵ.',
      ar: 'تُطبع صورتك على قماش كانفاس ممزوج بالقطن ويُشدّ على إطار خشبي بسماكة 2 سم، جاهزة للتعليق. رائعة للمكاتب والمطاعم والمنازل.',
    },
    price: '18.50',
    discount: 0,
    rating: 4.7,
    stock: 60,
    colors: [
      colour('white', 60, [
        ['30x40 cm', 20],
        ['40x60 cm', 25],
        ['60x90 cm', 15],
      ]),
    ],
  },
  {
    slug: 'three-panel-canvas-set',
    code: 'PS-1004',
    category: 'posters-signs',
    subCategory: 'canvas-prints',
    seller: 'erbil',
    // Written only in Kurdish, as a Kurdish-only seller would: Arabic and English pages show
    // the Kurdish name and description (localisedName's fallback).
    name: { en: '', ku: 'سێتی تابلۆی کانڤاسی سێ پارچە', ar: '' },
    description: {
      en: '',
      ku: 'یەک وێنە بەسەر سێ کانڤاسدا دابەش دەکرێت بۆ دیوارێکی سەرنجڕاکێش. هەر پارچەیەک 40×80 سمە و کەلوپەلی هەڵواسینی لەگەڵدایە.',
      ar: '',
    },
    price: '49.00',
    discount: 35,
    rating: 4.5,
    stock: 20,
    colors: [colour('white', 20, [['40x80 cm', 20]])],
  },
  {
    slug: 'foam-board-sign-5mm',
    code: 'PS-1005',
    category: 'posters-signs',
    subCategory: 'foam-board-signs',
    seller: 'baghdad',
    name: {
      en: '5 mm Foam Board Sign',
      ku: 'تابلۆی فۆمی 5 ملم',
      ar: 'لوحة فوم بورد 5 ملم',
    },
    description: {
      en: 'A lightweight, rigid foam board with direct UV printing — ideal for indoor signage, exhibition stands and directional signs.',
      ku: 'تەختەی فۆمی سووک و ڕەق بە چاپی UVی ڕاستەوخۆ — گونجاوە بۆ تابلۆی ناوەوە، ستاندی پێشانگا و تابلۆی ئاڕاستە.',
      ar: 'لوح فوم خفيف وصلب بطباعة UV مباشرة — مثالي للّوحات الداخلية وأجنحة المعارض ولوحات الإرشاد.',
    },
    price: '11.00',
    discount: 0,
    rating: 4.1,
    stock: 190,
    colors: [
      colour('white', 150, [
        ['A2', 60],
        ['A1', 50],
        ['A0', 40],
      ]),
      colour('black', 40, [['A1', 40]]),
    ],
  },
  {
    slug: 'acrylic-office-sign-standoffs',
    code: 'PS-1006',
    category: 'posters-signs',
    subCategory: 'acrylic-signs',
    seller: 'erbil',
    name: {
      en: 'Acrylic Office Sign with Stand-Offs',
      ku: 'تابلۆی ئەکرێلیکی نووسینگە بە بزماری کانزایی',
      ar: 'لوحة أكريليك للمكاتب مع مسامير تثبيت معدنية',
    },
    description: {
      en: 'Clear 5 mm acrylic reverse-printed with your logo and mounted on the wall with brushed-steel stand-offs. A polished look for receptions.',
      ku: 'ئەکرێلیکی ڕوونی 5 ملم کە لۆگۆکەت لە پشتەوەی چاپ دەکرێت و بە بزماری ستیلی جوانکاری بە دیوارەوە دەبەسترێت. ڕواڵەتێکی شیک بۆ بەشی پێشوازی.',
      ar: 'أكريليك شفاف بسماكة 5 ملم يُطبع شعارك على ظهره، ويُثبَّت على الجدار بمسامير فولاذية مصقولة. مظهر أنيق لمكاتب الاستقبال.',
    },
    price: '38.00',
    discount: 0,
    rating: 5.0,
    stock: 30,
    colors: [
      colour('clear', 30, [
        ['40x30 cm', 15],
        ['60x40 cm', 10],
        ['90x60 cm', 5],
      ]),
    ],
  },
  {
    slug: 'a4-acrylic-table-stand',
    code: 'PS-1007',
    category: 'posters-signs',
    subCategory: 'acrylic-signs',
    seller: 'basra',
    name: {
      en: 'A4 Acrylic Table Stand for Menus and QR Codes',
      ku: 'ستاندی ئەکرێلیکی مێز A4 بۆ مینیو و کۆدی QR',
      ar: 'حامل أكريليك للطاولة A4 للقوائم ورموز QR',
    },
    description: {
      en: 'An L-shaped clear acrylic holder that displays menus, price lists or payment QR codes on counters and tables. Inserts are printed separately.',
      ku: 'هەڵگرێکی ئەکرێلیکی ڕوونی شێوە L کە مینیو، لیستی نرخ یان کۆدی QRی پارەدان لەسەر پێشخان و مێزەکان نیشان دەدات. پەڕەکانی ناوەوە بە جیا چاپ دەکرێن.',
      ar: 'حامل أكريليك شفاف على شكل L يعرض قوائم الطعام أو قوائم الأسعار أو رموز QR للدفع على الطاولات ومكاتب البيع. تُطبع الأوراق الداخلية بشكل منفصل.',
    },
    price: '2.10',
    discount: 5,
    rating: 3.6,
    stock: 400,
    colors: [
      colour('clear', 400, [
        ['A4', 250],
        ['A5', 150],
      ]),
    ],
  },
  // ── Printed to order from the customer's artwork (options, tiers, proofs) ────────────────────
  ...demoPrintProducts,
];

export const demoBanners: DemoBanner[] = [
  {
    link: 'https://chapkhana.example/products?category=business-cards',
    category: 'business-cards',
    title: {
      en: 'Premium Business Cards, Ready in 3 Days',
      ku: 'کارتی بزنسی نایاب، لە 3 ڕۆژدا ئامادەیە',
      ar: 'بطاقات عمل فاخرة جاهزة خلال 3 أيام',
    },
  },
  {
    link: 'chapkhana.example/offers',
    category: 'mugs-drinkware',
    title: {
      en: 'Up to 20% Off Printed Mugs',
      ku: 'تا 20% داشکاندن لەسەر کوپی چاپکراو',
      ar: 'خصم يصل إلى 20% على الأكواب المطبوعة',
    },
  },
  {
    link: 'https://chapkhana.example/products?category=t-shirts-apparel',
    category: 't-shirts-apparel',
    title: {
      en: 'Team T-Shirts and Hoodies for Every Season',
      ku: 'تیشێرت و هوودیی تیم بۆ هەموو وەرزێک',
      ar: 'تيشيرتات وهوديز للفرق في كل المواسم',
    },
  },
  {
    link: 'chapkhana.example/products?category=banners-roll-ups',
    category: 'banners-roll-ups',
    title: {
      en: 'Stand Out at Your Next Exhibition',
      ku: 'لە پێشانگای داهاتوودا جیاواز دەربکەوە',
      ar: 'تميّز في معرضك القادم',
    },
  },
  {
    link: 'https://chapkhana.example/products?category=calendars-planners',
    category: 'calendars-planners',
    title: {
      en: 'New Year Calendars: Order Early',
      ku: 'ڕۆژژمێری ساڵی نوێ: زوو داوای بکە',
      ar: 'تقاويم العام الجديد: اطلبها مبكراً',
    },
  },
];
