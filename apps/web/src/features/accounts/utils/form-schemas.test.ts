import { describe, expect, it } from 'vitest';
import { issueSentence } from '@chapkhana/shared/field-errors';
import {
  changePasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
} from '@/features/accounts/utils/form-schemas';

// Each field's rule, by the English sentence of its code (the message itself is the code).
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; code: string; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issueSentence(issue)]),
  );

const registration = {
  uid: 'ticket',
  email: 'reader@example.com',
  name: 'ئاراس',
  phone: '0750 123 4567',
  password: 'long enough',
  userType: 'user' as const,
  address: '',
  printHouseName: '',
};

describe('login form', () => {
  it('requires phone and password', () => {
    expect(issues(loginFormSchema.safeParse({ phone: ' ', password: '' }))).toEqual({
      phone: 'is required',
      password: 'is required',
    });
  });

  it('sends the phone as typed, with Eastern Arabic digits made ASCII', () => {
    expect(loginFormSchema.parse({ phone: '٠٧٥٠١٢٣٤٥٦٧', password: 'x' }).phone).toBe(
      '07501234567',
    );
  });
});

describe('registration form', () => {
  it('accepts an individual without address or print house name', () => {
    const body = registerFormSchema.parse(registration);
    expect(body.phone).toBe('+9647501234567');
  });

  it('requires address and print house name from a print house, even with other errors', () => {
    expect(
      issues(
        registerFormSchema.safeParse({
          ...registration,
          name: '',
          userType: 'printHouse',
        }),
      ),
    ).toEqual({
      name: 'is required',
      address: 'is required for a print house',
      printHouseName: 'is required for a print house',
    });
  });

  it('wants a password of at least 8 characters and an Iraqi mobile number', () => {
    const found = issues(
      registerFormSchema.safeParse({ ...registration, password: 'seven77', phone: '0123' }),
    );
    expect(found.password).toBe('must be at least 8 characters');
    expect(found.phone).toMatch(/Iraqi phone number/);
  });
});

describe('change-password form', () => {
  const valid = {
    oldPassword: 'old secret',
    newPassword: 'new secret',
    confirmPassword: 'new secret',
  };

  it('accepts a confirmed new password', () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('wants the confirmation to match the new password', () => {
    expect(
      issues(changePasswordFormSchema.safeParse({ ...valid, confirmPassword: 'new secreT' })),
    ).toEqual({ confirmPassword: 'must match the new password' });
  });

  it('wants a new password of at least 8 characters', () => {
    expect(
      issues(
        changePasswordFormSchema.safeParse({
          ...valid,
          newPassword: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual({ newPassword: 'must be at least 8 characters' });
  });
});
