/**
 * Messages about orders by WhatsApp or SMS (issue 37), through `app.messenger.send`, and a mail
 * for the same events to whoever has an email, through `app.mailer`: the seller on a new order;
 * the customer when a proof is ready (message only: the print loop mails proofs), the order is
 * confirmed, handed to the courier, out for delivery, delivered or cancelled — each in the
 * reader's language, about the order, the customer and the seller.
 *
 * Callers tell it after their transaction committed; it never throws and is never awaited by an
 * order move: a message or mail that cannot be sent is logged, and the move stands. Each event
 * goes once to each person by message and once by mail, and at most NOTICES_PER_HOUR minor messages an
 * hour about one order to one person (docs/decisions.md, "Order messages: once per event, a few
 * an hour"); mails, one per event and only for the few events above, are not held back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MessageChoices } from '@chapkhana/shared/accounts';
import type { Language } from '@chapkhana/shared/languages';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import {
  MessagesUnavailableError,
  type MessageChannel,
  type MessageLinks,
  type Messenger,
} from '../../messages/messenger';
import { hasNoticeMail, noticeMail } from './mail-texts';
import * as repo from './repository';
import { noticeContent, type NoticeFacts, type OrderNoticeKind } from './texts';

/**
 * The flood guard: messages an hour about one order to one person; the important and final kinds
 * go past it (they still count).
 */
export const NOTICES_PER_HOUR = 4;

/** Worth an SMS when WhatsApp fails (the seller must act; the customer must be at the door). */
const IMPORTANT: ReadonlySet<OrderNoticeKind> = new Set([
  'order-new',
  'order-confirmed',
  'order-out-for-delivery',
]);
/** An order's last word always goes, past the flood guard. */
const FINAL: ReadonlySet<OrderNoticeKind> = new Set(['order-delivered', 'order-cancelled']);

export interface OrderNoticesOptions {
  db: () => Database;
  messenger: () => Messenger;
  mailer: () => Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  publicUrl: string;
}

export interface OrderNotices {
  /** A customer placed the order: each of its sellers hears it. */
  orderPlaced(orderId: string): Promise<void>;
  /** A seller sent a proof for one of the order's print lines. */
  proofReady(orderId: string, orderLineId: string): Promise<void>;
  /** The order's status moved: confirmed (preparing), delivered or cancelled is told. */
  orderMoved(update: OrderStatusUpdate): Promise<void>;
  /** A parcel was handed to its courier (with its waybill) or went out for delivery. */
  parcelMoved(parcelId: string): Promise<void>;
  /** Resolves once every notice under way has been sent or given up (the app is closing). */
  settled(): Promise<void>;
}

interface Notice {
  orderId: string;
  kind: OrderNoticeKind;
  /** Distinguishes repeatable events (`order-shipped:<parcel>`); the kind alone by default. */
  key?: string;
  phone: string;
  language: Language;
  facts: NoticeFacts;
  about: MessageLinks;
  /** A customer's message choices; a seller's notices go by every channel. */
  choices?: MessageChoices;
  /** Where the mail goes (none: no mail), the page it opens, and, for a customer, how to stop it. */
  mail?: { to: string | null; orderLink: string; stopLink?: string; note?: string };
}

/**
 * The channels a notice may go by under the reader's choices (issue 37): every one when both are
 * on; WhatsApp alone when SMS is off; SMS alone, and only for an important notice, when WhatsApp
 * is off; none when both are off. Undefined: the notice is not sent.
 */
export function channelsFor(
  choices: MessageChoices | undefined,
  important: boolean,
): { channel?: MessageChannel; onlyChannels?: MessageChannel[] } | undefined {
  if (!choices || (choices.whatsapp && choices.sms)) return {};
  if (choices.whatsapp) return { onlyChannels: ['whatsapp'] };
  if (choices.sms && important) return { channel: 'sms', onlyChannels: ['sms'] };
  return undefined;
}

