/**
 * What each message about an order says: the WhatsApp utility template it goes by (registered
 * with Meta as messages/templates.ts lists them, in `ar` and `en`) with its parameters, and the
 * whole text in the reader's language (kr, ar, en) for SMS, free-form WhatsApp in the 24-hour
 * window and the file outbox. Numbers and waybills sit in left-to-right isolates inside Kurdish
 * and Arabic text, so `#1042` or `AB-77` never turns around in a right-to-left line.
 */
import type { Language } from '@chapkhana/shared/languages';
import type { ParcelCarrier } from '@chapkhana/shared/parcels';
import { withStopLine } from '../../messages/stop';

/**
 * Every message about an order, and the WhatsApp utility template each goes by. To register
 * them with Meta (WhatsApp Manager, category Utility, languages `ar` and `en`), take each body
 * from NOTICE_TEMPLATES in messages/templates.ts; the parameters are, in order:
 * - chapkhana_order_new (to the seller, important): {{1}} order number `#1042`, {{2}} the
 *   seller's part `25,000 IQD`;
 * - chapkhana_proof_ready: {{1}} order number, {{2}} the order's page;
 * - chapkhana_order_confirmed (important): {{1}} order number;
 * - chapkhana_order_shipped: {{1}} order number, {{2}} the courier, {{3}} the waybill;
 * - chapkhana_out_for_delivery (important): {{1}} order number;
 * - chapkhana_order_delivered: {{1}} order number;
 * - chapkhana_order_cancelled: {{1}} order number, {{2}} the reason (one line).
 * Important ones go by SMS too when WhatsApp does not take them.
 */
export const ORDER_NOTICE_TEMPLATES = {
  'order-new': 'chapkhana_order_new',
  'proof-ready': 'chapkhana_proof_ready',
  'order-confirmed': 'chapkhana_order_confirmed',
  'order-shipped': 'chapkhana_order_shipped',
  'order-out-for-delivery': 'chapkhana_out_for_delivery',
  'order-delivered': 'chapkhana_order_delivered',
  'order-cancelled': 'chapkhana_order_cancelled',
} as const;
export type OrderNoticeKind = keyof typeof ORDER_NOTICE_TEMPLATES;

/** What a notice may tell besides the order's number. */
export interface NoticeFacts {
  orderNumber: number;
  /** The seller's part, formatted (`25,000`), for a new order. */
  amount?: string;
  /** The page the reader opens (the proof, the order). */
  link?: string;
  carrier?: ParcelCarrier;
  waybill?: string;
  /** Why the order was cancelled, in the words of whoever cancelled it. */
  reason?: string;
}

/** Left-to-right isolate: a number or code inside a right-to-left sentence keeps its order. */
export const ltr = (value: string) => `\u2066${value}\u2069`;

const CARRIER_NAMES: Record<ParcelCarrier, Record<Language, string>> = {
  alwaseet: { kr: 'ئەلوەسیت', ar: 'الوسيط', en: 'Al-Waseet' },
  modon: { kr: 'مودن', ar: 'مدن', en: 'Modon' },
  agg: { kr: 'AGG', ar: 'AGG', en: 'AGG' },
  own: { kr: 'گەیاندنی چاپخانە', ar: 'توصيل المطبعة', en: 'the print house’s own driver' },
};

const NO_REASON: Record<Language, string> = {
  kr: 'هۆکار نەنووسراوە',
  ar: 'لم يُذكر سبب',
  en: 'no reason given',
};

type Texts = Record<Language, (facts: NoticeFacts, n: string) => string>;

