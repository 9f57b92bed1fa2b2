import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_LINK_DAILY_LIMIT,
  EMAIL_LINK_RESEND_BLOCK_MS,
  EMAIL_LINK_VALID_MS,
  minutesLeft,
  type ChangePasswordBody,
  type CustomerProfile,
  type TokenPayload,
} from '@chapkhana/shared/accounts';
import type {
  ConsoleCustomer,
  MessageChoices,
  MessageChoicesBody,
} from '@chapkhana/shared/accounts';
import type { Language } from '@chapkhana/shared/languages';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { Messenger } from '../../messages/messenger';
import { existingAccountMail, verificationMail } from './mail-templates';
import * as accounts from './repository';
import { revokeAllSessions, revokeSession } from '../sessions/repository';
import { openCustomerSession } from './tokens';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Link requests one network may make in an hour, whatever the emails. */
export const EMAIL_LINK_IP_HOURLY_LIMIT = 20;

export interface AccountContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Sends sign-in codes by WhatsApp or SMS (messages/messenger.ts). */
  messenger: Messenger;
  log: FastifyBaseLogger;
  publicUrl: string;
  jwtSecret: string;
  /** Ends the sockets of sessions that ended, on every copy (realtime's `sessionsEnded`). */
  sessionsEnded: (sessionIds: readonly string[]) => void;
}

/** Links and tickets are stored only as this hash. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A link's secret token. */
export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Records a mailed link for `email` (only its token's hash), unless the email asked less than 15
 * minutes ago, more than five times today, or its network asked too often. Registration and
 * email change links count against the same limits. Answers the request's id.
 */
export async function recordEmailLinkRequest(
  context: AccountContext,
  input: { email: string; ip: string; tokenHash: string; customerId?: string },
): Promise<string | undefined> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    await accounts.lockEmail(tx, input.email);
    const recent = await accounts.recentLinkRequests(
      tx,
      input.email,
      new Date(now.getTime() - DAY),
    );
    const last = recent[0];
    if (last && now.getTime() - last.requestedAt.getTime() < EMAIL_LINK_RESEND_BLOCK_MS) {
      throw tooManyRequests('link_resend_blocked', {
        count: minutesLeft(
          EMAIL_LINK_RESEND_BLOCK_MS - (now.getTime() - last.requestedAt.getTime()),
        ),
      });
    }
    if (recent.length >= EMAIL_LINK_DAILY_LIMIT) throw tooManyRequests('link_daily_limit');
    const fromIp = await accounts.countLinkRequestsFromIp(
      tx,
      input.ip,
      new Date(now.getTime() - HOUR),
    );
    if (fromIp >= EMAIL_LINK_IP_HOURLY_LIMIT) {
      throw tooManyRequests('link_network_limit');
    }
    const row = await accounts.insertLinkRequest(tx, {
      email: input.email,
      tokenHash: input.tokenHash,
      requestedAt: now,
      requestIp: input.ip,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_VALID_MS),
      customerId: input.customerId ?? null,
    });
    return row?.id;
  });
}

/** Sends a link's mail; when it cannot go, the request is forgotten (it counts against nothing). */
export async function sendLinkMail(
  context: AccountContext,
  mail: MailMessage,
  requestId: string | undefined,
): Promise<void> {
  try {
    await context.mailer.send(mail);
  } catch (error) {
    if (requestId) await accounts.deleteLinkRequest(context.db, requestId);
    throw new HttpError(503, 'email_not_sent', undefined, { cause: error });
  }
}

/**
 * Sends a single-use registration link, within the limits of `recordEmailLinkRequest`. An email
 * that already has an account gets a sign-in reminder instead; the caller cannot tell the two
 * apart.
 */
export async function requestEmailLink(
  context: AccountContext,
  input: { email: string; language: Language; ip: string },
): Promise<void> {
  const token = newSecret();
  const requestId = await recordEmailLinkRequest(context, {
    email: input.email,
    ip: input.ip,
    tokenHash: sha256(token),
  });
  const existing = await accounts.findCustomerByEmail(context.db, input.email);
  const mail = existing
    ? existingAccountMail(
        input.email,
        input.language,
        `${context.publicUrl}/login?lng=${input.language}`,
      )
    : verificationMail(
        input.email,
        input.language,
        // The link opens the registration in the mail's language.
        `${context.publicUrl}/register?token=${token}&lng=${input.language}`,
      );
  await sendLinkMail(context, mail, requestId);
}

