import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readyDateOf } from '@chapkhana/shared/working-days';
import type { PrintJob } from '@chapkhana/shared/print';
import { MAX_ARTWORK_BYTES, PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { artworkFiles, orders, sellerOrders } from '../src/db/schema/index';
import { call, createSignedInAdmin, upload } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProduct } from './helpers/fixtures';
import { pictureOf } from './helpers/images';
import { CARD_CHOICE, insertPrintOrder, insertPrintProduct, pdfOf } from './helpers/print-orders';
import { closeSockets, nextEvent, socketClient } from './helpers/sockets';
import { listeningTestApp } from './helpers/sockets';
import { createSignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

/** The due day in the default calendar (Saturday to Thursday, no holidays, 14:00 cut-off). */
const readyIn = (startedAt: Date, workingDays: number) =>
  readyDateOf({
    calendar: { workingWeekdays: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], holidays: [] },
    area: 'federal',
    startedAt,
    workingDays,
  });

let shop: TestApp;
let url: string;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let otherSeller: Awaited<ReturnType<typeof createSignedInSeller>>;
let customer: TestCustomer;
let stranger: TestCustomer;
let printProductId: string;
let plainProductId: string;
let pdf: Buffer;

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp());
  const db = shop.database.db;
  admin = await createSignedInAdmin(shop);
  seller = await createSignedInSeller(shop, 'Hawler Print');
  otherSeller = await createSignedInSeller(shop, 'Baghdad Print');
  const category = await insertCategory(db);
  printProductId = (
    await insertPrintProduct(db, { sellerId: seller.sellerId, categoryId: category.id })
  ).id;
  plainProductId = (await insertProduct(db, { sellerId: seller.sellerId, categoryId: category.id }))
    .id;
  customer = await createCustomer(shop);
  stranger = await createCustomer(shop);
  pdf = await pdfOf();
});
// A customer per test: each stays within the per-customer upload rate (20 files in 10 minutes).
beforeEach(async () => {
  customer = await createCustomer(shop);
});
afterAll(() => shop.close());
afterEach(() => closeSockets());

const fileOf = (content: Buffer, filename = 'card.pdf') => ({
  name: 'file',
  filename,
  content,
  type: 'application/pdf',
});

function uploadArtwork(
  token: string,
  content: Buffer = pdf,
  fields: { productId?: string; options?: string } = {},
  filename = 'card.pdf',
) {
  return upload(shop, 'POST', PRINT_ROUTES.artwork, token, [
    { name: 'productId', value: fields.productId ?? printProductId },
    { name: 'options', value: fields.options ?? JSON.stringify(CARD_CHOICE) },
    fileOf(content, filename),
  ]);
}

const addLineArtwork = (token: string, lineId: string, content: Buffer = pdf) =>
  upload(shop, 'POST', PRINT_ROUTES.lineArtwork(lineId), token, [fileOf(content)]);

const uploadProof = (token: string, lineId: string, comment?: string, content: Buffer = pdf) =>
  upload(shop, 'POST', PRINT_ROUTES.sellerProof(lineId), token, [
    ...(comment === undefined ? [] : [{ name: 'comment', value: comment }]),
    fileOf(content, 'proof.pdf'),
  ]);

const approve = (token: string, lineId: string, proofId: string) =>
  call(shop, 'POST', PRINT_ROUTES.approve(lineId), token, { proofId, checked: true });

const askChanges = (token: string, lineId: string, proofId: string, comment = 'Bigger logo') =>
  call(shop, 'POST', PRINT_ROUTES.changes(lineId), token, { proofId, comment });

const fetchFile = (path: string, token?: string) =>
  shop.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });

const advancePart = (sellerOrderId: string) =>
  call(shop, 'PATCH', `/api/seller/orders/${sellerOrderId}`, seller.token, {
    delivery_status: 'preparing',
  });

const newOrder = () =>
  insertPrintOrder(shop.database.db, {
    customerId: customer.id,
    sellerId: seller.sellerId,
    productId: printProductId,
  });

