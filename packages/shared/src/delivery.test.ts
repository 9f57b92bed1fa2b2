import { describe, expect, it } from 'vitest';
import {
  adminDeliveryFeesInputSchema,
  dayRuns,
  deliveryFeeFor,
  deliveryFeesFor,
  destinationOf,
  resolveDeliveryTerms,
  sellerDeliveryInputSchema,
  DEFAULT_OPENING_HOURS,
  type DeliveryTerms,
} from './delivery';
import { readFieldError } from './field-errors';

const admin = { defaultFee: 5000, fees: { ERB: 3000, BSR: 8000, SUL: null } };
const pickup = {
  address: { kr: 'شەقامی ٦٠', ar: 'شارع ٦٠', en: '60 Street' },
  hours: DEFAULT_OPENING_HOURS,
};

/** An Erbil print house in Ankawa, with or without its own fees. */
const erbilSeller = (
  override: { sameCity: number; sameGovernorate: number; other: number } | null,
) =>
  resolveDeliveryTerms({
    admin,
    governorate: 'ERB',
    district: 'Ankawa',
    override,
    pickup: null,
  });

const fee = (
  seller: DeliveryTerms,
  governorate: 'ERB' | 'BSR' | 'SUL' | 'BGD' | null,
  district?: string,
) => deliveryFeeFor({ seller, destination: { governorate, district }, pickup: false });

describe('deliveryFeeFor', () => {
  const own = erbilSeller({ sameCity: 0, sameGovernorate: 2000, other: 6000 });

  it('charges the same-city fee inside the seller own district, however its letters are written', () => {
    expect(fee(own, 'ERB', 'Ankawa')).toEqual({ amount: 0, basis: 'same_city' });
    expect(fee(own, 'ERB', ' ankawa ')).toEqual({ amount: 0, basis: 'same_city' });
  });

  it('charges the same-governorate fee elsewhere in the seller governorate, or with no district', () => {
    expect(fee(own, 'ERB', 'Shaqlawa')).toEqual({ amount: 2000, basis: 'same_governorate' });
    expect(fee(own, 'ERB')).toEqual({ amount: 2000, basis: 'same_governorate' });
  });

  it('charges the other-governorates fee anywhere else, and to an address whose governorate is unknown', () => {
    expect(fee(own, 'BSR')).toEqual({ amount: 6000, basis: 'governorate' });
    expect(fee(own, null)).toEqual({ amount: 6000, basis: 'governorate' });
  });

  it('uses the admin table without an override: each governorate its own fee, the rest the default', () => {
    const plain = erbilSeller(null);
    expect(fee(plain, 'ERB', 'Ankawa')).toEqual({ amount: 3000, basis: 'same_governorate' });
    expect(fee(plain, 'BSR')).toEqual({ amount: 8000, basis: 'governorate' });
    expect(fee(plain, 'SUL')).toEqual({ amount: 5000, basis: 'governorate' });
    expect(fee(plain, 'BGD')).toEqual({ amount: 5000, basis: 'governorate' });
    expect(fee(plain, null)).toEqual({ amount: 5000, basis: 'governorate' });
  });

  it('costs nothing for pickup', () => {
    expect(
      deliveryFeeFor({ seller: own, destination: { governorate: 'BSR' }, pickup: true }),
    ).toEqual({
      amount: 0,
      basis: 'pickup',
    });
  });

  it('with no destination yet, is the lowest fee the seller charges anywhere ("from")', () => {
    expect(deliveryFeeFor({ seller: erbilSeller(null), destination: null, pickup: false })).toEqual(
      {
        amount: 3000,
        basis: 'lowest',
      },
    );
    expect(deliveryFeeFor({ seller: own, destination: null, pickup: false }).amount).toBe(0);
  });

  it('adds a cart of parts, each with its own fee', () => {
    const parts = deliveryFeesFor(
      [
        { sellerId: 'a', terms: own, pickup: false },
        { sellerId: 'b', terms: { ...erbilSeller(null), pickup }, pickup: true },
        { sellerId: 'c', terms: erbilSeller(null), pickup: false },
      ],
      { governorate: 'BSR' },
    );
    expect(parts.parts.map((part) => part.amount)).toEqual([6000, 0, 8000]);
    expect(parts.total).toBe(14000);
  });
});

describe('destinationOf', () => {
  it('reads the governorate code, else the governorate the city names', () => {
    expect(destinationOf({ city: 'Erbil' })).toEqual({ governorate: 'ERB', district: null });
    expect(destinationOf({ city: 'البصرة' }).governorate).toBe('BSR');
    expect(destinationOf({ city: 'Ankawa', governorate: 'ERB' })).toEqual({
      governorate: 'ERB',
      district: 'Ankawa',
    });
    expect(destinationOf({ city: 'somewhere' }).governorate).toBeNull();
  });
});

describe('fee input', () => {
  const issue = (value: unknown) => {
    const parsed = adminDeliveryFeesInputSchema.safeParse({ defaultFee: value, fees: {} });
    return parsed.success ? null : readFieldError(parsed.error.issues[0]!.message)?.code;
  };
  it('takes whole dinars in 250 steps from 0, and refuses the rest by code', () => {
    expect(issue(0)).toBeNull();
    expect(issue(5250)).toBeNull();
    expect(issue(5100)).toBe('dinar_step');
    expect(issue(-250)).toBe('negative');
    expect(issue(2.5)).toBe('not_whole');
    expect(issue(1_000_000)).toBe('too_big');
    expect(issue('5000')).toBe('not_number');
  });

  it('refuses a governorate that is not one of the 19', () => {
    expect(
      adminDeliveryFeesInputSchema.safeParse({ defaultFee: 0, fees: { XXX: 1000 } }).success,
    ).toBe(false);
  });

  it('asks a seller that offers pickup for an address, and for hours that close after they open', () => {
    const base = {
      district: '',
      override: null,
      pickup: { offered: true, address: { kr: '', ar: '', en: '' }, hours: DEFAULT_OPENING_HOURS },
    };
    const noAddress = sellerDeliveryInputSchema.safeParse(base);
    expect(noAddress.success).toBe(false);
    expect(noAddress.error?.issues[0]?.path).toEqual(['pickup', 'address']);
    const backwards = sellerDeliveryInputSchema.safeParse({
      ...base,
      pickup: {
        ...base.pickup,
        address: pickup.address,
        hours: { days: ['sat'], from: '18:00', to: '09:00' },
      },
    });
    expect(readFieldError(backwards.error!.issues[0]!.message)?.code).toBe('after_time');
    const days = sellerDeliveryInputSchema.parse({
      ...base,
      pickup: {
        ...base.pickup,
        address: pickup.address,
        hours: { days: ['fri', 'sat', 'mon'], from: '09:00', to: '13:30' },
      },
    });
    expect(days.pickup.hours.days).toEqual(['sat', 'mon', 'fri']);
  });
});

describe('dayRuns', () => {
  it('groups open days Saturday first', () => {
    expect(dayRuns(DEFAULT_OPENING_HOURS.days)).toEqual([['sat', 'thu']]);
    expect(dayRuns(['sat', 'sun', 'tue', 'fri'])).toEqual([
      ['sat', 'sun'],
      ['tue', 'tue'],
      ['fri', 'fri'],
    ]);
  });
});