/**
 * Registrations one link may have refused because the phone (or email) already has an account;
 * the last refusal spends it. Registering must say so (the reader should log in or fix a typo),
 * but one link must not test phone after phone for being a customer's (issue 33).
 */
export const REGISTRATION_REFUSALS_PER_LINK = 3;

/** The link, when it can still make an account; otherwise refuses, saying why. */
function usableLink(link: Awaited<ReturnType<typeof accounts.findLink>>, now: Date) {
  if (!link) throw badRequest('invalid_link');
  // Spent without making an account: by its refusals.
  if (link.usedAt && !link.verifiedAt) throw badRequest('link_spent');
  if (link.usedAt) throw badRequest('link_used');
  if (link.expiresAt.getTime() <= now.getTime()) throw badRequest('link_expired');
  return link;
}

/**
 * Checks the mailed link and answers its email, without spending it: mail scanners fetch
 * links, and people open a mail on one device and finish on another. Only a registration
 * spends it. The link's token is the registration ticket (`uid`).
 */
export async function verifyEmail(
  context: AccountContext,
  token: string,
): Promise<{ email: string; uid: string }> {
  const link = usableLink(await accounts.findLink(context.db, sha256(token)), context.clock.now());
  return { email: link.email, uid: token };
}

function tokenPayload(customer: accounts.CustomerRow): TokenPayload {
  return { id: customer.id, name: customer.name, phone: customer.phone, address: customer.address };
}

/** Signs the customer in on a new session (one per device or browser). */
export async function issueToken(
  context: AccountContext,
  customer: accounts.CustomerRow,
): Promise<string> {
  return openCustomerSession(
    context.db,
    context.jwtSecret,
    tokenPayload(customer),
    context.clock.now(),
  );
}

/**
 * Logout: this sign-in's token is refused from now on and its sockets end (the customer's other
 * devices stay).
 */
export async function logOut(context: AccountContext, sessionId: string): Promise<void> {
  await revokeSession(context.db, sessionId, context.clock.now());
  context.sessionsEnded([sessionId]);
}

/**
 * Creates the account for a verified email; the link is spent in the same transaction, so a
 * refused registration (phone taken) leaves it usable and two racing ones make one account.
 * `countRefusal` counts a refusal for an account that exists against the link and answers how
 * many it has had: at REGISTRATION_REFUSALS_PER_LINK the link is spent.
 */