function expectCode(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
}

const jobOf = (response: LightMyRequestResponse): PrintJob => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().job as PrintJob;
};

const artworkCount = async () =>
  (await shop.database.db.select({ n: count() }).from(artworkFiles))[0]!.n;

describe('artwork upload before ordering', () => {
  it('checks and stores a print file for a print product and answers its view', async () => {
    const response = await uploadArtwork(customer.token);
    expect(response.statusCode, response.body).toBe(201);
    const { artwork } = response.json();
    expect(artwork).toMatchObject({
      fileName: 'card.pdf',
      mimeType: 'application/pdf',
      bytes: pdf.length,
    });
    const [row] = await shop.database.db
      .select()
      .from(artworkFiles)
      .where(eq(artworkFiles.id, artwork._id));
    expect(row!.customerId).toBe(customer.id);
    expect(row!.storageKey).toMatch(/^artwork\/[0-9a-f]{32}$/);
  });

  it('refuses a file that is not a print file with 422 and its findings, storing nothing', async () => {
    const before = await artworkCount();
    const response = await uploadArtwork(customer.token, Buffer.from('<html>not a pdf</html>'));
    expectCode(response, 422, 'artwork_refused');
    expect(response.json().findings).toEqual([
      expect.objectContaining({ code: 'not_a_print_file', severity: 'error' }),
    ]);
    expect(await artworkCount()).toBe(before);
  });

  it('refuses a product that is not printed to order, unknown options and missing fields', async () => {
    expectCode(
      await uploadArtwork(customer.token, pdf, { productId: plainProductId }),
      409,
      'not_a_print_product',
    );
    expectCode(
      await uploadArtwork(customer.token, pdf, { options: JSON.stringify({ size: 'standard' }) }),
      400,
      'print_option_missing',
    );
    expectCode(
      await uploadArtwork(customer.token, pdf, {
        options: JSON.stringify({ ...CARD_CHOICE, colour: 'red' }),
      }),
      400,
      'print_option_unknown',
    );
    expectCode(
      await uploadArtwork(customer.token, pdf, { options: '{not json' }),
      400,
      'invalid_input',
    );
    expectCode(
      await upload(shop, 'POST', PRINT_ROUTES.artwork, customer.token, [
        { name: 'productId', value: printProductId },
        { name: 'options', value: JSON.stringify(CARD_CHOICE) },
      ]),
      400,
      'artwork_missing_file',
    );
    expectCode(await call(shop, 'POST', PRINT_ROUTES.artwork, undefined, {}), 401, 'sign_in_first');
  });

  it('answers a file over the limit with 413 artwork_too_large, storing nothing', async () => {
    const before = await artworkCount();
    const huge = Buffer.concat([pdf, Buffer.alloc(MAX_ARTWORK_BYTES + 1 - pdf.length + 1, 0x20)]);
    const response = await uploadArtwork(customer.token, huge);
    expectCode(response, 413, 'artwork_too_large');
    expect(response.json().params).toEqual({ max: 50 });
    expect(await artworkCount()).toBe(before);
  });
});

