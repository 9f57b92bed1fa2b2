import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrintJob } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { holidays, orderLines, orders, printRedatings, sellers } from '../src/db/schema/index';
import { call, createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory } from './helpers/fixtures';
import { insertPrintOrder, insertPrintProduct } from './helpers/print-orders';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Baghdad time (UTC+3) as an instant. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let erbil: Awaited<ReturnType<typeof createSignedInSeller>>;
let baghdad: Awaited<ReturnType<typeof createSignedInSeller>>;
let customer: TestCustomer;
let productId: string;

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  admin = await createSignedInAdmin(shop);
  erbil = await createSignedInSeller(shop, 'Hawler Print');
  baghdad = await createSignedInSeller(shop, 'Baghdad Print');
  await db.update(sellers).set({ city: 'Erbil' }).where(eq(sellers.id, erbil.sellerId));
  await db.update(sellers).set({ city: 'Baghdad' }).where(eq(sellers.id, baghdad.sellerId));
  const category = await insertCategory(db);
  productId = (await insertPrintProduct(db, { sellerId: erbil.sellerId, categoryId: category.id }))
    .id;
  customer = await createCustomer(shop);
});
beforeEach(async () => {
  await shop.database.db.delete(holidays);
});
afterAll(() => shop.close());

const holiday = (date: string, region = 'iraq') => ({
  date,
  region,
  names: { kr: 'پشوو', ar: 'عطلة', en: 'Holiday' },
});

