/**
 * Page thumbnails of artwork and proofs (issue 35): drawn from real files with the trim and
 * the bleed over them, only for those who may fetch the file, and a hostile file costs the
 * preview child its time limit, never the server's event loop.
 */
import type { LightMyRequestResponse } from 'fastify';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilePreview, PrintJob } from '@chapkhana/shared/print';
import { PRINT_ROUTES, PREVIEW_MAX_PAGES } from '@chapkhana/shared/print-rules';
import { upload } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory } from './helpers/fixtures';
import { pdfOfEndlessStrokes } from './helpers/hostile-pdfs';
import { insertPrintOrder, insertPrintProduct, pdfOf } from './helpers/print-orders';
import { HELD_LOOP_MS, healthWhile } from './helpers/responsiveness';
import { listeningTestApp } from './helpers/sockets';
import { createSignedInAdmin } from './helpers/console';
import { createSignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { proofs } from '../src/db/schema/index';

let shop: TestApp;
let url: string;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let otherSeller: Awaited<ReturnType<typeof createSignedInSeller>>;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let customer: TestCustomer;
let stranger: TestCustomer;
let productId: string;

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp());
  seller = await createSignedInSeller(shop, 'Hawler Print');
  otherSeller = await createSignedInSeller(shop, 'Baghdad Print');
  admin = await createSignedInAdmin(shop);
  const category = await insertCategory(shop.database.db);
  productId = (
    await insertPrintProduct(shop.database.db, {
      sellerId: seller.sellerId,
      categoryId: category.id,
    })
  ).id;
  customer = await createCustomer(shop);
  stranger = await createCustomer(shop);
});
afterAll(() => shop.close());

const get = (path: string, token?: string) =>
  shop.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });

const fileOf = (content: Buffer, filename: string, type = 'application/pdf') => ({
  name: 'file',
  filename,
  content,
  type,
});

/** An order line of the customer's with `content` as its artwork. */
async function lineWithArtwork(content: Buffer, filename = 'card.pdf', type?: string) {
  const order = await insertPrintOrder(shop.database.db, {
    customerId: customer.id,
    sellerId: seller.sellerId,
    productId,
  });
  const added = await upload(shop, 'POST', PRINT_ROUTES.lineArtwork(order.lineId), customer.token, [
    fileOf(content, filename, type),
  ]);
  expect(added.statusCode, added.body).toBe(200);
  const job = added.json().job as PrintJob;
  return { ...order, artworkId: job.artwork[0]!._id };
}

/** A proof of `content` on a new line of the customer's (proofs are not preflighted). */
async function proofOf(content: Buffer) {
  const { lineId } = await lineWithArtwork(await pdfOf());
  const sent = await upload(shop, 'POST', PRINT_ROUTES.sellerProof(lineId), seller.token, [
    fileOf(content, 'proof.pdf'),
  ]);
  expect(sent.statusCode, sent.body).toBe(200);
  return (sent.json().job as PrintJob).proofs[0]!._id;
}

function previewOf(response: LightMyRequestResponse): FilePreview {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FilePreview;
}

async function pixels(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const { data, info } = await sharp(response.rawPayload)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  return { width: info.width, height: info.height, at };
}

const isWhite = (p: { r: number; g: number; b: number }) => p.r > 240 && p.g > 240 && p.b > 240;
/** The bleed's shade: red over white, lighter than the trim line. */
const isShaded = (p: { r: number; g: number; b: number }) =>
  p.r > 200 && p.g < 225 && p.g > 120 && p.b < 225;
const isTrimLine = (p: { r: number; g: number; b: number }) => p.r > 120 && p.g < 80 && p.b < 80;

/** The card's page white inside, its 3 mm of bleed shaded and the trim a dashed line. */
function expectCardDrawn(image: Awaited<ReturnType<typeof pixels>>, perMm: number) {
  const { width, height } = image;
  expect(isWhite(image.at(width / 2, height / 2))).toBe(true);
  expect(isShaded(image.at(perMm * 1, height / 2))).toBe(true);
  expect(isShaded(image.at(width / 2, perMm * 1))).toBe(true);
  // The trim line at 3 mm from the left edge: dashed, so most of its rows are the line's red.
  const trimX = perMm * 3;
  let onLine = 0;
  for (let y = perMm * 4; y < height - perMm * 4; y++) {
    if ([-1, 0, 1].some((dx) => isTrimLine(image.at(trimX + dx, y)))) onLine++;
  }
  expect(onLine / (height - perMm * 8)).toBeGreaterThan(0.4);
  // Well inside the trim there is no line.
  expect(isTrimLine(image.at(perMm * 10, height / 2))).toBe(false);
}

/**
 * How long a test here may wait: a preview is drawn within its child's limits (10 s of a core,
 * a minute on the clock), and on a machine busy with other suites the clock's minute is near.
 */
const DRAWING_MS = 120_000;

