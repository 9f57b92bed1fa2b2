import { z } from 'zod';

/** Every status FIB reports for a payment. */
export const FIB_PAYMENT_STATUSES = [
  'PAID',
  'UNPAID',
  'DECLINED',
  'REFUND_REQUESTED',
  'REFUNDED',
] as const;

/** Where a payment stands at FIB. */
export type FibPaymentStatus = (typeof FIB_PAYMENT_STATUSES)[number];

/** The declining reasons FIB documents; others are passed through as they come. */
export const FIB_DECLINING_REASONS = [
  'SERVER_FAILURE',
  'PAYMENT_EXPIRATION',
  'PAYMENT_CANCELLATION',
] as const;

const isoTime = z.string().transform((text, context) => {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) {
    context.addIssue({ code: 'custom', message: `not a date: ${text}` });
    return z.NEVER;
  }
  return time;
});

// SDKs disagree on whether amounts are numbers or decimal strings ("25000.00"); take both.
const dinars = z.union([
  z.number().nonnegative(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

// Fields that do not apply are null; some SDKs leave them out, which means the same.
const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

/** The 201 answer to creating a payment. */
export const createdPaymentResponse = z.object({
  paymentId: z.string().min(1),
  readableCode: z.string().min(1),
  qrCode: z.string().startsWith('data:image/'),
  validUntil: isoTime,
  personalAppLink: z.string().min(1),
  businessAppLink: z.string().min(1),
  corporateAppLink: z.string().min(1),
});

/** The answer to asking for a payment's status. */
export const paymentStatusResponse = z.object({
  paymentId: z.string().min(1),
  status: z.enum(FIB_PAYMENT_STATUSES),
  validUntil: nullable(isoTime),
  paidAt: nullable(isoTime),
  amount: z.object({ amount: dinars, currency: z.string() }),
  decliningReason: nullable(z.string()),
  declinedAt: nullable(isoTime),
  paidBy: nullable(z.object({ name: z.string().nullish(), iban: z.string().nullish() })),
});

/** A payment created at FIB: what the customer needs to pay it. */
export type FibCreatedPayment = z.output<typeof createdPaymentResponse>;

/** A payment's status at FIB, with dates parsed and the amount as a number. */
export type FibPaymentState = z.output<typeof paymentStatusResponse>;
