/**
 * Mail about print jobs: to the customer when a proof arrives, to the seller when the customer
 * answers it or sends new artwork. It is written in its reader's language alone (the one they
 * last used the shop in), with the order number in the subject. Customer-written text is
 * escaped in the HTML.
 */
import { LANGUAGE_INFO, type Language } from '@chapkhana/shared/languages';
import { escapeHtml } from '@chapkhana/shared/text';
import type { MailMessage } from '../../mail/mailer';
import type { JobChange } from './service';

type MailEvent = JobChange['event'];

interface EventText {
  subject: string;
  body: string;
  action: string;
  comment: string;
}

const TEXT: Record<MailEvent, Record<Language, EventText>> = {
  proof_uploaded: {
    kr: {
      subject: 'نموونەی چاپەکەت ئامادەیە',
      body: 'فرۆشیار نموونەیەکی کارەکەتی ناردووە. تکایە سەیری بکە و پەسەندی بکە یان داوای گۆڕانکاری بکە.',
      action: 'بینینی داواکاری',
      comment: 'تێبینی فرۆشیار:',
    },
    ar: {
      subject: 'نموذج طباعتك جاهز',
      body: 'أرسل البائع نموذجاً لعملك. يرجى مراجعته والموافقة عليه أو طلب تعديلات.',
      action: 'عرض الطلب',
      comment: 'ملاحظة البائع:',
    },
    en: {
      subject: 'your print proof is ready',
      body: 'The seller has sent a proof of your job. Please look at it and approve it or ask for changes.',
      action: 'View the order',
      comment: "The seller's note:",
    },
  },
  approved: {
    kr: {
      subject: 'کڕیار نموونەکەی پەسەند کرد',
      body: 'کڕیار نموونەی کارێکی چاپی پەسەند کرد؛ دەتوانیت دەست بە بەرهەمهێنان بکەیت.',
      action: 'بینینی داواکاری',
      comment: 'تێبینی کڕیار:',
    },
    ar: {
      subject: 'وافق الزبون على النموذج',
      body: 'وافق الزبون على نموذج عمل طباعة؛ يمكنك البدء بالإنتاج.',
      action: 'عرض الطلب',
      comment: 'ملاحظة الزبون:',
    },
    en: {
      subject: 'the customer approved a proof',
      body: 'The customer approved the proof of a print job; it may go into production.',
      action: 'View the order',
      comment: "The customer's note:",
    },
  },
  changes_requested: {
    kr: {
      subject: 'کڕیار داوای گۆڕانکاری کرد',
      body: 'کڕیار داوای گۆڕانکاری لە نموونەی کارێکی چاپی کرد. تکایە نموونەیەکی نوێ بنێرە.',
      action: 'بینینی داواکاری',
      comment: 'داواکەی کڕیار:',
    },
    ar: {
      subject: 'طلب الزبون تعديلات',
      body: 'طلب الزبون تعديلات على نموذج عمل طباعة. يرجى إرسال نموذج جديد.',
      action: 'عرض الطلب',
      comment: 'طلب الزبون:',
    },
    en: {
      subject: 'the customer asked for changes',
      body: 'The customer asked for changes to the proof of a print job. Please send a new proof.',
      action: 'View the order',
      comment: "The customer's request:",
    },
  },
  artwork_added: {
    kr: {
      subject: 'کڕیار فایلی نوێی ناردووە',
      body: 'کڕیار فایلێکی نوێی بۆ کارێکی چاپی ناردووە. تکایە نموونەیەکی نوێ ئامادە بکە.',
      action: 'بینینی داواکاری',
      comment: 'تێبینی:',
    },
    ar: {
      subject: 'أرسل الزبون ملفاً جديداً',
      body: 'أرسل الزبون ملفاً جديداً لعمل طباعة. يرجى تجهيز نموذج جديد.',
      action: 'عرض الطلب',
      comment: 'ملاحظة:',
    },
    en: {
      subject: 'the customer sent new artwork',
      body: 'The customer sent a new file for a print job. Please prepare a new proof.',
      action: 'View the order',
      comment: 'Note:',
    },
  },
};

/** How a subject names the order, in each language (as the storefront's `orderNumber`). */
const ORDER_LABEL: Record<Language, (orderNumber: number) => string> = {
  kr: (n) => `داواکاری ژمارە ${n}`,
  ar: (n) => `الطلب رقم ${n}`,
  en: (n) => `Order #${n}`,
};

/** The reader: the order's number, and the language they read the shop in. */
export interface MailReader {
  orderNumber: number;
  language: Language;
}

/**
 * The mail of `change` to `to`, in the reader's language only; its link opens the order
 * (storefront or console) in that language too.
 */
export function printJobMail(
  to: string,
  change: Pick<JobChange, 'event' | 'comment'>,
  orderLink: string,
  reader: MailReader,
): MailMessage {
  const { language } = reader;
  const text = TEXT[change.event][language];
  const link = `${orderLink}?lng=${language}`;
  const comment = change.comment.trim();
  const subject = `${ORDER_LABEL[language](reader.orderNumber)}: ${text.subject}`;
  const plain = [
    text.body,
    ...(comment ? [text.comment, comment] : []),
    `${text.action}: ${link}`,
    '',
  ];
  const { htmlLang, dir } = LANGUAGE_INFO[language];
  const html = `<!doctype html><html lang="${htmlLang}" dir="${dir}"><body style="font-family:Vazirmatn,Tahoma,Arial,sans-serif">
<p>${escapeHtml(text.body)}</p>
${comment ? `<p>${escapeHtml(text.comment)}</p><blockquote dir="auto" style="white-space:pre-wrap">${escapeHtml(comment)}</blockquote>` : ''}
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#555">${escapeHtml(link)}</p></body></html>`;
  return { to, subject, text: plain.join('\n'), html, links: [link] };
}
