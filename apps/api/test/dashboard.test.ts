import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures, DashboardResponse } from '@chapkhana/shared/dashboard';
import { call, createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCashCourierAccount } from './helpers/cash-parcels';
import { parseCsv } from './helpers/csv';
import { insertDashboardOrder } from './helpers/dashboard-orders';
import { insertProduct } from './helpers/fixtures';
import { createShopOfTwoSellers, createSignedInMember, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

// A fixed week of orders, the clock on Tuesday 10 March 2026, 12:00 in Baghdad. Expected figures
// are worked out by hand below each order; the default range is 9 February to 10 March.
let shop: TestApp;
let seller: SignedInSeller;
let other: SignedInSeller;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let customer: TestCustomer;
let accountId: string;
const db = () => shop.database.db;
const INJECTION = '=HYPERLINK("http://evil.example","open")';

beforeAll(async () => {
  let categoryId: string;
  ({ shop, seller, other, categoryId } = await createShopOfTwoSellers());
  shop.clock.current = new Date('2026-03-10T09:00:00Z');
  admin = await createSignedInAdmin(shop);
  customer = await createCustomer(shop, { name: 'Zana' });
  accountId = (await insertCashCourierAccount(db(), seller.sellerId, { username: 'erbil-print' }))
    .id;
  const otherAccount = (await insertCashCourierAccount(db(), other.sellerId)).id;
  const cards = (await insertProduct(db(), { sellerId: seller.sellerId, categoryId })).id;
  const mug = (await insertProduct(db(), { sellerId: seller.sellerId, categoryId })).id;
  const customerId = customer.id;
  const A = seller.sellerId;
  const B = other.sellerId;

  // 1. 01:30 on 8 March in Baghdad (still the 7th in UTC): cash, unpaid, in production.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-03-07T22:30:00Z'),
    parts: [
      {
        sellerId: A,
        amount: '100000',
        lines: [
          {
            productId: cards,
            name: 'Cards',
            quantity: 500,
            total: '95000',
            options: [['Paper', 'Matte']],
            proofState: 'awaiting_approval',
          },
        ],
      },
    ],
  });
  // 2. 8 March: paid with FIB, delivered.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-03-08T10:00:00Z'),
    paymentMethod: 'fib',
    paid: true,
    parts: [
      {
        sellerId: A,
        amount: '50250',
        status: 'delivered',
        lines: [{ productId: mug, name: 'Mug', quantity: 2, total: '50000' }],
      },
    ],
  });
  // 3. 9 March: cash with a 20,000 advance paid online, out with the courier: 60,000 to collect.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-03-09T08:00:00Z'),
    depositPaid: true,
    parts: [
      {
        sellerId: A,
        amount: '80000',
        deposit: 20000,
        status: 'on way',
        parcel: { courierAccountId: accountId, cash: 60000 },
        lines: [
          {
            productId: cards,
            name: 'Cards',
            quantity: 1000,
            total: '80000',
            options: [['Paper', 'Glossy']],
            workingDays: 1,
          },
        ],
      },
    ],
  });
  // 4. 9 March: cancelled — in no sum, counted as cancelled; its proof waits for no one.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-03-09T09:00:00Z'),
    parts: [
      {
        sellerId: A,
        amount: '999000',
        status: 'cancelled',
        lines: [
          {
            name: 'Banner',
            quantity: 9,
            total: '999000',
            options: [['Paper', 'Vinyl']],
            proofState: 'awaiting_approval',
          },
        ],
      },
    ],
  });
  // 5. 10 March: cash collected at the door.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-03-10T05:00:00Z'),
    parts: [
      {
        sellerId: A,
        amount: '30000',
        status: 'delivered',
        cashCollectedAt: new Date('2026-03-10T08:00:00Z'),
        lines: [{ productId: mug, name: 'Mug', quantity: 1, total: '30000' }],
      },
    ],
  });
  // 6. January: outside the last 30 days; its job is late (due 7 January), its proof's turn shop's.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-01-04T08:00:00Z'),
    parts: [
      {
        sellerId: A,
        amount: '5000000',
        status: 'preparing',
        lines: [
          {
            name: 'Flyers',
            quantity: 5000,
            total: '5000000',
            options: [['Paper', 'Matte']],
            workingDays: 3,
          },
          {
            name: 'Posters',
            quantity: 10,
            total: '1',
            options: [['Size', 'A2']],
            proofState: 'changes_requested',
          },
        ],
      },
    ],
  });
  // 7. 9 March, two print houses: A's part in production (due today), B's part.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-03-09T06:00:00Z'),
    parts: [
      {
        sellerId: A,
        amount: '10000',
        lines: [
          {
            name: 'Stickers',
            quantity: 100,
            total: '10000',
            options: [['Size', 'A6']],
            workingDays: 1,
          },
          {
            name: 'Labels',
            quantity: 50,
            total: '0',
            options: [['Size', 'A6']],
            proofState: 'awaiting_proof',
          },
          {
            name: 'Tags',
            quantity: 5,
            total: '0',
            options: [['Size', 'A6']],
            proofState: 'awaiting_artwork',
          },
        ],
      },
      {
        sellerId: B,
        amount: '70000',
        lines: [
          {
            name: 'Duhok calendar',
            quantity: 7,
            total: '70000',
            proofState: 'awaiting_approval',
            options: [['Size', 'A3']],
          },
        ],
      },
    ],
  });
  // 8. January, A's own driver still out with 25,000.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-01-05T08:00:00Z'),
    parts: [
      {
        sellerId: A,
        amount: '25000',
        status: 'on way',
        parcel: { courierAccountId: null, cash: 25000 },
        lines: [{ name: 'Mug', quantity: 1, total: '25000' }],
      },
    ],
  });
  // 9. 10 March, B alone: a product whose name is a formula, out with B's courier.
  await insertDashboardOrder(db(), {
    customerId,
    placedAt: new Date('2026-03-10T07:00:00Z'),
    parts: [
      {
        sellerId: B,
        amount: '40000',
        status: 'on way',
        parcel: { courierAccountId: otherAccount, cash: 40000 },
        lines: [{ name: INJECTION, quantity: 3, total: '40000' }],
      },
    ],
  });
});
afterAll(() => shop.close());

