import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 17: the seller's chat screen lists customers by latest message with unread counts, and
// opening a conversation (or reading a message that arrives while it is open) marks it seen.

let shop: TestApp;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let otherSeller: Awaited<ReturnType<typeof createSignedInSeller>>;
let aram: TestCustomer;
let bahar: TestCustomer;

beforeAll(async () => {
  shop = await createTestApp();
  seller = await createSignedInSeller(shop, 'Hawler Print');
  otherSeller = await createSignedInSeller(shop, 'Basra Print');
  aram = await createCustomer(shop, { name: 'Aram' });
  bahar = await createCustomer(shop, { name: 'Bahar' });
});
afterAll(() => shop.close());

const customerWrites = async (customer: TestCustomer, text: string) => {
  const sent = await call(
    shop,
    'POST',
    '/api/chat/customer/send-message-to-seller',
    customer.token,
    {
      userId: customer.id,
      sellerId: seller.sellerId,
      text,
    },
  );
  expect(sent.statusCode).toBe(201);
  shop.clock.advance(60_000);
};
const inbox = async (token = seller.token) => {
  const response = await call(shop, 'GET', '/api/seller/chat/customers', token);
  expect(response.statusCode).toBe(200);
  return (
    response.json() as { customers: { name: string; unseen: number; lastMessageAt: string }[] }
  ).customers.map(({ name, unseen, lastMessageAt }) => ({ name, unseen, lastMessageAt }));
};

describe("the seller's chat inbox", () => {
  it('lists customers newest message first, counting what the seller has not seen', async () => {
    await customerWrites(aram, 'Do you print A3 cards?');
    const baharWroteAt = shop.clock.now().toISOString();
    await customerWrites(bahar, 'Hello');
    const aramWroteAt = shop.clock.now().toISOString();
    await customerWrites(aram, 'And stickers?');
    await customerWrites(aram, 'Round ones');
    expect(await inbox()).toEqual([
      {
        name: 'Aram',
        unseen: 3,
        lastMessageAt: new Date(Date.parse(aramWroteAt) + 60_000).toISOString(),
      },
      { name: 'Bahar', unseen: 1, lastMessageAt: baharWroteAt },
    ]);

    // The seller's own answer moves the conversation up but is not something it has to read.
    const answer = await call(
      shop,
      'POST',
      '/api/seller/chat/send-message-to-customer',
      seller.token,
      {
        customerId: bahar.id,
        text: 'Welcome',
      },
    );
    expect(answer.statusCode).toBe(201);
    // The customer reads the shop's name in their own language: the message carries all three.
    const sent = answer.json().message;
    expect(sent.senderNames).toEqual({
      enName: sent.senderName,
      kuName: expect.any(String),
      arName: expect.any(String),
    });
    expect((await inbox()).map(({ name, unseen }) => ({ name, unseen }))).toEqual([
      { name: 'Bahar', unseen: 1 },
      { name: 'Aram', unseen: 3 },
    ]);
  });

  it('opening a conversation marks only its messages seen', async () => {
    const opened = await call(shop, 'GET', `/api/seller/chat/messages/${bahar.id}`, seller.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().currentCustomer).toMatchObject({ name: 'Bahar', unseen: 0 });
    expect((await inbox()).map(({ name, unseen }) => ({ name, unseen }))).toEqual([
      { name: 'Bahar', unseen: 0 },
      { name: 'Aram', unseen: 3 },
    ]);
  });

  it('marks a message that arrived in the open conversation seen', async () => {
    await customerWrites(bahar, 'Thanks!');
    expect((await inbox()).find((c) => c.name === 'Bahar')?.unseen).toBe(1);
    const seen = await call(shop, 'POST', `/api/seller/chat/seen/${bahar.id}`, seller.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ unseen: 0 });
    expect((await inbox()).map(({ name, unseen }) => ({ name, unseen }))).toEqual([
      { name: 'Bahar', unseen: 0 },
      { name: 'Aram', unseen: 3 },
    ]);
  });

  it('another seller can neither read nor mark the conversation', async () => {
    const read = await call(shop, 'GET', `/api/seller/chat/messages/${aram.id}`, otherSeller.token);
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('customer_not_writing');
    const mark = await call(shop, 'POST', `/api/seller/chat/seen/${aram.id}`, otherSeller.token);
    expect(mark.statusCode).toBe(404);
    expect(mark.json().code).toBe('customer_not_writing');
    expect(await inbox(otherSeller.token)).toEqual([]);
    expect((await inbox()).find((c) => c.name === 'Aram')?.unseen).toBe(3);
  });

  it('refuses a customer or no sign-in, and a malformed id', async () => {
    const asCustomer = await call(shop, 'POST', `/api/seller/chat/seen/${aram.id}`, aram.token);
    expect(asCustomer.statusCode).toBe(401);
    const anonymous = await call(shop, 'POST', `/api/seller/chat/seen/${aram.id}`, undefined);
    expect(anonymous.statusCode).toBe(401);
    const malformed = await call(shop, 'POST', '/api/seller/chat/seen/not-an-id', seller.token);
    expect(malformed.statusCode).toBe(400);
  });

  it("counts the seller's unseen answers on the customer's side", async () => {
    const friends = await call(shop, 'POST', '/api/chat/customer/add-customer-friend', aram.token, {
      userId: aram.id,
    });
    expect(friends.statusCode).toBe(200);
    expect(friends.json().MyFriends).toEqual([
      expect.objectContaining({ name: 'Hawler Print', unseen: 0 }),
    ]);
  });
});
