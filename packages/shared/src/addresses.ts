// The customer's saved addresses and the shipping details of an order: governorate → district →
// area → address line → nearest landmark, with one or two phones in E.164
// (reference/iraq-addresses.md, "Decisions this supports" and "Our form"). `city` is the spec's field: new addresses carry the
// governorate's English name in it; an order placed before governorates keeps its free text.
import { z } from './zod';
import { idSchema } from './fields';
import { iraqiPhoneSchema, parseIraqiContactPhone } from './phone';
import { fieldErrorMessage } from './field-errors';
import { GOVERNORATE_CODES, governorateByCode, type GovernorateCode } from './governorates';

const addressText = (max: number) =>
  z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) });

const optionalAddressText = (max: number) =>
  z
    .string({ error: fieldErrorMessage('not_text') })
    .trim()
    .max(max, { error: fieldErrorMessage('too_long', { maximum: max }) })
    .default('');

const SECOND_PHONE_MESSAGE = fieldErrorMessage('invalid_contact_phone');

/** The optional second phone: empty, an Iraqi mobile or a landline; the output is E.164 or ''. */
const secondPhoneSchema = z
  .string({ error: SECOND_PHONE_MESSAGE })
  .default('')
  .transform((value, ctx) => {
    if (value.trim() === '') return '';
    const e164 = parseIraqiContactPhone(value);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: SECOND_PHONE_MESSAGE, input: value });
      return z.NEVER;
    }
    return e164;
  });

export const ADDRESS_LIMITS = {
  place: 100,
  name: 100,
  district: 100,
  area: 150,
  address: 300,
  landmark: 300,
} as const;

/**
 * A delivery address as a customer sends it: everything a courier needs. `city` may be sent
 * (the spec's client does) but is not read: the stored `city` is the governorate's English name.
 */
export const shippingInfoSchema = z.object({
  place: addressText(ADDRESS_LIMITS.place),
  name: addressText(ADDRESS_LIMITS.name),
  governorate: z.enum(GOVERNORATE_CODES, { error: fieldErrorMessage('required') }),
  district: addressText(ADDRESS_LIMITS.district),
  area: addressText(ADDRESS_LIMITS.area),
  address: optionalAddressText(ADDRESS_LIMITS.address),
  landmark: addressText(ADDRESS_LIMITS.landmark),
  phone: iraqiPhoneSchema,
  phone2: secondPhoneSchema,
  city: z.unknown().optional(),
});
export type ShippingInfoInput = z.input<typeof shippingInfoSchema>;
/** A delivery address as the schema checked it (phones in E.164), before `shippingInfoOf`. */
export type ShippingInfoChecked = z.output<typeof shippingInfoSchema>;

/** A complete delivery address as stored on an order and saved for the customer. */
export interface ShippingInfo {
  place: string;
  name: string;
  governorate: GovernorateCode;
  district: string;
  area: string;
  address: string;
  landmark: string;
  phone: string;
  phone2: string;
  /** The governorate's English name (what the spec's readers show as the city). */
  city: string;
}

/** The address to store from what the customer sent: `city` written from the governorate. */
export function shippingInfoOf(input: ShippingInfoChecked): ShippingInfo {
  const { place, name, governorate, district, area, address, landmark, phone, phone2 } = input;
  return {
    place,
    name,
    governorate,
    district,
    area,
    address,
    landmark,
    phone,
    phone2,
    city: governorateByCode(governorate).en,
  };
}

/** The fields a customer must fill before an address can take an order. */
export const REQUIRED_ADDRESS_FIELDS = [
  'place',
  'name',
  'governorate',
  'district',
  'area',
  'landmark',
  'phone',
] as const;

/**
 * The most addresses a customer keeps: saving one more drops the oldest (the shipping page lists
 * the newest of them; an order keeps its own copy of its address).
 */
export const MAX_SAVED_ADDRESSES = 20;

/**
 * POST /api/home/customer/submit-address. `replaces`: the id of one of the customer's saved
 * addresses this one completes or corrects (a migrated address); it is removed in the same step.
 */
export const submitAddressBodySchema = shippingInfoSchema.extend({
  userId: idSchema,
  replaces: idSchema.optional(),
});

/**
 * The shipping details as the API answers them (plain strings: response schemas carry no
 * transforms). An order placed before governorates has only the spec's five fields.
 */
export const shippingInfoViewSchema = z.object({
  place: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  city: z.string(),
  governorate: z.enum(GOVERNORATE_CODES).optional(),
  district: z.string().optional(),
  area: z.string().optional(),
  landmark: z.string().optional(),
  phone2: z.string().optional(),
});
export type ShippingInfoView = z.infer<typeof shippingInfoViewSchema>;

/**
 * A saved address as returned. A migrated one (`needsCompletion`) may lack a governorate, district
 * or area: its old free text is kept as the landmark and address line until the customer completes it.
 */
export const addressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  place: z.string(),
  name: z.string(),
  governorate: z.enum(GOVERNORATE_CODES).nullable(),
  district: z.string(),
  area: z.string(),
  address: z.string(),
  landmark: z.string(),
  phone: z.string(),
  phone2: z.string(),
  city: z.string(),
  needsCompletion: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });

/** The required fields a saved address still lacks (empty for a complete one). */
export function missingAddressFields(address: {
  [K in (typeof REQUIRED_ADDRESS_FIELDS)[number]]: string | null;
}): (typeof REQUIRED_ADDRESS_FIELDS)[number][] {
  return REQUIRED_ADDRESS_FIELDS.filter((field) => !address[field]?.trim());
}

/** GET /api/home/governorates: the 19 governorates in the shop's order, names in three languages. */
export const governoratesResponseSchema = z.object({
  governorates: z.array(
    z.object({
      code: z.enum(GOVERNORATE_CODES),
      kr: z.string(),
      ar: z.string(),
      en: z.string(),
      kri: z.boolean(),
    }),
  ),
});
export type GovernoratesResponse = z.infer<typeof governoratesResponseSchema>;