const get = (url: string, token: string) => call(shop, 'GET', url, token);
/** The whole dashboard, money included, as an owner or the admin reads it. */
async function figures(url: string, token: string): Promise<DashboardFigures> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<DashboardResponse>();
  expect(body.totals, 'the money of the shop').not.toBeNull();
  return body as DashboardFigures;
}
const dayOf = (body: DashboardFigures, day: string) => body.days.find((d) => d.day === day);

describe('the seller’s dashboard', () => {
  it('adds up orders, sales and paid per Iraq day over the last 30 days, exactly', async () => {
    const body = await figures('/api/seller/dashboard', seller.token);
    expect(body).toMatchObject({ from: '2026-02-09', to: '2026-03-10', today: '2026-03-10' });
    expect(body.days).toHaveLength(30);
    expect(dayOf(body, '2026-03-07')).toEqual({
      day: '2026-03-07',
      orders: 0,
      sales: '0.00',
      paid: '0.00',
      cancelled: 0,
    });
    // Order 1 (01:30 in Baghdad) counts on the 8th; order 2 was paid online.
    expect(dayOf(body, '2026-03-08')).toEqual({
      day: '2026-03-08',
      orders: 2,
      sales: '150250.00',
      paid: '50250.00',
      cancelled: 0,
    });
    // Orders 3 (its advance paid) and 7 (A's part); order 4 cancelled.
    expect(dayOf(body, '2026-03-09')).toEqual({
      day: '2026-03-09',
      orders: 2,
      sales: '90000.00',
      paid: '20000.00',
      cancelled: 1,
    });
    expect(dayOf(body, '2026-03-10')).toMatchObject({
      orders: 1,
      sales: '30000.00',
      paid: '30000.00',
    });
    expect(body.totals).toEqual({
      orders: 5,
      sales: '270250.00',
      paid: '100250.00',
      cancelled: 1,
    });
  });

  it('ranks its best sellers by pieces and by dinars, cancelled parts left out', async () => {
    const { best } = await figures('/api/seller/dashboard', seller.token);
    expect(best.productsByQuantity.map((p) => [p.names.enName, p.quantity, p.amount])).toEqual([
      ['Cards', 1500, '175000.00'],
      ['Stickers', 100, '10000.00'],
      ['Labels', 50, '0.00'],
      ['Tags', 5, '0.00'],
      ['Mug', 3, '80000.00'],
    ]);
    expect(best.productsByAmount.slice(0, 3).map((p) => p.names.enName)).toEqual([
      'Cards',
      'Mug',
      'Stickers',
    ]);
    expect(best.productsByQuantity[0]?.names.kuName).toBe('Cards (ku)');
    expect(best.optionsByQuantity.map((o) => [o.value.enName, o.quantity, o.amount])).toEqual([
      ['Glossy', 1000, '80000.00'],
      ['Matte', 500, '95000.00'],
      ['A6', 155, '10000.00'],
    ]);
    expect(best.optionsByAmount[0]).toMatchObject({
      groupId: 'paper',
      valueId: 'matte',
      group: { enName: 'Paper' },
    });
  });

  it('counts jobs due today and late, and proofs by whose turn, as they stand now', async () => {
    const body = await figures('/api/seller/dashboard', seller.token);
    // Flyers (order 6) due 7 January: late; Stickers (order 7) due today. Order 3 left.
    expect(body.jobs).toMatchObject({ dueToday: 1, late: 1 });
    expect(body.jobs.lines.map((j) => [j.product.enName, j.dueDate, j.late])).toEqual([
      ['Flyers', '2026-01-07', true],
      ['Stickers', '2026-03-10', false],
    ]);
    expect(body.proofs).toEqual({ awaitingApproval: 1, awaitingProof: 2, awaitingArtwork: 1 });
  });

  it('sums the cash each courier still carries with partCashToCollect (the advance off)', async () => {
    const { cash } = await figures('/api/seller/dashboard', seller.token);
    expect(cash.couriers.map((c) => [c.courier, c.accountName, c.parts, c.amount])).toEqual([
      [accountId, 'erbil-print', 1, '60000.00'],
      ['own', '', 1, '25000.00'],
    ]);
    expect(cash.total).toBe('85000.00');
  });

  it('shows only its own shop: another seller named in the query is ignored, nothing leaks', async () => {
    const own = await get('/api/seller/dashboard', seller.token);
    const named = await get(`/api/seller/dashboard?sellerId=${other.sellerId}`, seller.token);
    expect(named.json()).toEqual(own.json());
    for (const foreign of ['Duhok', 'HYPERLINK', '70000', other.sellerId]) {
      expect(own.body).not.toContain(foreign);
    }
    const theirs = await figures('/api/seller/dashboard', other.token);
    expect(theirs.totals).toEqual({ orders: 2, sales: '110000.00', paid: '0.00', cancelled: 0 });
    expect(theirs.proofs.awaitingApproval).toBe(1);
    expect(theirs.cash.total).toBe('40000.00');
    expect(JSON.stringify(theirs)).not.toContain('Cards');
  });

  it('counts an order placed since, when asked again', async () => {
    const before = await figures(
      '/api/seller/dashboard?from=2026-03-10&to=2026-03-10',
      other.token,
    );
    const { orderId } = await insertDashboardOrder(db(), {
      customerId: customer.id,
      placedAt: new Date('2026-03-10T08:30:00Z'),
      parts: [
        {
          sellerId: other.sellerId,
          amount: '1250',
          lines: [{ name: 'Pen', quantity: 1, total: '1250' }],
        },
      ],
    });
    const after = await figures('/api/seller/dashboard?from=2026-03-10&to=2026-03-10', other.token);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.totals.sales).toBe('41250.00');
    expect(orderId).toEqual(expect.any(String));
  });
});

