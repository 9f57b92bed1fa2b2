import type { AuditEntry } from '@chapkhana/shared/audit';
import type { DashboardResponse } from '@chapkhana/shared/dashboard';
import type { SellerOrder } from '@chapkhana/shared/orders';
import type { BoardJob, BoardResponse, JobStage } from '@chapkhana/shared/production';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfOfSize } from '../../apps/api/test/helpers/print-files';
import { fillShippingForm, type TypedAddress } from '../support/address';
import {
  DESKTOP,
  launchBrowser,
  openContext,
  PAGE_WAIT_MS,
  PHONE,
  type Language,
} from '../support/browser';
import { newPhone, ownNetwork, registerCustomer, type Customer } from '../support/customers';
import { capture } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { openConsoleAs, staffCall } from '../support/staff';
import { consoleText, consoleTranslations, escapeRegExp, type Tree } from '../support/translations';

// Issue 39's "done when", end to end in Chromium: a customer sees "ready by" on a print
// product's page and the same day on the order; the print house's designer, signed in with its
// own account, sends a proof; the customer approves it; the production member moves the job
// through the board to ready (a refused move shows its reason; one move is a mouse drag); the
// dispatcher hands the parcel to the courier; the order's history names who did each step; the
// owner's dashboard counts the sale. Kurdish on a 360 px phone, Arabic at 1280 px.
//
// The demo's Baghdad print house sells the flyers and is connected to the look-alike Al-Waseet.
const OWNER = 'baghdad@chapkhana.example';
const DESIGNER = 'designer.baghdad@chapkhana.example';
const PRODUCTION = 'production.baghdad@chapkhana.example';
const DISPATCHER = 'dispatcher.baghdad@chapkhana.example';
const PASSWORD = 'chapkhana-demo';
const FLYERS = 'custom-flyers-a5-a4';
/** A5 (148 × 210 mm), the default size, with 3 mm bleed on every side. */
const A5_WITH_BLEED = { widthMm: 154, heightMm: 216 };
const STANDARD = {
  kr: 'ئاسایی (٣–٤ ڕۆژی کار)',
  ar: 'عادي (٣–٤ أيام عمل)',
  en: 'Standard (3–4 working days)',
};
const BAGHDAD_ADDRESS: TypedAddress = {
  place: 'البيت',
  governorate: 'BGD',
  district: 'بغداد',
  area: 'الكرادة',
  address: 'محلة 901، زقاق 12، دار 7',
  landmark: 'قرب جامع الرحمن',
};
/** Moves, uploads and a courier on a busy two-core machine: waits, never a measure. */
const STEP = { timeout: PAGE_WAIT_MS };

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

interface Member {
  token: string;
  name: string;
}

/**
 * A print house member signed in through the API from a network of its own (the console's
 * sign-in form is the designer's, below), with its name as the history shows it.
 */
/** The dashboard's money, which the owner sees (the other roles get null: decisions.md). */
function ownersFigures(answer: DashboardResponse) {
  const { totals, cash } = answer;
  if (!totals || !cash) throw new Error('the owner’s dashboard has no sales or cash figures');
  return { totals, cash };
}

async function signInMember(login: string): Promise<Member> {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ownNetwork() },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  expect(response.status, `${login} signs in`).toBe(200);
  const body = (await response.json()) as { token: string; staff: { name: string } };
  return { token: body.token, name: body.staff.name };
}

/** A console context signed in with `token`, as after a sign-in. */
async function consoleWith(
  token: string,
  language: Language,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await openContext(browser, { language, viewport });
  await context.addInitScript((value) => localStorage.setItem('staffToken', value), token);
  return context;
}

async function memberCall<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const readyDay = (page: Page) => page.getByTestId('promise-ready').first().getAttribute('data-day');
const jobState = (page: Page) =>
  page.getByTestId('print-job-state').first().getAttribute('data-state');

