/**
 * Mail about print jobs: to the customer when a proof arrives, to the seller when the customer
 * answers it or sends new artwork. It is written in its reader's language alone (the one they
 * last used the shop in), with the order number in the subject. Customer-written text is
 * escaped in the HTML.
 */
import type { Language } from '@chapkhana/shared/languages';
import type { MailMessage } from '../../mail/mailer';
import { orderMail, type MailReader, type OrderMailText } from '../../mail/order-mail';
import type { JobChange } from './service';

type MailEvent = JobChange['event'];

const TEXT: Record<MailEvent, Record<Language, OrderMailText>> = {
  proof_uploaded: {
    kr: {
      subject: 'نموونەی چاپەکەت ئامادەیە',
      body: 'فرۆشیار نموونەیەکی کارەکەتی ناردووە. تکایە سەیری بکە و پەسەندی بکە یان داوای گۆڕانکاری بکە.',
      action: 'بینینی داواکاری',
      noteLabel: 'تێبینی فرۆشیار:',
    },
    ar: {
      subject: 'نموذج طباعتك جاهز',
      body: 'أرسل البائع نموذجاً لعملك. يرجى مراجعته والموافقة عليه أو طلب تعديلات.',
      action: 'عرض الطلب',
      noteLabel: 'ملاحظة البائع:',
    },
    en: {
      subject: 'your print proof is ready',
      body: 'The seller has sent a proof of your job. Please look at it and approve it or ask for changes.',
      action: 'View the order',
      noteLabel: "The seller's note:",
    },
  },
  approved: {
    kr: {
      subject: 'کڕیار نموونەکەی پەسەند کرد',
      body: 'کڕیار نموونەی کارێکی چاپی پەسەند کرد؛ دەتوانیت دەست بە بەرهەمهێنان بکەیت.',
      action: 'بینینی داواکاری',
      noteLabel: 'تێبینی کڕیار:',
    },
    ar: {
      subject: 'وافق الزبون على النموذج',
      body: 'وافق الزبون على نموذج عمل طباعة؛ يمكنك البدء بالإنتاج.',
      action: 'عرض الطلب',
      noteLabel: 'ملاحظة الزبون:',
    },
    en: {
      subject: 'the customer approved a proof',
      body: 'The customer approved the proof of a print job; it may go into production.',
      action: 'View the order',
      noteLabel: "The customer's note:",
    },
  },
  changes_requested: {
    kr: {
      subject: 'کڕیار داوای گۆڕانکاری کرد',
      body: 'کڕیار داوای گۆڕانکاری لە نموونەی کارێکی چاپی کرد. تکایە نموونەیەکی نوێ بنێرە.',
      action: 'بینینی داواکاری',
      noteLabel: 'داواکەی کڕیار:',
    },
    ar: {
      subject: 'طلب الزبون تعديلات',
      body: 'طلب الزبون تعديلات على نموذج عمل طباعة. يرجى إرسال نموذج جديد.',
      action: 'عرض الطلب',
      noteLabel: 'طلب الزبون:',
    },
    en: {
      subject: 'the customer asked for changes',
      body: 'The customer asked for changes to the proof of a print job. Please send a new proof.',
      action: 'View the order',
      noteLabel: "The customer's request:",
    },
  },
  artwork_added: {
    kr: {
      subject: 'کڕیار فایلی نوێی ناردووە',
      body: 'کڕیار فایلێکی نوێی بۆ کارێکی چاپی ناردووە. تکایە نموونەیەکی نوێ ئامادە بکە.',
      action: 'بینینی داواکاری',
      noteLabel: 'تێبینی:',
    },
    ar: {
      subject: 'أرسل الزبون ملفاً جديداً',
      body: 'أرسل الزبون ملفاً جديداً لعمل طباعة. يرجى تجهيز نموذج جديد.',
      action: 'عرض الطلب',
      noteLabel: 'ملاحظة:',
    },
    en: {
      subject: 'the customer sent new artwork',
      body: 'The customer sent a new file for a print job. Please prepare a new proof.',
      action: 'View the order',
      noteLabel: 'Note:',
    },
  },
};

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
  return orderMail(to, reader, orderLink, TEXT[change.event], change.comment);
}