async function jobs(orderId: string): Promise<PrintJob[]> {
  const response = await shop.app.inject({
    method: 'GET',
    url: PRINT_ROUTES.customerJobs(orderId),
    headers: bearer(customer.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().jobs;
}

/** A job with no proof to wait for, placed at `placedAt`, its deposit paid at `paidAt`. */
async function placedJob(input: {
  sellerId: string;
  placedAt: Date;
  workingDays: number;
  deposit?: { paidAt: Date | null };
}) {
  const order = await insertPrintOrder(shop.database.db, {
    customerId: customer.id,
    sellerId: input.sellerId,
    productId,
    needsArtwork: false,
    workingDays: input.workingDays,
  });
  await shop.database.db
    .update(orders)
    .set({
      createdAt: input.placedAt,
      depositIqd: input.deposit ? 10_000 : 0,
      depositPaidAt: input.deposit?.paidAt ?? null,
    })
    .where(eq(orders.id, order.orderId));
  return order;
}

describe('the admin’s holidays', () => {
  it('is the admin’s alone', async () => {
    for (const [token, status] of [
      [undefined, 401],
      [erbil.token, 403],
    ] as const) {
      expect((await call(shop, 'GET', '/api/admin/holidays', token)).statusCode).toBe(status);
      const post = await call(shop, 'POST', '/api/admin/holidays', token, holiday('2026-12-24'));
      expect(post.statusCode).toBe(status);
      expect(
        (await call(shop, 'PUT', '/api/admin/working-week', token, { days: ['sat'] })).statusCode,
      ).toBe(status);
      const days = { sameCity: 1, sameGovernorate: 1, other: 2 };
      expect((await call(shop, 'PUT', '/api/admin/courier-days', token, days)).statusCode).toBe(
        status,
      );
    }
    expect(await shop.database.db.select().from(holidays)).toEqual([]);
  });

  it('adds, lists, edits and removes a holiday', async () => {
    const added = await call(
      shop,
      'POST',
      '/api/admin/holidays',
      admin.token,
      holiday('2027-03-05', 'kurdistan'),
    );
    expect(added.statusCode).toBe(201);
    const id = added.json().holiday._id;
    expect(added.json()).toMatchObject({
      holiday: { date: '2027-03-05', region: 'kurdistan' },
      redatedJobs: 0,
    });
    const list = await call(shop, 'GET', '/api/admin/holidays', admin.token);
    expect(list.json().holidays).toHaveLength(1);
    const edited = await call(shop, 'PUT', `/api/admin/holidays/${id}`, admin.token, {
      ...holiday('2027-03-06', 'iraq'),
      names: { kr: 'ڕاپەڕین', ar: 'الانتفاضة', en: 'Uprising' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().holiday).toMatchObject({
      date: '2027-03-06',
      region: 'iraq',
      names: { en: 'Uprising' },
    });
    expect((await call(shop, 'DELETE', `/api/admin/holidays/${id}`, admin.token)).statusCode).toBe(
      200,
    );
    const gone = await call(shop, 'DELETE', `/api/admin/holidays/${id}`, admin.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('holiday_not_found');
  });

  it('refuses a duplicate, an invalid day and an unknown region with a code', async () => {
    expect(
      (await call(shop, 'POST', '/api/admin/holidays', admin.token, holiday('2026-12-25')))
        .statusCode,
    ).toBe(201);
    const twice = await call(
      shop,
      'POST',
      '/api/admin/holidays',
      admin.token,
      holiday('2026-12-25'),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('holiday_exists');
    // The same day in another region is another holiday.
    expect(
      (
        await call(
          shop,
          'POST',
          '/api/admin/holidays',
          admin.token,
          holiday('2026-12-25', 'kurdistan'),
        )
      ).statusCode,
    ).toBe(201);
    for (const bad of [
      holiday('2026-02-30'),
      holiday('25-12-2026'),
      holiday('2026-12-26', 'basra'),
    ]) {
      const response = await call(shop, 'POST', '/api/admin/holidays', admin.token, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_input');
    }
    const week = await call(shop, 'PUT', '/api/admin/working-week', admin.token, { days: [] });
    expect(week.statusCode).toBe(400);
  });
});

describe('a seller’s cut-off', () => {
  it('is HH:mm, saved with its delivery settings', async () => {
    const current = (await call(shop, 'GET', '/api/seller/delivery', erbil.token)).json();
    expect(current.cutOff).toBe('14:00');
    const body = {
      district: current.district,
      override: current.override,
      pickup: current.pickup,
      cutOff: '16:30',
      courierDays: { sameCity: 0, sameGovernorate: 1, other: 2 },
    };
    const saved = await call(shop, 'PUT', '/api/seller/delivery', erbil.token, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ cutOff: '16:30', courierDays: { other: 2 } });
    for (const cutOff of ['9:00', '24:00', '14:60', 'two']) {
      const bad = await call(shop, 'PUT', '/api/seller/delivery', erbil.token, { ...body, cutOff });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('invalid_input');
    }
    await call(shop, 'PUT', '/api/seller/delivery', erbil.token, {
      ...body,
      cutOff: '14:00',
      courierDays: null,
    });
  });
});

describe('a job’s due date', () => {
  it('starts when the deposit is paid, after the approval, and after the cut-off the next working day', async () => {
    // Placed (no proof needed) Tuesday 09:00; the deposit paid Thursday 15:00, after the 14:00
    // cut-off: the clock starts Saturday (Friday is off), two working days → Monday.
    const waiting = await placedJob({
      sellerId: erbil.sellerId,
      placedAt: at('2026-11-24', '09:00'),
      workingDays: 2,
      deposit: { paidAt: null },
    });
    expect((await jobs(waiting.orderId))[0]).toMatchObject({ dueDate: null, startedAt: null });
    await shop.database.db
      .update(orders)
      .set({ depositPaidAt: at('2026-11-26', '15:00') })
      .where(eq(orders.id, waiting.orderId));
    const [job] = await jobs(waiting.orderId);
    expect(job).toMatchObject({
      dueDate: '2026-11-30',
      startedAt: at('2026-11-26', '15:00').toISOString(),
    });
  });

  it('skips a Kurdistan Region holiday for an Erbil print house, not for a Baghdad one', async () => {
    await call(
      shop,
      'POST',
      '/api/admin/holidays',
      admin.token,
      holiday('2026-11-25', 'kurdistan'),
    );
    const inErbil = await placedJob({
      sellerId: erbil.sellerId,
      placedAt: at('2026-11-24', '09:00'),
      workingDays: 1,
    });
    const inBaghdad = await placedJob({
      sellerId: baghdad.sellerId,
      placedAt: at('2026-11-24', '09:00'),
      workingDays: 1,
    });
    expect((await jobs(inErbil.orderId))[0]?.dueDate).toBe('2026-11-26');
    expect((await jobs(inBaghdad.orderId))[0]?.dueDate).toBe('2026-11-25');
  });

  it('is re-dated when a holiday is added on a running job’s path, keeping the previous date, and late against its promise', async () => {
    shop.clock.current = at('2026-11-24', '10:00');
    const running = await placedJob({
      sellerId: baghdad.sellerId,
      placedAt: at('2026-11-24', '09:00'),
      workingDays: 2,
    });
    await shop.database.db
      .update(orderLines)
      .set({ promisedReadyDate: '2026-11-26', promisedDoorDate: '2026-11-28' })
      .where(eq(orderLines.id, running.lineId));
    expect((await jobs(running.orderId))[0]).toMatchObject({
      dueDate: '2026-11-26',
      late: false,
      redatings: [],
    });
    const added = await call(
      shop,
      'POST',
      '/api/admin/holidays',
      admin.token,
      holiday('2026-11-25', 'federal'),
    );
    expect(added.json().redatedJobs).toBeGreaterThanOrEqual(1);
    const [job] = await jobs(running.orderId);
    expect(job).toMatchObject({
      dueDate: '2026-11-28',
      promisedReadyDate: '2026-11-26',
      late: true,
      expectedReadyDate: '2026-11-28',
      redatings: [
        { previousDueDate: '2026-11-26', dueDate: '2026-11-28', reason: 'holiday_added' },
      ],
    });
    // Removing it moves the date back, and says so too.
    shop.clock.advance(60_000);
    await call(shop, 'DELETE', `/api/admin/holidays/${added.json().holiday._id}`, admin.token);
    const [back] = await jobs(running.orderId);
    expect(back?.dueDate).toBe('2026-11-26');
    expect(back?.late).toBe(false);
    expect(back?.redatings.map((r) => r.reason)).toEqual(['holiday_added', 'holiday_removed']);
    const kept = await shop.database.db
      .select()
      .from(printRedatings)
      .where(eq(printRedatings.orderLineId, running.lineId));
    expect(kept).toHaveLength(2);
  });
});