/** Step 1: the product page promises a day; the order is placed (cash on delivery). */
async function orderFlyers(page: Page, language: Language, size: string) {
  await page.goto(`/product/details/${FLYERS}`);
  await page.getByTestId('print-configurator').waitFor();
  await page.waitForLoadState('networkidle');
  const standard = page.getByRole('radio', { name: STANDARD[language] });
  await standard.check({ force: true });
  await expect.poll(() => standard.isChecked()).toBe(true);
  await page.getByTestId('print-promise').waitFor();
  const promised = (await readyDay(page)) ?? '';
  expect(promised).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByTestId('print-promise').scrollIntoViewIfNeeded();
  await capture(page, 'print-house-day', '1-product-ready-by', language, size);

  await page
    .getByTestId('artwork-input')
    .first()
    .setInputFiles({
      name: 'flyer.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfOfSize(A5_WITH_BLEED),
    });
  await page.getByTestId('accepted-artwork-file').first().waitFor(STEP);
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/home/print/cart') && r.request().method() === 'POST',
  );
  await page.getByTestId('add-to-cart').click();
  expect((await added).status()).toBe(201);

  await page.goto('/card');
  await page.getByTestId('print-promise').first().waitFor();
  expect(await readyDay(page)).toBe(promised);
  await page.getByTestId('checkout-button').click();
  await page.waitForURL('**/shipping');
  await page.getByTestId('shipping-form').waitFor();
  await fillShippingForm(page, BAGHDAD_ADDRESS);
  await page.getByTestId('shipping-submit').click();
  await page.getByTestId('address-confirmed').waitFor(STEP);
  await page.getByTestId('place-order').click();
  await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await page.getByTestId('payment-submit').click();
  await page.waitForURL((url) => url.pathname === '/order/confirm', STEP);

  // The order page keeps the day the product page promised.
  await page.goto(`/dashboard/order/details/${orderId}`);
  const promise = page.getByTestId('job-promise').first();
  await promise.waitFor();
  expect(await page.getByTestId('job-promise-ready').first().getAttribute('data-day')).toBe(
    promised,
  );
  await promise.scrollIntoViewIfNeeded();
  await capture(page, 'print-house-day', '1-order-ready-by', language, size);
  return orderId;
}

/** Step 2: the designer signs in on the console's form with its own account and sends a proof. */
async function designerSendsProof(
  language: Language,
  viewport: { width: number; height: number },
  size: string,
  partId: string,
) {
  const context = await openContext(browser, { language, viewport });
  const desk = await context.newPage();
  await desk.goto('/console/');
  await desk.getByTestId('sign-in-form').waitFor();
  await desk.locator('#login').fill(DESIGNER);
  await desk.locator('#password').fill(PASSWORD);
  await desk.locator('[data-testid="sign-in-form"] button[type="submit"]').click();
  await desk.waitForURL((url) => url.pathname === '/console/seller/dashboard', STEP);
  await desk.goto(`/console/seller/orders/${partId}`);
  const form = desk.getByTestId('proof-upload');
  await form.waitFor(STEP);
  await desk.waitForLoadState('networkidle');
  await form.locator('input[type=file]').setInputFiles({
    name: 'proof-1.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOfSize(A5_WITH_BLEED),
  });
  await form.locator('textarea').fill(language === 'kr' ? 'نموونەی یەکەم' : 'البروفة الأولى');
  await desk.getByTestId('proof-upload-submit').click();
  await expect.poll(() => desk.getByTestId('print-proof').count(), STEP).toBe(1);
  await desk.getByTestId('print-proof').first().scrollIntoViewIfNeeded();
  await capture(desk, 'print-house-day', '2-designer-proof', language, size);
  const token = (await desk.evaluate(() => localStorage.getItem('staffToken'))) ?? '';
  await context.close();
  return token;
}

/** Step 3: the customer approves the proof on the order page. */
async function customerApproves(page: Page, orderId: string, language: Language, size: string) {
  await page.goto(`/dashboard/order/details/${orderId}`);
  await page.getByTestId('order-print-jobs').waitFor();
  await expect.poll(() => jobState(page), STEP).toBe('awaiting_approval');
  await page.getByTestId('proof-checked').check();
  await page.getByTestId('proof-approve').click();
  await expect.poll(() => jobState(page), STEP).toBe('approved');
  await page.getByTestId('order-print-jobs').scrollIntoViewIfNeeded();
  await capture(page, 'print-house-day', '3-customer-approved', language, size);
}

