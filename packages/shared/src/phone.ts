// The `mobile` metadata knows only mobile ranges, so isValid() rejects landlines and unassigned
// 07xx prefixes (the `min` build accepts e.g. 0700…, 01…); only Iraq's entry is kept
// (phone-metadata.ts), so foreign numbers are not even recognised.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { IRAQ_MOBILE_METADATA } from './phone-metadata';
import { z } from './zod';
import { normaliseDigits } from './text';
import { fieldErrorMessage } from './field-errors';

const IRAQI_PHONE_MESSAGE = fieldErrorMessage('invalid_phone');

// Digits, one leading "+", and the separators people type; anything else (letters,
// extensions like "ext 12", which libphonenumber would happily split off) is rejected.
const PHONE_CHARACTERS = /^\+?[\d\s().\-\u00A0]+$/;

/**
 * Parses an Iraqi mobile number (07xx xxx xxxx, 07[3-9]x ranges as libphonenumber
 * knows them) to E.164 ("+9647701234567"), or null. Accepts 0770…, 770…, +964770…,
 * 964770…, 00964770… (also with the national 0 kept after the country code), with spaces,
 * dashes, dots or brackets, in ASCII, Eastern Arabic or Persian digits. Landlines and
 * foreign numbers are rejected: the shop texts and calls customers on mobiles.
 */
export function parseIraqiPhone(input: string): string | null {
  const text = normaliseDigits(input).trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'IQ', IRAQ_MOBILE_METADATA);
  if (!phone || phone.country !== 'IQ' || !phone.isValid()) return null;
  return phone.getType() === 'MOBILE' ? phone.number : null;
}

/** A string that must be an Iraqi mobile number; the output is its E.164 form. */
export const iraqiPhoneSchema = z.string({ error: IRAQI_PHONE_MESSAGE }).transform((value, ctx) => {
  const e164 = parseIraqiPhone(value);
  if (e164 === null) {
    ctx.addIssue({ code: 'custom', message: IRAQI_PHONE_MESSAGE, input: value });
    return z.NEVER;
  }
  return e164;
});

/**
 * How a stored number is shown to a person in Iraq: `+9647504441234` → `0750 444 1234` (the
 * national spelling people dial and read); a stored landline with its 0. Anything else as stored.
 */
export function displayIraqiPhone(stored: string): string {
  const e164 = parseIraqiPhone(stored);
  if (!e164) {
    // A landline (a second delivery phone) with its 0, as dialled: "+96466…" → "066…".
    const landline = /^\+964([1-6]\d{7,8})$/.exec(stored);
    return landline ? `0${landline[1]}` : stored;
  }
  const national = `0${e164.slice(4)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

/** Links that call or message the number: `tel:+964…` and WhatsApp's `https://wa.me/964…`. */
export function phoneLinks(stored: string): { call: string; whatsApp: string } | null {
  const e164 = parseIraqiPhone(stored);
  return e164 ? { call: `tel:${e164}`, whatsApp: `https://wa.me/${e164.slice(1)}` } : null;
}

// Iraq's landline national numbers as libphonenumber lists them: Baghdad 1 + 7 digits, the
// other areas a two-digit code and 6–7 digits (Erbil 66, Sulaymaniyah 53, Basra 40, …).
const IRAQI_LANDLINE = /^(?:1\d{7}|(?:2[13-5]|3[02367]|4[023]|5[03]|6[026])\d{6,7})$/;

/**
 * A delivery's second phone: an Iraqi mobile (as `parseIraqiPhone`) or a landline, in E.164
 * (`+96466…`), or null. Landlines cannot receive a sign-in code, but a courier can call them.
 */
export function parseIraqiContactPhone(input: string): string | null {
  const mobile = parseIraqiPhone(input);
  if (mobile) return mobile;
  const text = normaliseDigits(input).trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.replace(/^(?:00964|964)/, '').replace(/^0/, '');
  return IRAQI_LANDLINE.test(national) ? `+964${national}` : null;
}

/**
 * A phone number as logs may show it: the country code and operator prefix, then the last three
 * digits (`+9647701234567` → `+96477*****567`); never the whole number (phone-codes reference,
 * "Sign-in design notes"). Anything too short to mask keeps only its last two characters.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 9) return `${'*'.repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
  const head = phone.startsWith('+') ? `+${digits.slice(0, 5)}` : digits.slice(0, 5);
  return `${head}${'*'.repeat(digits.length - 8)}${digits.slice(-3)}`;
}