describe('page thumbnails of artwork', { timeout: DRAWING_MS }, () => {
  it('draws a card of 96 × 56 mm with its 3 mm bleed shaded and the trim dashed', async () => {
    const { artworkId } = await lineWithArtwork(await pdfOf());
    const preview = previewOf(
      await get(PRINT_ROUTES.preview('artwork', artworkId), customer.token),
    );
    expect(preview.pages).toBe(1);
    expect(preview.thumbnails).toHaveLength(1);
    const { width, height } = preview.thumbnails[0]!;
    expect(Math.max(width, height)).toBe(480);
    expect(width / height).toBeCloseTo(96 / 56, 1);

    const image = await pixels(
      await get(PRINT_ROUTES.previewPage('artwork', artworkId, 1), customer.token),
    );
    expect([image.width, image.height]).toEqual([width, height]);
    expectCardDrawn(image, width / 96);
  });

  it('draws the first pages of a long file and counts the rest', async () => {
    const document = await PDFDocument.create();
    for (let i = 0; i < 9; i++) document.addPage([96 * (72 / 25.4), 56 * (72 / 25.4)]);
    const proofId = await proofOf(Buffer.from(await document.save()));
    const preview = previewOf(await get(PRINT_ROUTES.preview('proofs', proofId), customer.token));
    expect(preview.pages).toBe(9);
    expect(preview.thumbnails.map((t) => t.page)).toEqual([1, 2, 3, 4].slice(0, PREVIEW_MAX_PAGES));
    const page5 = await get(`/api/print/proofs/${proofId}/preview/5`, customer.token);
    expect(page5.statusCode).toBe(400);
  });

  it('draws a picture as the page of the expected width, bleed included', async () => {
    const white = await sharp({
      create: { width: 960, height: 560, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const { artworkId } = await lineWithArtwork(white, 'card.png', 'image/png');
    const preview = previewOf(
      await get(PRINT_ROUTES.preview('artwork', artworkId), customer.token),
    );
    expect(preview).toEqual({ pages: 1, thumbnails: [{ page: 1, width: 480, height: 280 }] });
    const image = await pixels(
      await get(PRINT_ROUTES.previewPage('artwork', artworkId, 1), customer.token),
    );
    expectCardDrawn(image, 480 / 96);
  });

  it('draws an enormous page within the pixel cap', async () => {
    const document = await PDFDocument.create();
    document.addPage([14_400, 14_400]); // 5 m a side, the most a PDF page may be.
    const proofId = await proofOf(Buffer.from(await document.save()));
    const preview = previewOf(await get(PRINT_ROUTES.preview('proofs', proofId), seller.token));
    expect(preview.thumbnails[0]).toMatchObject({ width: 480, height: 480 });
  });

  it('answers only those who may fetch the file: others get the same 404', async () => {
    const { artworkId } = await lineWithArtwork(await pdfOf());
    const proofId = await proofOf(await pdfOf());
    for (const [kind, id, code] of [
      ['artwork', artworkId, 'artwork_not_found'],
      ['proofs', proofId, 'proof_not_found'],
    ] as const) {
      for (const path of [PRINT_ROUTES.preview(kind, id), PRINT_ROUTES.previewPage(kind, id, 1)]) {
        for (const token of [stranger.token, otherSeller.token, undefined]) {
          const answer = await get(path, token);
          expect(answer.statusCode, `${path} ${token}`).toBe(404);
          expect(answer.json().code).toBe(code);
        }
        expect((await get(path, seller.token)).statusCode).toBe(200);
        expect((await get(path, admin.token)).statusCode).toBe(200);
        expect((await get(path, customer.token)).statusCode).toBe(200);
      }
    }
    expect(
      (await get(PRINT_ROUTES.previewPage('artwork', artworkId, 1), customer.token)).headers[
        'cache-control'
      ],
    ).toBe('private, max-age=86400');
  });
});

describe('page thumbnails of hostile files', { timeout: DRAWING_MS }, () => {
  it('draws the first pages of a file of 5,000 pages', async () => {
    const document = await PDFDocument.create();
    for (let i = 0; i < 5_000; i++) document.addPage([200, 100]);
    const proofId = await proofOf(Buffer.from(await document.save()));
    const preview = previewOf(await get(PRINT_ROUTES.preview('proofs', proofId), customer.token));
    expect(preview.pages).toBe(5_000);
    expect(preview.thumbnails).toHaveLength(PREVIEW_MAX_PAGES);
  });

  it(
    'gives up on 160 KB that inflate to millions of strokes, and the server answers meanwhile',
    { timeout: 120_000 },
    async () => {
      const proofId = await proofOf(await pdfOfEndlessStrokes(64));
      const asked = fetch(`${url}${PRINT_ROUTES.preview('proofs', proofId)}`, {
        headers: bearer(customer.token),
      });
      const slowest = await healthWhile(url, asked);
      expect(slowest.statuses).toEqual(new Set([200]));
      // Asked many times over the drawing's seconds, none waiting on it.
      expect(slowest.checks).toBeGreaterThan(1);
      expect(slowest.slowestMs).toBeLessThan(HELD_LOOP_MS);
      const answer = await asked;
      expect(answer.status).toBe(422);
      expect(await answer.json()).toMatchObject({ code: 'preview_unavailable' });
      // Remembered: a thumbnail of it is the same answer.
      const again = await get(PRINT_ROUTES.previewPage('proofs', proofId, 1), customer.token);
      expect(again.statusCode).toBe(422);
    },
  );

  it('says a file that is not a PDF at all cannot be previewed', async () => {
    const proofId = await proofOf(Buffer.from('%PDF-1.7\nnot really\n'));
    const answer = await get(PRINT_ROUTES.preview('proofs', proofId), customer.token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('preview_unavailable');
  });
});

describe('a file gone from the disk', { timeout: DRAWING_MS }, () => {
  it('is said to be gone (410 file_gone) to its download and its preview, not a 500', async () => {
    const proofId = await proofOf(await pdfOf());
    const [proof] = await shop.database.db.select().from(proofs).where(eq(proofs.id, proofId));
    await rm(path.join(shop.dataDir, 'private', proof!.storageKey));
    for (const route of [
      PRINT_ROUTES.proofFile(proofId),
      PRINT_ROUTES.preview('proofs', proofId),
      PRINT_ROUTES.previewPage('proofs', proofId, 1),
    ]) {
      const answer = await get(route, customer.token);
      expect(answer.statusCode, route).toBe(410);
      expect(answer.json().code, route).toBe('file_gone');
    }
  });
});
