import { ACCOUNT_MESSAGES, resendBlockMessage } from '@chapkhana/shared/accounts';
import { IRAQI_PHONE_MESSAGE } from '@chapkhana/shared/phone';
import { describe, expect, it } from 'vitest';
import {
  describeApiError,
  fieldMessage,
  shownSentence,
  validationFieldErrors,
} from '@/features/accounts/utils/api-messages';
import { createTestI18n } from '@/testing/test-i18n';

const httpError = (status: number, error: string) => ({ status, data: { error } });

describe('shownSentence', () => {
  it.each([
    [ACCOUNT_MESSAGES.linkSent, 'account.messages.linkSent'],
    [ACCOUNT_MESSAGES.dailyLimit, 'account.messages.dailyLimit'],
    [ACCOUNT_MESSAGES.invalidLink, 'account.messages.invalidLink'],
    [ACCOUNT_MESSAGES.badLogin, 'account.messages.badLogin'],
    [ACCOUNT_MESSAGES.passwordChanged, 'account.messages.passwordChanged'],
    ['This phone number is already registered. Please log in.', 'account.messages.phoneTaken'],
  ])('translates the server sentence “%s”', (sentence, key) => {
    expect(shownSentence(sentence)).toEqual({ key });
  });

  it('keeps the minutes of the resend block, as the API words it', () => {
    expect(shownSentence(resendBlockMessage(14 * 60_000 + 1))).toEqual({
      key: 'account.messages.resendBlocked',
      values: { minutes: 15 },
    });
    expect(shownSentence(resendBlockMessage(30_000))).toEqual({
      key: 'account.messages.resendBlockedOne',
    });
  });

  it('keeps the minutes of the sign-in limit', () => {
    expect(shownSentence('Too many sign-in attempts. Please try again in 12 minutes.')).toEqual({
      key: 'account.messages.tooManyLogins',
      values: { minutes: 12 },
    });
  });

  it('shows an unknown sentence verbatim', () => {
    expect(shownSentence('The shop is closed for Eid.')).toEqual({
      raw: 'The shop is closed for Eid.',
    });
  });

  it('maps only to keys that exist in the translation files', () => {
    const i18n = createTestI18n();
    for (const sentence of [
      ...Object.values(ACCOUNT_MESSAGES),
      resendBlockMessage(600_000),
      resendBlockMessage(1),
      'Your current password is not correct.',
      'We could not send the email right now. Please try again in a few minutes.',
    ]) {
      const shown = shownSentence(sentence);
      expect('key' in shown && i18n.exists(shown.key), sentence).toBe(true);
    }
  });
});

describe('fieldMessage', () => {
  it.each([
    ['is required', { key: 'validation.required' }],
    ['is required for a print house', { key: 'validation.required' }],
    ['must be a valid email address', { key: 'validation.email' }],
    [IRAQI_PHONE_MESSAGE, { key: 'validation.phone' }],
    ['must be at least 8 characters', { key: 'validation.minLength', values: { min: 8 } }],
    ['must be at most 100 characters', { key: 'validation.maxLength', values: { max: 100 } }],
    ['must match the new password', { key: 'validation.passwordsDiffer' }],
    ['Invalid input: expected string, received undefined', { key: 'validation.invalid' }],
  ])('translates the contract rule “%s”', (message, expected) => {
    expect(fieldMessage(message)).toEqual(expected);
  });
});

describe('validationFieldErrors', () => {
  it('splits the API validation answer into field errors', () => {
    expect(
      validationFieldErrors(
        `Invalid request body: phone ${IRAQI_PHONE_MESSAGE}; password must be at least 8 characters.`,
      ),
    ).toEqual({
      phone: { key: 'validation.phone' },
      password: { key: 'validation.minLength', values: { min: 8 } },
    });
  });

  it('ignores other sentences', () => {
    expect(validationFieldErrors(ACCOUNT_MESSAGES.badLogin)).toBeNull();
  });
});

describe('describeApiError', () => {
  it('translates a refused login without pointing at a field (no account enumeration)', () => {
    expect(describeApiError(httpError(401, ACCOUNT_MESSAGES.badLogin))).toEqual({
      message: { key: 'account.messages.badLogin' },
      fieldErrors: {},
      status: 401,
      sentence: ACCOUNT_MESSAGES.badLogin,
    });
  });

  it('puts a taken phone number beside the phone field too', () => {
    const described = describeApiError(
      httpError(409, 'This phone number is already registered. Please log in.'),
    );
    expect(described.fieldErrors).toEqual({ phone: { key: 'account.messages.phoneTaken' } });
  });

  it('turns a 400 validation answer into field errors and a "check the fields" message', () => {
    const described = describeApiError(
      httpError(400, 'Invalid request body: address is required for a print house.'),
    );
    expect(described.message).toEqual({ key: 'account.messages.checkFields' });
    expect(described.fieldErrors).toEqual({ address: { key: 'validation.required' } });
  });

  it('shows an unknown server sentence verbatim', () => {
    expect(describeApiError(httpError(418, 'I am a teapot.')).message).toEqual({
      raw: 'I am a teapot.',
    });
  });

  it('tells a network failure from a server fault', () => {
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'TypeError' }).message).toEqual({
      key: 'account.messages.network',
    });
    expect(
      describeApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: '' })
        .message,
    ).toEqual({ key: 'account.messages.serverError' });
    expect(describeApiError({ status: 500, data: null }).message).toEqual({
      key: 'account.messages.serverError',
    });
    expect(describeApiError(new Error('boom')).message).toEqual({
      key: 'account.messages.serverError',
    });
  });
});
