import type { WaseetBrand } from '@chapkhana/shared/parcels';

// The look-alike's reference data, written for it (not any courier's real list): 18 cities in
// the spellings Iraqi couriers use (each brand spells a few differently, as real lists do),
// several areas per city, package sizes, and the statuses (reference/couriers.md, "Status IDs").

/** Baghdad has many more areas than the other cities, as at the real couriers. */
const BAGHDAD_AREAS =
  'الكرادة، المنصور، الأعظمية، الكاظمية، زيونة، الدورة، الشعب، مدينة الصدر، اليرموك، الجادرية، حي الجامعة، البياع، السيدية، الغزالية، بغداد الجديدة، شارع فلسطين';

/** Per city: Al-Waseet's spelling, the other brands' where they differ, its areas. */
const CITIES: readonly (readonly [string, { modon?: string; agg?: string }, string])[] = [
  ['بغداد', {}, BAGHDAD_AREAS],
  [
    'البصرة',
    { modon: 'البصره' },
    'العشار، الجزائر، الجمهورية، الزبير، أبو الخصيب، القبلة، الطويسة',
  ],
  [
    'نينوى',
    { modon: 'الموصل', agg: 'نينوي' },
    'الزهور، المجموعة الثقافية، الدواسة، حي الجامعة، تلكيف، الحمدانية',
  ],
  ['أربيل', { modon: 'اربيل' }, 'عنكاوا، شارع 60، بختياري، إسكان، شقلاوة، كوية، درلوك'],
  [
    'السليمانية',
    { agg: 'السليمانيه' },
    'سرجنار، بختياري، رابرين، ئازادي، حلبجة، خورمال، رانية، جمجمال',
  ],
  ['دهوك', {}, 'ماسيكي، شيلي، زاخو، سميل، العمادية'],
  ['كركوك', {}, 'حي الواسطي، عرفة، رحيم آوه، الحويجة، داقوق'],
  ['الانبار', { modon: 'الأنبار', agg: 'الرمادي' }, 'الرمادي، الفلوجة، هيت، حديثة، القائم'],
  ['ديالى', { modon: 'دياله' }, 'بعقوبة، المقدادية، الخالص، بلدروز، خانقين'],
  ['صلاح الدين', { modon: 'تكريت' }, 'تكريت، سامراء، بيجي، الدور، الطوز'],
  ['بابل', { modon: 'الحلة' }, 'الحلة، المحاويل، المسيب، الهاشمية، الإسكندرية'],
  ['كربلاء', { agg: 'كربلاء المقدسة' }, 'حي الحسين، حي العباس، الهندية، عين التمر، حي النقيب'],
  ['النجف', { modon: 'النجف الاشرف' }, 'الكوفة، حي الأمير، حي الغدير، المناذرة، المشخاب'],
  ['واسط', { agg: 'الكوت' }, 'الكوت، الصويرة، العزيزية، الحي، النعمانية'],
  ['ميسان', { modon: 'العمارة' }, 'العمارة، المجر الكبير، قلعة صالح، الكحلاء، علي الغربي'],
  ['ذي قار', { modon: 'الناصرية', agg: 'ذى قار' }, 'الناصرية، الشطرة، الرفاعي، سوق الشيوخ، الغراف'],
  ['الديوانية', { modon: 'القادسية' }, 'الديوانية، عفك، الشامية، الحمزة، الدغارة'],
  ['المثنى', { modon: 'السماوة' }, 'السماوة، الرميثة، الخضر، الوركاء، السلمان'],
];

