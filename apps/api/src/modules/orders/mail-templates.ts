/**
 * The mail a customer gets when the admin cancels their order or marks it delivered, with the
 * admin's reason, in the customer's language alone (as print job mails, mail/order-mail.ts).
 */
import type { Language } from '@chapkhana/shared/languages';
import type { MailMessage } from '../../mail/mailer';
import { orderMail, type MailReader, type OrderMailText } from '../../mail/order-mail';

export type AnnouncedStatus = 'cancelled' | 'delivered';

const TEXT: Record<AnnouncedStatus, Record<Language, OrderMailText>> = {
  cancelled: {
    kr: {
      subject: 'هەڵوەشێنرایەوە',
      body: 'داواکارییەکەت لەلایەن چاپخانەوە هەڵوەشێنرایەوە.',
      noteLabel: 'هۆکار:',
      action: 'بینینی داواکاری',
    },
    ar: {
      subject: 'أُلغي',
      body: 'ألغى چاپخانە طلبك.',
      noteLabel: 'السبب:',
      action: 'عرض الطلب',
    },
    en: {
      subject: 'cancelled',
      body: 'Chapkhana cancelled your order.',
      noteLabel: 'Reason:',
      action: 'View the order',
    },
  },
  delivered: {
    kr: {
      subject: 'گەیەنرا',
      body: 'داواکارییەکەت وەک گەیەنراو تۆمارکرا.',
      noteLabel: 'تێبینی:',
      action: 'بینینی داواکاری',
    },
    ar: {
      subject: 'تم التسليم',
      body: 'سُجّل طلبك على أنه مُسلَّم.',
      noteLabel: 'ملاحظة:',
      action: 'عرض الطلب',
    },
    en: {
      subject: 'delivered',
      body: 'Your order was recorded as delivered.',
      noteLabel: 'Note:',
      action: 'View the order',
    },
  },
};

/**
 * The customer's mail about `status` in their language, with the admin's `reason` and a link
 * to the order.
 */
export function orderStatusMail(
  to: string,
  order: { status: AnnouncedStatus; reason: string },
  orderLink: string,
  reader: MailReader,
): MailMessage {
  return orderMail(to, reader, orderLink, TEXT[order.status], order.reason);
}