export async function registerCustomer(
  context: AccountContext,
  input: {
    uid: string;
    name: string;
    email: string;
    phone: string;
    password: string;
    userType: 'user' | 'printHouse';
    address?: string | undefined;
    printHouseName?: string | undefined;
    /** The language the customer registers in (their mail is written in it). */
    language: Language;
  },
  countRefusal: () => Promise<number>,
): Promise<string> {
  const now = context.clock.now();
  const passwordHash = await hashPassword(input.password);
  const customer = await context.db
    .transaction(async (tx) => {
      const link = await accounts.spendLink(tx, sha256(input.uid), null, now);
      if (!link) {
        // Not spent: say why (a racing registration that spent it first reads as used).
        usableLink(await accounts.findLink(tx, sha256(input.uid)), now);
        throw badRequest('link_used');
      }
      if (link.email.toLowerCase() !== input.email.toLowerCase()) {
        throw badRequest('email_mismatch');
      }
      if (await accounts.findCustomerByEmail(tx, input.email)) {
        throw conflict('email_taken');
      }
      if (await accounts.findCustomerByPhone(tx, input.phone)) {
        throw conflict('phone_taken');
      }
      const isPrintHouse = input.userType === 'printHouse';
      return accounts.insertCustomer(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        userType: input.userType,
        address: input.address || null,
        printHouseName: isPrintHouse ? input.printHouseName || null : null,
        language: input.language,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    })
    .catch(async (error: unknown) => {
      // Another registration took the phone or email between our check and the insert.
      const refusal = isUniqueViolation(error) ? conflict('phone_or_email_taken') : error;
      if (refusal instanceof HttpError && refusal.statusCode === 409) {
        if ((await countRefusal()) >= REGISTRATION_REFUSALS_PER_LINK) {
          await accounts.spendLinkUnused(context.db, sha256(input.uid), now);
        }
      }
      throw refusal;
    });
  return issueToken(context, customer);
}

// Verifying against a real hash when the phone is unknown keeps both failures equally slow.
let decoyHash: Promise<string> | undefined;

/**
 * Phone + password sign-in with one answer for every failure (no account enumeration). The
 * language signed in with becomes the customer's (their mail is written in it).
 */
export async function logIn(
  context: AccountContext,
  input: { phone: string; password: string; language: Language | undefined },
): Promise<string> {
  const phone = parseIraqiPhone(input.phone);
  const customer = phone ? await accounts.findCustomerByPhone(context.db, phone) : undefined;
  decoyHash ??= hashPassword(newSecret());
  const valid = await verifyPassword(customer?.passwordHash ?? (await decoyHash), input.password);
  if (!customer || !valid) throw unauthorized('bad_login');
  if (input.language && input.language !== customer.language) {
    await accounts.setCustomerLanguage(context.db, customer.id, input.language);
  }
  return issueToken(context, customer);
}

/** The signed-in customer switched language: mail to them is written in it from now on. */
export async function setLanguage(
  context: AccountContext,
  customerId: string,
  language: Language,
): Promise<void> {
  if (!(await accounts.setCustomerLanguage(context.db, customerId, language))) {
    throw notFound('account_gone');
  }
}

/** The channels the signed-in customer hears about orders on. */
export async function messageChoices(
  context: AccountContext,
  customerId: string,
): Promise<MessageChoices> {
  const choices = await accounts.customerMessageChoices(context.db, customerId);
  if (!choices) throw notFound('account_gone');
  return choices;
}

/** The signed-in customer chose their channels (issue 37), mail among them. */
export async function setMessageChoices(
  context: AccountContext,
  customerId: string,
  choices: MessageChoicesBody,
): Promise<MessageChoices> {
  const saved = await accounts.setCustomerMessageChoices(context.db, customerId, choices);
  if (!saved) throw notFound('account_gone');
  return saved;
}

export async function customerProfile(
  context: AccountContext,
  id: string,
): Promise<CustomerProfile> {
  const customer = await accounts.findCustomerById(context.db, id);
  if (!customer) throw notFound('account_gone');
  return {
    _id: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    userType: customer.userType,
    address: customer.address,
    printHouseName: customer.printHouseName,
    discount: Number(customer.discountPercent),
    createdAt: customer.createdAt.toISOString(),
  };
}

/**
 * A new password signs the customer out everywhere (whoever knew the old one may hold a token or
 * an open socket); the device that changed it gets a new token.
 */
export async function changePassword(
  context: AccountContext,
  customerId: string,
  input: ChangePasswordBody,
): Promise<string> {
  const customer = await accounts.findCustomerById(context.db, customerId);
  if (!customer) throw notFound('account_gone');
  if (!(await verifyPassword(customer.passwordHash, input.oldPassword))) {
    throw badRequest('wrong_current_password');
  }
  if (input.oldPassword === input.newPassword) throw badRequest('same_password');
  const passwordHash = await hashPassword(input.newPassword);
  const now = context.clock.now();
  const ended = await context.db.transaction(async (tx) => {
    await accounts.updatePasswordHash(tx, customerId, passwordHash, now);
    return revokeAllSessions(tx, { customerId }, now);
  });
  context.sessionsEnded(ended);
  return issueToken(context, customer);
}

/** Sets the percent taken off the customer's cart total (applies to orders placed from now on). */
export async function setCustomerDiscount(
  db: Database,
  customerId: string,
  discountPercent: string,
  now: Date,
): Promise<ConsoleCustomer> {
  if (!(await accounts.setDiscountPercent(db, customerId, discountPercent, now)))
    throw notFound('customer_not_found');
  const customer = await accounts.findConsoleCustomer(db, customerId);
  if (!customer) throw notFound('customer_not_found');
  return customer;
}
