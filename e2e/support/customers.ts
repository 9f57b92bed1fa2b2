import { randomBytes } from 'node:crypto';
import { waitForCode } from '../../apps/api/test/helpers/phone-outbox';
import { waitForRegisterLink } from './outbox';

/** A customer registered through the API, with the token the storefront keeps. */
export interface Customer {
  id: string;
  name: string;
  /** The address the sign-up link went to (the shop's mails to the customer go there). */
  email: string;
  phone: string;
  password: string;
  token: string;
}

let counter = 0;
/** An email address no other test of this run uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${(counter += 1)}@example.com`;

let phones = 0;
/**
 * An Iraqi mobile number no other customer of this run has: spec files run in parallel
 * processes on one shop, so the process id and the time start the number (a fixed number in
 * two specs made the second registration a 409).
 */
export const newPhone = () =>
  `075${String(process.pid % 100).padStart(2, '0')}${String((Math.floor(Date.now() / 1000) + (phones += 1)) % 1_000_000).padStart(6, '0')}`;

/**
 * A network of its own for each customer (or page): a random /64 in 2001:db8::/32 (IPv6 documentation).
 * The shop allows 20 sign-up links an hour per network and a run registers more customers than
 * that; each spec file is its own module, so a counter would start every file on the same address.
 */
export function ownNetwork(): string {
  const hextet = () => randomBytes(2).toString('hex');
  return `2001:db8:${hextet()}:${hextet()}::1`;
}

/** JSON POSTs to the shop at `baseUrl`, all from one network of their own (`ownNetwork`). */
function postFromOwnNetwork(baseUrl: string) {
  const network = ownNetwork();
  return (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': network },
      body: JSON.stringify(body),
    });
}

/** The `id` claim of a customer token (the client reads it without checking the signature). */
export function tokenSubject(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    id?: string;
    sub?: string;
  };
  const id = payload.id ?? payload.sub;
  if (!id) throw new Error('The token carries no customer id.');
  return id;
}

/** Throws unless `response` answered `status` (the benchmark registers customers too, outside Vitest). */
function expectStatus(response: Response, status: number, what: string): void {
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status}, not ${status}`);
}

/**
 * Registers a customer the way the storefront does it (email link from the outbox, then
 * the registration form's call), on the shop at `baseUrl` whose DATA_DIR is `dataDir`.
 */
export async function registerCustomer(
  shop: { baseUrl: string; dataDir: string },
  person: { name: string; phone: string; password: string },
): Promise<Customer> {
  const post = postFromOwnNetwork(shop.baseUrl);
  const email = uniqueEmail('checkout');
  expectStatus(await post('/api/auth/email-link', { email, lng: 'kr' }), 200, 'email-link');
  const link = await waitForRegisterLink(shop.dataDir, email);
  const verified = (await (
    await post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') })
  ).json()) as { uid: string };
  const registered = await post('/api/customer/customer-register', {
    uid: verified.uid,
    email,
    name: person.name,
    phone: person.phone,
    password: person.password,
    userType: 'user',
  });
  expectStatus(registered, 201, 'customer-register');
  const { token } = (await registered.json()) as { token: string };
  return { ...person, email, token, id: tokenSubject(token) };
}

/** A customer with a phone and no email, signed up by a code (issue 37). */
export interface PhoneCustomer {
  id: string;
  name: string;
  phone: string;
  token: string;
}

/**
 * Signs a new customer up the way `/login/phone` does, by API: a code to the phone (read from
 * the shop's outbox, as the demo writes WhatsApp messages), its check, then the registration with
 * a name only — no email, no password.
 */
export async function registerByPhone(
  shop: { baseUrl: string; dataDir: string },
  person: { name: string; phone: string },
): Promise<PhoneCustomer> {
  const post = postFromOwnNetwork(shop.baseUrl);
  const asked = { phone: person.phone, purpose: 'sign-in', lng: 'kr' };
  expectStatus(await post('/api/auth/phone-code', asked), 200, 'phone-code');
  const code = await waitForCode(shop.dataDir, person.phone);
  const verified = await post('/api/auth/phone-code/verify', { ...asked, code });
  expectStatus(verified, 200, 'phone-code/verify');
  const { ticket } = (await verified.json()) as { step: string; ticket: string };
  const registered = await post('/api/auth/phone-register', { ticket, name: person.name });
  expectStatus(registered, 201, 'phone-register');
  const { token } = (await registered.json()) as { token: string };
  return { ...person, token, id: tokenSubject(token) };
}
