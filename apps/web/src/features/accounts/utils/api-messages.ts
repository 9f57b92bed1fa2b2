import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ParseKeys } from 'i18next';
import { ACCOUNT_MESSAGES } from '@chapkhana/shared/accounts';
import { IRAQI_PHONE_MESSAGE } from '@chapkhana/shared/phone';

/** A translation key and the values it interpolates. */
export interface Message {
  key: ParseKeys;
  values?: Record<string, string | number>;
}

/** What to show for a server sentence: its translation, or the sentence itself when unknown. */
export type ShownMessage = Message | { raw: string };

/** The form fields a server answer can point at (register, login and change-password bodies). */
export type FieldErrors = Partial<Record<string, Message>>;

export interface DescribedError {
  message: ShownMessage;
  /** Errors to show beside the fields they concern. */
  fieldErrors: FieldErrors;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** The server's English sentence, when it sent one. */
  sentence?: string;
}

// The API answers in English (DESIGN §4); these are the sentences of the accounts routes
// (apps/api/src/modules/accounts, plugins/auth and the error handler), mapped to keys.
const EXACT_SENTENCES: Readonly<Record<string, ParseKeys>> = {
  [ACCOUNT_MESSAGES.linkSent]: 'account.messages.linkSent',
  [ACCOUNT_MESSAGES.dailyLimit]: 'account.messages.dailyLimit',
  [ACCOUNT_MESSAGES.invalidLink]: 'account.messages.invalidLink',
  [ACCOUNT_MESSAGES.badLogin]: 'account.messages.badLogin',
  [ACCOUNT_MESSAGES.registered]: 'account.messages.registered',
  [ACCOUNT_MESSAGES.loggedIn]: 'account.messages.loggedIn',
  [ACCOUNT_MESSAGES.loggedOut]: 'account.messages.loggedOut',
  [ACCOUNT_MESSAGES.passwordChanged]: 'account.messages.passwordChanged',
  'Too many verification requests from your network. Please try again later.':
    'account.messages.networkLimit',
  'We could not send the email right now. Please try again in a few minutes.':
    'account.messages.mailFailed',
  'The email must be the one you verified.': 'account.messages.emailMismatch',
  'An account with this email already exists. Please log in.': 'account.messages.emailTaken',
  'This phone number is already registered. Please log in.': 'account.messages.phoneTaken',
  'This phone number or email is already registered. Please log in.':
    'account.messages.phoneOrEmailTaken',
  'Your current password is not correct.': 'account.messages.wrongOldPassword',
  'The new password must differ from the current one.': 'account.messages.samePassword',
  'This account no longer exists.': 'account.messages.accountGone',
  'Please sign in first.': 'account.messages.signInAgain',
  'Your sign-in has expired or is not valid. Please sign in again.': 'account.messages.signInAgain',
  'Something went wrong on our side. Please try again.': 'account.messages.serverError',
};

/** Sentences that carry a number of minutes; 1 has a key of its own (singular wording). */
const MINUTE_SENTENCES: readonly [RegExp, ParseKeys, ParseKeys][] = [
  [
    /^Please wait (\d+) minutes? before requesting another link\.$/,
    'account.messages.resendBlocked',
    'account.messages.resendBlockedOne',
  ],
  [
    /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/,
    'account.messages.tooManyLogins',
    'account.messages.tooManyLoginsOne',
  ],
];

/** Which form field a known sentence is about, so it also shows beside that field. */
const SENTENCE_FIELDS: Readonly<Record<string, string>> = {
  'This phone number is already registered. Please log in.': 'phone',
  'The email must be the one you verified.': 'email',
  'An account with this email already exists. Please log in.': 'email',
  'Your current password is not correct.': 'oldPassword',
  'The new password must differ from the current one.': 'newPassword',
};

/** The confirm-password rule's message (web only; the API never sees the confirmation). */
export const PASSWORDS_DIFFER = 'must match the new password';

