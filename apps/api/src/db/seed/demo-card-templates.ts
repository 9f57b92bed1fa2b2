/**
 * The demo catalogue's card templates (issue 40): two business cards for the Erbil print house's
 * cards (85 × 55 mm, 3 mm bleed) and an A5 flyer for the Baghdad print house's flyers, each
 * with sample text in Kurdish, Arabic and English that fits its boxes at the type's own size.
 * Flat colours only: a template draws no file the demo would have to ship.
 */
import type { CardTemplateInput } from '@chapkhana/shared/card-templates';

interface DemoCardTemplate {
  /** The print product it is for (demo-print-products.ts). */
  product: string;
  name: { kr: string; ar: string; en: string };
  template: CardTemplateInput;
}

type Three = { kr: string; ar: string; en: string };
type TextOptions = {
  font?: 'vazirmatn-light' | 'vazirmatn-regular' | 'vazirmatn-medium' | 'vazirmatn-bold';
  sizePt?: number;
  minSizePt?: number;
  colour?: string;
  align?: 'start' | 'centre' | 'end';
  maxLines?: number;
  maxLength?: number;
  required?: boolean;
  /** `ltr` for a contact block that lines up with the phone and email whatever the language. */
  direction?: 'auto' | 'ltr' | 'rtl';
};

const box = (xMm: number, yMm: number, widthMm: number, heightMm: number) => ({
  xMm,
  yMm,
  widthMm,
  heightMm,
});

function text(
  key: string,
  label: Three,
  sample: Three,
  where: ReturnType<typeof box>,
  options: TextOptions = {},
) {
  const sizePt = options.sizePt ?? 9;
  return {
    kind: 'text' as const,
    key,
    label,
    sample,
    box: where,
    font: options.font ?? 'vazirmatn-regular',
    sizePt,
    minSizePt: options.minSizePt ?? Math.min(sizePt, 6),
    colour: options.colour ?? '#1c2733',
    align: options.align ?? 'start',
    maxLines: options.maxLines ?? 1,
    maxLength: options.maxLength ?? 60,
    required: options.required ?? false,
    direction: options.direction ?? 'auto',
  };
}

const NAME = { kr: 'ناو', ar: 'الاسم', en: 'Name' };
const TITLE = { kr: 'پیشە', ar: 'المسمّى الوظيفي', en: 'Job title' };
const PHONE = { kr: 'ژمارەی مۆبایل', ar: 'رقم الهاتف', en: 'Phone' };
const EMAIL = { kr: 'ئیمەیڵ', ar: 'البريد الإلكتروني', en: 'Email' };
const ADDRESS = { kr: 'ناونیشان', ar: 'العنوان', en: 'Address' };
const LOGO = { kr: 'لۆگۆ', ar: 'الشعار', en: 'Logo' };
const WHATSAPP = { kr: 'واتسئاپ', ar: 'واتساب', en: 'WhatsApp' };

const samplePhone = { kr: '0750 123 4567', ar: '0770 123 4567', en: '0750 123 4567' };
const sampleEmail = {
  kr: 'rebwar@hawler-print.iq',
  ar: 'ali@baghdad-print.iq',
  en: 'sara@chapkhana.example',
};

