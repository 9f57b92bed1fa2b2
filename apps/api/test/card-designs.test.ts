/**
 * Designed cards through the API (issue 40): a print house's templates and backgrounds, a
 * customer's logos and designs, and the print file made from a design, which becomes the
 * customer's artwork through the preflight and goes into the cart like an upload.
 */
import type { LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_DESIGNS_PER_PAGE,
  CARD_ROUTES,
  MAX_DESIGNS_PER_CUSTOMER,
} from '@chapkhana/shared/card-rules';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { cardTemplate, cardTemplateBody } from './helpers/card-designs';
import { call, createSignedInAdmin, upload } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProduct } from './helpers/fixtures';
import { pictureOf } from './helpers/images';
import { CARD_CHOICE, insertPrintProduct, pdfOf } from './helpers/print-orders';
import { createSignedInMember, createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { placeOrder } from './helpers/storefront';
import { createTestApp, type TestApp } from './helpers/test-app';
import { eq, sql } from 'drizzle-orm';
import { cardDesigns, cardTemplates, currencyRates } from '../src/db/schema/index';

let shop: TestApp;
let seller: SignedInSeller;
let otherSeller: SignedInSeller;
let customer: TestCustomer;
let stranger: TestCustomer;
let productId: string;
let otherProductId: string;
let plainProductId: string;

beforeAll(async () => {
  shop = await createTestApp();
  await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  seller = await createSignedInSeller(shop, 'Hawler Print');
  otherSeller = await createSignedInSeller(shop, 'Baghdad Print');
  const category = await insertCategory(shop.database.db);
  productId = (
    await insertPrintProduct(shop.database.db, {
      sellerId: seller.sellerId,
      categoryId: category.id,
    })
  ).id;
  otherProductId = (
    await insertPrintProduct(shop.database.db, {
      sellerId: otherSeller.sellerId,
      categoryId: category.id,
    })
  ).id;
  plainProductId = (
    await insertProduct(shop.database.db, { sellerId: seller.sellerId, categoryId: category.id })
  ).id;
  customer = await createCustomer(shop);
  stranger = await createCustomer(shop);
});
afterAll(() => shop.close());

const file = (content: Buffer, type: string, filename = 'file') => [
  { name: 'file', filename, content, type },
];

const json = <T>(response: LightMyRequestResponse, status: number): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

async function makeTemplate(body = cardTemplateBody(productId), token = seller.token) {
  const answer = await call(shop, 'POST', CARD_ROUTES.sellerTemplates, token, body);
  return json<{ template: { _id: string } }>(answer, 201).template._id;
}

/** The template's saved version, as an editor reads it before saving over it. */
async function versionOf(templateId: string, token = seller.token) {
  const answer = await call(shop, 'GET', CARD_ROUTES.sellerTemplate(templateId), token);
  return json<{ template: { updatedAt: string } }>(answer, 200).template.updatedAt;
}

/** Saves the template over the version it has now, as the console's editor does. */
async function editTemplate(templateId: string, body: object) {
  const answer = await call(shop, 'PUT', CARD_ROUTES.sellerTemplate(templateId), seller.token, {
    ...body,
    editedFrom: await versionOf(templateId),
  });
  return json<{ template: { updatedAt: string } }>(answer, 200).template;
}

async function makeDesign(templateId: string, values: Record<string, string>, who = customer) {
  const answer = await call(shop, 'POST', CARD_ROUTES.designs, who.token, { templateId, values });
  return json<{ design: { _id: string } }>(answer, 201).design._id;
}

async function uploadLogo(who = customer, content?: Buffer) {
  const answer = await upload(
    shop,
    'POST',
    CARD_ROUTES.customerFiles,
    who.token,
    file(content ?? (await pictureOf('png', 600, 600)), 'image/png', 'logo.png'),
  );
  return json<{ file: { _id: string } }>(answer, 201).file._id;
}

/** Every piece of text pdf.js reads on the file's pages, joined. */
async function textOfPdf(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const texts: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    for (const item of content.items) if ('str' in item) texts.push(item.str);
  }
  return texts.join(' ');
}

