import { apiError } from '@chapkhana/web-kit/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { describeApiError } from '@/features/accounts/utils/account-failure';

const answer = (status: number, data: unknown) => ({ status, data });

describe('describeApiError', () => {
  it('translates a refused login by its code, without pointing at a field (no account enumeration)', () => {
    expect(describeApiError(answer(401, apiError('bad_login')))).toEqual({
      message: { key: 'apiErrors.bad_login' },
      fieldErrors: {},
      status: 401,
      code: 'bad_login',
    });
  });

  it('puts a taken phone number beside the phone field too', () => {
    expect(describeApiError(answer(409, apiError('phone_taken'))).fieldErrors).toEqual({
      phone: { key: 'apiErrors.phone_taken' },
    });
  });

  it('passes the params of a counted refusal on to the translation', () => {
    expect(
      describeApiError(answer(429, apiError('link_resend_blocked', { count: 14 }))).message,
    ).toEqual({
      key: 'apiErrors.link_resend_blocked',
      values: { count: 14 },
    });
  });

  it('marks the fields an invalid_input answer names, whatever its English sentence says', () => {
    const data = {
      error: 'Invalid request body: phone must be an Iraqi phone number; password is too short.',
      code: 'invalid_input',
      params: { fields: 'phone, password' },
    };
    expect(describeApiError(answer(400, data))).toEqual({
      message: { key: 'account.messages.checkFields' },
      fieldErrors: {
        phone: { key: 'fieldErrors.invalid' },
        password: { key: 'fieldErrors.invalid' },
      },
      status: 400,
      code: 'invalid_input',
    });
  });

  it("shows each refused field's reason by its code and params, never by the sentence", () => {
    const data = {
      error: 'Invalid request body: a sentence the client never reads.',
      code: 'invalid_input',
      params: { fields: 'phone, password' },
      fieldErrors: {
        phone: { code: 'invalid_phone' },
        password: { code: 'too_short', params: { minimum: 8 } },
      },
    };
    expect(describeApiError(answer(400, data))).toEqual({
      message: { key: 'account.messages.checkFields' },
      fieldErrors: {
        phone: { key: 'fieldErrors.invalid_phone' },
        password: { key: 'fieldErrors.too_short', values: { minimum: 8 } },
      },
      status: 400,
      code: 'invalid_input',
    });
  });

  it('shows the sentence of a server that sends no known code as it came', () => {
    expect(describeApiError(answer(503, { error: 'The shop is being updated.' })).message).toEqual({
      raw: 'The shop is being updated.',
    });
    expect(
      describeApiError(answer(409, { error: 'Whatever.', code: 'no_such_code' })).message,
    ).toEqual({
      raw: 'Whatever.',
    });
  });

  it('says the shop could not be reached when offline, and something went wrong otherwise', () => {
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'offline' }).message).toEqual({
      key: 'apiErrors.unreachable',
    });
    expect(describeApiError(new Error('boom')).message).toEqual({ key: 'apiErrors.server_error' });
    expect(describeApiError(answer(502, '<html>bad gateway</html>')).message).toEqual({
      key: 'apiErrors.server_error',
    });
  });
});
