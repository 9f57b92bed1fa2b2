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
 * national spelling people dial and read). Anything that is not an Iraqi mobile is shown as stored.
 */
export function displayIraqiPhone(stored: string): string {
  const e164 = parseIraqiPhone(stored);
  if (!e164) return stored;
  const national = `0${e164.slice(4)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

/** Links that call or message the number: `tel:+964…` and WhatsApp's `https://wa.me/964…`. */
export function phoneLinks(stored: string): { call: string; whatsApp: string } | null {
  const e164 = parseIraqiPhone(stored);
  return e164 ? { call: `tel:${e164}`, whatsApp: `https://wa.me/${e164.slice(1)}` } : null;
}