describe('who sees the money', () => {
  it.each(['designer', 'production', 'dispatcher'] as const)(
    'a %s sees the jobs and proofs, not the shop’s money, and may not download the CSV',
    async (role) => {
      const member = await createSignedInMember(shop, seller.sellerId, role);
      const owner = await figures('/api/seller/dashboard', seller.token);
      const response = await get('/api/seller/dashboard', member.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<DashboardResponse>()).toEqual({
        from: owner.from,
        to: owner.to,
        today: owner.today,
        days: null,
        totals: null,
        jobs: owner.jobs,
        proofs: owner.proofs,
        cash: null,
        best: null,
      });
      const csv = await get('/api/seller/dashboard/csv', member.token);
      expect(csv.statusCode).toBe(403);
      expect(csv.json().code).toBe('shop_role_not_allowed');
    },
  );

  it('an owner added to the shop sees its money and downloads the CSV, as the admin does', async () => {
    const owner = await createSignedInMember(shop, seller.sellerId, 'owner');
    const body = await figures('/api/seller/dashboard', owner.token);
    expect(body.totals.orders).toBeGreaterThan(0);
    expect((await get('/api/seller/dashboard/csv', owner.token)).statusCode).toBe(200);
    expect((await get('/api/admin/dashboard/csv', admin.token)).statusCode).toBe(200);
  });
});

