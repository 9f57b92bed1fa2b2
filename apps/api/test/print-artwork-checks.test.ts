import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintChoice, ProductPrint } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import {
  artworkFiles,
  cartLines,
  currencyRates,
  printLineArtwork,
  products,
} from '../src/db/schema/index';
import { call, shippingInfo, upload } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProduct } from './helpers/fixtures';
import { CARD_CHOICE, CARD_PRINT, insertPrintOrder, pdfOf } from './helpers/print-orders';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A preflight verdict is for the artwork it was checked against (issue 33, finding 5): a file
 * checked for business cards ("page size ok") is not taken by a roll-up banner's line, nor by the
 * cards' line once its size changes, and a line whose product changed its size since cannot be
 * ordered with it. Files are uploaded for real, so their verdicts are the preflight's.
 */

let shop: TestApp;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let categoryId: string;
let pdf: Buffer;

const [sizeGroup, paperGroup] = CARD_PRINT.options as [
  ProductPrint['options'][number],
  ProductPrint['options'][number],
];
const standard = sizeGroup.values[0]!;

/** Business cards in two sizes: standard 90 × 50 mm and square 55 × 55 mm, both 3 mm bleed. */
const SIZED_PRINT: ProductPrint = {
  ...CARD_PRINT,
  options: [
    {
      ...sizeGroup,
      values: [
        standard,
        {
          ...standard,
          id: 'square',
          enName: 'Square',
          kuName: 'چوارگۆشە',
          arName: 'مربع',
          trim: { widthMm: 55, heightMm: 55 },
        },
      ],
    },
    paperGroup,
  ],
};

/** A roll-up banner: 850 × 2000 mm, 5 mm bleed, one side. */
const BANNER_PRINT: ProductPrint = {
  options: [
    {
      ...sizeGroup,
      values: [
        {
          ...standard,
          id: 'roll-up',
          enName: 'Roll-up',
          trim: { widthMm: 850, heightMm: 2000 },
        },
      ],
    },
  ],
  tiers: [{ minQuantity: 1, unitPrice: '40' }],
  artwork: { required: true, trim: { widthMm: 850, heightMm: 2000 }, bleedMm: 5, sides: 1 },
};

const STANDARD = { size: 'standard', paper: 'matte' };
const SQUARE = { size: 'square', paper: 'matte' };

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  seller = await createSignedInSeller(shop);
  categoryId = (await insertCategory(db)).id;
  await db
    .insert(currencyRates)
    .values({ iqdPerUnit: '1310', createdAt: new Date(Date.now() - 86_400_000) });
  pdf = await pdfOf();
});
afterAll(() => shop.close());

const newProduct = async (print: ProductPrint) =>
  (await insertProduct(shop.database.db, { sellerId: seller.sellerId, categoryId }, { print })).id;

async function uploadFor(
  customer: TestCustomer,
  productId: string,
  choice: PrintChoice,
  content: Buffer = pdf,
) {
  const response = await upload(shop, 'POST', PRINT_ROUTES.artwork, customer.token, [
    { name: 'productId', value: productId },
    { name: 'options', value: JSON.stringify(choice) },
    { name: 'file', filename: 'card.pdf', content, type: 'application/pdf' },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().artwork as { _id: string; findings: { code: string }[] };
}

const addLine = (
  customer: TestCustomer,
  productId: string,
  options: PrintChoice,
  artworkIds: string[],
  quantity = 100,
) =>
  call(shop, 'POST', PRINT_ROUTES.addToCart, customer.token, {
    productId,
    options,
    quantity,
    artworkIds,
  });

const cartOf = async (customer: TestCustomer) =>
  (
    await call(shop, 'GET', `/api/home/product/get-card-product/${customer.id}`, customer.token)
  ).json();

const storedLines = (customer: TestCustomer) =>
  shop.database.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id));

function expectCheckedForOther(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().code).toBe('artwork_checked_for_other');
}

