import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_LIMITS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_VALID_MS,
  PHONE_TICKET_VALID_MS,
  phoneCodeResendWait,
  type PhoneCodeChannel,
  type PhoneCodePurpose,
  type PhoneCodeResponse,
} from '@chapkhana/shared/accounts';
import type { Language } from '@chapkhana/shared/languages';
import { maskPhone } from '@chapkhana/shared/phone';
import type { UserType } from '@chapkhana/shared/accounts';
import { badRequest, conflict, HttpError, tooManyRequests } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { MessagesUnavailableError } from '../../messages/messenger';
import * as accounts from './repository';
import { issueToken, type AccountContext } from './service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The stored form of a code: HMAC-SHA256 with a key derived from the server's secret, over the
 * phone, purpose and code (phone-codes reference, "Sign-in design notes"). Without the key, a
 * copy of the table does not give the six digits back.
 */
function codeHash(secret: string, phone: string, purpose: PhoneCodePurpose, code: string): string {
  return createHmac('sha256', `phone-codes:${secret}`)
    .update(`${phone}\n${purpose}\n${code}`)
    .digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const newCode = () =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

/**
 * Sends a code to the phone for `purpose`. The customers table is not read: the answer, and the
 * time it takes, are the same for every phone (no enumeration). Refused while the resend wait
 * runs, and past the limits per phone (hour, day) and per network (hour, day); the limits are
 * counted from the phone_codes rows under an advisory lock, so they hold across server copies
 * whether or not Redis answers. A code no channel took is forgotten (it counts against nothing).
 */
export async function requestPhoneCode(
  context: AccountContext,
  input: {
    phone: string;
    purpose: PhoneCodePurpose;
    channel: PhoneCodeChannel | undefined;
    language: Language;
    ip: string;
  },
): Promise<Omit<PhoneCodeResponse, 'message'>> {
  const now = context.clock.now();
  const code = newCode();
  const row = await context.db.transaction(async (tx) => {
    await accounts.lockPhoneCodeRequests(tx, input.phone, input.ip);
    const sends = await accounts.phoneCodeSends(tx, input.phone, new Date(now.getTime() - DAY));
    const last = sends[0];
    if (last) {
      const waitMs =
        last.createdAt.getTime() + phoneCodeResendWait(last.sendNumber) * 1000 - now.getTime();
      if (waitMs > 0) {
        throw tooManyRequests('phone_code_wait', { count: Math.ceil(waitMs / 1000) });
      }
    }
    const hourAgo = now.getTime() - HOUR;
    const thisHour = sends.filter((send) => send.createdAt.getTime() > hourAgo);
    if (thisHour.length >= PHONE_CODE_LIMITS.perPhoneHour) {
      // The oldest of the hour's codes leaves the window first.
      const oldest = thisHour.at(-1)?.createdAt.getTime() ?? now.getTime();
      throw tooManyRequests('phone_code_hourly_limit', {
        minutes: Math.max(1, Math.ceil((oldest + HOUR - now.getTime()) / 60_000)),
      });
    }
    if (sends.length >= PHONE_CODE_LIMITS.perPhoneDay) {
      throw tooManyRequests('phone_code_daily_limit');
    }
    const [fromIpHour, fromIpDay] = await Promise.all([
      accounts.countPhoneCodesFromIp(tx, input.ip, new Date(hourAgo)),
      accounts.countPhoneCodesFromIp(tx, input.ip, new Date(now.getTime() - DAY)),
    ]);
    if (fromIpHour >= PHONE_CODE_LIMITS.perIpHour || fromIpDay >= PHONE_CODE_LIMITS.perIpDay) {
      throw tooManyRequests('phone_code_network_limit');
    }
    // One active code per phone: a new one replaces the others, of either purpose.
    await accounts.spendActivePhoneCodes(tx, input.phone, now);
    return accounts.insertPhoneCode(tx, {
      phone: input.phone,
      purpose: input.purpose,
      codeHash: codeHash(context.jwtSecret, input.phone, input.purpose, code),
      sendNumber: thisHour.length + 1,
      requestIp: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_VALID_MS),
    });
  });

  const log = { phone: maskPhone(input.phone), purpose: input.purpose };
  let sent;
  try {
    sent = await context.messenger.sendCode({
      phone: input.phone,
      code,
      language: input.language,
      ...(input.channel ? { channel: input.channel } : {}),
    });
  } catch (error) {
    await accounts.deletePhoneCode(context.db, row.id);
    context.log.warn(
      {
        ...log,
        failures: error instanceof MessagesUnavailableError ? error.failures : undefined,
        err: error instanceof MessagesUnavailableError ? undefined : error,
      },
      'phone code not sent',
    );
    // Asked for SMS and that failed too: nothing else to offer but later. Otherwise SMS.
    throw new HttpError(
      503,
      input.channel === 'sms' ? 'sms_code_not_sent' : 'phone_code_not_sent',
      undefined,
      { cause: error },
    );
  }
  await accounts.recordPhoneCodeSent(context.db, row.id, {
    channel: sent.channel,
    messageId: sent.id,
  });
  context.log.info({ ...log, channel: sent.channel, messageId: sent.id }, 'phone code sent');
  return {
    phone: input.phone,
    resendAfterSeconds: phoneCodeResendWait(row.sendNumber),
    expiresInSeconds: PHONE_CODE_VALID_MS / 1000,
    channel: sent.channel,
  };
}

