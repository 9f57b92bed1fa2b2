import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openContext, type Language } from './browser';

/** A demo console account's token, signed in once for the whole run (support/global-setup.ts). */
export function staffToken(login: string): string {
  const signIn = inject('staff')[login];
  if (!signIn) throw new Error(`${login} is not one of the demo console accounts.`);
  return signIn.token;
}

/**
 * A console page signed in as the demo account `login` (its token in localStorage, as after a
 * sign-in), in its own context; close it with `page.context().close()`.
 */
export async function openConsoleAs(
  browser: Browser,
  login: string,
  language: Language,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await openContext(browser, { language, ...(viewport ? { viewport } : {}) });
  await context.addInitScript(
    (token) => localStorage.setItem('staffToken', token),
    staffToken(login),
  );
  return context.newPage();
}

/** The console API as the demo account `login` calls it (for set-up and checks); a failure throws. */
export async function staffCall<T>(
  login: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${staffToken(login)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.error ?? ''}`);
  return json;
}
