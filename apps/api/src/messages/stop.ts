/**
 * The way out of every message to a customer (issue 37, "every message has a way to stop them"):
 * each order message ends with a short line saying how to stop them, and a customer who writes
 * one of the stop words to the shop's WhatsApp number hears nothing more by WhatsApp or SMS
 * (webhooks.ts) until they turn a channel back on in their dashboard. Mail is not affected.
 */
import type { Language } from '@chapkhana/shared/languages';
import { normaliseDigits } from '@chapkhana/shared/text';

/** The last line of every message to a customer, short enough to keep an SMS to a few parts. */
export const STOP_LINE: Record<Language, string> = {
  kr: 'بۆ ڕاگرتنی ئەم نامانە بنێرە: ڕاگرتن',
  ar: 'لإيقاف هذه الرسائل أرسل: توقف',
  en: 'Reply STOP to stop these messages.',
};

/** `text` with the stop line under it, in the reader's language. */
export const withStopLine = (text: string, language: Language) => `${text}\n${STOP_LINE[language]}`;

/**
 * One spelling for the ways people type a word on Iraqi phones: digits in ASCII, no case, no
 * spaces, punctuation, direction marks, tatweel or harakat; Arabic and Persian keyboard letters
 * alike (ي/ی, ك/ک, ة/ه/ە, أ/إ/آ/ا, ڕ/ر).
 */
export function normaliseWord(text: string): string {
  return (
    normaliseDigits(text.normalize('NFKC'))
      .toLowerCase()
      // Tatweel, harakat and other marks, direction and zero-width characters.
      .replace(/[\u0640\p{Mn}\p{Cf}]/gu, '')
      .replace(/[\s\p{P}\p{S}]/gu, '')
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/[ةەه]/g, 'ه')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ڕ/g, 'ر')
  );
}

/** The words that stop messages: English, Arabic and Sorani, as normaliseWord spells them. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'STOP',
    'unsubscribe',
    'ستوب',
    'توقف',
    'إيقاف',
    'أوقف',
    'ڕاگرتن',
    'ڕاگرە',
    'وەستان',
    'وەستە',
  ].map(normaliseWord),
);

/** Whether a message someone wrote to the shop is, on its own, a stop word. */
export const isStopWord = (text: string) => STOP_WORDS.has(normaliseWord(text));

/** The outbox kind of the one WhatsApp reply that confirms a stop (webhooks.ts). */
export const STOP_CONFIRMATION_KIND = 'messages-stopped';

/**
 * The reply to a stop word, free-form WhatsApp (the customer just wrote: the 24-hour window is
 * open): no more order messages, and where in the dashboard the message choices turn them back
 * on. It has no stop line of its own.
 */
export function stopConfirmationText(language: Language, publicUrl: string): string {
  const dashboard = `${publicUrl}/dashboard`;
  switch (language) {
    case 'kr':
      return `نامەکانی داواکاری ڕاگیران: ئیتر هیچ نامەیەکی داواکاریت بە واتسئاپ یان کورتەنامە بۆ نایەت. بۆ ئەوەی دیسان بێنەوە، لە داشبۆردەکەتدا هەڵبژاردنەکانی نامە هەڵبکەرەوە: ${dashboard}`;
    case 'ar':
      return `تم إيقاف رسائل الطلبات: لن تصلك بعد الآن رسائل عن طلباتك عبر واتساب أو الرسائل القصيرة. لإعادتها فعّل خيارات الرسائل في لوحة التحكم: ${dashboard}`;
    case 'en':
      return `Order messages stopped: you will get no more messages about your orders by WhatsApp or SMS. To turn them back on, switch on the message choices in your dashboard: ${dashboard}`;
  }
}
