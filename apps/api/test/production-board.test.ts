import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BOARD_JOBS, type BoardJob, type BoardResponse } from '@chapkhana/shared/production';
import { orderLines, orders, proofs, sellerOrders } from '../src/db/schema/index';
import { boardRows } from '../src/modules/production/repository';
import { call, createSignedInAdmin } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory } from './helpers/fixtures';
import { insertPrintOrder, insertPrintProduct } from './helpers/print-orders';
import {
  closeSockets,
  countEvents,
  listeningTestApp,
  nextEvent,
  socketClient,
} from './helpers/sockets';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

const BOARD = '/api/seller/production/board';
const move = (lineId: string) => `/api/seller/production/lines/${lineId}/move`;
/** A Wednesday, 12:00 in Baghdad: the board's "today" is 2026-03-04. */
const NOW = new Date('2026-03-04T09:00:00Z');
const HOUR = 60 * 60 * 1000;

let shop: TestApp;
let url: string;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let seller: SignedInSeller;
let otherSeller: SignedInSeller;
let customer: TestCustomer;
let productId: string;
let otherProductId: string;

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp());
  shop.clock.current = new Date(NOW);
  const db = shop.database.db;
  admin = await createSignedInAdmin(shop);
  seller = await createSignedInSeller(shop, 'Hawler Print');
  otherSeller = await createSignedInSeller(shop, 'Baghdad Print');
  const category = await insertCategory(db);
  productId = (await insertPrintProduct(db, { sellerId: seller.sellerId, categoryId: category.id }))
    .id;
  otherProductId = (
    await insertPrintProduct(db, { sellerId: otherSeller.sellerId, categoryId: category.id })
  ).id;
  customer = await createCustomer(shop, { name: 'Shwan Aziz' });
});
beforeEach(() => {
  shop.clock.current = new Date(NOW);
});
afterAll(() => shop.close());
afterEach(() => closeSockets());

/** The line's first proof, sent at `at` (and decided then, unless it is pending). */
async function insertProof(lineId: string, status: 'approved' | 'pending', at: Date) {
  await shop.database.db.insert(proofs).values({
    orderLineId: lineId,
    version: 1,
    fileName: 'proof.pdf',
    mimeType: 'application/pdf',
    bytes: 100,
    storageKey: 'proofs/none',
    status,
    createdAt: at,
    ...(status === 'pending' ? {} : { decidedAt: at }),
  });
}

/** A job of the seller's, placed at `placedAt`; approved jobs get an approved proof at `approvedAt`. */
async function job(
  input: {
    state?: Parameters<typeof insertPrintOrder>[1]['state'];
    needsArtwork?: boolean;
    workingDays?: number;
    placedAt?: Date;
    approvedAt?: Date;
    sellerId?: string;
  } = {},
) {
  const db = shop.database.db;
  const placed = await insertPrintOrder(db, {
    customerId: customer.id,
    sellerId: input.sellerId ?? seller.sellerId,
    productId: input.sellerId === otherSeller.sellerId ? otherProductId : productId,
    state: input.state ?? 'approved',
    ...(input.needsArtwork === undefined ? {} : { needsArtwork: input.needsArtwork }),
    ...(input.workingDays === undefined ? {} : { workingDays: input.workingDays }),
  });
  await db
    .update(orders)
    .set({ createdAt: input.placedAt ?? NOW })
    .where(eq(orders.id, placed.orderId));
  if ((input.state ?? 'approved') === 'approved' && input.needsArtwork !== false) {
    await insertProof(placed.lineId, 'approved', input.approvedAt ?? NOW);
  }
  return placed;
}

/** A second print line in the same part as `first`, with its own proof state. */
async function secondLine(first: { orderId: string; lineId: string }, state: 'awaiting_approval') {
  const db = shop.database.db;
  const [line] = await db.select().from(orderLines).where(eq(orderLines.id, first.lineId));
  const { id: _id, ...copy } = line!;
  const [added] = await db
    .insert(orderLines)
    .values({ ...copy, proofState: state })
    .returning();
  return added!.id;
}

