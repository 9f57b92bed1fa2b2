import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_LINK_DAILY_LIMIT } from '@chapkhana/shared/accounts';
import type { Language } from '@chapkhana/shared/languages';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { revokeAllSessions } from '../sessions/repository';
import { noAccountMail, passwordResetMail } from './mail-templates';
import * as accounts from './repository';
import { EMAIL_LINK_IP_HOURLY_LIMIT, issueToken, type AccountContext } from './service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A mailed reset link works once, for an hour. */
export const RESET_LINK_VALID_MS = HOUR;
/** A new reset link for the same email is refused this long after the previous one. */
export const RESET_LINK_RESEND_BLOCK_MS = 2 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Mails a link to set a new password when a customer has this email, and a "no account uses
 * this email" note otherwise: the caller gets the same answer and waits as long either way.
 * The limits count every request for the email and the network, account or not.
 */
export async function requestPasswordEmail(
  context: AccountContext,
  input: { email: string; language: Language; ip: string },
): Promise<void> {
  const now = context.clock.now();
  const token = randomBytes(32).toString('base64url');
  const { requestId, customer } = await context.db.transaction(async (tx) => {
    await accounts.lockResetEmail(tx, input.email);
    const recent = await accounts.recentResetRequests(
      tx,
      input.email,
      new Date(now.getTime() - DAY),
    );
    const last = recent[0];
    if (last && now.getTime() - last.requestedAt.getTime() < RESET_LINK_RESEND_BLOCK_MS) {
      throw tooManyRequests('link_resend_blocked', {
        count: Math.max(
          1,
          Math.ceil(
            (RESET_LINK_RESEND_BLOCK_MS - (now.getTime() - last.requestedAt.getTime())) / 60_000,
          ),
        ),
      });
    }
    if (recent.length >= EMAIL_LINK_DAILY_LIMIT) throw tooManyRequests('link_daily_limit');
    const fromIp = await accounts.countResetRequestsFromIp(
      tx,
      input.ip,
      new Date(now.getTime() - HOUR),
    );
    if (fromIp >= EMAIL_LINK_IP_HOURLY_LIMIT) throw tooManyRequests('link_network_limit');
    const found = await accounts.findCustomerByEmail(tx, input.email);
    const row = await accounts.insertResetRequest(tx, {
      email: input.email,
      customerId: found?.id ?? null,
      tokenHash: sha256(token),
      requestIp: input.ip,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_VALID_MS),
    });
    return { requestId: row?.id, customer: found };
  });
  const mail = customer
    ? passwordResetMail(
        input.email,
        input.language,
        `${context.publicUrl}/reset-password?token=${token}&lng=${input.language}`,
      )
    : noAccountMail(
        input.email,
        input.language,
        `${context.publicUrl}/login/phone?lng=${input.language}`,
      );
  try {
    await context.mailer.send(mail);
  } catch (error) {
    if (requestId) await accounts.deleteResetRequest(context.db, requestId);
    throw new HttpError(503, 'reset_email_not_sent', undefined, { cause: error });
  }
}

/**
 * A new password, with a verified reset code's ticket or a mailed link's token (each works
 * once). Every session of the customer ends, on every device; this one signs in anew.
 */
export async function resetPassword(
  context: AccountContext,
  input: { ticket: string; password: string; language: Language | undefined },
): Promise<string> {
  const now = context.clock.now();
  const passwordHash = await hashPassword(input.password);
  const hash = sha256(input.ticket);
  const { customer, ended } = await context.db.transaction(async (tx) => {
    const byPhone = await accounts.spendPhoneTicket(tx, hash, now);
    let found: accounts.CustomerRow | undefined;
    if (byPhone) {
      found = await accounts.findCustomerByPhone(tx, byPhone.phone);
    } else {
      const customerId = await accounts.spendResetLink(tx, hash, now);
      found = customerId ? await accounts.findCustomerById(tx, customerId) : undefined;
    }
    if (!found) throw badRequest(byPhone ? 'phone_ticket_invalid' : 'reset_link_invalid');
    await accounts.updatePasswordHash(tx, found.id, passwordHash, now);
    if (input.language && input.language !== found.language) {
      await accounts.setCustomerLanguage(tx, found.id, input.language);
    }
    return { customer: found, ended: await revokeAllSessions(tx, { customerId: found.id }, now) };
  });
  context.sessionsEnded(ended);
  return issueToken(context, customer);
}
