/**
 * A courier's webhook (Modon, AGG; reference/couriers.md, "Modon Express" and "AGG"): the payload is not documented
 * for certain, so a call only says "something changed for order X" — we check the secret it
 * echoes, then read that order from the courier by id and apply what the courier says.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { CourierError } from '../../couriers/courier-error';
import {
  hashWebhookSecret,
  webhookSecretMatches,
  type WaseetPush,
} from '../../couriers/waseet/webhook';
import { notFound, unauthorized } from '../../lib/http-errors';
import type { CourierReader } from './poller';
import { applyCourierStatus, type ApplyOutcome, type TrackingContext } from './tracking';
import { accountById, liveAccountOf } from './repository';
import * as repo from './tracking-repository';

export interface WebhookContext extends TrackingContext {
  readerFor: (account: repo.CourierAccountRow) => Promise<CourierReader>;
}

export type WebhookOutcome = ApplyOutcome | 'asked_later';

/**
 * Applies one push (`readWaseetPush`) for `accountId`. A wrong or missing secret is refused (401) before
 * anything is read; an order we do not know changes nothing (answered, so the courier does not
 * retry it forever); a courier that cannot be asked now leaves the parcel first in line for the
 * poller.
 */
export async function receiveCourierWebhook(
  context: WebhookContext,
  input: {
    accountId: string;
    /** The secret header as it came (`WASEET_WEBHOOK_SECRET_HEADER`). */
    secret: string | string[] | undefined;
    push: WaseetPush;
  },
): Promise<WebhookOutcome> {
  const account = await accountById(context.db, input.accountId);
  if (
    !account ||
    account.disconnectedAt ||
    !webhookSecretMatches(account.webhookSecretHash, input.secret)
  ) {
    throw unauthorized('courier_webhook_refused');
  }
  const parcel = await repo.parcelOfCourierOrder(context.db, account.id, input.push.orderId);
  if (!parcel || !parcel.courierOrderId) {
    context.log?.warn(
      { accountId: account.id, courierOrderId: input.push.orderId },
      'a courier webhook for an order we do not know',
    );
    return 'unknown_parcel';
  }
  try {
    const reader = await context.readerFor(account);
    const [order] = await reader.ordersByIds([parcel.courierOrderId]);
    if (!order) return 'unknown_parcel';
    return await applyCourierStatus(context, {
      parcelId: parcel.id,
      source: 'courier_webhook',
      statusId: order.statusId,
      statusText: order.statusText,
      price: order.price,
      deliveryPrice: order.deliveryPrice,
    });
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    await repo.updateParcel(context.db, parcel.id, { lastPolledAt: null });
    context.log?.warn(
      { parcelId: parcel.id, kind: error.kind },
      'a courier webhook could not be checked with the courier: left to the poller',
    );
    return 'asked_later';
  }
}

/** The seller's live courier account, or 404 when none is connected. */
async function sellerAccount(db: Database, sellerId: string) {
  const account = await liveAccountOf(db, sellerId);
  if (!account) throw notFound('courier_account_missing');
  return account;
}

export const webhookUrl = (publicUrl: string, accountId: string) =>
  `${publicUrl}/api/couriers/webhooks/${accountId}`;

/** The address to give the courier, and whether a secret is set. */
export async function courierWebhookOf(db: Database, sellerId: string, publicUrl: string) {
  const account = await sellerAccount(db, sellerId);
  return { url: webhookUrl(publicUrl, account.id), hasSecret: account.webhookSecretHash !== null };
}

/** A new secret for the seller's webhook: shown this once, only its hash kept. */
export async function regenerateWebhookSecret(db: Database, sellerId: string, publicUrl: string) {
  const account = await sellerAccount(db, sellerId);
  const secret = randomBytes(24).toString('base64url');
  await repo.setWebhookSecretHash(db, account.id, hashWebhookSecret(secret));
  return { url: webhookUrl(publicUrl, account.id), hasSecret: true, secret };
}
