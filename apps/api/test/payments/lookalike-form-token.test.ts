import { describe, expect, it } from 'vitest';
import * as fastpay from './fastpay-test-support';
import { formAction, hiddenFields, postForm } from './provider-test-support';
import * as qi from './qi-test-support';
import * as zaincash from './zaincash-test-support';

// Review of the look-alikes before the public demo mounts them: each hosted form carries a
// random token of its payment as a hidden field (CSRF); a post without it, or with another,
// re-shows the page with an error (403) and changes nothing.

const FIELD = 'form_token';

/** Opens a hosted page; its HTML and hidden fields, which must carry a form token. */
async function open(url: string) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const hidden = hiddenFields(html);
  expect(hidden[FIELD]).toMatch(/^[\w-]{32,}$/);
  return { origin: new URL(url).origin, html, hidden };
}

/** Posts `fields` without the form token, then with another payment's, then a made-up one. */
async function forged(
  origin: string,
  action: string,
  fields: Record<string, string>,
  otherToken: string,
) {
  for (const token of [undefined, otherToken, 'x'.repeat(43)]) {
    const answer = await postForm(origin, action, {
      ...fields,
      ...(token === undefined ? {} : { [FIELD]: token }),
    });
    expect(answer.status).toBe(403);
    const html = await answer.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(`name="${FIELD}"`);
  }
}

describe('Qi Card card form', () => {
  const bed = qi.useTestbed();
  const opened = async () => {
    const created = await bed.qi.create(qi.paymentInput(bed.receiver));
    const page = await open(created.next.kind === 'redirect' ? created.next.url : '');
    return { id: created.providerPaymentId, ...page };
  };

  it('takes the card, the code and cancel only with the payment’s token', async () => {
    const other = await opened();
    const { id, origin, html, hidden } = await opened();
    expect(hidden[FIELD]).not.toBe(other.hidden[FIELD]);
    const card = { cardNumber: '4111111111111111', cvv: '123' };
    await forged(origin, formAction(html, 'card'), card, other.hidden[FIELD]!);
    await forged(origin, formAction(html, 'cancel'), {}, other.hidden[FIELD]!);
    expect((await bed.qi.status(id)).providerStatus).toBe('FORM_SHOWED');

    const otpPage = await postForm(origin, formAction(html, 'card'), { ...hidden, ...card });
    expect(otpPage.status).toBe(200);
    const otpHtml = await otpPage.text();
    expect(hiddenFields(otpHtml)[FIELD]).toBe(hidden[FIELD]);
    await forged(origin, formAction(otpHtml, 'otp'), { otp: '123456' }, other.hidden[FIELD]!);
    expect((await bed.qi.status(id)).providerStatus).toBe('AUTHENTICATION_REQUIRED');
    const done = await postForm(origin, formAction(otpHtml, 'otp'), { ...hidden, otp: '123456' });
    expect(done.status).toBe(302);
    expect((await bed.qi.status(id)).status).toBe('paid');
  });
});

describe('ZainCash wallet, PIN and OTP page', () => {
  it('takes the wallet, the OTP and cancel only with the payment’s token', async () => {
    const lookalike = await zaincash.startLookalike();
    try {
      const { provider } = zaincash.providerFor(lookalike);
      const url = async () => {
        const created = await provider.create(zaincash.paymentInput());
        return created.next.kind === 'redirect' ? created.next.url : '';
      };
      const other = await open(await url());
      const { origin, html, hidden } = await open(await url());
      const id = hidden.id!;
      const wallet = { id, msisdn: '07801234567', pin: '1234' };
      await forged(origin, formAction(html, 'wallet'), wallet, other.hidden[FIELD]!);
      await forged(origin, formAction(html, 'cancel'), { id }, other.hidden[FIELD]!);
      expect(lookalike.world.find(id).status).toBe('CUSTOMER_AUTHENTICATION_REQUIRED');

      const otpPage = await postForm(origin, formAction(html, 'wallet'), { ...hidden, ...wallet });
      expect(otpPage.status).toBe(200);
      const otpHtml = await otpPage.text();
      await forged(origin, formAction(otpHtml, 'otp'), { id, otp: '111111' }, other.hidden[FIELD]!);
      expect(lookalike.world.find(id).status).toBe('OTP_SENT');
      const done = await postForm(origin, formAction(otpHtml, 'otp'), {
        ...hiddenFields(otpHtml),
        otp: '111111',
      });
      expect(done.status).toBe(302);
      expect(lookalike.world.find(id).status).toBe('SUCCESS');
    } finally {
      await lookalike.close();
    }
  });
});

describe('FastPay login page', () => {
  const bed = fastpay.useTestbed();

  it('takes the login and cancel only with the payment’s token', async () => {
    const { provider } = fastpay.providerFor(bed.lookalike);
    const url = async () => fastpay.pageOf(await provider.create(fastpay.paymentInput(null)));
    const other = await open(await url());
    const { origin, html, hidden } = await open(await url());
    const login = { token: hidden.token!, mobile_number: '07501234567', password: 'x' };
    await forged(origin, formAction(html, 'login'), login, other.hidden[FIELD]!);
    await forged(origin, formAction(html, 'cancel'), { token: login.token }, other.hidden[FIELD]!);
    const orderId = [...bed.lookalike.world.payments.values()].find(
      (p) => p.token === login.token,
    )!.orderId;
    expect(bed.lookalike.world.find(orderId).status).toBe('Pending');
    const done = await postForm(origin, formAction(html, 'login'), { ...hidden, ...login });
    expect(done.status).toBe(302);
    expect(bed.lookalike.world.find(orderId).status).toBe('Success');
  });
});
