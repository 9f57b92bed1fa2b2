import type { ShippingInfo } from '@chapkhana/shared/addresses';
import type { CustomerClaims } from '@/lib/auth-token';
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