describe('private files', () => {
  it('sends artwork to its customer, the seller of a line that uses it and admins only', async () => {
    const uploaded = await uploadArtwork(customer.token, pdf, {}, '../../etc/pa"ss\u202Ewd.pdf');
    const artworkId = uploaded.json().artwork._id as string;
    const path = PRINT_ROUTES.artworkFile(artworkId);

    const own = await fetchFile(path, customer.token);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(own.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"/\\]*"; filename\*=UTF-8''/);
    expect(disposition).not.toContain('..');
    expect(disposition).not.toContain('\u202E');

    // Nobody else yet: not the stranger, not a seller (no order uses it), not anonymous.
    for (const token of [stranger.token, seller.token, otherSeller.token, undefined]) {
      expectCode(await fetchFile(path, token), 404, 'artwork_not_found');
    }
    expectCode(await fetchFile(path, 'not-a-token'), 404, 'artwork_not_found');
    expect((await fetchFile(path, admin.token)).statusCode).toBe(200);

    // Once an order line of the seller's uses it, the seller may fetch it; the other may not.
    const order = await newOrder();
    const added = await addLineArtwork(customer.token, order.lineId);
    const lineArtworkId = jobOf(added).artwork[0]!._id;
    const linePath = PRINT_ROUTES.artworkFile(lineArtworkId);
    const sellers = await fetchFile(linePath, seller.token);
    expect(sellers.statusCode).toBe(200);
    expect(sellers.rawPayload.equals(pdf)).toBe(true);
    expectCode(await fetchFile(linePath, otherSeller.token), 404, 'artwork_not_found');
    expectCode(await fetchFile(linePath, stranger.token), 404, 'artwork_not_found');
    expectCode(
      await fetchFile(PRINT_ROUTES.artworkFile('00000000-0000-4000-8000-000000000000')),
      404,
      'artwork_not_found',
    );
  });

  it("sends a proof to the line's customer and seller and admins only", async () => {
    const order = await newOrder();
    jobOf(await addLineArtwork(customer.token, order.lineId));
    const proofPdf = await pdfOf(96, 56, 2);
    const job = jobOf(await uploadProof(seller.token, order.lineId, 'v1', proofPdf));
    const path = PRINT_ROUTES.proofFile(job.proofs[0]!._id);
    for (const token of [customer.token, seller.token, admin.token]) {
      const response = await fetchFile(path, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(proofPdf)).toBe(true);
    }
    for (const token of [stranger.token, otherSeller.token, undefined]) {
      expectCode(await fetchFile(path, token), 404, 'proof_not_found');
    }
  });
});

