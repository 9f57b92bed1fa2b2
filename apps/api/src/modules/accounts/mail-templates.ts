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

const resetText: Record<Language, LinkMailText> = {
  kr: {
    subject: 'دانانی وشەی نهێنیی نوێ — چاپخانە',
    greeting: 'سڵاو،',
    body: 'داوای وشەی نهێنیی نوێ بۆ هەژمارەکەت لە چاپخانە کرا. بۆ دانانی، کرتە لەم بەستەرە بکە:',
    action: 'دانانی وشەی نهێنیی نوێ',
    expiry: 'ئەم بەستەرە تەنها یەک جار کار دەکات و بۆ یەک کاتژمێر بەردەستە.',
    ignore: 'ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە؛ وشەی نهێنییەکەت ناگۆڕێت.',
  },
  ar: {
    subject: 'تعيين كلمة مرور جديدة — چاپخانە',
    greeting: 'مرحباً،',
    body: 'طُلبت كلمة مرور جديدة لحسابك في چاپخانە. لتعيينها اضغط على هذا الرابط:',
    action: 'تعيين كلمة مرور جديدة',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط وهو صالح لمدة ساعة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ لن تتغيّر كلمة مرورك.',
  },
  en: {
    subject: 'Set a new Chapkhana password',
    greeting: 'Hello,',
    body: 'A new password was asked for your Chapkhana account. To set it, open this link:',
    action: 'Set a new password',
    expiry: 'The link works once and for one hour.',
    ignore: 'If you did not ask for it, ignore this email; your password stays as it is.',
  },
};

const noAccountText: Record<Language, Omit<LinkMailText, 'expiry'>> = {
  kr: {
    subject: 'هیچ هەژمارێک بەم ئیمەیڵە نییە — چاپخانە',
    greeting: 'سڵاو،',
    body: 'داوای وشەی نهێنیی نوێ بۆ ئەم ئیمەیڵە کرا، بەڵام هیچ هەژمارێک لە چاپخانە بەم ئیمەیڵە نییە. دەتوانیت بە ژمارەی مۆبایلەکەت بچیتە ژوورەوە یان هەژمار دروست بکەیت:',
    action: 'چوونەژوورەوە بە ژمارەی مۆبایل',
    ignore: 'ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە.',
  },
  ar: {
    subject: 'لا يوجد حساب بهذا البريد — چاپخانە',
    greeting: 'مرحباً،',
    body: 'طُلبت كلمة مرور جديدة لهذا البريد، لكن لا يوجد حساب في چاپخانە به. يمكنك الدخول أو إنشاء حساب برقم هاتفك:',
    action: 'الدخول برقم الهاتف',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  },
  en: {
    subject: 'No Chapkhana account uses this email',
    greeting: 'Hello,',
    body: 'A new password was asked for this email, but no Chapkhana account uses it. You can sign in or create an account with your phone number:',
    action: 'Sign in with your phone',
    ignore: 'If you did not ask for it, you can ignore this email.',
  },
};

/** The link to set a new password, in the reader's language. */
export function passwordResetMail(to: string, language: Language, link: string): MailMessage {
  return compose(to, language, resetText[language], link);
}

/** Sent instead when no customer has the email: the same answer to the caller, no enumeration. */
export function noAccountMail(
  to: string,
  language: Language,
  phoneSignInLink: string,
): MailMessage {
  return compose(to, language, noAccountText[language], phoneSignInLink);
}

const emailChangeText: Record<Language, LinkMailText> = {
  kr: {
    subject: 'پشتڕاستکردنەوەی ئیمەیڵی نوێ — چاپخانە',
    greeting: 'سڵاو،',
    body: 'داوا کرا ئەم ئیمەیڵە ببێتە ئیمەیڵی هەژمارەکەت لە چاپخانە. بۆ پشتڕاستکردنەوە، ئەم بەستەرە لەو مۆبایلەدا بکەرەوە کە پێی چوویتە ژوورەوە:',
    action: 'پشتڕاستکردنەوەی ئیمەیڵ',
    expiry: 'ئەم بەستەرە تەنها یەک جار کار دەکات و بۆ ٢٤ کاتژمێر بەردەستە.',
    ignore: 'ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە؛ هیچ شتێک ناگۆڕێت.',
  },
  ar: {
    subject: 'تأكيد البريد الإلكتروني الجديد — چاپخانە',
    greeting: 'مرحباً،',
    body: 'طُلب أن يصبح هذا البريد بريد حسابك في چاپخانە. للتأكيد افتح هذا الرابط على الهاتف الذي سجّلت الدخول منه:',
    action: 'تأكيد البريد الإلكتروني',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط وهو صالح لمدة ٢٤ ساعة.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ لن يتغيّر شيء.',
  },
  en: {
    subject: 'Confirm your new Chapkhana email',
    greeting: 'Hello,',
    body: 'This email was asked to become the email of your Chapkhana account. To confirm, open this link on the phone you are signed in on:',
    action: 'Confirm email',
    expiry: 'The link works once and for 24 hours.',
    ignore: 'If you did not ask for it, ignore this email; nothing changes.',
  },
};

const emailInUseText: Record<Language, Omit<LinkMailText, 'expiry'>> = {
  kr: {
    subject: 'ئەم ئیمەیڵە هەژمارێکی هەیە — چاپخانە',
    greeting: 'سڵاو،',
    body: 'داوا کرا ئەم ئیمەیڵە بۆ هەژمارێکی تر لە چاپخانە زیاد بکرێت، بەڵام پێشتر هەژمارێکی هەیە؛ هیچ شتێک نەگۆڕا. ئەگەر تۆ بوویت، بەو هەژمارەوە بچۆ ژوورەوە:',
    action: 'چوونەژوورەوە',
    ignore: 'ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە.',
  },
  ar: {
    subject: 'هذا البريد مستخدم في حساب — چاپخانە',
    greeting: 'مرحباً،',
    body: 'طُلبت إضافة هذا البريد إلى حساب آخر في چاپخانە، لكنه مستخدم في حساب بالفعل؛ لم يتغيّر شيء. إن كنت أنت، فسجّل الدخول إلى ذلك الحساب:',
    action: 'تسجيل الدخول',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  },
  en: {
    subject: 'This email already has a Chapkhana account',
    greeting: 'Hello,',
    body: 'Someone asked to add this email to another Chapkhana account, but an account already uses it, so nothing changed. If it was you, sign in to that account:',
    action: 'Sign in',
    ignore: 'If you did not ask for it, you can ignore this email.',
  },
};

/** The link that makes this address the signed-in customer's email, in the reader's language. */
export function emailChangeMail(to: string, language: Language, link: string): MailMessage {
  return compose(to, language, emailChangeText[language], link);
}

/** Sent instead when another account has the email: the same answer to the caller, no enumeration. */
export function emailInUseMail(to: string, language: Language, loginLink: string): MailMessage {
  return compose(to, language, emailInUseText[language], loginLink);
}