export function createOrderNotices(options: OrderNoticesOptions): OrderNotices {
  const pending = new Set<Promise<void>>();
  const orderLink = (orderId: string) => `${options.publicUrl}/dashboard/order/details/${orderId}`;

  /** The notice by message and by mail, each apart: one failing does not keep the other back. */
  async function deliver(notice: Notice) {
    const sent = await Promise.allSettled([sendMessage(notice), sendMail(notice)]);
    for (const result of sent) if (result.status === 'rejected') throw result.reason;
  }

  async function sendMail(notice: Notice) {
    const to = notice.mail?.to;
    if (!notice.mail || !to || !hasNoticeMail(notice.kind)) return;
    if (notice.choices?.email === false) {
      options.log.info(
        { orderId: notice.orderId, kind: notice.kind },
        'order mail not sent: the customer turned order mails off',
      );
      return;
    }
    try {
      const claim = await repo.claimNotice(options.db(), {
        orderId: notice.orderId,
        phone: notice.phone,
        notice: `${repo.MAIL_CLAIM}${notice.key ?? notice.kind}`,
        now: options.now(),
        perHour: NOTICES_PER_HOUR,
        exempt: true,
      });
      if (claim !== 'claimed') {
        options.log.info({ orderId: notice.orderId, kind: notice.kind }, 'order mail already sent');
        return;
      }
      await options
        .mailer()
        .send(
          noticeMail(
            notice.kind,
            to,
            { orderNumber: notice.facts.orderNumber, language: notice.language },
            notice.facts,
            { order: notice.mail.orderLink, stop: notice.mail.stopLink },
            notice.mail.note,
          ),
        );
    } catch (error) {
      options.log.error(
        { err: error, orderId: notice.orderId, kind: notice.kind },
        'order mail failed',
      );
    }
  }

  async function sendMessage(notice: Notice) {
    const important = IMPORTANT.has(notice.kind);
    const channels = channelsFor(notice.choices, important);
    if (!channels) {
      // Not claimed: a message the reader turned off does not count against the flood guard.
      options.log.info(
        { orderId: notice.orderId, kind: notice.kind },
        'order message not sent: the customer turned these messages off',
      );
      return;
    }
    const phone = parseIraqiPhone(notice.phone);
    if (!phone) {
      options.log.warn(
        { orderId: notice.orderId, kind: notice.kind },
        'order message: no mobile phone',
      );
      return;
    }
    const claim = await repo.claimNotice(options.db(), {
      orderId: notice.orderId,
      phone,
      notice: notice.key ?? notice.kind,
      now: options.now(),
      perHour: NOTICES_PER_HOUR,
      // Past the guard: the important ones (each once per event, so few) and the last word.
      exempt: important || FINAL.has(notice.kind),
    });
    if (claim !== 'claimed') {
      options.log.info(
        { orderId: notice.orderId, kind: notice.kind, claim },
        claim === 'flood'
          ? 'order message held back: too many this hour'
          : 'order message already sent',
      );
      return;
    }
    const content = noticeContent(notice.kind, notice.facts, notice.language);
    try {
      await options.messenger().send({
        phone,
        language: notice.language,
        kind: notice.kind,
        template: content.template,
        text: content.text,
        important,
        about: notice.about,
        ...channels,
      });
    } catch (error) {
      // No channel took it (none can have delivered it): the claim is let go, so the same event
      // told again sends it, and the flood guard counts only messages that went.
      if (error instanceof MessagesUnavailableError)
        await repo.releaseNotice(options.db(), {
          orderId: notice.orderId,
          phone,
          notice: notice.key ?? notice.kind,
        });
      throw error;
    }
  }

  /** Runs `work` apart from the caller: its failure is logged, never thrown. */
  function apart(what: string, details: object, work: () => Promise<void>): Promise<void> {
    const running = work()
      .catch((error: unknown) =>
        options.log.error({ err: error, ...details }, `order message (${what}) failed`),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
    return running;
  }

  async function toCustomer(
    orderId: string,
    kind: OrderNoticeKind,
    facts: Omit<NoticeFacts, 'orderNumber'> = {},
    extra: { key?: string; sellerId?: string } = {},
  ) {
    const reader = await repo.orderReader(options.db(), orderId);
    if (!reader) return;
    await deliver({
      orderId,
      kind,
      ...(extra.key ? { key: extra.key } : {}),
      phone: reader.phone,
      language: reader.language,
      choices: reader.choices,
      mail: {
        to: reader.email,
        orderLink: orderLink(orderId),
        stopLink: `${options.publicUrl}/dashboard`,
        // The admin's words on a cancel or a delivery, quoted whole (the message has one line).
        ...(kind === 'order-cancelled' || kind === 'order-delivered'
          ? { note: reader.statusReason ?? '' }
          : {}),
      },
      facts: {
        orderNumber: reader.orderNumber,
        ...(kind === 'order-cancelled' ? { reason: reader.statusReason ?? '' } : {}),
        ...facts,
      },
      about: {
        orderId,
        customerId: reader.customerId,
        ...(extra.sellerId ? { sellerId: extra.sellerId } : {}),
      },
    });
  }

  return {
    orderPlaced: (orderId) =>
      apart('new order', { orderId }, async () => {
        const reader = await repo.orderReader(options.db(), orderId);
        if (!reader) return;
        const sellers = await repo.orderSellers(options.db(), orderId);
        // Each print house hears of its own part; one failing does not keep the others waiting.
        const sent = await Promise.allSettled(
          sellers.map((seller) =>
            deliver({
              orderId,
              kind: 'order-new',
              phone: seller.phone,
              language: seller.language,
              facts: { orderNumber: reader.orderNumber, amount: formatDinar(seller.amountIqd) },
              about: { orderId, customerId: reader.customerId, sellerId: seller.sellerId },
              mail: {
                to: seller.email,
                orderLink: `${options.publicUrl}/console/seller/orders/${seller.sellerOrderId}`,
              },
            }),
          ),
        );
        for (const result of sent) if (result.status === 'rejected') throw result.reason;
      }),
    proofReady: (orderId, orderLineId) =>
      apart('proof ready', { orderId }, () =>
        toCustomer(
          orderId,
          'proof-ready',
          { link: orderLink(orderId) },
          // Every proof sent is news (a new one after the customer asked for changes too).
          { key: `proof-ready:${orderLineId}:${options.now().getTime()}` },
        ),
      ),
    orderMoved: (update) =>
      apart('order moved', { orderId: update.orderId }, async () => {
        const kind = (
          {
            preparing: 'order-confirmed',
            delivered: 'order-delivered',
            cancelled: 'order-cancelled',
          } as const
        )[update.delivery_status as 'preparing' | 'delivered' | 'cancelled'];
        if (kind) await toCustomer(update.orderId, kind);
      }),
    parcelMoved: (parcelId) =>
      apart('parcel moved', { parcelId }, async () => {
        const parcel = await repo.parcelFacts(options.db(), parcelId);
        if (!parcel) return;
        const about = { sellerId: parcel.sellerId };
        if (parcel.state === 'out_for_delivery') {
          await toCustomer(
            parcel.orderId,
            'order-out-for-delivery',
            {},
            {
              ...about,
              key: `order-out-for-delivery:${parcelId}`,
            },
          );
        } else if (
          parcel.waybill &&
          (parcel.state === 'created' ||
            parcel.state === 'picked_up' ||
            parcel.state === 'in_transit')
        ) {
          await toCustomer(
            parcel.orderId,
            'order-shipped',
            { carrier: parcel.carrier, waybill: parcel.waybill },
            { ...about, key: `order-shipped:${parcelId}` },
          );
        }
      }),
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
