/**
 * The mail a customer gets when the admin cancels their order or marks it delivered, with the
 * admin's reason. The shop keeps no reader's language yet, so it carries all three (as print job
 * mails do without one, print/mail-templates.ts). The reason is escaped in the HTML.
 */
import { LANGUAGES, type Language } from '@chapkhana/shared/languages';
import { escapeHtml } from '@chapkhana/shared/text';
import type { MailMessage } from '../../mail/mailer';

export type AnnouncedStatus = 'cancelled' | 'delivered';

interface StatusText {
  order: (n: number) => string;
  subject: string;
  body: string;
  reason: string;
  action: string;
}

const TEXT: Record<AnnouncedStatus, Record<Language, StatusText>> = {
  cancelled: {
    kr: {
      order: (n) => `داواکاری ژمارە ${n}`,
      subject: 'هەڵوەشێنرایەوە',
      body: 'داواکارییەکەت لەلایەن چاپخانەوە هەڵوەشێنرایەوە.',
      reason: 'هۆکار:',
      action: 'بینینی داواکاری',
    },
    ar: {
      order: (n) => `الطلب رقم ${n}`,
      subject: 'أُلغي',
      body: 'ألغى چاپخانە طلبك.',
      reason: 'السبب:',
      action: 'عرض الطلب',
    },
    en: {
      order: (n) => `Order #${n}`,
      subject: 'cancelled',
      body: 'Chapkhana cancelled your order.',
      reason: 'Reason:',
      action: 'View the order',
    },
  },
  delivered: {
    kr: {
      order: (n) => `داواکاری ژمارە ${n}`,
      subject: 'گەیەنرا',
      body: 'داواکارییەکەت وەک گەیەنراو تۆمارکرا.',
      reason: 'تێبینی:',
      action: 'بینینی داواکاری',
    },
    ar: {
      order: (n) => `الطلب رقم ${n}`,
      subject: 'تم التسليم',
      body: 'سُجّل طلبك على أنه مُسلَّم.',
      reason: 'ملاحظة:',
      action: 'عرض الطلب',
    },
    en: {
      order: (n) => `Order #${n}`,
      subject: 'delivered',
      body: 'Your order was recorded as delivered.',
      reason: 'Note:',
      action: 'View the order',
    },
  },
};

/** The customer's mail about `status`, with the admin's `reason` and a link to the order. */
export function orderStatusMail(
  to: string,
  order: { orderNumber: number; status: AnnouncedStatus; reason: string },
  link: string,
): MailMessage {
  const texts = LANGUAGES.map((language) => ({ language, text: TEXT[order.status][language] }));
  const subject = texts
    .map(({ text }) => `${text.order(order.orderNumber)}: ${text.subject}`)
    .join(' · ');
  const plain = texts.flatMap(({ text }) => [
    text.body,
    `${text.reason} ${order.reason}`,
    `${text.action}: ${link}`,
    '',
  ]);
  const sections = texts.map(({ language, text }) => {
    const dir = language === 'en' ? 'ltr' : 'rtl';
    const lang = language === 'kr' ? 'ckb' : language;
    return `<section lang="${lang}" dir="${dir}" style="margin-bottom:20px">
<p>${escapeHtml(text.body)}</p>
<p>${escapeHtml(text.reason)}</p><blockquote dir="auto" style="white-space:pre-wrap">${escapeHtml(order.reason)}</blockquote>
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
</section>`;
  });
  const html = `<!doctype html><html lang="ckb" dir="rtl"><body style="font-family:Vazirmatn,Tahoma,Arial,sans-serif">
${sections.join('\n')}<p dir="ltr" style="font-size:12px;color:#555">${escapeHtml(link)}</p></body></html>`;
  return { to, subject, text: plain.join('\n'), html, links: [link] };
}
