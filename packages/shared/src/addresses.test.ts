import { describe, expect, it } from 'vitest';
import {
  missingAddressFields,
  shippingInfoOf,
  shippingInfoSchema,
  submitAddressBodySchema,
} from './addresses';

const typed = {
  place: ' Home ',
  name: 'Aso',
  governorate: 'ERB',
  district: 'Erbil',
  area: 'Ankawa',
  landmark: 'Near the church',
  phone: '0750 123 4567',
};

describe('shippingInfoSchema', () => {
  it('trims, stores phones in E.164, and writes the city from the governorate', () => {
    const checked = shippingInfoSchema.parse({
      ...typed,
      city: 'whatever',
      phone2: '066 222 3344',
    });
    expect(shippingInfoOf(checked)).toEqual({
      place: 'Home',
      name: 'Aso',
      governorate: 'ERB',
      district: 'Erbil',
      area: 'Ankawa',
      address: '',
      landmark: 'Near the church',
      phone: '+9647501234567',
      phone2: '+964662223344',
      city: 'Erbil',
    });
  });

  it('accepts a mobile as second phone and leaves an empty one empty', () => {
    expect(shippingInfoSchema.parse({ ...typed, phone2: '07801112233' }).phone2).toBe(
      '+9647801112233',
    );
    expect(shippingInfoSchema.parse({ ...typed, phone2: '  ' }).phone2).toBe('');
  });

  it.each(['governorate', 'district', 'area', 'landmark', 'place', 'name'])(
    'requires %s',
    (field) => {
      const result = shippingInfoSchema.safeParse({ ...typed, [field]: ' ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    },
  );

  it('refuses a governorate that is not one of the 19 codes, and a bad second phone', () => {
    expect(shippingInfoSchema.safeParse({ ...typed, governorate: 'Erbil' }).success).toBe(false);
    const bad = shippingInfoSchema.safeParse({ ...typed, phone2: '0123' });
    expect(bad.error?.issues[0]?.message).toBe('invalid_contact_phone');
  });

  it('takes an optional id of the saved address a submitted one replaces', () => {
    const userId = '3f1c7a52-0f4e-4b8a-9d3e-1a2b3c4d5e6f';
    expect(submitAddressBodySchema.safeParse({ ...typed, userId, replaces: 'x' }).success).toBe(
      false,
    );
    expect(submitAddressBodySchema.parse({ ...typed, userId }).replaces).toBeUndefined();
  });
});

describe('missingAddressFields', () => {
  it('names what a migrated address still lacks', () => {
    expect(
      missingAddressFields({
        place: 'Home',
        name: 'Aso',
        governorate: null,
        district: 'Zakho',
        area: '',
        landmark: 'Near the bridge',
        phone: '+9647501234567',
      }),
    ).toEqual(['governorate', 'area']);
  });
});
