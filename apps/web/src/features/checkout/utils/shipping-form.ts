import type { Address, ShippingInfo } from '@chapkhana/shared/addresses';
import type { CustomerClaims } from '@/lib/auth-token';
import { clearCustomerDraft, readCustomerDraft, saveCustomerDraft } from '@/lib/customer-drafts';
import { displayContactPhone, displayIraqiPhone } from '@/lib/phone-display';

export const SHIPPING_FIELDS = [
  'place',
  'name',
  'governorate',
  'district',
  'area',
  'address',
  'landmark',
  'phone',
  'phone2',
] as const;

/** What the shipping form holds while it is typed in (phones as typed; `city` comes from the governorate). */
export type ShippingFormValues = Record<(typeof SHIPPING_FIELDS)[number], string>;

const EMPTY: ShippingFormValues = {
  place: '',
  name: '',
  governorate: '',
  district: '',
  area: '',
  address: '',
  landmark: '',
  phone: '',
  phone2: '',
};

/** The form's starting values: the customer's name and phone (docs/storefront.md §4). */
export function shippingFormDefaults(customer: CustomerClaims | null): ShippingFormValues {
  return {
    ...EMPTY,
    name: customer?.name ?? '',
    phone: customer?.phone ? displayIraqiPhone(customer.phone) : '',
  };
}

/** The values of a confirmed or saved address, to edit it again ("Change", "Complete"). */
export function shippingFormValues(info: ShippingInfo | Address): ShippingFormValues {
  return {
    ...pick({ ...EMPTY, ...info, governorate: info.governorate ?? '' }),
    phone: displayIraqiPhone(info.phone),
    phone2: info.phone2 ? displayContactPhone(info.phone2) : '',
  };
}

/** A saved address as the order's shipping details (only a complete one is ever confirmed). */
export function savedShippingInfo(address: Address): ShippingInfo | null {
  if (address.needsCompletion || address.governorate === null) return null;
  const { place, name, governorate, district, area, address: line, landmark } = address;
  const { phone, phone2, city } = address;
  return { place, name, governorate, district, area, address: line, landmark, phone, phone2, city };
}

const DRAFT = 'shipping';
/** Longer than any field the contract takes: a draft is typing, not a forged store. */
const DRAFT_FIELD_MAX = 1000;

function isShippingDraft(value: unknown): value is ShippingFormValues {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return SHIPPING_FIELDS.every((field) => {
    const text = fields[field] ?? '';
    return typeof text === 'string' && text.length <= DRAFT_FIELD_MAX;
  });
}

function pick(values: Record<(typeof SHIPPING_FIELDS)[number], string>): ShippingFormValues {
  return Object.fromEntries(
    SHIPPING_FIELDS.map((field) => [field, values[field] ?? '']),
  ) as ShippingFormValues;
}

/** The address the customer was typing in this tab, kept over a reload (lib/customer-drafts.ts). */
export function shippingDraft(customerId: string): ShippingFormValues | null {
  const draft = readCustomerDraft(DRAFT, customerId, isShippingDraft);
  return draft && pick({ ...EMPTY, ...draft });
}

export function saveShippingDraft(customerId: string, values: Partial<ShippingFormValues>): void {
  saveCustomerDraft(DRAFT, customerId, pick({ ...EMPTY, ...values }));
}

/** The order is placed: the address typed for it is no draft any more. */
export function clearShippingDraft(): void {
  clearCustomerDraft(DRAFT);
}