async function boardOf(token: string, query = ''): Promise<BoardResponse> {
  const response = await call(shop, 'GET', `${BOARD}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const cardOf = (board: BoardResponse, lineId: string): BoardJob | undefined =>
  board.jobs.find((j) => j.orderLineId === lineId);

const partStatusOf = async (sellerOrderId: string) =>
  (
    await shop.database.db
      .select({ status: sellerOrders.deliveryStatus })
      .from(sellerOrders)
      .where(eq(sellerOrders.id, sellerOrderId))
  )[0]?.status;

describe('the production board', () => {
  it("shows each open job of the print house with its order, customer, product, stage and due day, and no other shop's", async () => {
    const mine = await job({ workingDays: 2, approvedAt: NOW });
    const waiting = await job({ state: 'awaiting_approval' });
    const theirs = await job({ sellerId: otherSeller.sellerId });
    const board = await boardOf(seller.token);
    expect(board.today).toBe('2026-03-04');
    const card = cardOf(board, mine.lineId);
    const [order] = await shop.database.db
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, mine.orderId));
    expect(card).toMatchObject({
      orderId: mine.orderId,
      orderNumber: order!.number,
      sellerOrderId: mine.sellerOrderId,
      customerName: 'Shwan Aziz',
      product: { enName: 'Business cards', kuName: 'کارتی بزنس', arName: 'بطاقات عمل' },
      quantity: 1000,
      proofState: 'approved',
      stage: 'approved',
      moves: ['printing'],
      // Two working days from Wednesday in the shop's calendar: Thursday, then Saturday (Friday is off).
      dueDate: '2026-03-07',
      due: 'later',
      partStatus: 'pending',
      parcel: { lines: 1, ready: 0 },
    });
    expect(cardOf(board, waiting.lineId)).toMatchObject({ stage: 'proof_out', moves: [] });
    expect(cardOf(board, theirs.lineId)).toBeUndefined();
  });

  it('leaves cancelled orders and delivered parts off the board, and keeps handed-over ones', async () => {
    const cancelled = await job();
    await shop.database.db
      .update(orders)
      .set({ deliveryStatus: 'cancelled' })
      .where(eq(orders.id, cancelled.orderId));
    const delivered = await job();
    await shop.database.db
      .update(sellerOrders)
      .set({ deliveryStatus: 'delivered' })
      .where(eq(sellerOrders.id, delivered.sellerOrderId));
    const onWay = await job();
    await shop.database.db
      .update(sellerOrders)
      .set({ deliveryStatus: 'on way' })
      .where(eq(sellerOrders.id, onWay.sellerOrderId));
    const board = await boardOf(seller.token);
    expect(cardOf(board, cancelled.lineId)).toBeUndefined();
    expect(cardOf(board, delivered.lineId)).toBeUndefined();
    expect(cardOf(board, onWay.lineId)).toMatchObject({
      stage: 'handed_over',
      moves: [],
      parcel: { lines: 1, ready: 1 },
    });
  });

  it('filters jobs due today, late ones and those waiting for the customer more than a day', async () => {
    const dueToday = await job({ needsArtwork: false, state: 'not_needed', workingDays: 0 });
    // Two working days from Sunday 22 February: Tuesday 24, eight days ago.
    const late = await job({
      workingDays: 2,
      approvedAt: new Date('2026-02-22T08:00:00Z'),
      placedAt: new Date('2026-02-21T08:00:00Z'),
    });
    const longWait = await job({
      state: 'awaiting_artwork',
      placedAt: new Date(NOW.getTime() - 30 * HOUR),
    });
    const shortWait = await job({
      state: 'awaiting_artwork',
      placedAt: new Date(NOW.getTime() - 2 * HOUR),
    });

    const today = await boardOf(seller.token, '?filter=due_today');
    expect(cardOf(today, dueToday.lineId)).toMatchObject({ due: 'today', dueDate: '2026-03-04' });
    expect(today.jobs.every((j) => j.due === 'today')).toBe(true);

    const behind = await boardOf(seller.token, '?filter=late');
    expect(cardOf(behind, late.lineId)).toMatchObject({
      due: 'late',
      daysLate: 8,
      dueDate: '2026-02-24',
    });
    expect(cardOf(behind, dueToday.lineId)).toBeUndefined();
    expect(behind.jobs.every((j) => j.due === 'late')).toBe(true);

    const waiting = await boardOf(seller.token, '?filter=waiting');
    expect(cardOf(waiting, longWait.lineId)).toMatchObject({
      stage: 'awaiting_artwork',
      waitingSince: new Date(NOW.getTime() - 30 * HOUR).toISOString(),
    });
    expect(cardOf(waiting, shortWait.lineId)).toBeUndefined();
    expect(cardOf(waiting, late.lineId)).toBeUndefined();

    const bad = await call(shop, 'GET', `${BOARD}?filter=tomorrow`, seller.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
  });

  it('reads only the rows a filter keeps, in SQL, before the limit', async () => {
    const db = shop.database.db;
    // The oldest open job of the shop, approved long ago: first on the unfiltered board.
    const oldest = await job({
      workingDays: 1,
      placedAt: new Date('2025-01-04T08:00:00Z'),
      approvedAt: new Date('2025-01-05T08:00:00Z'),
    });
    // Placed 30 hours ago, its proof out for 23 of them: waiting 23 h, not over a day.
    const answered = await job({
      state: 'awaiting_approval',
      placedAt: new Date(NOW.getTime() - 30 * HOUR),
    });
    await insertProof(answered.lineId, 'pending', new Date(NOW.getTime() - 23 * HOUR));
    const exactlyADay = await job({
      state: 'awaiting_artwork',
      placedAt: new Date(NOW.getTime() - 24 * HOUR),
    });
    const overADay = await job({
      state: 'awaiting_artwork',
      placedAt: new Date(NOW.getTime() - 25 * HOUR),
    });
    const base = { sellerId: seller.sellerId, now: NOW };

    const [first] = await boardRows(db, base, 1);
    expect(first?.line.id).toBe(oldest.lineId);
    const waitingRows = await boardRows(db, { ...base, filter: 'waiting' }, MAX_BOARD_JOBS);
    const waitingIds = waitingRows.map((row) => row.line.id);
    expect(waitingIds).toContain(overADay.lineId);
    expect(waitingIds).not.toContain(exactlyADay.lineId);
    expect(waitingIds).not.toContain(answered.lineId);
    expect(waitingIds).not.toContain(oldest.lineId);
    const [firstWaiting] = await boardRows(db, { ...base, filter: 'waiting' }, 1);
    expect(firstWaiting?.line.proofState).toMatch(/^awaiting_(artwork|approval)$/);

    // A late job made ready is not read for "late" any more; a handed-over one for neither.
    await db
      .update(orderLines)
      .set({ productionStage: 'ready', productionStageAt: NOW })
      .where(eq(orderLines.id, oldest.lineId));
    const lateIds = (await boardRows(db, { ...base, filter: 'late' }, MAX_BOARD_JOBS)).map(
      (row) => row.line.id,
    );
    expect(lateIds).not.toContain(oldest.lineId);
    await db
      .update(sellerOrders)
      .set({ deliveryStatus: 'on way' })
      .where(eq(sellerOrders.id, oldest.sellerOrderId));
    for (const filter of ['late', 'due_today'] as const) {
      const ids = (await boardRows(db, { ...base, filter }, MAX_BOARD_JOBS)).map((r) => r.line.id);
      expect(ids).not.toContain(oldest.lineId);
    }
    expect((await boardOf(seller.token, '?filter=waiting')).jobs.map((j) => j.orderLineId)).toEqual(
      waitingIds,
    );
  });

  it('moves a job approved → printing → finishing → ready; the first move takes the part into production', async () => {
    const placed = await job();
    let response = await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().job).toMatchObject({ stage: 'printing', partStatus: 'preparing' });
    expect(response.json().job.stageSince).toBe(NOW.toISOString());
    expect(await partStatusOf(placed.sellerOrderId)).toBe('preparing');
    response = await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'printing',
      to: 'finishing',
    });
    expect(response.json().job).toMatchObject({ stage: 'finishing' });
    response = await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'finishing',
      to: 'ready',
    });
    expect(response.json().job).toMatchObject({ stage: 'ready', parcel: { lines: 1, ready: 1 } });
    expect(cardOf(await boardOf(seller.token), placed.lineId)?.stage).toBe('ready');
  });

  it('refuses a move the lifecycle table refuses, with its code and sentence, and changes nothing', async () => {
    const placed = await job({ state: 'awaiting_approval' });
    const response = await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'proof_out',
      to: 'printing',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'job_not_approved',
      error: expect.stringContaining('not approved'),
    });
    expect(await partStatusOf(placed.sellerOrderId)).toBe('pending');

    // Its part has another job still waiting for the customer: the part cannot start yet.
    const first = await job();
    await secondLine(first, 'awaiting_approval');
    const partly = await call(shop, 'POST', move(first.lineId), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    expect(partly.statusCode).toBe(409);
    expect(partly.json().code).toBe('proofs_not_approved');

    const byHand = await call(shop, 'POST', move(first.lineId), seller.token, {
      from: 'approved',
      to: 'handed_over',
    });
    expect(byHand.json().code).toBe('job_stage_by_hand');
    const [line] = await shop.database.db
      .select({ stage: orderLines.productionStage })
      .from(orderLines)
      .where(eq(orderLines.id, first.lineId));
    expect(line!.stage).toBeNull();
  });

  it('answers a move from a stage the job has left with 409 job_stage_changed and where it is now', async () => {
    const placed = await job();
    await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    const stale = await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'job_stage_changed',
      params: { stage: 'printing' },
    });
  });

  it('ends two moves of one job sent at once in one state', async () => {
    const placed = await job();
    await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    const answers = await Promise.all([
      call(shop, 'POST', move(placed.lineId), seller.token, { from: 'printing', to: 'finishing' }),
      call(shop, 'POST', move(placed.lineId), seller.token, { from: 'printing', to: 'ready' }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().job.stage;
    const loser = answers.find((a) => a.statusCode === 409)!.json();
    expect(loser).toMatchObject({ code: 'job_stage_changed', params: { stage: winner } });
    const [line] = await shop.database.db
      .select({ stage: orderLines.productionStage })
      .from(orderLines)
      .where(eq(orderLines.id, placed.lineId));
    expect(line!.stage).toBe(winner);
  });

  it("answers another print house's job, or none, as missing (404), and refuses bad input", async () => {
    const theirs = await job({ sellerId: otherSeller.sellerId });
    const response = await call(shop, 'POST', move(theirs.lineId), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('print_line_not_found');
    expect(await partStatusOf(theirs.sellerOrderId)).toBe('pending');
    const unknown = await call(shop, 'POST', move(crypto.randomUUID()), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(shop, 'POST', move(theirs.lineId), seller.token, {
      from: 'approved',
      to: 'boxed',
    });
    expect(bad.statusCode).toBe(400);
    const noSeller = await call(shop, 'POST', move(theirs.lineId), customer.token, {
      from: 'approved',
      to: 'printing',
    });
    expect(noSeller.statusCode).toBe(401);
    expect((await call(shop, 'GET', BOARD, admin.token)).statusCode).toBe(403);
    expect((await call(shop, 'GET', BOARD, undefined)).statusCode).toBe(401);
  });

  it("shows the admin any shop's board, one shop at a time when asked", async () => {
    const mine = await job();
    const theirs = await job({ sellerId: otherSeller.sellerId });
    const all = await call(shop, 'GET', '/api/admin/production/board', admin.token);
    expect(all.statusCode).toBe(200);
    expect(cardOf(all.json(), mine.lineId)?.seller.enName).toBe('Hawler Print');
    expect(cardOf(all.json(), theirs.lineId)?.seller.enName).toBe('Baghdad Print');
    const one = await call(
      shop,
      'GET',
      `/api/admin/production/board?sellerId=${otherSeller.sellerId}`,
      admin.token,
    );
    expect(cardOf(one.json(), mine.lineId)).toBeUndefined();
    expect(cardOf(one.json(), theirs.lineId)).toBeDefined();
    expect((await call(shop, 'GET', '/api/admin/production/board', seller.token)).statusCode).toBe(
      403,
    );
  });

  it("tells the print house's open boards and the admins of a move, and no other shop", async () => {
    const placed = await job();
    const sellerSocket = await socketClient(url, seller.token);
    const secondScreen = await socketClient(url, seller.token);
    const adminSocket = await socketClient(url, admin.token);
    const otherSocket = await socketClient(url, otherSeller.token);
    const heardElsewhere = countEvents(otherSocket, 'production:job');
    const toSeller = nextEvent(sellerSocket, 'production:job');
    const toSecond = nextEvent(secondScreen, 'production:job');
    const toAdmin = nextEvent(adminSocket, 'production:job');
    const partChanged = nextEvent(sellerSocket, 'order:changed');
    await call(shop, 'POST', move(placed.lineId), seller.token, {
      from: 'approved',
      to: 'printing',
    });
    const expected = {
      orderId: placed.orderId,
      sellerOrderId: placed.sellerOrderId,
      orderLineId: placed.lineId,
      stage: 'printing',
    };
    expect(await toSeller).toEqual(expected);
    expect(await toSecond).toEqual(expected);
    expect(await toAdmin).toEqual(expected);
    expect(await partChanged).toMatchObject({ orderId: placed.orderId });
    // The other shop's socket is on the same server: the admin's copy arrived, so theirs would have.
    expect(heardElsewhere()).toBe(0);
  });
});
