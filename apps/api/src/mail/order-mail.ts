/**
 * The shape every mail about one order shares: written in its reader's language alone (the one
 * they last used the shop or the console in), the order number first in the subject, a sentence,
 * an optional quoted note by a person (escaped in the HTML), one button opening the order in
 * that language, and, for mail a customer may turn off, a last line on how to stop it.
 */
import { LANGUAGE_INFO, type Language } from '@chapkhana/shared/languages';
import { escapeHtml } from '@chapkhana/shared/text';
import type { MailMessage } from './mailer';

/** How a subject names the order, in each language (as the storefront's `orderNumber`). */
const ORDER_LABEL: Record<Language, (orderNumber: number) => string> = {
  kr: (n) => `داواکاری ژمارە ${n}`,
  ar: (n) => `الطلب رقم ${n}`,
  en: (n) => `Order #${n}`,
};

/** How a customer stops order mails: the switch among their message choices (the dashboard). */
const STOP_MAIL: Record<Language, string> = {
  kr: 'بۆ ڕاگرتنی ئەم ئیمەیڵانە، لە پەڕەی هەژمارەکەت لە بەشی «نامەکان دەربارەی داواکارییەکانت» ئیمەیڵ بکوژێنەوە',
  ar: 'لإيقاف هذه الرسائل، أوقف البريد الإلكتروني في صفحة حسابك ضمن «رسائل عن طلباتك»',
  en: 'To stop these mails, turn off Email under “Messages about your orders” on your account page',
};

/** The reader: the order's number, and the language they read the shop in. */
export interface MailReader {
  orderNumber: number;
  language: Language;
}

/** What the mail says, in one language. */
export interface OrderMailText {
  /** After the order's label: "Order #1042: {subject}". */
  subject: string;
  body: string;
  /** Above the person's note (a seller's comment, the admin's reason), when there is one. */
  noteLabel: string;
  /** The button opening the order. */
  action: string;
}

/**
 * The mail to `to` about one order in the reader's language (`texts` in each), quoting `note`
 * when it has words, and opening `orderLink` in that language; with `stopLink` (the page of the
 * reader's message choices), a last line tells how to stop such mails.
 */
export function orderMail(
  to: string,
  reader: MailReader,
  orderLink: string,
  texts: Record<Language, OrderMailText>,
  note: string,
  stopLink?: string,
): MailMessage {
  const { language } = reader;
  const text = texts[language];
  const link = `${orderLink}?lng=${language}`;
  const stop = stopLink && `${stopLink}?lng=${language}`;
  const quoted = note.trim();
  const subject = `${ORDER_LABEL[language](reader.orderNumber)}: ${text.subject}`;
  const plain = [
    text.body,
    ...(quoted ? [text.noteLabel, quoted] : []),
    `${text.action}: ${link}`,
    ...(stop ? ['', `${STOP_MAIL[language]}: ${stop}`] : []),
    '',
  ];
  const { htmlLang, dir } = LANGUAGE_INFO[language];
  const html = `<!doctype html><html lang="${htmlLang}" dir="${dir}"><body style="font-family:Vazirmatn,Tahoma,Arial,sans-serif">
<p>${escapeHtml(text.body)}</p>
${quoted ? `<p>${escapeHtml(text.noteLabel)}</p><blockquote dir="auto" style="white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>` : ''}
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#555">${escapeHtml(link)}</p>
${stop ? `<p style="font-size:12px;color:#555">${escapeHtml(STOP_MAIL[language])}: <a href="${escapeHtml(stop)}" dir="ltr">${escapeHtml(stop)}</a></p>` : ''}</body></html>`;
  return { to, subject, text: plain.join('\n'), html, links: stop ? [link, stop] : [link] };
}