export type VerifiedPhone =
  | { step: 'signed-in'; token: string }
  | { step: 'register' | 'reset'; ticket: string; phone: string };

/**
 * Checks the newest code of the phone and purpose. Wrong: one more try counted (the tenth locks
 * the code). Right: the code is spent, and a known phone signing in is signed in; a known phone
 * resetting gets a ticket for a new password; a phone without an account gets a ticket to
 * register (whatever the purpose: the code proved the phone is the reader's).
 */
export async function verifyPhoneCode(
  context: AccountContext,
  input: { phone: string; code: string; purpose: PhoneCodePurpose; language: Language | undefined },
): Promise<VerifiedPhone> {
  const now = context.clock.now();
  const outcome = await context.db.transaction(async (tx) => {
    const row = await accounts.latestPhoneCodeForUpdate(tx, input.phone, input.purpose);
    if (!row) throw badRequest('phone_code_expired');
    if (row.verifiedAt) throw badRequest('phone_code_used');
    if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) throw tooManyRequests('phone_code_locked');
    if (row.spentAt || row.expiresAt.getTime() <= now.getTime()) {
      throw badRequest('phone_code_expired');
    }
    const given = codeHash(context.jwtSecret, input.phone, input.purpose, input.code);
    if (!sameHash(given, row.codeHash)) {
      // Counted in this transaction, which must commit: the refusal is thrown after it.
      return { kind: 'wrong', attempts: await accounts.addPhoneCodeAttempt(tx, row.id) } as const;
    }
    const customer = await accounts.findCustomerByPhone(tx, input.phone);
    if (customer && input.purpose === 'sign-in') {
      await accounts.spendVerifiedPhoneCode(tx, row.id, now);
      if (input.language && input.language !== customer.language) {
        await accounts.setCustomerLanguage(tx, customer.id, input.language);
      }
      return { kind: 'signed-in', customer } as const;
    }
    const ticket = randomBytes(32).toString('base64url');
    await accounts.spendVerifiedPhoneCode(tx, row.id, now, {
      hash: sha256(ticket),
      expiresAt: new Date(now.getTime() + PHONE_TICKET_VALID_MS),
    });
    return {
      kind: 'ticket',
      ticket,
      step: customer ? ('reset' as const) : ('register' as const),
    } as const;
  });
  if (outcome.kind === 'wrong') {
    context.log.info(
      { phone: maskPhone(input.phone), attempts: outcome.attempts },
      'phone code wrong',
    );
    if (outcome.attempts >= PHONE_CODE_MAX_ATTEMPTS) throw tooManyRequests('phone_code_locked');
    throw badRequest('phone_code_wrong');
  }
  if (outcome.kind === 'signed-in') {
    return { step: 'signed-in', token: await issueToken(context, outcome.customer) };
  }
  return { step: outcome.step, ticket: outcome.ticket, phone: input.phone };
}

/**
 * The account for a phone whose code was verified: a name, and a password only when the
 * customer wants one (without it they sign in with a code; an unknown random one is stored).
 * No email: mail goes only to customers who give one. The ticket is spent with the insert, so
 * two racing registrations make one account.
 */
export async function registerByPhone(
  context: AccountContext,
  input: {
    ticket: string;
    name: string;
    password?: string | undefined;
    userType: UserType;
    address?: string | undefined;
    printHouseName?: string | undefined;
    language: Language;
  },
): Promise<string> {
  const now = context.clock.now();
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const customer = await context.db.transaction(async (tx) => {
    const spent = await accounts.spendPhoneTicket(tx, sha256(input.ticket), now);
    if (!spent) throw badRequest('phone_ticket_invalid');
    // Registered meanwhile (another tab, the email link): sign in instead.
    if (await accounts.findCustomerByPhone(tx, spent.phone)) throw conflict('phone_taken');
    const isPrintHouse = input.userType === 'printHouse';
    return accounts.insertCustomer(tx, {
      name: input.name,
      email: null,
      phone: spent.phone,
      passwordHash,
      userType: input.userType,
      address: input.address || null,
      printHouseName: isPrintHouse ? input.printHouseName || null : null,
      language: input.language,
      createdAt: now,
      updatedAt: now,
    });
  });
  return issueToken(context, customer);
}
