import { escapeHtml } from '@chapkhana/shared/text';
import { formTokenInput, LOOKALIKE_PAGE_STYLE } from '../lookalike-http';
import type { FastPayLookalikePayment } from './lookalike-world';

/** Shown on every page: nobody mistakes it for FastPay. */
export const FASTPAY_LOOKALIKE_BANNER = 'Look-alike of FastPay, no real money';

export type FastPayPageStep = 'login' | 'closed' | 'unknown';

/** What was wrong with the last post: a field, or the form token (CSRF). */
export type FastPayPageProblem = 'invalid' | 'badToken';

const PROBLEMS: Record<FastPayPageProblem, string> = {
  invalid: 'Check the wallet number and password.',
  badToken: 'This form was not sent from this page. Try again.',
};

/**
 * The hosted "login to pay" page: a wallet number and password, or cancel; plain HTML, no script.
 * FastPay takes no language from the merchant (reference, FastPay, "Not found"), so the page is
 * in English with its lines in Arabic and Sorani, each marked with its own language and direction.
 * Each form carries the payment's `formToken` (CSRF).
 */
export function fastPayLookalikePage(
  payment: FastPayLookalikePayment | undefined,
  step: FastPayPageStep,
  actionBase: string,
  formToken: string,
  problem?: FastPayPageProblem,
): string {
  const token = payment ? escapeHtml(payment.token) : '';
  const hidden = `<input type="hidden" name="token" value="${token}">${formTokenInput(formToken)}`;
  const action = (what: string) => escapeHtml(`${actionBase}/${what}`);
  let body: string;
  if (!payment || step === 'unknown') {
    body = '<p>Unknown payment.</p>';
  } else if (step === 'closed') {
    body = `<p>This payment is over.</p><p lang="ar" dir="rtl">انتهت عملية الدفع هذه.</p>`;
  } else {
    body = `<p>Amount: <bdi>${payment.billAmount.toLocaleString('en-US')} IQD</bdi> — order <bdi>${escapeHtml(payment.orderId)}</bdi></p>
<p lang="ar" dir="rtl">سجّل الدخول إلى محفظة فاست باي للدفع.</p>
<p lang="ckb" dir="rtl">بچۆ ژوورەوە بۆ جزدانی فاست پەی بۆ پارەدان.</p>
${problem ? `<p role="alert">${PROBLEMS[problem]}</p>` : ''}<form method="post" action="${action('login')}">${hidden}
<label>Wallet number <input name="mobile_number" inputmode="tel" dir="ltr" autocomplete="tel" required></label>
<label>Password <input name="password" type="password" dir="ltr" required></label>
<button type="submit">Login to pay</button></form>
<form method="post" action="${action('cancel')}">${hidden}<button type="submit">Cancel</button></form>
<p><small>Any password works; the wallet +964 750 000 0002 is declined.</small></p>`;
  }
  return `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay with FastPay — ${FASTPAY_LOOKALIKE_BANNER}</title>
${LOOKALIKE_PAGE_STYLE}</head>
<body><p class="banner" role="note">${FASTPAY_LOOKALIKE_BANNER}</p>
<h1>Pay with FastPay</h1>
${body}
</body></html>`;
}
