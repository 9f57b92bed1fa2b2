import type { Language } from '@chapkhana/shared/languages';
import { escapeHtml } from '@chapkhana/shared/text';
import type { MailMessage } from '../../mail/mailer';

interface LinkMailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const registerText: Record<Language, LinkMailText> = {
  kr: {
    subject: 'بەستەری پشتڕاستکردنەوەی ئیمەیڵ — چاپخانە',
    greeting: 'سڵاو،',
    body: 'بۆ تەواوکردنی تۆمارکردنت لە چاپخانە، کرتە لەم بەستەرە بکە:',
    action: 'تەواوکردنی تۆمارکردن',
    expiry: 'ئەم بەستەرە تەنها یەک جار کار دەکات و بۆ ٢٤ کاتژمێر بەردەستە.',
    ignore: 'ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە.',
  },
  ar: {
    subject: 'رابط تأكيد البريد الإلكتروني — چاپخانە',
    greeting: 'مرحباً،',
    body: 'لإكمال تسجيلك في چاپخانە، اضغط على هذا الرابط:',
    action: 'إكمال التسجيل',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط وهو صالح لمدة ٢٤ ساعة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  },
  en: {
    subject: 'Your Chapkhana verification link',
    greeting: 'Hello,',
    body: 'To finish creating your Chapkhana account, open this link:',
    action: 'Finish registration',
    expiry: 'The link works once and for 24 hours.',
    ignore: 'If you did not ask for it, you can ignore this email.',
  },
};

const existingText: Record<Language, Omit<LinkMailText, 'expiry'>> = {
  kr: {
    subject: 'هەژمارت هەیە — چاپخانە',
    greeting: 'سڵاو،',
    body: 'هەژمارێک بەم ئیمەیڵە لە چاپخانە هەیە. بە ژمارەی مۆبایل و وشەی نهێنییەکەت بچۆ ژوورەوە:',
    action: 'چوونەژوورەوە',
    ignore: 'ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە.',
  },
  ar: {
    subject: 'لديك حساب بالفعل — چاپخانە',
    greeting: 'مرحباً،',
    body: 'يوجد حساب بهذا البريد في چاپخانە. سجّل الدخول برقم هاتفك وكلمة المرور:',
    action: 'تسجيل الدخول',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  },
  en: {
    subject: 'You already have a Chapkhana account',
    greeting: 'Hello,',
    body: 'An account with this email already exists. Sign in with your phone number and password:',
    action: 'Sign in',
    ignore: 'If you did not ask for it, you can ignore this email.',
  },
};

function compose(
  to: string,
  language: Language,
  text: Omit<LinkMailText, 'expiry'> & { expiry?: string },
  link: string,
): MailMessage {
  const dir = language === 'en' ? 'ltr' : 'rtl';
  const lines = [
    text.greeting,
    '',
    text.body,
    link,
    '',
    ...(text.expiry ? [text.expiry] : []),
    text.ignore,
  ];
  const html = `<!doctype html><html lang="${language === 'kr' ? 'ckb' : language}" dir="${dir}"><body style="font-family:Vazirmatn,Tahoma,Arial,sans-serif">
<p>${escapeHtml(text.greeting)}</p><p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#555">${escapeHtml(link)}</p>
${text.expiry ? `<p>${escapeHtml(text.expiry)}</p>` : ''}<p style="color:#555">${escapeHtml(text.ignore)}</p></body></html>`;
  return { to, subject: text.subject, text: lines.join('\n'), html, links: [link] };
}

/** The verification mail, in the reader's language, whose link leads to /register. */
export function verificationMail(to: string, language: Language, link: string): MailMessage {
  return compose(to, language, registerText[language], link);
}

/** Sent instead when the email already has an account: same answer to the caller, no enumeration. */
export function existingAccountMail(
  to: string,
  language: Language,
  loginLink: string,
): MailMessage {
  return compose(to, language, existingText[language], loginLink);
}
