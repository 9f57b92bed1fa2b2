import { describe, expect, it } from 'vitest';
import {
  displayIraqiPhone,
  maskPhone,
  iraqiPhoneSchema,
  parseIraqiContactPhone,
  parseIraqiPhone,
  phoneLinks,
} from './phone';
import { fieldErrorMessage } from './field-errors';

const IRAQI_PHONE_MESSAGE = fieldErrorMessage('invalid_phone');

describe('parseIraqiPhone', () => {
  it.each([
    ['07701234567'],
    ['7701234567'],
    ['+9647701234567'],
    ['9647701234567'],
    ['009647701234567'],
    ['+964 0770 123 4567'],
    ['0770 123 4567'],
    ['0770-123-4567'],
    ['(0770) 123.4567'],
    [' +964 770 123 4567 '],
  ])('reads %s as +9647701234567', (input) => {
    expect(parseIraqiPhone(input)).toBe('+9647701234567');
  });

  it('reads Eastern Arabic and Persian digits', () => {
    expect(parseIraqiPhone('٠٧٧٠١٢٣٤٥٦٧')).toBe('+9647701234567');
    expect(parseIraqiPhone('۰۷۵۰ ۱۲۳ ۴۵۶۷')).toBe('+9647501234567');
    expect(parseIraqiPhone('+٩٦٤ ٧٨٠ ١٢٣ ٤٥٦٧')).toBe('+9647801234567');
  });

  it.each([['0750 123 4567'], ['07801234567'], ['07901234567'], ['07601234567']])(
    'accepts the mobile number %s',
    (input) => {
      expect(parseIraqiPhone(input)).toMatch(/^\+9647[5-9]\d{8}$/);
    },
  );

  it.each([
    ['0770123456', 'too short'],
    ['077012345678', 'too long'],
    ['07001234567', 'not a mobile range'],
    ['017123456', 'a Baghdad landline'],
    ['+12025550123', 'a US number'],
    ['+447400123456', 'a UK mobile'],
    ['0770abc4567', 'letters'],
    ['07701234567x', 'a trailing letter'],
    ['07701234567 ext 12', 'an extension'],
    ['077+01234567', 'a plus inside'],
    ['', 'empty'],
    ['   ', 'blank'],
  ])('rejects %s (%s)', (input) => {
    expect(parseIraqiPhone(input)).toBeNull();
  });
});

describe('iraqiPhoneSchema', () => {
  it('transforms a valid number to E.164', () => {
    expect(iraqiPhoneSchema.parse('0750 123 4567')).toBe('+9647501234567');
  });

  it('fails with the Iraqi phone message for an invalid number', () => {
    const result = iraqiPhoneSchema.safeParse('+1 202 555 0123');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([IRAQI_PHONE_MESSAGE]);
    expect(IRAQI_PHONE_MESSAGE).toBe('invalid_phone');
  });

  it('fails with the same message for a value that is not a string', () => {
    const result = iraqiPhoneSchema.safeParse(7701234567);
    expect(result.error?.issues[0]?.message).toBe(IRAQI_PHONE_MESSAGE);
  });
});

describe('displayIraqiPhone and phoneLinks', () => {
  it('shows a stored mobile the way people in Iraq read it, with call and WhatsApp links', () => {
    expect(displayIraqiPhone('+9647504441234')).toBe('0750 444 1234');
    expect(phoneLinks('+9647504441234')).toEqual({
      call: 'tel:+9647504441234',
      whatsApp: 'https://wa.me/9647504441234',
    });
  });

  it('shows anything else as stored, with no links', () => {
    expect(displayIraqiPhone('not a phone')).toBe('not a phone');
    expect(phoneLinks('+441234567890')).toBeNull();
  });
});

describe('parseIraqiContactPhone', () => {
  it('takes mobiles and landlines, in any spelling, to E.164', () => {
    expect(parseIraqiContactPhone('0770 123 4567')).toBe('+9647701234567');
    expect(parseIraqiContactPhone('066 222 3344')).toBe('+964662223344');
    expect(parseIraqiContactPhone('+964 1 718 1234')).toBe('+96417181234');
    expect(parseIraqiContactPhone('٠٥٣ ٣١٢ ٣٤٥٦')).toBe('+964533123456');
  });

  it('refuses what is neither', () => {
    expect(parseIraqiContactPhone('0123')).toBeNull();
    expect(parseIraqiContactPhone('+44 20 7946 0958')).toBeNull();
    expect(parseIraqiContactPhone('066 222 3344 ext 5')).toBeNull();
  });

  it('shows a stored landline with its 0', () => {
    expect(displayIraqiPhone('+964662223344')).toBe('0662223344');
  });
});

describe('maskPhone', () => {
  it('keeps the country code, the operator prefix and the last three digits', () => {
    expect(maskPhone('+9647701234567')).toBe('+96477*****567');
    expect(maskPhone('9647501112233')).toBe('96475*****233');
    expect(maskPhone('12')).toBe('12');
    expect(maskPhone('123456')).toBe('****56');
  });
});
