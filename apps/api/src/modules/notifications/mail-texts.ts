/**
 * What each mail about an order says (issue 37): the same events as the messages (texts.ts),
 * each in its reader's language alone, in the shape every order mail shares (mail/order-mail.ts).
 * A proof that is ready has no mail here: the print loop mails it (print/notify.ts).
 */
import type { Language } from '@chapkhana/shared/languages';
import type { MailMessage } from '../../mail/mailer';
import { orderMail, type MailReader, type OrderMailText } from '../../mail/order-mail';
import { carrier, ltr, type NoticeFacts, type OrderNoticeKind } from './texts';

type MailKind = Exclude<OrderNoticeKind, 'proof-ready'>;
type MailTexts = Record<Language, (facts: NoticeFacts) => OrderMailText>;

/** The button and the note's label every customer mail shares, in each language. */
const SHARED: Record<Language, Pick<OrderMailText, 'action' | 'noteLabel'>> = {
  kr: { action: 'بینینی داواکاری', noteLabel: 'تێبینی:' },
  ar: { action: 'عرض الطلب', noteLabel: 'ملاحظة:' },
  en: { action: 'View the order', noteLabel: 'Note:' },
};

/** A mail to a customer in `language`: its subject and sentence, and the shared button. */
const said =
  (language: Language, subject: string, body: (facts: NoticeFacts) => string, noteLabel?: string) =>
  (facts: NoticeFacts): OrderMailText => ({
    ...SHARED[language],
    subject,
    body: body(facts),
    ...(noteLabel ? { noteLabel } : {}),
  });

const TEXTS: Record<MailKind, MailTexts> = {
  // To the print house: its part's amount, and its console's page of the order.
  'order-new': {
    kr: (f) => ({
      subject: 'داواکاری نوێ',
      body: `داواکارییەکی نوێ بە بڕی ${ltr(`${f.amount} IQD`)} بۆ چاپخانەکەت هاتووە. تکایە لە کۆنسۆڵ پشتڕاستی بکەرەوە.`,
      noteLabel: SHARED.kr.noteLabel,
      action: 'کردنەوەی داواکاری',
    }),
    ar: (f) => ({
      subject: 'طلب جديد',
      body: `وصل طلب جديد لمطبعتك بقيمة ${ltr(`${f.amount} IQD`)}. يرجى تأكيده من لوحة التحكم.`,
      noteLabel: SHARED.ar.noteLabel,
      action: 'فتح الطلب',
    }),
    en: (f) => ({
      subject: 'new order',
      body: `A new order came in for your print house: ${f.amount} IQD. Please confirm it in the console.`,
      noteLabel: SHARED.en.noteLabel,
      action: 'Open the order',
    }),
  },
  'order-confirmed': {
    kr: said(
      'kr',
      'پشتڕاستکرایەوە',
      () => 'چاپخانە داواکارییەکەتی پشتڕاستکردەوە و دەستی بە ئامادەکردنی کرد.',
    ),
    ar: said('ar', 'تم التأكيد', () => 'أكّدت المطبعة طلبك وبدأت بتجهيزه.'),
    en: said(
      'en',
      'confirmed',
      () => 'The print house confirmed your order and started preparing it.',
    ),
  },
  'order-shipped': {
    kr: said(
      'kr',
      'لە ڕێگایە',
      (f) => `داواکارییەکەت درایە ${carrier(f, 'kr')}. ژمارەی بارنامە: ${ltr(f.waybill ?? '')}`,
    ),
    ar: said(
      'ar',
      'في الطريق',
      (f) => `سُلّم طلبك إلى ${carrier(f, 'ar')}. رقم الشحنة: ${ltr(f.waybill ?? '')}`,
    ),
    en: said(
      'en',
      'on its way',
      (f) => `Your order was handed to ${carrier(f, 'en')}. Tracking number: ${f.waybill ?? ''}`,
    ),
  },
  'order-out-for-delivery': {
    kr: said(
      'kr',
      'بۆ گەیاندن دەرچوو',
      () => 'داواکارییەکەت ئەمڕۆ بۆ گەیاندن دەرچوو. تکایە ئامادە بە بۆ وەرگرتنی.',
    ),
    ar: said('ar', 'خرج للتوصيل', () => 'خرج طلبك للتوصيل اليوم. يرجى أن تكون جاهزاً لاستلامه.'),
    en: said(
      'en',
      'out for delivery',
      () => 'Your order is out for delivery today. Please be ready to receive it.',
    ),
  },
  'order-delivered': {
    kr: said('kr', 'گەیەنرا', () => 'داواکارییەکەت وەک گەیەنراو تۆمارکرا.'),
    ar: said('ar', 'تم التسليم', () => 'سُجّل طلبك على أنه مُسلَّم.'),
    en: said('en', 'delivered', () => 'Your order was recorded as delivered.'),
  },
  'order-cancelled': {
    kr: said('kr', 'هەڵوەشێنرایەوە', () => 'داواکارییەکەت هەڵوەشێنرایەوە.', 'هۆکار:'),
    ar: said('ar', 'أُلغي', () => 'أُلغي طلبك.', 'السبب:'),
    en: said('en', 'cancelled', () => 'Your order was cancelled.', 'Reason:'),
  },
};

/** Whether the event has a mail of its own here (a ready proof is mailed by the print loop). */
export const hasNoticeMail = (kind: OrderNoticeKind): kind is MailKind => kind !== 'proof-ready';

/**
 * The mail of one notice to `to` in the reader's language: opening `orderLink`, quoting `note`
 * (the admin's reason) when it has words, and, with `stopLink`, saying how to stop such mails.
 */
export function noticeMail(
  kind: MailKind,
  to: string,
  reader: MailReader,
  facts: NoticeFacts,
  links: { order: string; stop?: string },
  note = '',
): MailMessage {
  const texts = TEXTS[kind];
  const written = { kr: texts.kr(facts), ar: texts.ar(facts), en: texts.en(facts) };
  return orderMail(to, reader, links.order, written, note, links.stop);
}