/** The translation of a known server sentence, or null. */
export function translatableSentence(sentence: string): Message | null {
  const exact = EXACT_SENTENCES[sentence];
  if (exact) return { key: exact };
  for (const [pattern, many, one] of MINUTE_SENTENCES) {
    const match = pattern.exec(sentence);
    if (match) {
      const minutes = Number(match[1]);
      return minutes === 1 ? { key: one } : { key: many, values: { minutes } };
    }
  }
  return null;
}

/** A server sentence as shown: translated when known, verbatim otherwise. */
export function shownSentence(sentence: string): ShownMessage {
  return translatableSentence(sentence) ?? { raw: sentence };
}

/**
 * The translation of one field message of the contract's zod schemas (packages/shared:
 * "is required", "must be at least 8 characters", the Iraqi phone sentence …), as they come
 * from the form resolver or inside a 400 "Invalid request body: …" answer.
 */
export function fieldMessage(message: string | undefined): Message {
  switch (message) {
    case 'is required':
    case 'is required for a print house':
    case 'must be user or printHouse':
      return { key: 'validation.required' };
    case 'must be an email address':
    case 'must be a valid email address':
      return { key: 'validation.email' };
    case IRAQI_PHONE_MESSAGE:
      return { key: 'validation.phone' };
    case PASSWORDS_DIFFER:
      return { key: 'validation.passwordsDiffer' };
  }
  const atLeast = /^must be at least (\d+) characters$/.exec(message ?? '');
  if (atLeast) return { key: 'validation.minLength', values: { min: Number(atLeast[1]) } };
  const atMost = /^must be at most (\d+) characters$/.exec(message ?? '');
  if (atMost) return { key: 'validation.maxLength', values: { max: Number(atMost[1]) } };
  return { key: 'validation.invalid' };
}

/**
 * Splits the API's validation answer ("Invalid request body: phone must be …; password must
 * be ….") into translated field errors. Returns null for any other sentence.
 */
export function validationFieldErrors(sentence: string): FieldErrors | null {
  const match = /^Invalid request body: (.+?)\.?$/.exec(sentence);
  if (!match?.[1]) return null;
  const errors: FieldErrors = {};
  for (const part of match[1].split('; ')) {
    const fieldMatch = /^([\w.]+) (.+)$/.exec(part);
    if (!fieldMatch?.[1]) continue;
    const field = fieldMatch[1].split('.')[0] ?? fieldMatch[1];
    errors[field] ??= fieldMessage(fieldMatch[2]);
  }
  return errors;
}

/** RTK Query's failure shapes: `{ status, data }` from the server, or a transport status. */
function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function serverSentence(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { error, message } = data as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

const NETWORK: DescribedError = {
  message: { key: 'account.messages.network' },
  fieldErrors: {},
};
const SERVER: DescribedError = {
  message: { key: 'account.messages.serverError' },
  fieldErrors: {},
};

/**
 * What a failed RTK Query call (or a rejected `unwrap()`) means for the reader: the message
 * for a toast (the server's sentence translated, or verbatim when it is unknown) and any
 * field errors. Anything that is not an HTTP answer counts as a fault on our side.
 */
export function describeApiError(error: unknown): DescribedError {
  if (!isFetchBaseQueryError(error)) return SERVER;
  if (typeof error.status !== 'number') {
    // Offline, refused or timed out; a PARSING_ERROR is a proxy's HTML error page.
    return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' ? NETWORK : SERVER;
  }
  const status = error.status;
  const sentence = serverSentence(error.data);
  if (!sentence) return { ...SERVER, status };
  const validation = validationFieldErrors(sentence);
  if (validation) {
    return {
      message: { key: 'account.messages.checkFields' },
      fieldErrors: validation,
      status,
      sentence,
    };
  }
  const translated = translatableSentence(sentence);
  const field = SENTENCE_FIELDS[sentence];
  return {
    message: translated ?? { raw: sentence },
    fieldErrors: translated && field ? { [field]: translated } : {},
    status,
    sentence,
  };
}
