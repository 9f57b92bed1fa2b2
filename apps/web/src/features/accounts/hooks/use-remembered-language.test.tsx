import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithApp, signInAs } from '@/testing/render-app';
import { RememberedLanguage } from '@/features/accounts/components/remembered-language';

/** The saves the shop was asked for, as the bodies sent. */
function answerSaves() {
  const saved: unknown[] = [];
  mockApi(async (url, request) => {
    if (url.pathname !== '/api/customer/language') return undefined;
    saved.push({ method: request.method, body: await request.json() });
    return { body: { message: 'Language saved' } };
  });
  return saved;
}

async function switchTo(i18n: ReturnType<typeof renderWithApp>['i18n'], language: string) {
  // The test i18n holds English only; a language needs a translation to be resolved to.
  i18n.addResourceBundle(language, 'translation', { brand: { name: 'x' } });
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

describe('useRememberedLanguage', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('saves a switch made while signed in, once per switch, and not the language a page opened in', async () => {
    signInAs('Aram');
    const saved = answerSaves();
    const { i18n } = renderWithApp(<RememberedLanguage />);
    expect(saved).toEqual([]);
    await switchTo(i18n, 'ar');
    await waitFor(() => expect(saved).toEqual([{ method: 'PUT', body: { lng: 'ar' } }]));
    await switchTo(i18n, 'kr');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ method: 'PUT', body: { lng: 'kr' } });
  });

  it('saves nothing for a reader who is not signed in', async () => {
    const saved = answerSaves();
    const { i18n } = renderWithApp(<RememberedLanguage />);
    await switchTo(i18n, 'ar');
    // Give a save the time to be sent, had one been asked for.
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(saved).toEqual([]);
  });
});
