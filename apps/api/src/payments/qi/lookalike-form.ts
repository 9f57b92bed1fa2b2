import { formTokenInput } from '../lookalike-http';
import type { QiLookalikePayment } from './lookalike-world';

/** The hosted form's steps. */
export type QiFormStep = 'card' | 'otp' | 'finished' | 'not-found';

const TEXTS = {
  ar: {
    dir: 'rtl',
    banner: 'محاكاة لبوابة كي كارد — لا أموال حقيقية (Look-alike of Qi Card, no real money)',
    title: 'الدفع بالبطاقة',
    amount: 'المبلغ',
    card: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvv: 'CVV',
    pay: 'ادفع',
    cancel: 'إلغاء الدفع',
    otp: 'رمز التحقق (3-D Secure) المرسل إلى هاتفك',
    confirm: 'تأكيد',
    unknownCard:
      'هذه ليست بطاقة تجريبية: استعمل 4111 1111 1111 1111 (ناجحة) أو 4000 0000 0000 0002 (مرفوضة).',
    badOtp: 'الرمز ستة أرقام.',
    badToken: 'لم يُرسل هذا النموذج من هذه الصفحة. حاول مرة أخرى.',
    hint: 'بطاقات تجريبية: 4111 1111 1111 1111 تنجح، 4000 0000 0000 0002 تُرفض. أي رمز من ستة أرقام ينجح إلا 000000.',
    finished: 'انتهت عملية الدفع هذه.',
    back: 'العودة إلى المتجر',
    notFound: 'عملية الدفع غير موجودة.',
  },
  en: {
    dir: 'ltr',
    banner: 'Look-alike of Qi Card, no real money',
    title: 'Card payment',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry',
    cvv: 'CVV',
    pay: 'Pay',
    cancel: 'Cancel payment',
    otp: 'The 3-D Secure code sent to your phone',
    confirm: 'Confirm',
    unknownCard:
      'Not a test card: use 4111 1111 1111 1111 (succeeds) or 4000 0000 0000 0002 (declined).',
    badOtp: 'The code is six digits.',
    badToken: 'This form was not sent from this page. Try again.',
    hint: 'Test cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined. Any six-digit code succeeds except 000000.',
    finished: 'This payment is over.',
    back: 'Back to the shop',
    notFound: 'No such payment.',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The form's language from the payment's locale: Arabic for `ar_*`, English otherwise. */
export function formLanguage(locale: string | undefined): 'ar' | 'en' {
  return locale?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** What was wrong with the last post of the form. */
export type QiFormError = 'unknownCard' | 'badOtp' | 'badToken';

/**
 * One page of the hosted card form, plain HTML with no script, marked as a simulation; every
 * form carries the payment's `formToken` (CSRF).
 */
export function renderQiForm(
  step: QiFormStep,
  payment: QiLookalikePayment | undefined,
  formBase: string,
  formToken: string,
  error?: QiFormError,
): string {
  const language = formLanguage(payment?.locale);
  const t = TEXTS[language];
  const action = (what: string) => escapeHtml(`${formBase}/${payment?.paymentId ?? ''}/${what}`);
  const token = formTokenInput(formToken);
  const cancel = `<form method="post" action="${action('cancel')}">${token}<button type="submit" name="cancel" value="1">${t.cancel}</button></form>`;
  let body: string;
  if (step === 'not-found' || !payment) {
    body = `<p>${t.notFound}</p>`;
  } else if (step === 'finished') {
    body = `<p>${t.finished}</p><p><a href="${escapeHtml(payment.finishPaymentUrl)}">${t.back}</a></p>`;
  } else {
    const amount = `<p>${t.amount}: <strong>${payment.amount.toLocaleString('en-US')} IQD</strong></p>`;
    const problem = error ? `<p role="alert">${t[error]}</p>` : '';
    const fields =
      step === 'card'
        ? `<form method="post" action="${action('card')}">${token}
<label>${t.card} <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required></label>
<label>${t.expiry} <input name="expiry" placeholder="MM/YY" maxlength="5"></label>
<label>${t.cvv} <input name="cvv" inputmode="numeric" maxlength="4"></label>
<button type="submit">${t.pay}</button></form>`
        : `<form method="post" action="${action('otp')}">${token}
<label>${t.otp} <input name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></label>
<button type="submit">${t.confirm}</button></form>`;
    body = `${amount}${problem}${fields}${cancel}<p><small>${t.hint}</small></p>`;
  }
  return `<!DOCTYPE html>
<html lang="${language}" dir="${t.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title} — Qi Card look-alike</title></head>
<body><p role="note" data-testid="qi-lookalike-banner"><strong>${t.banner}</strong></p><h1>${t.title}</h1>
${body}</body></html>`;
}
