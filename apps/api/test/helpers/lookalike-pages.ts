import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

// The payer's side of the payment look-alikes' pages (issue 38), driven through `inject`.

/** Where a redirect answer sends the customer, as a path on the shop (the look-alikes live there). */
export function pathOf(shop: TestApp, answer: LightMyRequestResponse): string {
  expect(answer.statusCode).toBe(200);
  const url = new URL(answer.json().redirect.url as string);
  expect(url.origin).toBe(shop.config.publicUrl);
  return `${url.pathname}${url.search}`;
}

/**
 * Submits the form of `html` whose action ends with `action`, with its hidden fields (the
 * payment's id, a form token) and `fields`, as the payer's browser would.
 */
export async function submit(
  shop: TestApp,
  html: string,
  action: string,
  fields: Record<string, string>,
) {
  const forms = [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => match[1]!.replaceAll('&amp;', '&').endsWith(action));
  if (!form) throw new Error(`No form posting to …${action} in:\n${html}`);
  const hidden = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return shop.app.inject({
    method: 'POST',
    url: form[1]!.replaceAll('&amp;', '&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...hidden, ...fields }).toString(),
  });
}

/** Pays a Qi Card attempt at `path` with the look-alike's good card and a good code. */
export async function payOnQiPage(shop: TestApp, path: string) {
  const form = await shop.app.inject({ method: 'GET', url: path });
  expect(form.statusCode).toBe(200);
  const card = await submit(shop, form.body, '/card', { cardNumber: '4111111111111111' });
  return submit(shop, card.body, '/otp', { otp: '123456' });
}