export const demoCardTemplates: DemoCardTemplate[] = [
  {
    product: 'custom-business-cards',
    name: { kr: 'کارتی کلاسیک، دوو ڕوو', ar: 'بطاقة كلاسيكية بوجهين', en: 'Classic, two sides' },
    template: {
      trim: { widthMm: 85, heightMm: 55 },
      bleedMm: 3,
      safeMm: 4,
      sides: [
        {
          background: { kind: 'colour', colour: '#fbf7f0' },
          fields: [
            text(
              'name',
              NAME,
              { kr: 'ڕێبوار ئەحمەد', ar: 'علي حسن', en: 'Sara Karim' },
              box(6, 6, 54, 8),
              { font: 'vazirmatn-bold', sizePt: 13, minSizePt: 9, required: true, maxLength: 40 },
            ),
            text(
              'title',
              TITLE,
              { kr: 'بەڕێوەبەری فرۆشتن', ar: 'مدير المبيعات', en: 'Sales manager' },
              box(6, 15, 54, 6),
              { colour: '#6b5a3e' },
            ),
            text('phone', PHONE, samplePhone, box(6, 32, 54, 5), { font: 'vazirmatn-medium' }),
            text('email', EMAIL, sampleEmail, box(6, 38, 54, 5)),
            text(
              'address',
              ADDRESS,
              { kr: 'هەولێر، شەقامی ١٠٠ مەتری', ar: 'بغداد، شارع فلسطين', en: 'Erbil, 100m Road' },
              box(6, 44, 54, 5),
              { direction: 'ltr' },
            ),
            { kind: 'image', key: 'logo', label: LOGO, box: box(63, 6, 16, 16) },
            {
              kind: 'qr',
              key: 'whatsapp',
              label: WHATSAPP,
              content: 'whatsapp',
              box: box(62, 30, 18, 18),
              colour: '#1c2733',
            },
          ],
        },
        {
          background: { kind: 'colour', colour: '#1f3a5f' },
          fields: [
            text(
              'company',
              { kr: 'ناوی کۆمپانیا', ar: 'اسم الشركة', en: 'Company' },
              { kr: 'چاپخانەی هەولێر', ar: 'مطبعة بغداد', en: 'Hawler Print' },
              box(8, 18, 69, 10),
              {
                font: 'vazirmatn-bold',
                sizePt: 16,
                minSizePt: 10,
                colour: '#ffffff',
                align: 'centre',
              },
            ),
            text(
              'tagline',
              { kr: 'دروشم', ar: 'الشعار النصي', en: 'Tagline' },
              {
                kr: 'چاپی خێرا و جوان',
                ar: 'طباعة سريعة وأنيقة',
                en: 'Fast, beautiful printing',
              },
              box(8, 30, 69, 6),
              { colour: '#e9c46a', align: 'centre' },
            ),
          ],
        },
      ],
    },
  },
  {
    product: 'custom-business-cards',
    name: { kr: 'کارتی سادە، یەک ڕوو', ar: 'بطاقة بسيطة بوجه واحد', en: 'Simple, one side' },
    template: {
      trim: { widthMm: 85, heightMm: 55 },
      bleedMm: 3,
      safeMm: 4,
      sides: [
        {
          background: { kind: 'colour', colour: '#ffffff' },
          fields: [
            text(
              'name',
              NAME,
              { kr: 'شیلان عومەر', ar: 'زينب كاظم', en: 'Shilan Omar' },
              box(8, 14, 69, 9),
              {
                font: 'vazirmatn-bold',
                sizePt: 15,
                minSizePt: 9,
                align: 'centre',
                required: true,
                maxLength: 40,
              },
            ),
            text(
              'title',
              TITLE,
              { kr: 'دیزاینەری گرافیک', ar: 'مصممة جرافيك', en: 'Graphic designer' },
              box(8, 24, 69, 6),
              { colour: '#2a9d8f', align: 'centre' },
            ),
            text('phone', PHONE, samplePhone, box(8, 36, 69, 5), { align: 'centre' }),
            text('email', EMAIL, sampleEmail, box(8, 42, 69, 5), { align: 'centre' }),
          ],
        },
      ],
    },
  },
  {
    product: 'custom-flyers-a5-a4',
    name: { kr: 'بڵاوکراوەی A5ی داشکاندن', ar: 'منشور A5 للعروض', en: 'A5 offer flyer' },
    template: {
      trim: { widthMm: 148, heightMm: 210 },
      bleedMm: 3,
      safeMm: 6,
      sides: [
        {
          background: { kind: 'colour', colour: '#fff4e0' },
          fields: [
            text(
              'headline',
              { kr: 'سەردێڕ', ar: 'العنوان الرئيسي', en: 'Headline' },
              {
                kr: 'کردنەوەی لقی نوێ',
                ar: 'افتتاح فرعنا الجديد',
                en: 'Our new branch is open',
              },
              box(12, 16, 124, 28),
              {
                font: 'vazirmatn-bold',
                sizePt: 32,
                minSizePt: 16,
                colour: '#9b2226',
                align: 'centre',
                maxLines: 2,
                required: true,
              },
            ),
            text(
              'subtitle',
              { kr: 'ژێرسەردێڕ', ar: 'العنوان الفرعي', en: 'Subtitle' },
              {
                kr: 'هەموو بەرهەمەکان بە نرخی تایبەت',
                ar: 'كل المنتجات بأسعار خاصة',
                en: 'Every product at a special price',
              },
              box(12, 48, 124, 10),
              { font: 'vazirmatn-medium', sizePt: 17, minSizePt: 10, align: 'centre' },
            ),
            text(
              'details',
              { kr: 'وردەکاری', ar: 'التفاصيل', en: 'Details' },
              {
                kr: 'لە ١ تا ١٥ی مانگ، داشکاندنی ٢٠٪ بۆ هەموو کڕیاران.\nگەیاندنی بێبەرامبەر لەناو شار.',
                ar: 'من ١ إلى ١٥ من الشهر، خصم ٢٠٪ لجميع الزبائن.\nتوصيل مجاني داخل المدينة.',
                en: 'From the 1st to the 15th, 20% off for every customer.\nFree delivery in the city.',
              },
              box(12, 66, 124, 34),
              { sizePt: 14, minSizePt: 8, align: 'centre', maxLines: 6, maxLength: 300 },
            ),
            text(
              'offer',
              { kr: 'پێشکەشکراو', ar: 'العرض', en: 'Offer' },
              { kr: '٢٠٪ داشکاندن', ar: 'خصم ٢٠٪', en: '20% off' },
              box(12, 108, 124, 24),
              {
                font: 'vazirmatn-bold',
                sizePt: 44,
                minSizePt: 14,
                colour: '#bc6c25',
                align: 'centre',
              },
            ),
            text('phone', PHONE, samplePhone, box(12, 160, 86, 9), {
              font: 'vazirmatn-bold',
              sizePt: 14,
              minSizePt: 9,
            }),
            text(
              'address',
              ADDRESS,
              {
                kr: 'هەولێر، شەقامی ٦٠ مەتری، نزیک بازاڕی نیشتمان',
                ar: 'بغداد، الكرادة، قرب ساحة التحرير',
                en: 'Erbil, 60m Road, near Nishtiman Bazaar',
              },
              box(12, 171, 86, 14),
              { sizePt: 11, minSizePt: 7, maxLines: 2, maxLength: 120, direction: 'ltr' },
            ),
            {
              kind: 'qr',
              key: 'link',
              label: { kr: 'بەستەر', ar: 'الرابط', en: 'Link' },
              content: 'link',
              box: box(108, 156, 30, 30),
              colour: '#1c2733',
            },
          ],
        },
      ],
    },
  },
];
