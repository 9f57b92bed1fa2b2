import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from './accounts';
import { shippingInfoSchema } from './addresses';
import { bannerFieldsSchema, categoryFieldsSchema } from './catalogue';
import { setRateBodySchema } from './currency';
import {
  FIELD_ERROR_CODES,
  fieldErrorMessage,
  fieldErrorOf,
  fieldErrorSentence,
  issueSentence,
  readFieldError,
} from './field-errors';
import { productBodySchema } from './products';
import { staffLoginBodySchema } from './staff';
import { z } from './zod';

describe('field-error messages', () => {
  it('reads back the code and params a rule wrote', () => {
    expect(readFieldError(fieldErrorMessage('required'))).toEqual({ code: 'required' });
    expect(readFieldError(fieldErrorMessage('too_long', { maximum: 120 }))).toEqual({
      code: 'too_long',
      params: { maximum: 120 },
    });
  });

  it('reads nothing from an English sentence or an unknown code', () => {
    expect(readFieldError('must be at most 120 characters')).toBeUndefined();
    expect(readFieldError('not_a_code')).toBeUndefined();
    expect(readFieldError('too_long {broken')).toBeUndefined();
    expect(readFieldError(undefined)).toBeUndefined();
  });

  it('writes the English sentence the API answers, with its params', () => {
    expect(fieldErrorSentence({ code: 'too_short', params: { minimum: 8 } })).toBe(
      'must be at least 8 characters',
    );
    expect(fieldErrorSentence({ code: 'invalid_choice', params: { choices: 'cod or fib' } })).toBe(
      'must be cod or fib',
    );
  });

  it('has a sentence for every code', () => {
    for (const code of FIELD_ERROR_CODES) {
      expect(fieldErrorSentence({ code }).trim(), code).not.toBe('');
    }
  });
});

describe('fieldErrorOf', () => {
  const firstIssue = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a refusal');
    return result.error.issues[0]!;
  };

  it('reads zod’s own bounds when a rule names no code', () => {
    expect(fieldErrorOf(firstIssue(z.string().max(3), 'abcd'))).toEqual({
      code: 'too_long',
      params: { maximum: 3 },
    });
    expect(fieldErrorOf(firstIssue(z.number().min(2), 1))).toEqual({
      code: 'too_small',
      params: { minimum: 2 },
    });
    expect(fieldErrorOf(firstIssue(z.email(), 'nope'))).toEqual({ code: 'invalid_email' });
  });

  it('falls back to invalid for anything else', () => {
    expect(fieldErrorOf(firstIssue(z.literal('a'), 'b'))).toEqual({ code: 'invalid' });
  });

  it('keeps zod’s own sentence for the API when a rule names no code', () => {
    const issue = firstIssue(z.literal('a'), 'b');
    expect(issueSentence(issue)).toBe(issue.message);
  });
});

/**
 * The forms' schemas name a code for every rule a reader can break: no field shows "is invalid"
 * for lack of one, and none carries an English sentence a client would have to match.
 */
describe('the forms’ schemas', () => {
  it.each([
    ['login', loginBodySchema, [{}, { phone: '1', password: '' }]],
    [
      'register',
      registerBodySchema,
      [{}, { uid: '', name: ' ', email: 'x', phone: '1', password: 'short', userType: 'admin' }],
    ],
    ['shipping', shippingInfoSchema, [{}, { place: '', name: 'x'.repeat(999), phone: '1' }]],
    ['staff login', staffLoginBodySchema, [{}]],
    ['rate', setRateBodySchema, [{}, { currencyIQD: 'abc' }, { currencyIQD: '-1' }]],
    ['category', categoryFieldsSchema, [{}, { enName: 'x'.repeat(200), position: '-1' }]],
    ['banner', bannerFieldsSchema, [{ link: 'not a link', position: '1.5' }, { link: '' }]],
    [
      'product',
      productBodySchema,
      [
        { enName: '', kuName: '', arName: '', colors: [], discountPercent: 101, price: 'x' },
        { colors: [{ hex: 'red', quantity: -1, properties: [] }], price: '' },
      ],
    ],
  ] as const)('%s: every refusal names a code', (_name, schema, values) => {
    for (const value of values) {
      const result = (schema as z.ZodType).safeParse(value);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(readFieldError(issue.message), `${issue.path.join('.')}: ${issue.message}`).toEqual(
          expect.objectContaining({ code: expect.any(String) }),
        );
      }
    }
  });
});