/** The seller gives the standard size another trim (85 × 55 mm). */
const changeStandardTrim = (productId: string) =>
  shop.database.db
    .update(products)
    .set({
      print: {
        ...SIZED_PRINT,
        options: SIZED_PRINT.options.map((group) =>
          group.id === 'size'
            ? {
                ...group,
                values: group.values.map((value) =>
                  value.id === 'standard'
                    ? { ...value, trim: { widthMm: 85, heightMm: 55 } }
                    : value,
                ),
              }
            : group,
        ),
      },
    })
    .where(eq(products.id, productId));

describe('a file checked for one artwork, attached to a line expecting another', () => {
  it('refuses the business card’s file on the roll-up banner’s line, and keeps it for cards', async () => {
    const cardsId = await newProduct(CARD_PRINT);
    const bannerId = await newProduct(BANNER_PRINT);
    const customer = await createCustomer(shop);
    const file = await uploadFor(customer, cardsId, CARD_CHOICE);
    expect(file.findings.map((f) => f.code)).toContain('page_size_ok');

    expectCheckedForOther(await addLine(customer, bannerId, { size: 'roll-up' }, [file._id], 1));
    expect(await storedLines(customer)).toEqual([]);

    // Another paper is the same check (same trim, bleed and sides): the file is taken.
    const gloss = await addLine(customer, cardsId, { size: 'standard', paper: 'gloss' }, [
      file._id,
    ]);
    expect(gloss.statusCode, gloss.body).toBe(201);
    expect(gloss.json().card_products[0].products[0].print.artwork).toEqual([
      expect.objectContaining({ _id: file._id }),
    ]);
  });

  it('refuses the file when the line’s size changes, keeping the line as it was', async () => {
    const cardsId = await newProduct(SIZED_PRINT);
    const customer = await createCustomer(shop);
    const file = await uploadFor(customer, cardsId, STANDARD);
    expect((await addLine(customer, cardsId, STANDARD, [file._id])).statusCode).toBe(201);

    expectCheckedForOther(await addLine(customer, cardsId, SQUARE, [file._id]));
    const [line] = await storedLines(customer);
    expect(line!.print).toEqual({ options: STANDARD, artworkIds: [file._id] });

    // A file checked for the square size is taken for it.
    const square = await uploadFor(customer, cardsId, SQUARE, await pdfOf(61, 61));
    expect((await addLine(customer, cardsId, SQUARE, [square._id])).statusCode).toBe(201);
  });

  it('refuses a file uploaded before the check was kept (no record of what it was for)', async () => {
    const cardsId = await newProduct(CARD_PRINT);
    const customer = await createCustomer(shop);
    const file = await uploadFor(customer, cardsId, CARD_CHOICE);
    await shop.database.db
      .update(artworkFiles)
      .set({ checkedFor: null })
      .where(eq(artworkFiles.id, file._id));
    expectCheckedForOther(await addLine(customer, cardsId, CARD_CHOICE, [file._id]));
  });
});