/** The card of `lineId` on the board (on a phone, in the stage the picker shows). */
const cardOf = (board: Page, lineId: string) =>
  board.locator(`[data-testid="job-card"][data-line="${lineId}"]`);

/** The card's stage as the server last answered it (the card is drawn again after a move). */
async function stageOn(board: Page, lineId: string, phone: boolean, stage: JobStage) {
  if (phone) await board.getByTestId('stage-picker').selectOption(stage);
  const card = cardOf(board, lineId);
  await expect.poll(() => card.getAttribute('data-stage'), STEP).toBe(stage);
  return card;
}

/** A move by the card's "Move to…" button; the board answers with the card in its new stage. */
async function tapMove(board: Page, lineId: string, phone: boolean, from: JobStage, to: JobStage) {
  const card = await stageOn(board, lineId, phone, from);
  await card.getByTestId('move-to').click();
  const moved = board.waitForResponse(
    (r) => r.url().endsWith(`/production/lines/${lineId}/move`) && r.request().method() === 'POST',
  );
  await card.getByTestId(`move-to-${to}`).click();
  return moved;
}

/** A move with the mouse: the card picked up, carried over the column of `to` and let go. */
async function dragMove(board: Page, lineId: string, to: JobStage) {
  const card = cardOf(board, lineId);
  const column = board.getByTestId(`column-${to}`);
  // The columns scroll sideways: the target in the middle, the card's column beside it, both
  // away from the edges where a carried card scrolls the row.
  await column.evaluate((element) =>
    element.scrollIntoView({ block: 'nearest', inline: 'center' }),
  );
  // The card's heading, not its "Move to…" button (a press there is a tap, never a drag).
  const from = await card.locator('p').first().boundingBox();
  const target = await column.locator('h2').boundingBox();
  const width = board.viewportSize()?.width ?? 0;
  for (const box of [from, target]) {
    expect(box, 'the card and its target column are on the screen').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  if (!from || !target) return Promise.reject(new Error('not on the screen'));
  const moved = board.waitForResponse(
    (r) => r.url().endsWith(`/production/lines/${lineId}/move`) && r.request().method() === 'POST',
  );
  await board.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await board.mouse.down();
  // Past the sensor's 6 px before the drag starts, then across to the column.
  await board.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await board.mouse.move(target.x + target.width / 2, target.y + target.height + 40, {
    steps: 12,
  });
  // Let go once the column shows the card is over it.
  await expect.poll(() => column.getAttribute('class'), STEP).toContain('ring-2');
  await board.mouse.up();
  return moved;
}

/** Step 4: production moves the job to ready: a refused move with its reason, taps and a drag. */
async function productionMoves(
  production: Member,
  language: Language,
  viewport: { width: number; height: number },
  size: string,
  lineId: string,
) {
  const phone = viewport === PHONE;
  const context = await consoleWith(production.token, language, viewport);
  const board = await context.newPage();
  await board.goto('/console/seller/production');
  await board.getByTestId('production-board').waitFor(STEP);
  await stageOn(board, lineId, phone, 'approved');
  await cardOf(board, lineId).scrollIntoViewIfNeeded();
  await capture(board, 'print-house-day', '4-board-approved', language, size);

  // Straight to ready is refused by the lifecycle table, and the board says why.
  const refused = await tapMove(board, lineId, phone, 'approved', 'ready');
  expect(refused.status()).toBe(409);
  const refusal = board.getByTestId('move-refusal');
  await refusal.waitFor(STEP);
  expect(await refusal.innerText()).toContain(
    consoleText(language, 'apiErrors.job_printing_first'),
  );
  await capture(board, 'print-house-day', '4-board-refused', language, size);
  await stageOn(board, lineId, phone, 'approved');

  // Into printing: a real mouse drag on the wide board, a tap on the phone's one column.
  const printing = phone
    ? await tapMove(board, lineId, phone, 'approved', 'printing')
    : await dragMove(board, lineId, 'printing');
  expect(printing.status(), await printing.text()).toBe(200);
  await stageOn(board, lineId, phone, 'printing');
  expect(await refusal.count()).toBe(0);
  expect((await tapMove(board, lineId, phone, 'printing', 'finishing')).status()).toBe(200);
  expect((await tapMove(board, lineId, phone, 'finishing', 'ready')).status()).toBe(200);
  const ready = await stageOn(board, lineId, phone, 'ready');
  await ready.scrollIntoViewIfNeeded();
  await capture(board, 'print-house-day', '4-board-ready', language, size);
  await context.close();
}

/** Step 5: the dispatcher hands the part to the courier from its order page. */
async function dispatcherHandsOver(
  dispatcher: Member,
  language: Language,
  viewport: { width: number; height: number },
  size: string,
  partId: string,
) {
  const context = await consoleWith(dispatcher.token, language, viewport);
  const desk = await context.newPage();
  await desk.goto(`/console/seller/orders/${partId}`);
  const panel = desk.getByTestId('parcel-panel');
  const handOver = panel.getByTestId('hand-to-courier');
  await handOver.waitFor(STEP);
  await expect.poll(() => handOver.isEnabled(), STEP).toBe(true);
  await handOver.click();
  const dialog = desk.getByTestId('handover-dialog');
  await dialog.waitFor();
  const region = dialog.getByTestId('handover-region');
  if ((await region.inputValue()) === '') {
    const first = await region.locator('option:not([value=""])').first().getAttribute('value');
    await region.selectOption(first ?? '');
  }
  await dialog.getByTestId('handover-confirm').click();
  await dialog.getByTestId('handover-done').waitFor(STEP);
  expect((await dialog.getByTestId('handover-waybill').innerText()).trim()).not.toBe('');
  await capture(desk, 'print-house-day', '5-dispatcher-handed-over', language, size);
  await dialog
    .getByRole('button', { name: consoleText(language, 'couriers.done'), exact: true })
    .click();
  await panel.getByTestId('sheet-waybill').waitFor(STEP);
  await context.close();
}

/** A history line's action as the console says it (its codes have dots: `proof.upload`). */
function historyAction(language: Language, action: string, to = ''): string {
  const actions = (consoleTranslations(language).history as Tree).actions as Tree;
  const sentence = actions[action];
  if (typeof sentence !== 'string') throw new Error(`No ${language} words for ${action}`);
  return sentence.replace(/{{\s*to\s*}}/, to);
}

/** Step 6: the order's history on the owner's console page names who did each step. */
async function historyShowsWho(
  language: Language,
  viewport: { width: number; height: number },
  size: string,
  partId: string,
  people: { designer: string; customer: Customer; production: string; dispatcher: string },
) {
  const { history } = await staffCall<{ history: AuditEntry[] }>(
    OWNER,
    'GET',
    `/seller/orders/${partId}/history`,
  );
  const by = (action: string) =>
    history.filter((e) => e.action === action).map((e) => [e.actor.role ?? e.actor.kind]);
  expect(by('proof.upload')).toEqual([['designer']]);
  expect(by('proof.approved')).toEqual([['customer']]);
  // Printing, finishing, ready; the refused move left nothing.
  expect(by('order.move-job')).toEqual([['production'], ['production'], ['production']]);
  expect(
    history
      .filter((e) => e.action === 'order.advance-part' && e.details.to === 'on way')
      .map((e) => e.actor.role),
  ).toEqual(['dispatcher']);

  const page = await openConsoleAs(browser, OWNER, language, viewport);
  await page.goto(`/console/seller/orders/${partId}`);
  const panel = page.getByTestId('order-history');
  await panel.waitFor(STEP);
  const staff = (name: string, role: string) =>
    consoleText(language, 'history.actors.staff', {
      name,
      role: consoleText(language, `staff.roles.${role}`),
    });
  const expected = [
    [historyAction(language, 'proof.upload'), staff(people.designer, 'designer')],
    [
      historyAction(language, 'proof.approved'),
      consoleText(language, 'history.actors.customer', { name: people.customer.name }),
    ],
    [
      historyAction(language, 'order.move-job', consoleText(language, 'production.stage.ready')),
      staff(people.production, 'production'),
    ],
    [
      historyAction(
        language,
        'order.advance-part',
        consoleText(language, 'status.delivery.on way'),
      ),
      staff(people.dispatcher, 'dispatcher'),
    ],
  ] as const;
  for (const [action, who] of expected) {
    await expect
      .poll(
        () =>
          panel
            .getByTestId('history-entry')
            .filter({ hasText: new RegExp(escapeRegExp(action)) })
            .filter({ hasText: who })
            .count(),
        STEP,
      )
      .toBeGreaterThan(0);
  }
  await panel.scrollIntoViewIfNeeded();
  await capture(page, 'print-house-day', '6-history', language, size);
  return page;
}

describe("a print house's day, end to end", () => {
  it.each([
    ['kr', PHONE, 'phone'],
    ['ar', DESKTOP, 'desktop'],
  ] as const)(
    'promise, proof, approval, board, hand-over, history and dashboard (%s, %s)',
    async (language, viewport, size) => {
      const before = ownersFigures(
        await staffCall<DashboardResponse>(OWNER, 'GET', '/seller/dashboard'),
      );
      const customer = await registerCustomer(
        { baseUrl, dataDir: inject('dataDir') },
        { name: `Flyers ${language}`, phone: newPhone(), password: 'print-house-day-2026' },
      );
      const shopper = await openContext(browser, { language, viewport });
      await shopper.addInitScript((token) => {
        if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', token);
      }, customer.token);
      const page = await shopper.newPage();

      // 1. "Ready by" on the product page and the same day on the order.
      const orderId = await orderFlyers(page, language, size);
      const { orderNumber } = await shopApi(baseUrl, customer.token).order(orderId);
      const { items } = await staffCall<{ items: SellerOrder[] }>(
        OWNER,
        'GET',
        `/seller/orders?search=%23${orderNumber}`,
      );
      const part = items.find((item) => item.orderNumber === orderNumber);
      if (!part) throw new Error(`order #${orderNumber} has no part of ${OWNER}`);

      // 2. The designer's proof, 3. the customer's approval.
      const designerToken = await designerSendsProof(language, viewport, size, part._id);
      const designer = await memberCall<{ staff: { name: string; sellerRole: string } }>(
        designerToken,
        '/staff/me',
      );
      expect(designer.staff.sellerRole).toBe('designer');
      await customerApproves(page, orderId, language, size);

      // 4. The production member's board, 5. the dispatcher's hand-over.
      const production = await signInMember(PRODUCTION);
      const board = await memberCall<BoardResponse>(production.token, '/seller/production/board');
      const job = board.jobs.find((j: BoardJob) => j.orderId === orderId);
      if (!job) throw new Error(`order #${orderNumber} is not on the board`);
      expect(job.stage).toBe('approved');
      await productionMoves(production, language, viewport, size, job.orderLineId);
      const dispatcher = await signInMember(DISPATCHER);
      await dispatcherHandsOver(dispatcher, language, viewport, size, part._id);

      // 6. The history names each of them.
      const desk = await historyShowsWho(language, viewport, size, part._id, {
        designer: designer.staff.name,
        customer,
        production: production.name,
        dispatcher: dispatcher.name,
      });

      // 7. The owner's dashboard counts the sale, and the courier carries its cash.
      const after = ownersFigures(
        await staffCall<DashboardResponse>(OWNER, 'GET', '/seller/dashboard'),
      );
      expect(after.totals.orders).toBe(before.totals.orders + 1);
      expect(Number(after.totals.sales)).toBeGreaterThan(Number(before.totals.sales));
      expect(Number(after.cash.total)).toBeGreaterThan(Number(before.cash.total));
      await desk.goto('/console/seller/dashboard');
      const orders = desk.getByTestId('total-orders').locator('dd');
      await orders.waitFor(STEP);
      await expect
        .poll(async () => Number((await orders.innerText()).trim()), STEP)
        .toBe(after.totals.orders);
      await desk.getByTestId('dashboard-cash').scrollIntoViewIfNeeded();
      await capture(desk, 'print-house-day', '7-dashboard', language, size);
      await desk.context().close();
      await shopper.close();
    },
    // Four people, an upload, a courier and eight screens on a loaded two-core machine.
    360_000,
  );
});
