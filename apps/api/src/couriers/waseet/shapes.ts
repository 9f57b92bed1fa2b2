import { z } from 'zod';

/**
 * The Waseet family's answers (reference/couriers.md, "Response envelope" to "Invoices"), read
 * leniently where the reference is unsure: ids and numbers may come as strings or numbers, unknown
 * fields pass.
 */
const idText = z.union([z.string().min(1), z.number()]).transform(String);
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));
/** Whole dinars, sent as "15000", 15000 or "15000.00". */
const dinars = z
  .union([z.string(), z.number()])
  .transform((value) => Number(value))
  .pipe(z.number().finite());

export const envelopeSchema = z.object({
  status: z.boolean(),
  errNum: optionalText,
  msg: optionalText,
  data: z.unknown().optional(),
  qr_id: idText.optional(),
});
export type WaseetEnvelope = z.infer<typeof envelopeSchema>;

export const loginDataSchema = z.object({ token: z.string().min(1) });

export const citySchema = z
  .object({ id: idText, city_name: z.string() })
  .transform((city) => ({ id: city.id, name: city.city_name }));
export type WaseetCity = z.output<typeof citySchema>;

export const regionSchema = z
  .object({ id: idText, region_name: z.string() })
  .transform((region) => ({ id: region.id, name: region.region_name }));
export type WaseetRegion = z.output<typeof regionSchema>;

export const packageSizeSchema = z
  .object({ id: idText, size: z.string() })
  .transform((size) => ({ id: size.id, name: size.size }));
export type WaseetPackageSize = z.output<typeof packageSizeSchema>;

export const statusSchema = z
  .object({ id: idText, status: z.string() })
  .transform((status) => ({ id: status.id, text: status.status }));
export type WaseetStatus = z.output<typeof statusSchema>;

export const createdOrderSchema = z.object({
  id: idText,
  qr_id: idText.optional(),
  qr_link: z.string().optional(),
});

export const orderSchema = z
  .object({
    id: idText,
    qr_id: optionalText,
    client_name: optionalText,
    client_mobile: optionalText,
    client_mobile2: optionalText,
    city_name: optionalText,
    region_name: optionalText,
    location: optionalText,
    price: dinars,
    delivery_price: dinars.nullish(),
    package_size: optionalText,
    items_number: optionalText,
    merchant_notes: optionalText,
    status_id: idText,
    status: optionalText,
    merchant_invoice_id: optionalText,
    created_at: optionalText,
    qr_link: optionalText,
  })
  .transform((order) => ({
    id: order.id,
    qrId: order.qr_id ?? order.id,
    clientName: order.client_name,
    clientMobile: order.client_mobile,
    clientMobile2: order.client_mobile2,
    cityName: order.city_name,
    regionName: order.region_name,
    location: order.location,
    price: order.price,
    deliveryPrice: order.delivery_price ?? null,
    packageSize: order.package_size,
    itemsNumber: order.items_number === null ? null : Number(order.items_number),
    merchantNotes: order.merchant_notes,
    statusId: order.status_id,
    statusText: order.status,
    /** Null while not yet in an invoice (the courier sends "-1"). */
    invoiceId:
      order.merchant_invoice_id === null || order.merchant_invoice_id === '-1'
        ? null
        : order.merchant_invoice_id,
    createdAt: order.created_at,
    qrLink: order.qr_link,
  }));
export type WaseetOrder = z.output<typeof orderSchema>;

export const invoiceSchema = z
  .object({
    id: idText,
    merchant_price: dinars,
    delivered_orders_count: dinars.nullish(),
    status: optionalText,
    updated_at: optionalText,
  })
  .transform((invoice) => ({
    id: invoice.id,
    merchantPrice: invoice.merchant_price,
    deliveredOrdersCount: invoice.delivered_orders_count ?? null,
    statusText: invoice.status,
    updatedAt: invoice.updated_at,
  }));
export type WaseetInvoice = z.output<typeof invoiceSchema>;

/** invoiceOrders may wrap the orders with the invoice; both shapes are accepted. */
export const invoiceOrdersSchema = z.union([
  z.array(orderSchema),
  z.object({ orders: z.array(orderSchema) }).transform((data) => data.orders),
]);