describe('what an upload keeps of its check', () => {
  it('keeps the choice and the artwork it expected, before and after ordering', async () => {
    const cardsId = await newProduct(CARD_PRINT);
    const customer = await createCustomer(shop);
    const file = await uploadFor(customer, cardsId, CARD_CHOICE);
    const spec = { trim: { widthMm: 90, heightMm: 50 }, bleedMm: 3, sides: 1 };
    const [row] = await shop.database.db
      .select()
      .from(artworkFiles)
      .where(eq(artworkFiles.id, file._id));
    expect(row!.checkedFor).toEqual({ choice: CARD_CHOICE, spec });

    const { lineId } = await insertPrintOrder(shop.database.db, {
      customerId: customer.id,
      sellerId: seller.sellerId,
      productId: cardsId,
    });
    const added = await upload(shop, 'POST', PRINT_ROUTES.lineArtwork(lineId), customer.token, [
      { name: 'file', filename: 'card.pdf', content: pdf, type: 'application/pdf' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const [linked] = await shop.database.db
      .select({ checkedFor: artworkFiles.checkedFor })
      .from(printLineArtwork)
      .innerJoin(artworkFiles, eq(artworkFiles.id, printLineArtwork.artworkId))
      .where(eq(printLineArtwork.orderLineId, lineId));
    expect(linked!.checkedFor).toEqual({ choice: CARD_CHOICE, spec });
  });
});

describe('a line whose expected artwork changed after its file was attached', () => {
  it('shows the line with the problem and does not order it with the file', async () => {
    const cardsId = await newProduct(SIZED_PRINT);
    const customer = await createCustomer(shop);
    const file = await uploadFor(customer, cardsId, STANDARD);
    expect((await addLine(customer, cardsId, STANDARD, [file._id])).statusCode).toBe(201);
    await changeStandardTrim(cardsId);

    const cart = await cartOf(customer);
    expect(cart.card_products).toEqual([]);
    expect(cart.outOfStockProduct).toHaveLength(1);
    expect(cart.outOfStockProduct[0].problem).toMatchObject({
      code: 'artwork_checked_for_other',
    });

    const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
      userId: customer.id,
      shippingInfo,
    });
    expect(placed.statusCode, placed.body).toBe(409);
    expect(placed.json().code).toBe('nothing_in_stock');
    expect(
      await shop.database.db
        .select()
        .from(printLineArtwork)
        .where(eq(printLineArtwork.artworkId, file._id)),
    ).toEqual([]);

    // Edited without the file, the line can be ordered again (its artwork comes after ordering).
    const edited = await call(shop, 'POST', PRINT_ROUTES.addToCart, customer.token, {
      productId: cardsId,
      options: STANDARD,
      quantity: 100,
      artworkIds: [],
      lineId: cart.outOfStockProduct[0]._id,
    });
    expect(edited.statusCode, edited.body).toBe(201);
    expect((await cartOf(customer)).outOfStockProduct).toEqual([]);
    expect((await cartOf(customer)).card_product_count).toBe(1);
  });

  it('refuses to reorder a line whose file was checked for a size the product no longer has', async () => {
    const cardsId = await newProduct(SIZED_PRINT);
    const customer = await createCustomer(shop);
    const file = await uploadFor(customer, cardsId, STANDARD);
    expect((await addLine(customer, cardsId, STANDARD, [file._id])).statusCode).toBe(201);
    const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
      userId: customer.id,
      shippingInfo,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [ordered] = await shop.database.db
      .select({ orderLineId: printLineArtwork.orderLineId })
      .from(printLineArtwork)
      .where(eq(printLineArtwork.artworkId, file._id));
    const reorder = () =>
      call(shop, 'POST', PRINT_ROUTES.reorder(ordered!.orderLineId), customer.token);

    const same = await reorder();
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().card_products[0].products[0].print.artwork).toEqual([
      expect.objectContaining({ _id: file._id }),
    ]);
    await shop.database.db.delete(cartLines).where(eq(cartLines.customerId, customer.id));

    await changeStandardTrim(cardsId);
    expectCheckedForOther(await reorder());
    expect(await storedLines(customer)).toEqual([]);
  });
});

describe('an ordered line’s file checked before the check was kept', () => {
  it('shows its seller only what holds for any size, not a page size verdict', async () => {
    const cardsId = await newProduct(CARD_PRINT);
    const customer = await createCustomer(shop);
    const { sellerOrderId, lineId } = await insertPrintOrder(shop.database.db, {
      customerId: customer.id,
      sellerId: seller.sellerId,
      productId: cardsId,
      state: 'awaiting_proof',
    });
    const [old] = await shop.database.db
      .insert(artworkFiles)
      .values({
        customerId: customer.id,
        productId: cardsId,
        fileName: 'banner.pdf',
        mimeType: 'application/pdf',
        bytes: 2048,
        pages: 1,
        storageKey: `test/${Math.random()}`,
        findings: [
          { code: 'page_size_ok', severity: 'info', params: { widthMm: 860, heightMm: 2010 } },
          { code: 'colour_rgb', severity: 'warning', params: {} },
        ],
      })
      .returning();
    await shop.database.db
      .insert(printLineArtwork)
      .values({ orderLineId: lineId, artworkId: old!.id });

    const jobs = await call(shop, 'GET', PRINT_ROUTES.sellerJobs(sellerOrderId), seller.token);
    expect(jobs.statusCode, jobs.body).toBe(200);
    expect(jobs.json().jobs[0].artwork).toEqual([
      expect.objectContaining({
        _id: old!.id,
        findings: [{ code: 'colour_rgb', severity: 'warning', params: {} }],
      }),
    ]);
  });
});
