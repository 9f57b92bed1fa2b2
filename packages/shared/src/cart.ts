import { z } from './zod';
import { API_ERROR_CODES } from './errors';
import { idSchema } from './fields';
import { cartLinePrintSchema } from './print';
import { fieldErrorMessage } from './field-errors';
import { deliveryTermsSchema } from './delivery';

const quantity = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(0, { error: fieldErrorMessage('negative') })
  .max(100_000, { error: fieldErrorMessage('too_big', { maximum: 100_000 }) });

/** One property of a colour as the storefront sends it (docs/storefront.md §3 cart request). */
export const cartPropertyInputSchema = z.object({
  property: z.string().min(1).max(100),
  quantity,
  selected: z.boolean().default(true),
});

/** One colour of the product with its base quantity and chosen properties. */
export const cartItemInputSchema = z.object({
  /** The colour's English name. */
  color: z.string().min(1).max(100),
  /** `#rrggbb`, must match the colour. */
  code: z.string().max(20).optional(),
  quantity,
  selected: z.boolean().default(true),
  properties: z.array(cartPropertyInputSchema).max(50).default([]),
});
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** POST /api/home/product/add-to-card */
export const addToCartBodySchema = z.object({
  userId: idSchema,
  productId: idSchema,
  /** The client's total; the server recomputes it from cartItems. */
  quantity: z.number().optional(),
  createdAt: z.unknown().optional(),
  cartItems: z
    .array(cartItemInputSchema)
    .min(1, { error: fieldErrorMessage('one_colour') })
    .max(50),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/**
 * PUT /api/home/product/cart-row/{cardId}: one row of a cart line, by ids — a colour × size
 * (`propertyId`), or a colour's own units (`propertyId` null, only for a colour without sizes).
 * Either `quantity` (the row's new number) or `change` (+1/−1 from what the server holds: two
 * quick clicks count twice, whatever order they arrive in). 0 removes the row; a line left
 * without rows goes. Answers the whole cart, repriced.
 */
export const cartRowBodySchema = z
  .object({
    colorId: idSchema,
    propertyId: idSchema.nullable().default(null),
    quantity: quantity.optional(),
    change: z
      .number({ error: fieldErrorMessage('not_number') })
      .int({ error: fieldErrorMessage('not_whole') })
      .min(-100_000, { error: fieldErrorMessage('too_small', { minimum: -100_000 }) })
      .max(100_000, { error: fieldErrorMessage('too_big', { maximum: 100_000 }) })
      .optional(),
  })
  .refine((body) => (body.quantity === undefined) !== (body.change === undefined), {
    error: fieldErrorMessage('either_field', { first: 'quantity', second: 'change' }),
  });
export type CartRowBody = z.input<typeof cartRowBodySchema>;

/** A cart line's colour as stored and returned. */
export const cartItemSchema = z.object({
  _id: z.string(),
  color: z.string(),
  code: z.string(),
  kuName: z.string(),
  arName: z.string(),
  quantity: z.number().int(),
  selected: z.boolean(),
  /** Units of this colour in stock now. */
  colorQuantity: z.number().int(),
  properties: z.array(
    z.object({
      _id: z.string(),
      property: z.string(),
      enName: z.string(),
      kuName: z.string(),
      arName: z.string(),
      quantity: z.number().int(),
      selected: z.boolean(),
      /** Units of this size or pack in stock now (the most this row may hold). */
      stock: z.number().int(),
    }),
  ),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartProductInfoSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  enName: z.string(),
  kuName: z.string(),
  arName: z.string(),
  productCode: z.string(),
  price: z.string(),
  discount: z.number().int(),
  images: z.array(z.string()),
  stock: z.number().int(),
});

export const cartLineSchema = z.object({
  /** The cart line's id (`cardId` in the spec's routes). */
  _id: z.string(),
  quantity: z.number().int(),
  /** IQD, exact: the discounted unit price times the quantity. */
  lineTotal: z.string(),
  unitPrice: z.string(),
  productInfo: cartProductInfoSchema,
  /** The advance its product asks, were it ordered now (issue 38), whole dinars; absent: none. */
  deposit: z.number().int().optional(),
  cartItems: z.array(cartItemSchema),
  /** A print line's options, tier, fee and artwork (absent on other lines). */
  print: cartLinePrintSchema.optional(),
  /** Why the line cannot be bought now (only on outOfStockProduct lines): an error code. */
  problem: z
    .object({
      code: z.enum(API_ERROR_CODES),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSellerGroupSchema = z.object({
  sellerId: z.string(),
  shopName: z.string(),
  shopNameKu: z.string(),
  shopNameAr: z.string(),
  /** IQD subtotal of the group's lines. */
  price: z.string(),
  products: z.array(cartLineSchema),
  /**
   * What this seller's parcel costs to each governorate and whether it can be collected
   * (issue 36): the checkout shows its fee for the address with `deliveryFeeFor`.
   */
  delivery: deliveryTermsSchema.optional(),
});

/**
 * One parcel the order would make (issue 36): a seller's lines, their delivery fee and what that
 * seller's courier asks, in IQD (each a multiple of 250, `splitOrderFigures`). The parcels'
 * amounts add up to the order's total as the summary shows it.
 */
export const cartParcelSchema = z.object({
  sellerId: z.string(),
  shopName: z.string(),
  shopNameKu: z.string(),
  shopNameAr: z.string(),
  /** How many of the cart's lines go in this parcel. */
  lines: z.number().int(),
  subtotal: z.string(),
  discount: z.string(),
  shipping: z.string(),
  amount: z.string(),
});
export type CartParcel = z.infer<typeof cartParcelSchema>;

/** GET /api/home/product/get-card-product/{userId} — all amounts in IQD, exact decimals. */
export const cartResponseSchema = z.object({
  card_products: z.array(cartSellerGroupSchema),
  price: z.string(),
  card_product_count: z.number().int(),
  shipping_fee: z.string(),
  outOfStockProduct: z.array(cartLineSchema),
  buy_product_item: z.number().int(),
  /** The customer's discount percent (docs/storefront.md §6), for the summary. */
  customerDiscount: z.number(),
  /** The parcels the order would make, one per seller, in `card_products` order. */
  parcels: z.array(cartParcelSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
