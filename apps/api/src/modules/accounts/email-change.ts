import type { Language } from '@chapkhana/shared/languages';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { emailChangeMail, emailInUseMail } from './mail-templates';
import * as accounts from './repository';
import {
  newSecret,
  recordEmailLinkRequest,
  sendLinkMail,
  sha256,
  type AccountContext,
} from './service';

/**
 * Mails a link that adds or changes the signed-in customer's email (issue 37), within the email
 * link limits. An email another account has gets a note that nothing changes instead: the caller
 * gets the same answer either way, so no one learns whose an email is.
 */
export async function requestEmailChange(
  context: AccountContext,
  input: { customerId: string; email: string; language: Language; ip: string },
): Promise<void> {
  const customer = await accounts.findCustomerById(context.db, input.customerId);
  if (!customer) throw notFound('account_gone');
  if (customer.email?.toLowerCase() === input.email.toLowerCase()) {
    throw badRequest('email_unchanged');
  }
  const token = newSecret();
  const requestId = await recordEmailLinkRequest(context, {
    email: input.email,
    ip: input.ip,
    tokenHash: sha256(token),
    customerId: customer.id,
  });
  const owner = await accounts.findCustomerByEmail(context.db, input.email);
  const mail = owner
    ? emailInUseMail(
        input.email,
        input.language,
        `${context.publicUrl}/login?lng=${input.language}`,
      )
    : emailChangeMail(
        input.email,
        input.language,
        `${context.publicUrl}/dashboard/email?token=${token}&lng=${input.language}`,
      );
  await sendLinkMail(context, mail, requestId);
}

/**
 * Opens a change link: the signed-in customer's email becomes the link's, once. Refused when the
 * link is not this customer's, used or expired, and with a 409 when another account took the
 * email since the link was sent.
 */
export async function confirmEmailChange(
  context: AccountContext,
  input: { customerId: string; token: string },
): Promise<string> {
  const now = context.clock.now();
  const hash = sha256(input.token);
  return context.db
    .transaction(async (tx) => {
      const spent = await accounts.spendEmailChangeLink(tx, hash, input.customerId, now);
      if (!spent) {
        const link = await accounts.findEmailChangeLink(tx, hash);
        if (!link || link.customerId !== input.customerId) throw badRequest('invalid_link');
        if (link.usedAt) throw badRequest('email_link_used');
        throw badRequest('link_expired');
      }
      const owner = await accounts.findCustomerByEmail(tx, spent.email);
      if (owner && owner.id !== input.customerId) throw conflict('email_change_taken');
      if (!(await accounts.setCustomerEmail(tx, input.customerId, spent.email, now))) {
        throw notFound('account_gone');
      }
      return spent.email;
    })
    .catch((error: unknown) => {
      // Another account took the email between our check and the update.
      throw isUniqueViolation(error) ? conflict('email_change_taken') : error;
    });
}
