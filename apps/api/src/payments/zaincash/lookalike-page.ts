import { escapeHtml } from '@chapkhana/shared/text';
import { formTokenInput, LOOKALIKE_PAGE_STYLE } from '../lookalike-http';
import type { LookalikeLanguage, LookalikePayment } from './lookalike-world';

/** Shown on every page, in English whatever the language: nobody mistakes it for ZainCash. */
export const LOOKALIKE_BANNER = 'Look-alike of ZainCash, no real money';

const TEXTS = {
  en: {
    lang: 'en',
    dir: 'ltr',
    title: 'Pay with ZainCash',
    banner: 'A simulation for tests and the demo.',
    amount: 'Amount',
    order: 'Order',
    wallet: 'Wallet number',
    pin: 'PIN',
    next: 'Continue',
    otp: 'Code sent by SMS (111111 in this simulation)',
    pay: 'Pay',
    cancel: 'Cancel',
    closed: 'This payment can no longer be paid.',
    invalid: 'Check the fields and try again.',
    badToken: 'This form was not sent from this page. Try again.',
  },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    title: 'الدفع عبر زين كاش',
    banner: 'محاكاة للاختبار والعرض.',
    amount: 'المبلغ',
    order: 'الطلب',
    wallet: 'رقم المحفظة',
    pin: 'الرمز السري',
    next: 'متابعة',
    otp: 'الرمز المرسل برسالة قصيرة (111111 في هذه المحاكاة)',
    pay: 'ادفع',
    cancel: 'إلغاء',
    closed: 'لم يعد بالإمكان دفع هذا المبلغ.',
    invalid: 'تحقق من الحقول وحاول مرة أخرى.',
    badToken: 'لم يُرسل هذا النموذج من هذه الصفحة. حاول مرة أخرى.',
  },
  ku: {
    lang: 'ckb',
    dir: 'rtl',
    title: 'پارەدان بە زەین کاش',
    banner: 'لاساییکردنەوەیەک بۆ تاقیکردنەوە و نمایش.',
    amount: 'بڕ',
    order: 'داواکاری',
    wallet: 'ژمارەی جزدان',
    pin: 'ژمارەی نهێنی',
    next: 'بەردەوام بە',
    otp: 'کۆدی نێردراو بە نامە (111111 لەم لاساییکردنەوەیەدا)',
    pay: 'پارە بدە',
    cancel: 'هەڵوەشاندنەوە',
    closed: 'ئیتر ناتوانرێت ئەم پارەیە بدرێت.',
    invalid: 'خانەکان بپشکنە و دووبارە هەوڵ بدەوە.',
    badToken: 'ئەم فۆرمە لەم پەڕەیەوە نەنێردراوە. دووبارە هەوڵ بدەوە.',
  },
} as const satisfies Record<LookalikeLanguage, Record<string, string>>;

export type LookalikePageStep = 'wallet' | 'otp' | 'closed';

/** What was wrong with the last post: a field, or the form token (CSRF). */
export type LookalikePageProblem = 'invalid' | 'badToken';

/**
 * The hosted page: the wallet number and PIN, then the OTP; plain HTML forms, no script, each
 * carrying the payment's `formToken` (CSRF).
 */
export function lookalikePage(
  payment: LookalikePayment,
  step: LookalikePageStep,
  actionBase: string,
  formToken: string,
  problem?: LookalikePageProblem,
): string {
  const t = TEXTS[payment.language];
  const id = escapeHtml(payment.transactionId);
  const hidden = `<input type="hidden" name="id" value="${id}">${formTokenInput(formToken)}`;
  const cancel = `<form method="post" action="${escapeHtml(actionBase)}/cancel">${hidden}<button type="submit">${t.cancel}</button></form>`;
  const forms = {
    wallet: `<form method="post" action="${escapeHtml(actionBase)}/wallet">${hidden}
<label>${t.wallet} <input name="msisdn" inputmode="numeric" dir="ltr" required value="${escapeHtml(payment.phone ?? '')}"></label>
<label>${t.pin} <input name="pin" type="password" inputmode="numeric" dir="ltr" required></label>
<button type="submit">${t.next}</button></form>${cancel}`,
    otp: `<form method="post" action="${escapeHtml(actionBase)}/otp">${hidden}
<label>${t.otp} <input name="otp" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required></label>
<button type="submit">${t.pay}</button></form>${cancel}`,
    closed: `<p>${t.closed}</p>`,
  };
  return `<!DOCTYPE html>
<html lang="${t.lang}" dir="${t.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} — ${LOOKALIKE_BANNER}</title>
${LOOKALIKE_PAGE_STYLE}</head>
<body><p class="banner" lang="en" dir="ltr">${LOOKALIKE_BANNER}</p><p>${t.banner}</p>
<h1>${t.title}</h1>
<p>${t.order}: <bdi>${escapeHtml(payment.orderId)}</bdi> — ${escapeHtml(payment.serviceType)}</p>
<p>${t.amount}: <bdi>${payment.amount.toLocaleString('en-US')} IQD</bdi></p>
${problem ? `<p role="alert">${t[problem]}</p>` : ''}${forms[step]}
</body></html>`;
}
