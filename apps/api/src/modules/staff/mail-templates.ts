import type { Language } from '@chapkhana/shared/languages';
import type { ShopRole } from '@chapkhana/shared/shop-roles';
import { escapeHtml } from '@chapkhana/shared/text';
import type { MailMessage } from '../../mail/mailer';

interface InviteText {
  subject: string;
  greeting: (name: string) => string;
  body: (shop: string) => string;
  /** A member added to a print house's staff in a role (issue 39). */
  memberBody: (shop: string, role: string) => string;
  roles: Record<ShopRole, string>;
  action: string;
  expiry: string;
  signIn: string;
}

const INVITE: Record<Language, InviteText> = {
  kr: {
    subject: 'بەخێربێیت بۆ کۆنسۆڵی چاپخانە — وشەی نهێنییەکەت دابنێ',
    greeting: (name) => `سڵاو ${name}،`,
    body: (shop) =>
      `«${shop}» وەک فرۆشیار لە چاپخانە زیادکرا. بۆ چوونەژوورەوە بۆ کۆنسۆڵ، سەرەتا وشەی نهێنییەک دابنێ:`,
    memberBody: (shop, role) =>
      `«${shop}» تۆی وەک ${role} زیادکرد بۆ ستافەکەی لە چاپخانە. بۆ چوونەژوورەوە بۆ کۆنسۆڵ، سەرەتا وشەی نهێنییەک دابنێ:`,
    roles: {
      owner: 'خاوەن',
      designer: 'دیزاینەر',
      production: 'بەرهەمهێنان',
      dispatcher: 'گەیاندن',
    },
    action: 'دانانی وشەی نهێنی',
    expiry: 'ئەم بەستەرە تەنها یەک جار کار دەکات و بۆ ٧ ڕۆژ بەردەستە.',
    signIn: 'دواتر بە ئیمەیڵ یان ژمارەی مۆبایلەکەت و ئەو وشە نهێنییە بچۆ ژوورەوە.',
  },
  ar: {
    subject: 'مرحباً بك في لوحة تحكم چاپخانە — عيّن كلمة المرور',
    greeting: (name) => `مرحباً ${name}،`,
    body: (shop) => `أُضيف «${shop}» بائعاً في چاپخانە. لتدخل لوحة التحكم، عيّن كلمة مرور أولاً:`,
    memberBody: (shop, role) =>
      `أضافك «${shop}» إلى فريقه في چاپخانە بدور ${role}. لتدخل لوحة التحكم، عيّن كلمة مرور أولاً:`,
    roles: { owner: 'مالك', designer: 'مصمم', production: 'إنتاج', dispatcher: 'شحن وتسليم' },
    action: 'تعيين كلمة المرور',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط وهو صالح لمدة ٧ أيام.',
    signIn: 'بعدها سجّل الدخول ببريدك الإلكتروني أو رقم هاتفك وكلمة المرور هذه.',
  },
  en: {
    subject: 'Welcome to the Chapkhana console — set your password',
    greeting: (name) => `Hello ${name},`,
    body: (shop) =>
      `“${shop}” was added as a seller on Chapkhana. To sign in to the console, first set a password:`,
    memberBody: (shop, role) =>
      `“${shop}” added you to its staff on Chapkhana as ${role}. To sign in to the console, first set a password:`,
    roles: {
      owner: 'owner',
      designer: 'designer',
      production: 'production',
      dispatcher: 'dispatcher',
    },
    action: 'Set my password',
    expiry: 'The link works once and for 7 days.',
    signIn: 'Then sign in with your email or phone number and that password.',
  },
};

/**
 * The mail that lets a new seller's account owner, or a member its owner added in `role`, set a
 * password, in their language.
 */
export function sellerInviteMail(
  to: string,
  language: Language,
  names: { person: string; shop: string; role?: ShopRole },
  link: string,
): MailMessage {
  const invite = INVITE[language];
  const { role } = names;
  const text = role
    ? { ...invite, body: (shop: string) => invite.memberBody(shop, invite.roles[role]) }
    : invite;
  const dir = language === 'en' ? 'ltr' : 'rtl';
  const lang = language === 'kr' ? 'ckb' : language;
  const lines = [
    text.greeting(names.person),
    '',
    text.body(names.shop),
    link,
    '',
    text.expiry,
    text.signIn,
  ];
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Vazirmatn,Tahoma,Arial,sans-serif">
<p>${escapeHtml(text.greeting(names.person))}</p><p>${escapeHtml(text.body(names.shop))}</p>
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p>${escapeHtml(text.expiry)}</p><p>${escapeHtml(text.signIn)}</p></body></html>`;
  return { to, subject: text.subject, text: lines.join('\n'), html, links: [link] };
}
