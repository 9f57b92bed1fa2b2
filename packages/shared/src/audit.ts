// Who did what, and when (issue 39): the history of an order, a product, a price, a setting or a
// shop's staff, as the API records it (modules/audit) and the console shows it.
import { z } from './zod';
import { SHOP_ROLES } from './shop-roles';

/** Who made a change: a print house's staff member, an admin, the customer, or the system. */
export const AUDIT_ACTOR_KINDS = ['staff', 'admin', 'customer', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_SUBJECTS = ['order', 'product', 'price', 'setting', 'staff'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/**
 * What was done, a stable code (the console's `history.actions.<code>`): the order lifecycle's
 * moves (`order.<action kind>`, orders/lifecycle.ts), hand-overs, print proofs, and the writes to
 * products, prices, settings and staff.
 */
export const AUDIT_ACTIONS = [
  'order.cancel',
  'order.advance-order',
  'order.collect-cash',
  'order.collect-part-cash',
  'order.advance-part',
  'order.hand-back-part',
  'order.choose-payment',
  'order.mark-paid',
  'order.move-job',
  'parcel.handover',
  'parcel.move',
  'proof.upload',
  'proof.approved',
  'proof.changes',
  /** The customer approved the line's print files in the card designer: no proof is needed. */
  'proof.approved-in-designer',
  'product.create',
  'product.update',
  'product.publish',
  'product.delete',
  'product.copy',
  'product.images',
  'price.update',
  'setting.update',
  'staff.invite',
  'staff.role',
  'staff.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of a history, newest first. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    id: z.string().nullable(),
    name: z.string().nullable(),
    role: z.enum(SHOP_ROLES).nullable(),
  }),
  subject: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The change's facts the console shows (a status moved to, an amount, a role), as text. */
  details: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/{admin,seller}/orders/{id}/history — the order's (or the seller's part's) history. */
export const orderHistoryResponseSchema = z.object({ history: z.array(auditEntrySchema) });
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;
