import type { FastifyInstance } from 'fastify';
import { printJobMail } from './mail-templates';
import { jobContacts } from './repository';
import type { JobChange } from './service';

/**
 * Tells a job's customer and seller that it moved, after the change is committed: a `print:job`
 * event to both, and a mail to whoever must act next (the customer for a proof, the seller for
 * an answer or new artwork). A mail that cannot be sent is logged; the change stands.
 */
export async function announceJobChange(app: FastifyInstance, change: JobChange): Promise<void> {
  app.realtime.printJobChanged(change.customerId, change.sellerId, {
    orderId: change.orderId,
    orderLineId: change.orderLineId,
    state: change.state,
  });
  if (change.event === 'proof_uploaded')
    void app.orderNotices.proofReady(change.orderId, change.orderLineId);
  try {
    const contacts = await jobContacts(app.database.db, change);
    const { orderNumber } = contacts;
    const base = app.config.publicUrl;
    const mail =
      change.event === 'proof_uploaded'
        ? // A customer without email (signed up by phone) gets no mail.
          contacts.customer?.email &&
          printJobMail(
            contacts.customer.email,
            change,
            `${base}/dashboard/order/details/${change.orderId}`,
            { orderNumber, language: contacts.customer.language },
          )
        : contacts.seller &&
          printJobMail(
            contacts.seller.email,
            change,
            `${base}/console/seller/orders/${change.sellerOrderId}`,
            { orderNumber, language: contacts.seller.language },
          );
    if (mail) await app.mailer.send(mail);
  } catch (error) {
    app.log.error({ err: error, orderLineId: change.orderLineId }, 'print job mail failed');
  }
}
