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

let networks = 0;
/** A new address in 198.51.100.0/24 and 203.0.113.0/24 (TEST-NET-2 and -3) for each customer. */
function customerNetwork(): string {
  networks += 1;
  const block = Math.floor(networks / 250) % 2 === 0 ? '198.51.100' : '203.0.113';
  return `${block}.${(networks % 250) + 1}`;
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
  // Each customer from a network of their own (a documentation address): the shop allows
  // 20 sign-up links an hour per network, and a run registers more customers than that.
  const network = customerNetwork();
  const post = (url: string, body: unknown) =>
    fetch(`${shop.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': network },
      body: JSON.stringify(body),
    });
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
