import type { ShippingInfo } from '@chapkhana/shared/addresses';
import type { CustomerClaims } from '@/lib/auth-token';
import { clearCustomerDraft, readCustomerDraft, saveCustomerDraft } from '@/lib/customer-drafts';
import { displayIraqiPhone } from '@/lib/phone-display';

/** What the shipping form holds while it is typed in (the phone as typed). */
export type ShippingFormValues = Record<keyof ShippingInfo, string>;

export const SHIPPING_FIELDS = ['place', 'name', 'address', 'phone', 'city'] as const;

/** The form's starting values: the customer's name, address and phone (docs/storefront.md §4). */
export function shippingFormDefaults(customer: CustomerClaims | null): ShippingFormValues {
  return {
    place: '',
    name: customer?.name ?? '',
    address: customer?.address ?? '',
    phone: customer?.phone ? displayIraqiPhone(customer.phone) : '',
    city: '',
  };
}

/** The values of a confirmed address, to edit it again after "Change". */
export function shippingFormValues(info: ShippingInfo): ShippingFormValues {
  return { ...info, phone: displayIraqiPhone(info.phone) };
}

/** Two addresses are the same delivery when every field matches. */
export function sameAddress(a: ShippingInfo, b: ShippingInfo): boolean {
  return (
    a.place === b.place &&
    a.name === b.name &&
    a.address === b.address &&
    a.phone === b.phone &&
    a.city === b.city
  );
}

const DRAFT = 'shipping';
/** Longer than any field the contract takes: a draft is typing, not a forged store. */
const DRAFT_FIELD_MAX = 1000;

function isShippingDraft(value: unknown): value is ShippingFormValues {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return SHIPPING_FIELDS.every((field) => {
    const text = fields[field];
    return typeof text === 'string' && text.length <= DRAFT_FIELD_MAX;
  });
}

function pick(values: ShippingFormValues): ShippingFormValues {
  const { place, name, address, phone, city } = values;
  return { place, name, address, phone, city };
}

/** The address the customer was typing in this tab, kept over a reload (lib/customer-drafts.ts). */
export function shippingDraft(customerId: string): ShippingFormValues | null {
  const draft = readCustomerDraft(DRAFT, customerId, isShippingDraft);
  return draft && pick(draft);
}

export function saveShippingDraft(customerId: string, values: Partial<ShippingFormValues>): void {
  const empty: ShippingFormValues = { place: '', name: '', address: '', phone: '', city: '' };
  saveCustomerDraft(DRAFT, customerId, pick({ ...empty, ...values }));
}

/** The order is placed: the address typed for it is no draft any more. */
export function clearShippingDraft(): void {
  clearCustomerDraft(DRAFT);
}
