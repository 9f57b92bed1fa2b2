import { z } from 'zod';
import { answeredDinars } from '../answer-amount';

/**
 * ZainCash's ids are UUIDs; anything safe in a path is taken, nothing longer than this, and not
 * dots alone (`.` and `..` survive encoding and would climb out of the path).
 */
export const transactionIdSchema = z.string().regex(/^(?!\.+$)[A-Za-z0-9._:-]{1,128}$/);

const isoTime = z.string().transform((text, context) => {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) {
    context.addIssue({ code: 'custom', message: `not a date: ${text.slice(0, 40)}` });
    return z.NEVER;
  }
  return time;
});

// Three code bases send amounts as strings, two as numbers; answers echo either ("25000.00").
const dinarValue = answeredDinars;

const amount = z.object({ currency: z.string().max(8), value: dinarValue }).loose();

/** One FastAPI back-end found answers wrapped in `data`; the others read them flat. */
const unwrapped = <T extends z.ZodType>(schema: T) =>
  z.preprocess((json) => {
    if (json === null || typeof json !== 'object' || !('data' in json)) return json;
    const { data } = json as { data: unknown };
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? data : json;
  }, schema);

const webUrl = z.url({ protocol: /^https?$/ }).max(2_048);

/** The 200 answer to `client_credentials` at the token endpoint. */
export const tokenResponse = z.object({
  access_token: z.string().min(1).max(8_192),
  expires_in: z.coerce.number().positive(),
  token_type: z.string().optional(),
  scope: z.string().optional(),
});

/**
 * The answer to `transaction/init`. The id's place is not certain (one back-end found
 * `transactionDetails` missing), so each place is optional here and `createdTransactionId`
 * picks the first present.
 */
export const createdResponse = unwrapped(
  z
    .object({
      status: z.string().max(64).optional(),
      transactionDetails: z
        .object({
          transactionId: transactionIdSchema.optional(),
          // Echoed by the typed client; compared with what was asked when it is there.
          amount: amount.optional().catch(undefined),
        })
        .loose()
        .optional(),
      transactionId: transactionIdSchema.optional(),
      redirectUrl: webUrl,
      expiryTime: isoTime.nullish(),
    })
    .loose(),
);

export type ZainCashCreated = z.output<typeof createdResponse>;

/** The transaction's id: `transactionDetails.transactionId`, else `transactionId`, else `?id=`. */
export function createdTransactionId(created: ZainCashCreated): string | null {
  const fromPage = new URL(created.redirectUrl).searchParams.get('id');
  const candidates = [created.transactionDetails?.transactionId, created.transactionId, fromPage];
  return candidates.find((id) => id != null && transactionIdSchema.safeParse(id).success) ?? null;
}

/** The answer to `transaction/inquiry/{id}`: flat, as one back-end confirmed by testing. */
export const inquiryResponse = unwrapped(
  z
    .object({
      status: z.string().min(1).max(64),
      transactionDetails: z
        .object({
          transactionId: transactionIdSchema.optional(),
          externalReferenceId: z.string().max(200).nullish(),
          orderId: z.string().max(200).nullish(),
          amount: amount.optional(),
        })
        .loose(),
      timeStamps: z.object({ expiryTime: isoTime.nullish() }).loose().optional().catch(undefined),
      // Not in the typed client; parakit's fixture has it while the payment can still be paid.
      redirectUrl: webUrl.optional().catch(undefined),
    })
    .loose(),
);

export type ZainCashInquiry = z.output<typeof inquiryResponse>;

/** The answer to `transaction/reverse` (parakit: `{ status: "COMPLETED", reversalReferenceId }`). */
export const reverseResponse = unwrapped(
  z
    .object({
      status: z.string().min(1).max(64),
      reversalReferenceId: z.string().min(1).max(200).nullish(),
    })
    .loose(),
);

/** The body ZainCash answers a duplicate `externalReferenceId` with (parakit's fixture). */
export const duplicateRefusal = unwrapped(
  z
    .object({
      transactionDetails: z.object({ transactionId: transactionIdSchema }).loose().optional(),
      transactionId: transactionIdSchema.optional(),
      redirectUrl: webUrl.optional().catch(undefined),
    })
    .loose(),
);
