import { IRAQI_PHONE_MESSAGE } from '@chapkhana/shared/phone-message';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@/features/accounts/utils/field-messages';

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
