import { z } from 'zod';
import { answeredDinars } from '../answer-amount';
import { FASTPAY_ORDER_ID } from './contract';

/**
 * Every answer's envelope: `{ code, messages, data }`. `messages` is a list of sentences in the
 * samples; anything else there is dropped rather than refused (it is only for the log).
 */
export const envelope = z.object({
  code: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number),
  ]),
  messages: z
    .array(z.unknown())
    .transform((list) =>
      list.filter((item): item is string => typeof item === 'string').map((m) => m.slice(0, 300)),
    )
    .optional()
    .catch(undefined),
  data: z.unknown().optional(),
});

export type FastPayEnvelope = z.output<typeof envelope>;

const webUrl = z.url({ protocol: /^https?$/ }).max(2_048);

/**
 * The initiation's `data`: the guide's sample spells the page `redirect_url`, Postman and all
 * code read `redirect_uri`; either is taken.
 */
export const initiationData = z
  .object({ redirect_uri: webUrl.optional(), redirect_url: webUrl.optional() })
  .loose()
  .transform((data, context) => {
    const redirectUrl = data.redirect_uri ?? data.redirect_url;
    if (redirectUrl === undefined) {
      context.addIssue({ code: 'custom', message: 'no redirect_uri' });
      return z.NEVER;
    }
    return { redirectUrl };
  });

const text = z.string().max(200);

/** The validate's `data`: the IPN's fields (reference/payments-iraq.md, FastPay, IPN). */
export const validateData = z
  .object({
    gw_transaction_id: text.nullish(),
    transaction_id: text.nullish(),
    merchant_order_id: z.string().regex(FASTPAY_ORDER_ID).nullish(),
    order_id: z.string().regex(FASTPAY_ORDER_ID).nullish(),
    // "25000.00" read as a number of whole dinars: compared as a number, never as text.
    received_amount: answeredDinars,
    currency: z.string().max(8).nullish(),
    status: z.string().min(1).max(64),
    customer_name: text.nullish(),
    customer_mobile_number: text.nullish(),
    customer_account_no: text.nullish(),
  })
  .loose();

export type FastPayValidated = z.output<typeof validateData>;

/** The refund's `data`: the invoice id under `summary` (the guide's sample says `refund_invoice_id`). */
export const refundData = z
  .object({
    summary: z
      .object({
        invoice_id: z.union([text, z.number()]).nullish(),
        refund_invoice_id: z.union([text, z.number()]).nullish(),
      })
      .loose()
      .nullish(),
    invoice_id: z.union([text, z.number()]).nullish(),
    refund_invoice_id: z.union([text, z.number()]).nullish(),
  })
  .loose()
  .nullish()
  .transform((data) => {
    const id =
      data?.summary?.invoice_id ??
      data?.summary?.refund_invoice_id ??
      data?.invoice_id ??
      data?.refund_invoice_id;
    return { invoiceId: id == null ? null : String(id) };
  });

/** The refund validation's `data`: whether the order has been refunded. */
export const refundValidationData = z
  .object({ refund_status: z.boolean(), status_checked_at: text.nullish() })
  .loose();
