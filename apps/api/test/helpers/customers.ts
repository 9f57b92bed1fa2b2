import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { customers } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';
import { openCustomerSession } from '../../src/modules/accounts/tokens';
import type { TestApp } from './test-app';

let phoneCounter = 1000000;
/** A valid, unused Iraqi mobile number in E.164. */
export const newPhone = () => `+964750${String(phoneCounter++).padStart(7, '0')}`;

export interface TestCustomer {
  id: string;
  token: string;
  phone: string;
  email: string;
  password: string;
}

/** A customer row and a signed-in token (a live session) for it, without going through the mail flow. */
export async function createCustomer(
  shop: TestApp,
  overrides: Partial<typeof customers.$inferInsert> & { password?: string } = {},
): Promise<TestCustomer> {
  const password = overrides.password ?? 'correct horse battery';
  const phone = overrides.phone ?? newPhone();
  const email = overrides.email ?? `customer-${randomUUID().slice(0, 8)}@test.example`;
  const [row] = await shop.database.db
    .insert(customers)
    .values({
      name: 'Test Customer',
      ...overrides,
      phone,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning();
  const token = await openCustomerSession(
    shop.database.db,
    shop.config.jwtSecret!,
    { id: row!.id, name: row!.name, phone: row!.phone, address: row!.address },
    shop.clock.now(),
  );
  return { id: row!.id, token, phone, email, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Proves a customer-owned route refuses a missing token (401) and another customer's token
 * (403), and accepts the owner's: `request(customerId)` builds the call for a given owner.
 */
export async function expectOwnerOnly(
  shop: TestApp,
  request: (ownerId: string) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  },
): Promise<LightMyRequestResponse> {
  const owner = await createCustomer(shop);
  const stranger = await createCustomer(shop);
  const call = request(owner.id);
  const anonymous = await shop.app.inject(call);
  expect(anonymous.statusCode, `${call.method} ${call.url} without a token`).toBe(401);
  expect(anonymous.json().error).toEqual(expect.any(String));
  const other = await shop.app.inject({ ...call, headers: bearer(stranger.token) });
  expect([403, 404], `${call.method} ${call.url} with another customer's token`).toContain(
    other.statusCode,
  );
  // The owner gets past the access check (the handler may still refuse, e.g. an empty cart).
  const own = await shop.app.inject({ ...call, headers: bearer(owner.token) });
  expect([401, 403], `${call.method} ${call.url} with the owner's token`).not.toContain(
    own.statusCode,
  );
  return own;
}
