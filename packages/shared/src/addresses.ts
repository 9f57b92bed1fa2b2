// The customer's saved addresses and the shipping details of an order.
import { z } from './zod';
import { idSchema } from './fields';
import { iraqiPhoneSchema } from './phone';
import { fieldErrorMessage } from './field-errors';

const addressText = (max: number) =>
  z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) });

/** A delivery address; all fields required (docs/storefront.md §5). */
export const shippingInfoSchema = z.object({
  place: addressText(100),
  name: addressText(100),
  address: addressText(300),
  phone: iraqiPhoneSchema,
  city: addressText(100),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

/**
 * The most addresses a customer keeps: saving one more drops the oldest (the shipping page lists
 * the newest of them; an order keeps its own copy of its address).
 */
export const MAX_SAVED_ADDRESSES = 20;

/** POST /api/home/customer/submit-address */
export const submitAddressBodySchema = shippingInfoSchema.extend({ userId: idSchema });

/** A saved address as returned (plain strings: response schemas carry no transforms). */
export const addressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  place: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  city: z.string(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });
