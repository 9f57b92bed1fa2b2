import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  sellerDeliveryInputSchema,
  type SellerDelivery,
  type SellerDeliveryValues,
  type Weekday,
} from '@chapkhana/shared/delivery';
import { fieldErrorMessage, fieldErrorOf } from '@chapkhana/shared/field-errors';
import { readClockTime } from '@/lib/clock-time';
import { readOptionalNumber } from '@/lib/number-input';

/** The seller's delivery form as typed: fees as text, pickup hours as days and two times. */
export interface SellerDeliveryForm {
  district: string;
  ownFees: boolean;
  sameCity: string;
  sameGovernorate: string;
  other: string;
  offered: boolean;
  address: { kr: string; ar: string; en: string };
  days: Weekday[];
  from: string;
  to: string;
  /** The daily cut-off, Baghdad time (issue 39). */
  cutOff: string;
  ownDays: boolean;
  daysSameCity: string;
  daysSameGovernorate: string;
  daysOther: string;
}

export function sellerDeliveryForm(saved: SellerDelivery): SellerDeliveryForm {
  const fee = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    district: saved.district,
    ownFees: saved.override !== null,
    sameCity: fee(saved.override?.sameCity),
    sameGovernorate: fee(saved.override?.sameGovernorate),
    other: fee(saved.override?.other),
    offered: saved.pickup.offered,
    address: saved.pickup.address,
    days: saved.pickup.hours.days,
    from: saved.pickup.hours.from,
    to: saved.pickup.hours.to,
    cutOff: saved.cutOff,
    ownDays: saved.courierDays !== null,
    daysSameCity: fee(saved.courierDays?.sameCity),
    daysSameGovernorate: fee(saved.courierDays?.sameGovernorate),
    daysOther: fee(saved.courierDays?.other),
  };
}

/** Where a contract path's error shows in the form (`override.sameCity` → `sameCity`). */
export function formFieldOf(path: string): string {
  return path
    .replace(/^override\./, '')
    .replace(/^pickup\.address$/, 'address.kr')
    .replace(/^pickup\.hours\./, '')
    .replace(/^courierDays\.sameCity$/, 'daysSameCity')
    .replace(/^courierDays\.sameGovernorate$/, 'daysSameGovernorate')
    .replace(/^courierDays\.other$/, 'daysOther')
    .replace(/^pickup\./, '');
}

const feeOf = (text: string) => readOptionalNumber(text) ?? Number.NaN;

/** The form's values checked with the contract's own schema, errors placed on the form's fields. */
export const sellerDeliveryResolver: Resolver<SellerDeliveryForm, unknown, SellerDeliveryValues> = (
  form,
) => {
  const parsed = sellerDeliveryInputSchema.safeParse({
    district: form.district,
    override: form.ownFees
      ? {
          sameCity: feeOf(form.sameCity),
          sameGovernorate: feeOf(form.sameGovernorate),
          other: feeOf(form.other),
        }
      : null,
    pickup: {
      offered: form.offered,
      address: form.address,
      hours: { days: form.days, from: readClockTime(form.from), to: readClockTime(form.to) },
    },
    cutOff: readClockTime(form.cutOff),
    courierDays: form.ownDays
      ? {
          sameCity: feeOf(form.daysSameCity),
          sameGovernorate: feeOf(form.daysSameGovernorate),
          other: feeOf(form.daysOther),
        }
      : null,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    const error = fieldErrorOf(issue as Parameters<typeof fieldErrorOf>[0]);
    const message = fieldErrorMessage(error.code, error.params);
    const [top = field, inner] = field.split('.');
    if (inner) errors[top] = { ...(errors[top] as object), [inner]: { type: 'validate', message } };
    else errors[top] ??= { type: 'validate', message };
  }
  return { values: {}, errors: errors as FieldErrors<SellerDeliveryForm> };
};
