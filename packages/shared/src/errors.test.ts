import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error';
import { API_ERROR_CODES, API_ERRORS, apiErrorSentence, isApiErrorCode } from './errors';

const placeholdersOf = (template: string) =>
  [...template.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '');

/** The templates of a code: one, or the `one` and `other` pair of a counted sentence. */
const templatesOf = (code: keyof typeof API_ERRORS): string[] => {
  const entry: string | { one: string; other: string } = API_ERRORS[code];
  return typeof entry === 'string' ? [entry] : [entry.one, entry.other];
};

describe('the error catalogue', () => {
  it('has a sentence for exactly the codes of error-codes.ts, in its order', () => {
    expect(Object.keys(API_ERRORS)).toEqual([...API_ERROR_CODES]);
    expect(isApiErrorCode('toString')).toBe(false);
  });

  it.each(API_ERROR_CODES)('%s is a snake_case code with a whole English sentence', (code) => {
    expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const template of templatesOf(code)) expect(template.trim().length).toBeGreaterThan(10);
  });

  it.each(API_ERROR_CODES)('%s yields a sentence with every placeholder filled', (code) => {
    for (const count of [1, 7]) {
      const names = new Set(templatesOf(code).flatMap(placeholdersOf));
      const params = Object.fromEntries([...names].map((name) => [name, `[${name}]`]));
      const sentence = apiErrorSentence(code, { ...params, count });
      expect(sentence).not.toContain('{{');
      expect(sentence).not.toContain('}}');
      for (const name of names) if (name !== 'count') expect(sentence).toContain(`[${name}]`);
    }
  });

  it('chooses the singular sentence for a count of 1', () => {
    expect(apiErrorSentence('link_resend_blocked', { count: 1 })).toBe(
      'Please wait 1 minute before requesting another link.',
    );
    expect(apiErrorSentence('link_resend_blocked', { count: 5 })).toBe(
      'Please wait 5 minutes before requesting another link.',
    );
  });

  it('keeps the counted sentences to the `count` placeholder', () => {
    for (const code of API_ERROR_CODES) {
      const entry: string | { one: string; other: string } = API_ERRORS[code];
      if (typeof entry !== 'string') expect(placeholdersOf(entry.other), code).toContain('count');
    }
  });

  it('accepts only its own codes on the wire', () => {
    expect(isApiErrorCode('order_not_found')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(
      apiErrorSchema.safeParse({ error: 'This order does not exist.', code: 'order_not_found' })
        .success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ error: 'Nope.', code: 'no_such_code' }).success).toBe(false);
  });
});