/** Arabic texts of the statuses (our wording of reference/couriers.md, "Status IDs"). */
export const LOOKALIKE_STATUSES: ReadonlyMap<number, string> = new Map([
  [1, 'فعال (عند التاجر)'],
  [2, 'تم الاستلام من قبل المندوب'],
  [3, 'قيد التوصيل الى الزبون (في عهدة المندوب)'],
  [4, 'تم التسليم للزبون'],
  [5, 'في مخزن الفرز'],
  [6, 'في المخزن المركزي'],
  [7, 'في الطريق الى مكتب المحافظة'],
  [8, 'وصل الى مكتب المحافظة'],
  [9, 'في مخزن المحافظة'],
  [10, 'قيد النقل بين المخازن'],
  [11, 'وصل الى المخزن'],
  [12, 'في مخزن المرتجعات'],
  [13, 'في مخزن مرتجعات المحافظة'],
  [14, 'اعادة الارسال الى الزبون'],
  [15, 'ارجاع الى التاجر'],
  [16, 'قيد الارجاع الى التاجر (في عهدة المندوب)'],
  [17, 'تم الارجاع الى التاجر'],
  [18, 'تغيير سعر'],
  [19, 'ارجاع بعد التسليم'],
  [20, 'تبديل بعد التسليم'],
  [21, 'تم التسليم واستلام المرتجع'],
  [22, 'ارسال الى الفرز'],
  [23, 'ارسال الى مخزن المرتجعات'],
  [24, 'تم تغيير محافظة الزبون'],
  [25, 'لا يرد'],
  [26, 'لا يرد بعد الاتفاق'],
  [27, 'مغلق'],
  [28, 'مغلق بعد الاتفاق'],
  [29, 'مؤجل'],
  [30, 'مؤجل لحين اعادة الطلب'],
  [31, 'الغاء الطلب'],
  [32, 'رفض الطلب'],
  [33, 'خارج منطقة الخدمة'],
  [34, 'طلب مكرر'],
  [35, 'مستلم سابقا'],
  [36, 'الرقم غير معرف'],
  [37, 'الرقم غير داخل في الخدمة'],
  [38, 'العنوان غير دقيق'],
  [39, 'لم يطلب'],
  [40, 'حظر المندوب'],
  [41, 'لا يمكن الاتصال بالرقم'],
  [42, 'تغيير المندوب'],
  [44, 'سيتم اعادة الارسال'],
]);

/** The status paths the test controls play (reference/couriers.md, "Look-alike server…"). */
export const LOOKALIKE_SCRIPTS = {
  delivered: [1, 2, 5, 3, 4],
  'postponed-then-delivered': [1, 2, 3, 25, 29, 3, 4],
  'refused-returned': [1, 2, 3, 32, 16, 17],
  'price-changed': [1, 2, 18, 3, 4],
  cancelled: [1, 31],
  'unknown-status': [1, 2, 99],
} as const satisfies Record<string, readonly number[]>;
export type LookalikeScript = keyof typeof LOOKALIKE_SCRIPTS;

export const PACKAGE_SIZES = ['عادي', 'متوسط', 'كبير', 'كبير جدا'] as const;

/** A small seeded generator (mulberry32): the same brand gets the same shuffle every start. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BRAND_SEEDS: Readonly<Record<WaseetBrand, number>> = { alwaseet: 7, modon: 19, agg: 31 };

export interface LookalikeCity {
  id: string;
  name: string;
  regions: { id: string; name: string }[];
}

/** A brand's cities: the 18 rows shuffled by the brand's seed, numbered in that order. */
export function lookalikeCities(brand: WaseetBrand): LookalikeCity[] {
  const random = seededRandom(BRAND_SEEDS[brand]);
  const rows = CITIES.map((row) => ({ row, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => row);
  let regionId = 100 * BRAND_SEEDS[brand];
  return rows.map(([alwaseet, spellings, areas], index) => ({
    id: String(index + 1),
    name: (brand === 'alwaseet' ? undefined : spellings[brand]) ?? alwaseet,
    regions: areas.split('، ').map((name) => ({ id: String((regionId += 1)), name })),
  }));
}

/** A brand's package sizes, numbered from the brand's seed so ids differ between brands. */
export function lookalikePackageSizes(brand: WaseetBrand): { id: string; size: string }[] {
  return PACKAGE_SIZES.map((size, index) => ({ id: String(BRAND_SEEDS[brand] + index), size }));
}