const TEXTS: Record<OrderNoticeKind, Texts> = {
  'order-new': {
    kr: (f, n) =>
      `داواکاری نوێ ${n} لە چاپخانە بە ${ltr(`${f.amount} IQD`)}. کۆنسۆڵ بکەرەوە بۆ پشتڕاستکردنەوەی.`,
    ar: (f, n) =>
      `طلب جديد ${n} في چاپخانە بقيمة ${ltr(`${f.amount} IQD`)}. افتح لوحة التحكم لتأكيده.`,
    en: (f, n) =>
      `New order ${n} on Chapkhana for ${f.amount} IQD. Open the console to confirm it.`,
  },
  'proof-ready': {
    kr: (f, n) => `نموونەی چاپی داواکارییەکەت ${n} ئامادەیە بۆ پێداچوونەوە: ${ltr(f.link ?? '')}`,
    ar: (f, n) => `نموذج الطباعة لطلبك ${n} جاهز للمراجعة: ${ltr(f.link ?? '')}`,
    en: (f, n) => `The print proof for your order ${n} is ready to review: ${f.link ?? ''}`,
  },
  'order-confirmed': {
    kr: (_f, n) => `داواکارییەکەت ${n} پشتڕاستکرایەوە.`,
    ar: (_f, n) => `تم تأكيد طلبك ${n}.`,
    en: (_f, n) => `Your order ${n} is confirmed.`,
  },
  'order-shipped': {
    kr: (f, n) =>
      `داواکارییەکەت ${n} لە ڕێگایە لەگەڵ ${carrier(f, 'kr')}. ژمارەی بارنامە: ${ltr(f.waybill ?? '')}`,
    ar: (f, n) => `طلبك ${n} في الطريق مع ${carrier(f, 'ar')}. رقم الشحنة: ${ltr(f.waybill ?? '')}`,
    en: (f, n) => `Order ${n} is on its way with ${carrier(f, 'en')}. Tracking: ${f.waybill ?? ''}`,
  },
  'order-out-for-delivery': {
    kr: (_f, n) => `داواکارییەکەت ${n} ئەمڕۆ بۆ گەیاندن دەرچوو.`,
    ar: (_f, n) => `طلبك ${n} خرج للتوصيل اليوم.`,
    en: (_f, n) => `Your order ${n} is out for delivery today.`,
  },
  'order-delivered': {
    kr: (_f, n) => `داواکارییەکەت ${n} گەیەنرا. سوپاس بۆ بازاڕکردن لە چاپخانە.`,
    ar: (_f, n) => `تم توصيل طلبك ${n}. شكراً لتسوقك من چاپخانە.`,
    en: (_f, n) => `Your order ${n} was delivered. Thank you for shopping at Chapkhana.`,
  },
  'order-cancelled': {
    kr: (f, n) => `داواکارییەکەت ${n} هەڵوەشێنرایەوە. هۆکار: ${reason(f, 'kr')}`,
    ar: (f, n) => `تم إلغاء طلبك ${n}. السبب: ${reason(f, 'ar')}`,
    en: (f, n) => `Your order ${n} was cancelled. Reason: ${reason(f, 'en')}`,
  },
};

/** The courier's name in the reader's language (the shop's own driver when none). */
export function carrier(facts: NoticeFacts, language: Language) {
  return CARRIER_NAMES[facts.carrier ?? 'own'][language];
}
function reason(facts: NoticeFacts, language: Language) {
  // One line: the reason is a person's words inside a short message.
  const words = (facts.reason ?? '').replace(/\s+/g, ' ').trim();
  return words ? (language === 'en' ? words : `\u2068${words}\u2069`) : NO_REASON[language];
}

/** The template parameters ({{1}}, {{2}}…) of a notice, in the template's language. */
function parametersOf(kind: OrderNoticeKind, facts: NoticeFacts, language: Language): string[] {
  const number = `#${facts.orderNumber}`;
  // A Kurdish reader gets the Arabic template (WhatsApp has no Kurdish).
  const templateLanguage: Language = language === 'en' ? 'en' : 'ar';
  switch (kind) {
    case 'order-new':
      return [number, `${facts.amount ?? ''} IQD`];
    case 'proof-ready':
      return [number, facts.link ?? ''];
    case 'order-shipped':
      return [number, carrier(facts, templateLanguage), facts.waybill ?? ''];
    case 'order-cancelled':
      return [number, reason(facts, templateLanguage)];
    default:
      return [number];
  }
}

/** The template, its parameters and the whole text of one notice to a reader of `language`. */
export function noticeContent(kind: OrderNoticeKind, facts: NoticeFacts, language: Language) {
  const number = `#${facts.orderNumber}`;
  const text = TEXTS[kind][language](facts, language === 'en' ? number : ltr(number));
  return {
    template: {
      name: ORDER_NOTICE_TEMPLATES[kind],
      parameters: parametersOf(kind, facts, language),
    },
    // Every message to a customer says how to stop them; the seller's are about their work.
    text: kind === 'order-new' ? text : withStopLine(text, language),
  };
}
