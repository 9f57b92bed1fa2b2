import type { ShopSettingsValues } from '@chapkhana/shared/settings';

/**
 * The demo shop's identity, as an admin would set it in the console: demo numbers (Iraqi mobile
 * ranges, E.164), an example.com-style email, two social profiles and the About and Contact
 * pages in the three languages.
 */
export const demoShopSettings: ShopSettingsValues = {
  whatsapp: '+9647501234567',
  phone: '+9647701234567',
  email: 'hello@chapkhana.example',
  social: {
    facebook: 'https://www.facebook.com/chapkhana.example',
    instagram: 'https://www.instagram.com/chapkhana.example',
    tiktok: '',
    telegram: '',
    youtube: '',
    x: '',
  },
  about: {
    kr: `چاپخانە بازاڕێکی ئۆنلاینە بۆ کاڵای ڕیکلام و چاپ لە عێراق. کارتی بزنس، فلایەر، بانەر، کوپ، کراس و پاکێج لە چاپخانە باوەڕپێکراوەکانی هەولێر، بەغدا و بەسرەوە کۆ دەکەینەوە.

هەموو نرخەکان بە دیناری عێراقین و داواکارییەکەت بۆ هەموو پارێزگاکانی عێراق دەگەیەنین. پێش چاپکردن، تیمەکەمان فایلەکەت دەپشکنێت تاکوو ئەنجامەکە وەک ئەوە بێت کە چاوەڕێی دەکەیت.`,
    ar: `چاپخانە سوق إلكتروني للمواد الدعائية والمطبوعات في العراق. نجمع لك بطاقات العمل والمنشورات واللافتات والأكواب والقمصان والتغليف من مطابع موثوقة في أربيل وبغداد والبصرة.

جميع الأسعار بالدينار العراقي، ونوصل طلبك إلى كل المحافظات. قبل الطباعة يراجع فريقنا ملفك ليأتي العمل كما تتوقعه تماماً.`,
    en: `Chapkhana is an online marketplace for promotional and print products in Iraq. We bring together business cards, flyers, banners, mugs, shirts and packaging from trusted print houses in Erbil, Baghdad and Basra.

Every price is in Iraqi dinars and we deliver to every governorate. Before printing, our team checks your file so the result is exactly what you expect.`,
  },
  contact: {
    kr: `بۆ پرسیار دەربارەی داواکارییەک، نرخی تایبەت بۆ بڕی زۆر یان یارمەتی لە ئامادەکردنی فایلەکەت، پەیوەندیمان پێوە بکە.

کاتەکانی کار: شەممە تا پێنجشەممە، ٩ی بەیانی تا ٦ی ئێوارە.`,
    ar: `تواصل معنا للاستفسار عن طلب، أو للحصول على سعر خاص للكميات الكبيرة، أو للمساعدة في تجهيز ملفك.

أوقات العمل: من السبت إلى الخميس، من ٩ صباحاً حتى ٦ مساءً.`,
    en: `Get in touch about an order, a quote for a large quantity, or help preparing your file.

Opening hours: Saturday to Thursday, 9 am to 6 pm.`,
  },
};
