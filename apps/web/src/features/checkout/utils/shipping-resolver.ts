import { shippingInfoSchema, type ShippingInfoChecked } from '@chapkhana/shared/addresses';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import type { Resolver } from 'react-hook-form';
import type { ShippingFormValues } from '@/features/checkout/utils/shipping-form';

/**
 * The shipping form's rules: the contract's schema, as react-hook-form checks with it. The form
 * loads this module (zod and the phone library with it) at its first check (lib/lazy-resolver.ts).
 * The form holds every field as text (the governorate select's value too); the schema refuses
 * any text that is not a governorate's code, so reading its input as text is safe.
 */
export const shippingResolver = fieldResolver(shippingInfoSchema) as unknown as Resolver<
  ShippingFormValues,
  unknown,
  ShippingInfoChecked
>;