describe('jobs, proofs and the approval rule', () => {
  it('walks a job from artwork to approval and keeps the part out of production until then', async () => {
    const order = await newOrder();

    // No artwork yet: no proof is expected, and the part may not go into production.
    expectCode(await uploadProof(seller.token, order.lineId), 409, 'proof_not_expected');
    expectCode(await advancePart(order.sellerOrderId), 409, 'proofs_not_approved');

    let job = jobOf(await addLineArtwork(customer.token, order.lineId));
    expect(job.state).toBe('awaiting_proof');
    expect(job.artwork).toHaveLength(1);

    job = jobOf(await uploadProof(seller.token, order.lineId, 'First proof'));
    expect(job.state).toBe('awaiting_approval');
    const first = job.proofs[0]!;
    expect(first).toMatchObject({ version: 1, status: 'pending' });

    job = jobOf(await askChanges(customer.token, order.lineId, first._id, 'Bigger logo <b>'));
    expect(job.state).toBe('changes_requested');
    expect(job.proofs[0]!.status).toBe('changes_requested');
    expectCode(await advancePart(order.sellerOrderId), 409, 'proofs_not_approved');
    expectCode(
      await call(shop, 'PATCH', `/api/admin/orders/${order.orderId}`, admin.token, {
        delivery_status: 'preparing',
      }),
      409,
      'proofs_not_approved',
    );

    job = jobOf(await uploadProof(seller.token, order.lineId, 'Second proof'));
    const second = job.proofs[1]!;
    expect(second).toMatchObject({ version: 2, status: 'pending' });
    expectCode(await approve(customer.token, order.lineId, first._id), 409, 'proof_outdated');
    // Approving needs the customer's word that they checked spelling, numbers and colours.
    for (const body of [{ proofId: second._id }, { proofId: second._id, checked: false }]) {
      const unchecked = await call(
        shop,
        'POST',
        PRINT_ROUTES.approve(order.lineId),
        customer.token,
        body,
      );
      expect(unchecked.statusCode, unchecked.body).toBe(400);
      expect(JSON.stringify(unchecked.json())).toContain('proof_not_checked');
    }
    const untouched = await call(
      shop,
      'GET',
      PRINT_ROUTES.customerJobs(order.orderId),
      customer.token,
    );
    expect(untouched.json().jobs[0].proofs[1].status).toBe('pending');
    expectCode(
      await approve(stranger.token, order.lineId, second._id),
      404,
      'print_line_not_found',
    );

    job = jobOf(await approve(customer.token, order.lineId, second._id));
    expect(job.state).toBe('approved');
    expectCode(
      await approve(customer.token, order.lineId, second._id),
      409,
      'proof_already_decided',
    );

    // New artwork after approval asks for approval again.
    job = jobOf(await addLineArtwork(customer.token, order.lineId));
    expect(job.state).toBe('awaiting_proof');
    expectCode(await advancePart(order.sellerOrderId), 409, 'proofs_not_approved');

    job = jobOf(await uploadProof(seller.token, order.lineId, 'Third proof'));
    const third = job.proofs[2]!;
    jobOf(await approve(customer.token, order.lineId, third._id));
    const advanced = await advancePart(order.sellerOrderId);
    expect(advanced.statusCode, advanced.body).toBe(200);

    // The part is in production: files and proofs no longer change.
    expectCode(await addLineArtwork(customer.token, order.lineId), 409, 'print_line_closed');
    expectCode(await uploadProof(seller.token, order.lineId), 409, 'print_line_closed');

    // Everything the three audiences see, in order.
    const customerView = await call(
      shop,
      'GET',
      PRINT_ROUTES.customerJobs(order.orderId),
      customer.token,
    );
    expect(customerView.statusCode, customerView.body).toBe(200);
    const [seen] = customerView.json().jobs as PrintJob[];
    expect(seen!.proofs.map((p) => [p.version, p.status])).toEqual([
      [1, 'changes_requested'],
      [2, 'approved'],
      [3, 'approved'],
    ]);
    expect(seen!.messages.map((m) => m.kind)).toEqual([
      'artwork_added',
      'proof_uploaded',
      'changes_requested',
      'proof_uploaded',
      'approved',
      'artwork_added',
      'proof_uploaded',
      'approved',
    ]);
    expect(seen!.messages[2]!.body).toBe('Bigger logo <b>');
    const sellerView = await call(
      shop,
      'GET',
      PRINT_ROUTES.sellerJobs(order.sellerOrderId),
      seller.token,
    );
    expect(sellerView.json().jobs).toEqual(customerView.json().jobs);
    const adminView = await call(shop, 'GET', PRINT_ROUTES.adminJobs(order.orderId), admin.token);
    expect(adminView.json().jobs).toEqual(customerView.json().jobs);

    expectCode(
      await call(shop, 'GET', PRINT_ROUTES.customerJobs(order.orderId), stranger.token),
      404,
      'order_not_found',
    );
    expectCode(
      await call(shop, 'GET', PRINT_ROUTES.sellerJobs(order.sellerOrderId), otherSeller.token),
      404,
      'order_not_found',
    );
  });

  it('tells the job sheet the trim, bleed and sides and the due date from the approval', async () => {
    const order = await insertPrintOrder(shop.database.db, {
      customerId: customer.id,
      sellerId: seller.sellerId,
      productId: printProductId,
      workingDays: 4,
    });
    let job = jobOf(await addLineArtwork(customer.token, order.lineId));
    expect(job.spec).toEqual({ trim: { widthMm: 90, heightMm: 50 }, bleedMm: 3, sides: 1 });
    // Not approved yet: the job cannot start, so it has no due date.
    expect(job.dueDate).toBeNull();
    job = jobOf(await uploadProof(seller.token, order.lineId));
    expect(job.dueDate).toBeNull();
    job = jobOf(await approve(customer.token, order.lineId, job.proofs[0]!._id));
    const approvedAt = new Date(job.proofs[0]!.decidedAt!);
    expect(job.dueDate).toBe(readyIn(approvedAt, 4));
    // The seller's and the admin's sheets say the same.
    const sellerJobs = await call(
      shop,
      'GET',
      PRINT_ROUTES.sellerJobs(order.sellerOrderId),
      seller.token,
    );
    expect(sellerJobs.json().jobs[0]).toMatchObject({ dueDate: job.dueDate, spec: job.spec });
  });

  it('dates a job that needs no proof from the order, and none without a turnaround', async () => {
    const timed = await insertPrintOrder(shop.database.db, {
      customerId: customer.id,
      sellerId: seller.sellerId,
      productId: printProductId,
      needsArtwork: false,
      workingDays: 0,
    });
    const [placed] = await shop.database.db
      .select({ createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, timed.orderId));
    const jobs = await call(shop, 'GET', PRINT_ROUTES.adminJobs(timed.orderId), admin.token);
    expect(jobs.json().jobs[0]).toMatchObject({
      spec: null,
      dueDate: readyIn(placed!.createdAt, 0),
    });
    const untimed = await newOrder();
    const none = await call(shop, 'GET', PRINT_ROUTES.adminJobs(untimed.orderId), admin.token);
    expect(none.json().jobs[0].dueDate).toBeNull();
  });

  it('lets the admin move a whole order only once every proof is approved', async () => {
    const order = await newOrder();
    const adminAdvance = () =>
      call(shop, 'PATCH', `/api/admin/orders/${order.orderId}`, admin.token, {
        delivery_status: 'preparing',
      });
    expectCode(await adminAdvance(), 409, 'proofs_not_approved');
    jobOf(await addLineArtwork(customer.token, order.lineId));
    const proofId = jobOf(await uploadProof(seller.token, order.lineId)).proofs[0]!._id;
    jobOf(await approve(customer.token, order.lineId, proofId));
    const moved = await adminAdvance();
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('does not hold back a part whose print lines need no artwork', async () => {
    const order = await insertPrintOrder(shop.database.db, {
      customerId: customer.id,
      sellerId: seller.sellerId,
      productId: printProductId,
      needsArtwork: false,
    });
    const moved = await advancePart(order.sellerOrderId);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('gives exactly one winner when approve and changes are sent at once', async () => {
    const order = await newOrder();
    jobOf(await addLineArtwork(customer.token, order.lineId));
    const proofId = jobOf(await uploadProof(seller.token, order.lineId)).proofs[0]!._id;
    const answers = await Promise.all([
      approve(customer.token, order.lineId, proofId),
      askChanges(customer.token, order.lineId, proofId),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().code).toBe('proof_already_decided');
    const winner = jobOf(answers.find((a) => a.statusCode === 200)!);
    const view = await call(shop, 'GET', PRINT_ROUTES.customerJobs(order.orderId), customer.token);
    const [job] = view.json().jobs as PrintJob[];
    expect(job!.state).toBe(winner.state);
    expect(
      job!.messages.filter((m) => m.kind !== 'artwork_added' && m.kind !== 'proof_uploaded'),
    ).toHaveLength(1);
  });

  it('closes the line of a cancelled order', async () => {
    const order = await newOrder();
    const db = shop.database.db;
    await db
      .update(orders)
      .set({ deliveryStatus: 'cancelled' })
      .where(eq(orders.id, order.orderId));
    await db
      .update(sellerOrders)
      .set({ deliveryStatus: 'cancelled' })
      .where(eq(sellerOrders.id, order.sellerOrderId));
    const before = await artworkCount();
    expectCode(await addLineArtwork(customer.token, order.lineId), 409, 'print_line_closed');
    expect(await artworkCount()).toBe(before);
  });

  it('keeps a line to its own customer and seller, and to MAX files', async () => {
    const order = await newOrder();
    expectCode(await addLineArtwork(stranger.token, order.lineId), 404, 'print_line_not_found');
    expectCode(await uploadProof(otherSeller.token, order.lineId), 404, 'print_line_not_found');
    expectCode(
      await addLineArtwork(customer.token, order.lineId, Buffer.from('plain text')),
      422,
      'artwork_refused',
    );
    for (let i = 0; i < 4; i += 1) jobOf(await addLineArtwork(customer.token, order.lineId));
    const fifth = await addLineArtwork(customer.token, order.lineId);
    expectCode(fifth, 409, 'artwork_too_many');
    expect(fifth.json().params).toEqual({ max: 4 });
    // A proof must be a print file too.
    expect(
      (await uploadProof(seller.token, order.lineId, undefined, await pictureOf('png', 10, 10)))
        .statusCode,
    ).toBe(200);
    expectCode(
      await uploadProof(seller.token, order.lineId, undefined, Buffer.from('<svg/>')),
      400,
      'artwork_not_a_print_file',
    );
  });
});

describe('notifications', () => {
  it('tells the customer by socket and mail when a proof arrives, and the seller when it is answered, each in their own language', async () => {
    // The customer switched the storefront to English, the seller the console to Arabic.
    const toEnglish = { lng: 'en' };
    expect(
      (await call(shop, 'PUT', '/api/customer/language', customer.token, toEnglish)).statusCode,
    ).toBe(200);
    expect(
      (await call(shop, 'PUT', '/api/staff/language', seller.token, { lng: 'ar' })).statusCode,
    ).toBe(200);
    const order = await newOrder();
    jobOf(await addLineArtwork(customer.token, order.lineId));
    const customerSocket = await socketClient(url, customer.token);
    const sellerSocket = await socketClient(url, seller.token);
    const strangerSocket = await socketClient(url, stranger.token);
    let leaked = false;
    strangerSocket.on('print:job', () => (leaked = true));

    const toCustomer = nextEvent(customerSocket, 'print:job');
    const toSeller = nextEvent(sellerSocket, 'print:job');
    // The new order's mail to the seller is out of the way.
    await shop.app.orderNotices.settled();
    shop.mailer.sent = [];
    const job = jobOf(await uploadProof(seller.token, order.lineId, 'Check <the> colours'));
    const event = {
      orderId: order.orderId,
      orderLineId: order.lineId,
      state: 'awaiting_approval',
    };
    expect(await toCustomer).toEqual(event);
    expect(await toSeller).toEqual(event);
    const [proofMail] = shop.mailer.sent;
    expect(proofMail!.to).toBe(customer.email);
    const [placed] = await shop.database.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const orderNumber = placed!.orderNumber;
    expect(proofMail!.subject).toBe(`Order #${orderNumber}: your print proof is ready`);
    expect(proofMail!.links).toEqual([
      `${shop.config.publicUrl}/dashboard/order/details/${order.orderId}?lng=en`,
    ]);
    expect(proofMail!.html).toContain('lang="en" dir="ltr"');
    expect(proofMail!.text).not.toMatch(/[\u0600-\u06FF]/);
    expect(proofMail!.text).toContain('Check <the> colours');
    expect(proofMail!.html).not.toContain('<the>');
    expect(proofMail!.html).toContain('Check &#60;the&#62; colours');

    shop.mailer.sent = [];
    const approved = nextEvent(sellerSocket, 'print:job');
    jobOf(await approve(customer.token, order.lineId, job.proofs[0]!._id));
    expect((await approved).state).toBe('approved');
    const [sellerMail] = shop.mailer.sent;
    expect(sellerMail!.to).toBe(seller.email);
    expect(sellerMail!.subject).toBe(`الطلب رقم ${orderNumber}: وافق الزبون على النموذج`);
    expect(sellerMail!.links).toEqual([
      `${shop.config.publicUrl}/console/seller/orders/${order.sellerOrderId}?lng=ar`,
    ]);
    expect(sellerMail!.html).toContain('lang="ar" dir="rtl"');
    expect(sellerMail!.text).not.toContain('The customer');
    expect(leaked).toBe(false);
  });
});