describe('a print house’s backgrounds', () => {
  it('takes a picture or a one-page PDF, and says what is wrong with anything else', async () => {
    const picture = await upload(
      shop,
      'POST',
      CARD_ROUTES.sellerFiles,
      seller.token,
      file(await pictureOf('jpeg', 1134, 661), 'image/jpeg', 'back.jpg'),
    );
    expect(json<{ file: object }>(picture, 201).file).toMatchObject({
      mimeType: 'image/jpeg',
      widthPx: 1134,
      heightPx: 661,
    });
    const pdf = await upload(
      shop,
      'POST',
      CARD_ROUTES.sellerFiles,
      seller.token,
      file(await pdfOf(96, 56), 'application/pdf', 'back.pdf'),
    );
    expect(json<{ file: object }>(pdf, 201).file).toMatchObject({
      mimeType: 'application/pdf',
      widthPx: null,
    });

    const cases = [
      {
        content: Buffer.from('GIF89a not a card'),
        status: 415,
        code: 'card_background_not_accepted',
      },
      { content: await pdfOf(96, 56, 3), status: 422, code: 'card_background_pages' },
      {
        content: (await pictureOf('png', 400, 400)).subarray(0, 200),
        status: 422,
        code: 'card_file_unreadable',
      },
    ];
    for (const { content, status, code } of cases) {
      const answer = await upload(
        shop,
        'POST',
        CARD_ROUTES.sellerFiles,
        seller.token,
        file(content, 'application/octet-stream'),
      );
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    const pages = await upload(
      shop,
      'POST',
      CARD_ROUTES.sellerFiles,
      seller.token,
      file(await pdfOf(96, 56, 3), 'application/pdf'),
    );
    expect(pages.json().params).toEqual({ pages: 3 });
  });

  it('is shown to everyone only once a published template draws it', async () => {
    const uploaded = await upload(
      shop,
      'POST',
      CARD_ROUTES.sellerFiles,
      seller.token,
      file(await pictureOf('png', 1134, 661), 'image/png'),
    );
    const fileId = json<{ file: { _id: string } }>(uploaded, 201).file._id;
    const background = { kind: 'image' as const, fileId };
    const templateId = await makeTemplate(
      cardTemplateBody(productId, { template: cardTemplate(background), published: false }),
    );
    expect((await call(shop, 'GET', CARD_ROUTES.file(fileId), undefined)).statusCode).toBe(404);
    expect((await call(shop, 'GET', CARD_ROUTES.file(fileId), otherSeller.token)).statusCode).toBe(
      404,
    );
    const own = await call(shop, 'GET', CARD_ROUTES.file(fileId), seller.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');

    await editTemplate(
      templateId,
      cardTemplateBody(productId, { template: cardTemplate(background), published: true }),
    );
    const open = await call(shop, 'GET', CARD_ROUTES.file(fileId), undefined);
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-content-type-options']).toBe('nosniff');
    expect(open.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('a print house’s templates', () => {
  it('are made for the shop’s own print products, with its own backgrounds', async () => {
    const cases = [
      { body: cardTemplateBody(otherProductId), status: 404, code: 'product_not_found' },
      { body: cardTemplateBody(plainProductId), status: 409, code: 'not_a_print_product' },
    ];
    const theirs = await upload(
      shop,
      'POST',
      CARD_ROUTES.sellerFiles,
      otherSeller.token,
      file(await pictureOf('png', 600, 400), 'image/png'),
    );
    const theirFile = json<{ file: { _id: string } }>(theirs, 201).file._id;
    cases.push({
      body: cardTemplateBody(productId, {
        template: cardTemplate({ kind: 'image', fileId: theirFile }),
      }),
      status: 404,
      code: 'card_file_not_found',
    });
    for (const { body, status, code } of cases) {
      const answer = await call(shop, 'POST', CARD_ROUTES.sellerTemplates, seller.token, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().code).toBe(code);
    }
  });

  it('refuse a template whose fields leave the card or repeat a key, field by field', async () => {
    const template = cardTemplate();
    const fields = template.sides[0]!.fields;
    fields[1] = { ...fields[1]!, key: 'name' };
    fields[2] = { ...fields[2]!, box: { xMm: 80, yMm: 40, widthMm: 30, heightMm: 30 } };
    const answer = await call(
      shop,
      'POST',
      CARD_ROUTES.sellerTemplates,
      seller.token,
      cardTemplateBody(productId, { template }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toMatchObject({
      'template.sides.0.fields.1.key': { code: 'repeated_ids' },
      'template.sides.0.fields.2.box': { code: 'out_of_range' },
    });
  });

  it('are shown on the product’s page once published, and edited and removed by their shop only', async () => {
    const draft = await makeTemplate(cardTemplateBody(productId, { published: false }));
    const published = await makeTemplate();
    const listed = await call(shop, 'GET', CARD_ROUTES.productTemplates(productId), undefined);
    const ids = json<{ templates: { _id: string }[] }>(listed, 200).templates.map((t) => t._id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ...cardTemplateBody(productId), editedFrom: new Date().toISOString() }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(
        shop,
        method,
        CARD_ROUTES.sellerTemplate(published),
        otherSeller.token,
        body,
      );
      expect(answer.statusCode, method).toBe(404);
      expect(answer.json().code).toBe('card_template_not_found');
    }
    const gone = await call(shop, 'DELETE', CARD_ROUTES.sellerTemplate(published), seller.token);
    expect(gone.statusCode).toBe(200);
    const after = await call(shop, 'GET', CARD_ROUTES.productTemplates(productId), undefined);
    expect(
      json<{ templates: { _id: string }[] }>(after, 200).templates.map((t) => t._id),
    ).not.toContain(published);
  });

  it('are offered for the shop’s own print products, at the sizes and sides their options print', async () => {
    const answer = await call(shop, 'GET', CARD_ROUTES.sellerTemplateProducts, seller.token);
    const { products } = json<{ products: { _id: string }[] }>(answer, 200);
    // Not the plain product, nor the other shop's print product.
    expect(products).toEqual([
      expect.objectContaining({
        _id: productId,
        bleedMm: 3,
        sizes: [{ widthMm: 90, heightMm: 50 }],
        sides: [1],
      }),
    ]);
    const member = await createSignedInMember(shop, seller.sellerId, 'dispatcher');
    const refused = await call(shop, 'GET', CARD_ROUTES.sellerTemplateProducts, member.token);
    expect(refused.statusCode).toBe(403);
  });

  it('are made by the owner and the designer, not by production or the dispatcher', async () => {
    const designer = await createSignedInMember(shop, seller.sellerId, 'designer');
    expect(
      (
        await call(
          shop,
          'POST',
          CARD_ROUTES.sellerTemplates,
          designer.token,
          cardTemplateBody(productId),
        )
      ).statusCode,
    ).toBe(201);
    for (const role of ['production', 'dispatcher'] as const) {
      const member = await createSignedInMember(shop, seller.sellerId, role);
      const answer = await call(shop, 'GET', CARD_ROUTES.sellerTemplates, member.token);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().code).toBe('shop_role_not_allowed');
    }
  });
});

describe('a customer’s designs', () => {
  let templateId: string;
  beforeAll(async () => {
    templateId = await makeTemplate();
  });

  it('keep what was typed, and refuse each value that cannot be printed, by field', async () => {
    const designId = await makeDesign(templateId, {
      name: 'ڕێبوار ئەحمەد',
      email: 'rebwar@example.com',
      phone: '0750 123 4567',
    });
    const mine = await call(shop, 'GET', CARD_ROUTES.design(designId), customer.token);
    expect(json<{ design: object }>(mine, 200).design).toMatchObject({
      templateId,
      productId,
      values: { name: 'ڕێبوار ئەحمەد', phone: '0750 123 4567' },
      artworkId: null,
    });
    // The customer's list names the product each design is printed as, to open it there again.
    const list = await call(shop, 'GET', CARD_ROUTES.designs, customer.token);
    const listed = json<{ designs: { _id: string; product: { slug: string } | null }[] }>(
      list,
      200,
    ).designs.find((design) => design._id === designId);
    expect(listed?.product?.slug).toEqual(expect.any(String));

    const refused = await call(shop, 'POST', CARD_ROUTES.designs, customer.token, {
      templateId,
      values: { name: 'Rebwar 😀', phone: '12', nickname: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'values.name': { code: 'emoji_not_allowed', params: { characters: '😀' } },
      'values.phone': { code: 'invalid_contact_phone' },
      'values.nickname': { code: 'invalid' },
    });
    const empty = await call(shop, 'POST', CARD_ROUTES.designs, customer.token, {
      templateId,
      values: {},
    });
    expect(empty.json().fieldErrors).toEqual({ 'values.name': { code: 'required' } });
  });

  it('are the customer’s own: another customer’s design and logo are not found', async () => {
    const designId = await makeDesign(templateId, { name: 'Dilan' });
    for (const [method, url, body] of [
      ['GET', CARD_ROUTES.design(designId), undefined],
      ['PUT', CARD_ROUTES.designApproval(designId), { artworkId: designId, approved: true }],
      ['PUT', CARD_ROUTES.design(designId), { values: { name: 'Taken' } }],
      ['DELETE', CARD_ROUTES.design(designId), undefined],
      ['POST', CARD_ROUTES.designArtwork(designId), { options: CARD_CHOICE }],
    ] as const) {
      const answer = await call(shop, method, url, stranger.token, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().code).toBe('card_design_not_found');
    }
    const theirs = await call(shop, 'GET', CARD_ROUTES.designs, stranger.token);
    expect(theirs.body).not.toContain(designId);
    const logo = await uploadLogo(stranger);
    expect((await call(shop, 'GET', CARD_ROUTES.file(logo), customer.token)).statusCode).toBe(404);
    expect((await call(shop, 'GET', CARD_ROUTES.file(logo), undefined)).statusCode).toBe(404);
    expect((await call(shop, 'GET', CARD_ROUTES.file(logo), stranger.token)).statusCode).toBe(200);
    const borrowed = await call(shop, 'POST', CARD_ROUTES.designs, customer.token, {
      templateId,
      values: { name: 'Dilan', logo },
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().code).toBe('card_file_not_found');
  });

  it('take a logo only as a PNG or JPEG picture', async () => {
    const answer = await upload(
      shop,
      'POST',
      CARD_ROUTES.customerFiles,
      customer.token,
      file(await pdfOf(), 'application/pdf', 'logo.pdf'),
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json().code).toBe('card_logo_not_picture');
  });

  it('are made only from a published template', async () => {
    const draft = await makeTemplate(cardTemplateBody(productId, { published: false }));
    const answer = await call(shop, 'POST', CARD_ROUTES.designs, customer.token, {
      templateId: draft,
      values: { name: 'Dilan' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('card_template_not_found');
  });

  it('are not saved over a version saved since they were read (a second tab, a colleague)', async () => {
    const templateId = await makeTemplate();
    const read = await versionOf(templateId);
    const save = (name: string, editedFrom?: string) =>
      call(shop, 'PUT', CARD_ROUTES.sellerTemplate(templateId), seller.token, {
        ...cardTemplateBody(productId, { name: { kr: name, ar: name, en: name } }),
        ...(editedFrom === undefined ? {} : { editedFrom }),
      });
    shop.clock.advance(1000);
    const first = json<{ template: { updatedAt: string } }>(await save('First', read), 200);
    expect(first.template.updatedAt).not.toBe(read);

    // The other tab still stands on the version it read: refused, and nothing of it is written.
    const stale = await save('Second', read);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('card_template_changed');
    const now = await call(shop, 'GET', CARD_ROUTES.sellerTemplate(templateId), seller.token);
    expect(json<{ template: { name: { en: string } } }>(now, 200).template.name.en).toBe('First');

    // Saved over the version it loads again, it goes through.
    shop.clock.advance(1000);
    expect((await save('Second', first.template.updatedAt)).statusCode).toBe(200);
    // A save that does not say what it was edited from is refused, at the field.
    const unsaid = await save('Third');
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().fieldErrors).toHaveProperty('editedFrom');
  });

  it('are saved over a version stamped to the microsecond (the demo’s, written by the database)', async () => {
    const templateId = await makeTemplate();
    await shop.database.db
      .update(cardTemplates)
      .set({ updatedAt: sql`'2026-03-01 08:00:00.123456+00'::timestamptz` })
      .where(eq(cardTemplates.id, templateId));
    const read = await versionOf(templateId);
    expect(read).toBe('2026-03-01T08:00:00.123Z');
    await editTemplate(templateId, cardTemplateBody(productId, { published: false }));
  });

  it('keep their copy of the template when the shop edits or removes it', async () => {
    const ownTemplate = await makeTemplate();
    const designId = await makeDesign(ownTemplate, { name: 'Shirin' });
    const edited = cardTemplate({ kind: 'colour', colour: '#000000' });
    await editTemplate(ownTemplate, cardTemplateBody(productId, { template: edited }));
    const kept = json<{ design: { template: { sides: { background: object }[] } } }>(
      await call(shop, 'GET', CARD_ROUTES.design(designId), customer.token),
      200,
    );
    expect(kept.design.template.sides[0]!.background).toEqual({
      kind: 'colour',
      colour: '#f4efe6',
    });

    await call(shop, 'DELETE', CARD_ROUTES.sellerTemplate(ownTemplate), seller.token);
    const orphan = await call(shop, 'PUT', CARD_ROUTES.design(designId), customer.token, {
      values: { name: 'Shirin Ali' },
    });
    expect(json<{ design: object }>(orphan, 200).design).toMatchObject({
      templateId: null,
      values: { name: 'Shirin Ali' },
    });
  });

  it(`are kept up to ${MAX_DESIGNS_PER_CUSTOMER} a customer`, async () => {
    const many = await createCustomer(shop);
    const row = (await shop.database.db.select().from(cardDesigns).limit(1))[0]!;
    await shop.database.db.insert(cardDesigns).values(
      Array.from({ length: MAX_DESIGNS_PER_CUSTOMER }, () => ({
        customerId: many.id,
        templateId: row.templateId,
        productId: row.productId,
        name: row.name,
        template: row.template,
        values: { name: 'Copy' },
      })),
    );
    const answer = await call(shop, 'POST', CARD_ROUTES.designs, many.token, {
      templateId,
      values: { name: 'One more' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'too_many_card_designs',
      params: { maximum: MAX_DESIGNS_PER_CUSTOMER },
    });
    // They are listed a page at a time, newest first.
    const pageOf = async (query: string) =>
      call(shop, 'GET', `${CARD_ROUTES.designs}${query}`, many.token);
    const first = json<{ designs: unknown[]; total: number; perPage: number }>(
      await pageOf('?page=1'),
      200,
    );
    expect(first).toMatchObject({
      total: MAX_DESIGNS_PER_CUSTOMER,
      perPage: CARD_DESIGNS_PER_PAGE,
    });
    expect(first.designs).toHaveLength(CARD_DESIGNS_PER_PAGE);
    const lastPage = Math.ceil(MAX_DESIGNS_PER_CUSTOMER / CARD_DESIGNS_PER_PAGE);
    const last = json<{ designs: unknown[] }>(await pageOf(`?page=${lastPage}`), 200);
    expect(last.designs).toHaveLength(
      MAX_DESIGNS_PER_CUSTOMER - (lastPage - 1) * CARD_DESIGNS_PER_PAGE,
    );
    expect((await pageOf('?page=0')).statusCode).toBe(400);
  });
});

/**
 * How long making a print file may take here: the card maker's child and then the preflight's,
 * each within its limits of a core's time (10 s, 15 s) and a minute on the clock; a machine busy
 * with the other suites gives them little of a core (30 s was passed once in CI).
 */
const MAKING_MS = 180_000;

interface Artwork {
  _id: string;
  approvedAt: string | null;
}
interface Job {
  state: string;
  sellerOrderId: string;
  approvedInDesigner: boolean;
  startedAt: string | null;
  artwork: Artwork[];
}

describe('the print file of a design', { timeout: MAKING_MS }, () => {
  let templateId: string;
  beforeAll(async () => {
    templateId = await makeTemplate();
  });

  it('is made on the server, checked, kept as the customer’s artwork and goes into the cart', async () => {
    const logo = await uploadLogo();
    const designId = await makeDesign(templateId, {
      name: 'ڕێبوار ئەحمەد',
      email: 'rebwar@example.com',
      phone: '0750 123 4567',
      logo,
    });
    const made = await call(shop, 'POST', CARD_ROUTES.designArtwork(designId), customer.token, {
      options: CARD_CHOICE,
    });
    const { artwork } = json<{
      artwork: {
        _id: string;
        pages: number;
        mimeType: string;
        findings: { code: string; severity: string }[];
      };
    }>(made, 201);
    expect(artwork).toMatchObject({ pages: 1, mimeType: 'application/pdf' });
    // Nothing for the customer to mend: its sRGB colours are stated with their profile.
    expect(artwork.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(artwork.findings.map((f) => f.code)).toContain('colour_rgb_profiled');

    const design = await call(shop, 'GET', CARD_ROUTES.design(designId), customer.token);
    expect(json<{ design: { artworkId: string } }>(design, 200).design.artworkId).toBe(artwork._id);

    const pdf = await call(shop, 'GET', PRINT_ROUTES.artworkFile(artwork._id), customer.token);
    expect(pdf.statusCode).toBe(200);
    const text = await textOfPdf(pdf.rawPayload);
    expect(text).toContain('ڕێبوار ئەحمەد');
    expect(text).toContain('rebwar@example.com');

    const cart = await shop.app.inject({
      method: 'POST',
      url: PRINT_ROUTES.addToCart,
      headers: bearer(customer.token),
      payload: { productId, options: CARD_CHOICE, quantity: 250, artworkIds: [artwork._id] },
    });
    expect(cart.statusCode, cart.body).toBe(201);
    const line = cart.json().card_products[0].products[0];
    expect(line.quantity).toBe(250);
    expect(JSON.stringify(line)).toContain(artwork._id);
  });

  it('approved by the customer in the designer, is printed as it is: the ordered line starts approved, with no proof', async () => {
    const buyer = await createCustomer(shop);
    const designId = await makeDesign(templateId, { name: 'Dilan Omer' }, buyer);
    const makeFile = async () => {
      const made = await call(shop, 'POST', CARD_ROUTES.designArtwork(designId), buyer.token, {
        options: CARD_CHOICE,
      });
      return json<{ artwork: Artwork }>(made, 201).artwork;
    };
    const approval = (artworkId: string, approved: unknown, who = buyer) =>
      call(shop, 'PUT', CARD_ROUTES.designApproval(designId), who.token, { artworkId, approved });

    const first = await makeFile();
    expect(first.approvedAt).toBeNull();
    // Only the design's customer answers it, with yes or no.
    expect((await approval(first._id, true, stranger)).statusCode).toBe(404);
    expect((await approval(first._id, 'yes')).statusCode).toBe(400);
    expect(
      json<{ artwork: Artwork }>(await approval(first._id, true), 200).artwork.approvedAt,
    ).toEqual(expect.any(String));
    expect(
      json<{ artwork: Artwork }>(await approval(first._id, false), 200).artwork.approvedAt,
    ).toBeNull();
    // A file made again after a correction is the one to approve; the earlier one is outdated.
    const corrected = await makeFile();
    const outdated = await approval(first._id, true);
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({ code: 'card_file_outdated' });
    json(await approval(corrected._id, true), 200);

    const added = await call(shop, 'POST', PRINT_ROUTES.addToCart, buyer.token, {
      productId,
      options: CARD_CHOICE,
      quantity: 250,
      artworkIds: [corrected._id],
    });
    expect(added.statusCode, added.body).toBe(201);
    const placed = await placeOrder(shop, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;

    const jobs = await call(shop, 'GET', PRINT_ROUTES.customerJobs(orderId), buyer.token);
    const [job] = json<{ jobs: Job[] }>(jobs, 200).jobs;
    expect(job).toMatchObject({ state: 'approved', approvedInDesigner: true, proofs: [] });
    expect(job!.artwork.map((file) => file.approvedAt)).toEqual([expect.any(String)]);
    // The clock started with the order: the job has its due day.
    expect(job!.startedAt).toEqual(expect.any(String));

    // The print house's history says the customer approved it, and how.
    const history = await call(
      shop,
      'GET',
      `/api/seller/orders/${job!.sellerOrderId}/history`,
      seller.token,
    );
    expect(
      json<{ history: { action: string; actor: { kind: string } }[] }>(history, 200).history,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'proof.approved-in-designer',
          actor: expect.objectContaining({ kind: 'customer' }),
        }),
      ]),
    );
    // Once ordered, the approval the line started from stays as it was.
    const late = await approval(corrected._id, false);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'card_file_ordered' });
  });

  it('waits for the print house’s proof when any file of the line was not approved', async () => {
    const buyer = await createCustomer(shop);
    const designId = await makeDesign(templateId, { name: 'Sara Ali' }, buyer);
    const made = await call(shop, 'POST', CARD_ROUTES.designArtwork(designId), buyer.token, {
      options: CARD_CHOICE,
    });
    const designed = json<{ artwork: Artwork }>(made, 201).artwork;
    json(
      await call(shop, 'PUT', CARD_ROUTES.designApproval(designId), buyer.token, {
        artworkId: designed._id,
        approved: true,
      }),
      200,
    );
    const uploaded = await upload(shop, 'POST', PRINT_ROUTES.artwork, buyer.token, [
      { name: 'productId', value: productId },
      { name: 'options', value: JSON.stringify(CARD_CHOICE) },
      ...file(await pdfOf(), 'application/pdf', 'back.pdf'),
    ]);
    const other = json<{ artwork: Artwork }>(uploaded, 201).artwork;
    expect(other.approvedAt).toBeNull();
    const added = await call(shop, 'POST', PRINT_ROUTES.addToCart, buyer.token, {
      productId,
      options: CARD_CHOICE,
      quantity: 250,
      artworkIds: [designed._id, other._id],
    });
    expect(added.statusCode, added.body).toBe(201);
    const placed = await placeOrder(shop, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const jobs = await call(
      shop,
      'GET',
      PRINT_ROUTES.customerJobs(placed.json().orderId as string),
      buyer.token,
    );
    expect(json<{ jobs: Job[] }>(jobs, 200).jobs[0]).toMatchObject({
      state: 'awaiting_proof',
      approvedInDesigner: false,
      startedAt: null,
    });
  });

  it('lets a line hold more than four people’s designed cards, while uploads stay at four', async () => {
    const buyer = await createCustomer(shop);
    const designed: string[] = [];
    for (const name of ['Aram', 'Bina', 'Chra', 'Dara', 'Eli']) {
      const designId = await makeDesign(templateId, { name }, buyer);
      const made = await call(shop, 'POST', CARD_ROUTES.designArtwork(designId), buyer.token, {
        options: CARD_CHOICE,
      });
      designed.push(json<{ artwork: Artwork }>(made, 201).artwork._id);
    }
    const addLine = (artworkIds: string[]) =>
      call(shop, 'POST', PRINT_ROUTES.addToCart, buyer.token, {
        productId,
        options: CARD_CHOICE,
        quantity: 1250,
        artworkIds,
      });
    const five = await addLine(designed);
    expect(five.statusCode, five.body).toBe(201);

    const uploads: string[] = [];
    for (const side of ['a', 'b', 'c', 'd', 'e']) {
      const uploaded = await upload(shop, 'POST', PRINT_ROUTES.artwork, buyer.token, [
        { name: 'productId', value: productId },
        { name: 'options', value: JSON.stringify(CARD_CHOICE) },
        ...file(await pdfOf(), 'application/pdf', `${side}.pdf`),
      ]);
      uploads.push(json<{ artwork: Artwork }>(uploaded, 201).artwork._id);
    }
    const tooMany = await addLine(uploads);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors).toEqual({
      artworkIds: { code: 'too_many', params: { maximum: 4, items: 'files' } },
    });
    expect((await addLine([...designed, ...uploads.slice(0, 4)])).statusCode).toBe(201);
  });

  it('is refused for a size the template is not made for, naming both', async () => {
    const other = cardTemplate();
    other.trim = { widthMm: 85, heightMm: 55 };
    const wrong = await makeTemplate(cardTemplateBody(productId, { template: other }));
    const designId = await makeDesign(wrong, { name: 'Dilan' });
    const answer = await call(shop, 'POST', CARD_ROUTES.designArtwork(designId), customer.token, {
      options: CARD_CHOICE,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'card_template_size_mismatch',
      params: { template: '85 × 55 mm, 1 side', chosen: '90 × 50 mm, 1 side' },
    });
  });

  it('says which field does not fit, even at its smallest size', async () => {
    const designId = await makeDesign(templateId, { name: 'ڕێبوار ئەحمەد '.repeat(8).trim() });
    const answer = await call(shop, 'POST', CARD_ROUTES.designArtwork(designId), customer.token, {
      options: CARD_CHOICE,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toMatchObject({
      'values.name': { code: 'text_does_not_fit', params: { minimum: 7 } },
    });
  });

  it('refuses a logo too small to print sharply', async () => {
    const logo = await uploadLogo(customer, await pictureOf('png', 40, 40));
    const designId = await makeDesign(templateId, { name: 'Dilan', logo });
    const answer = await call(shop, 'POST', CARD_ROUTES.designArtwork(designId), customer.token, {
      options: CARD_CHOICE,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors['values.logo']).toMatchObject({ code: 'image_too_small' });
  });
});

describe('the admin', () => {
  it('may fetch any card file', async () => {
    const admin = await createSignedInAdmin(shop);
    const logo = await uploadLogo(stranger);
    expect((await call(shop, 'GET', CARD_ROUTES.file(logo), admin.token)).statusCode).toBe(200);
  });
});