describe('the admin’s dashboard', () => {
  it('adds up every seller, or the one chosen', async () => {
    const all = await figures('/api/admin/dashboard', admin.token);
    expect(dayOf(all, '2026-03-09')).toMatchObject({
      orders: 2,
      sales: '160000.00',
      paid: '20000.00',
      cancelled: 1,
    });
    expect(all.totals.orders).toBe(7);
    expect(all.cash.total).toBe('125000.00');
    expect(all.cash.couriers.map((c) => c.sellerName).sort()).toEqual([
      'Duhok Print',
      'Erbil Print',
      'Erbil Print',
    ]);
    const chosen = await figures(`/api/admin/dashboard?sellerId=${seller.sellerId}`, admin.token);
    const sellers = await figures('/api/seller/dashboard', seller.token);
    expect(chosen.totals).toEqual(sellers.totals);
    expect(chosen.best).toEqual(sellers.best);
    expect(chosen.jobs.lines[0]?.sellerName).toBe('Erbil Print');
  });

  it('is the admin’s and the seller’s alone', async () => {
    expect((await get('/api/admin/dashboard', seller.token)).statusCode).toBe(403);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/seller/dashboard' })).statusCode,
    ).toBe(401);
    expect(
      (
        await shop.app.inject({
          method: 'GET',
          url: '/api/seller/dashboard/csv',
          headers: bearer(customer.token),
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(401);
  });
});

describe('the range of days', () => {
  it.each([
    ['from=2026-03-10&to=2026-03-01', 'dashboard_range_invalid'],
    ['from=2025-01-01&to=2026-03-10', 'dashboard_range_invalid'],
    ['from=2026-02-30', 'invalid_input'],
    ['to=yesterday', 'invalid_input'],
    ['sellerId=not-an-id', 'invalid_input'],
  ])('refuses %s with 400 %s', async (query, code) => {
    const response = await get(`/api/admin/dashboard?${query}`, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    const csv = await get(`/api/seller/dashboard/csv?${query}`, seller.token);
    expect(csv.statusCode).toBe(400);
  });

  it('takes 366 days, and one end alone keeps 30 days', async () => {
    const year = await figures('/api/seller/dashboard?from=2025-03-10&to=2026-03-10', seller.token);
    expect(year.days).toHaveLength(366);
    expect(year.totals.orders).toBe(7);
    const from = await figures('/api/seller/dashboard?from=2026-01-01', seller.token);
    expect([from.from, from.to]).toEqual(['2026-01-01', '2026-01-30']);
    expect(from.totals).toMatchObject({ orders: 2, sales: '5025000.00' });
  });
});

describe('the CSV', () => {
  it('is UTF-8 with a BOM and CRLF, headers in Kurdish, plain digits, ISO days', async () => {
    const response = await get('/api/seller/dashboard/csv?lng=kr', seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'chapkhana-figures-2026-02-09-to-2026-03-10.csv',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = response.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'ڕۆژ',
      'داواکارییەکان',
      'فرۆشتن (دینار)',
      'پارەی وەرگیراو (دینار)',
      'هەڵوەشاوە',
    ]);
    expect(rows).toContainEqual(['2026-03-08', '2', '150250', '50250', '0']);
    expect(rows[31]).toEqual(['کۆ', '5', '270250', '100250', '1']);
    expect(rows[32]).toEqual(['']);
    expect(rows).toContainEqual([
      'بەرهەمە پڕفرۆشەکان بە ژمارە',
      '1',
      'Cards (ku)',
      '1500',
      '175000',
    ]);
    expect(rows).toContainEqual([
      'هەڵبژاردە پڕفرۆشەکان بە ژمارە',
      '1',
      'Paper (ku): Glossy (ku)',
      '1000',
      '80000',
    ]);
  });

  it('has Arabic and English headers, and a formula for a name is shown, never run', async () => {
    const arabic = parseCsv(
      (
        await get(`/api/admin/dashboard/csv?lng=ar&sellerId=${other.sellerId}`, admin.token)
      ).body.slice(1),
    );
    expect(arabic[0]?.[0]).toBe('اليوم');
    const english = parseCsv(
      (await get('/api/admin/dashboard/csv?lng=en', admin.token)).body.slice(1),
    );
    expect(english[0]).toEqual(['Day', 'Orders', 'Sales (IQD)', 'Paid (IQD)', 'Cancelled']);
    const names = english.filter((row) => row.length === 5).map((row) => row[2] ?? '');
    expect(names).toContain(`'${INJECTION}`);
    expect(names.filter((name) => /^[=+\-@\t\r]/.test(name))).toEqual([]);
  });
});
