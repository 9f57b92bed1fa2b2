import { desc, eq } from 'drizzle-orm';
import {
  addresses,
  banners,
  cartLines,
  courierAccounts,
  courierCities,
  courierInvoices,
  holidays,
  orderLines,
  parcels,
  paymentFlags,
  currencyRates,
  messages,
  searchSynonyms,
  sellerOrders,
  wishlistItems,
} from '../../src/db/schema/index';
import { CARD_ROUTES } from '@chapkhana/shared/card-rules';
import { cardTemplate, cardTemplateBody } from './card-designs';
import { call, createSignedInAdmin, orderProducts, upload } from './console';
import { createCustomer, type TestCustomer } from './customers';
import { insertCategory, insertProduct, insertSubCategory } from './fixtures';
import { pictureOf } from './images';
import { CARD_CHOICE, insertPrintOrder, insertPrintProduct, pdfOf } from './print-orders';
import { createSignedInMember, createSignedInSeller } from './staff';
import { inProcessLookalike } from '../../src/modules/parcels/lookalike-mount';
import { LOOKALIKE_DEMO_ACCOUNT } from '../../src/couriers/waseet/lookalike-world';
import type { TestApp } from './test-app';
import { receiptsOf } from '../../src/modules/documents/repository';
import { pictureField, validRequest, type ApiRoute, type RouteRequest } from './route-requests';

export type ShopWorld = Awaited<ReturnType<typeof createShopWorld>>;

/** Where the world's courier routes find the look-alike (answered in-process). */
const LOOKALIKE_ORIGIN = 'http://lookalike.test';

/**
 * A small shop with one of everything a route can name: a rate, an admin, two sellers with a product
 * each, a category with a sub-category, a banner, and two customers. The first customer
 * (`customer`) has an order, a cart line, a wishlist item, an address and a conversation
 * with the first seller; the second (`stranger`) has nothing of theirs in it.
 */
export async function createShopWorld(shop: TestApp) {
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  const admin = await createSignedInAdmin(shop);
  const seller = await createSignedInSeller(shop, 'Hawler Print');
  const otherSeller = await createSignedInSeller(shop, 'Baghdad Print');
  // The first seller's staff besides its owner (issue 39), and a member the staff routes name.
  const members = {
    designer: await createSignedInMember(shop, seller.sellerId, 'designer'),
    production: await createSignedInMember(shop, seller.sellerId, 'production'),
    dispatcher: await createSignedInMember(shop, seller.sellerId, 'dispatcher'),
  };
  const staffMember = await createSignedInMember(shop, seller.sellerId, 'designer');
  const category = await insertCategory(db);
  const subCategory = await insertSubCategory(db, category.id);
  const [banner] = await db
    .insert(banners)
    .values({ link: 'https://shop.test/offer', image: '/uploads/banners/offer' })
    .returning();
  const [synonymGroup] = await db
    .insert(searchSynonyms)
    .values({ terms: ['leaflet', 'flyer'] })
    .returning();
  const product = await insertProduct(
    db,
    { sellerId: seller.sellerId, categoryId: category.id, subCategoryId: subCategory.id },
    { stock: 500 },
  );
  const otherProduct = await insertProduct(
    db,
    { sellerId: otherSeller.sellerId, categoryId: category.id },
    { stock: 500 },
  );
  const customer = await createCustomer(shop);
  const stranger = await createCustomer(shop);

  const orderId = await orderProducts(shop, customer, [product.id]);
  const [part] = await db.select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  await expectCreated(
    call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: product.id,
      cartItems: [{ color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 2 }] }],
    }),
  );
  await expectCreated(
    call(shop, 'POST', '/api/home/product/add-to-wishlist', customer.token, {
      userId: customer.id,
      productId: product.id,
    }),
  );
  await expectCreated(
    call(shop, 'POST', '/api/home/customer/submit-address', customer.token, {
      userId: customer.id,
      place: 'Home',
      name: 'Aso',
      address: 'Street 40',
      phone: '07501234567',
      governorate: 'ERB',
      district: 'Erbil',
      area: 'Ankawa',
      landmark: 'Near the big mosque',
    }),
  );
  await expectCreated(
    call(shop, 'POST', '/api/chat/customer/send-message-to-seller', customer.token, {
      userId: customer.id,
      sellerId: seller.sellerId,
      text: 'Do you print on both sides?',
    }),
  );
  const printJob = await createPrintJob(shop, customer, seller, category.id);
  const card = await createCardDesign(shop, customer, seller, printJob.productId);
  const [cartLine] = await db.select().from(cartLines).where(eq(cartLines.customerId, customer.id));
  const [orderLine] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const [wish] = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customer.id));
  const [address] = await db.select().from(addresses).where(eq(addresses.customerId, customer.id));

  // A parcel of the order's part, handed to the first seller's courier account (tracking).
  const [courierAccount] = await db
    .insert(courierAccounts)
    .values({
      sellerId: seller.sellerId,
      brand: 'modon',
      baseUrl: 'http://127.0.0.1:9/modon/v1/merchant',
      username: 'hawler-print',
      passwordSealed: 'v1.test.only.not-sealed',
      simulation: true,
    })
    .returning();
  const [parcel] = await db
    .insert(parcels)
    .values({
      sellerOrderId: part!.id,
      orderId,
      sellerId: seller.sellerId,
      carrier: 'modon',
      courierAccountId: courierAccount!.id,
      reference: 'CHK-world',
      courierOrderId: '1001',
      waybill: '70013013',
      cashAmountIqd: 18_250,
      needsAttention: true,
      attentionReason: 'unknown_status 99',
    })
    .returning();
  // Courier calls reach a look-alike in this process (never the network); it knows the demo
  // account. It holds no socket nor timer, so it needs no closing.
  shop.app.courierCalls.fetch = (await inProcessLookalike(LOOKALIKE_ORIGIN)).fetch;
  // A courier city an admin can correct.
  const [courierCity] = await db
    .insert(courierCities)
    .values({ brand: 'alwaseet', courierCityId: '7', name: 'بغداد', governorate: 'BGD' })
    .returning();

  // An invoice of the courier's, not yet received (cash reconciled).
  const [courierInvoice] = await db
    .insert(courierInvoices)
    .values({
      courierAccountId: courierAccount!.id,
      courierInvoiceId: '501',
      amountIqd: 18_250,
      parcelCount: 1,
    })
    .returning();

  // A message to the seller's phone, sent by SMS, whose delivery report has not come yet.
  const [message] = await db
    .insert(messages)
    .values({
      phone: '+9647501234567',
      channel: 'sms',
      kind: 'order-placed',
      language: 'kr',
      text: 'داواکاری نوێ',
      state: 'sent',
    })
    .returning();

  // A flag for a person about a payment of the order (reconciliation).
  const [paymentFlag] = await db
    .insert(paymentFlags)
    .values({
      kind: 'status_mismatch',
      method: 'qi',
      paymentId: 'world-payment',
      orderId,
      day: '2026-11-01',
      ours: 'paid 1,000 IQD',
      theirs: 'FAILED',
    })
    .returning();

  // A holiday the admin may edit or remove (its day is not the one a new holiday is given).
  const [holiday] = await db
    .insert(holidays)
    .values({ day: '2026-12-25', region: 'kurdistan', nameEn: 'Christmas' })
    .returning();

  const world = {
    admin,
    seller,
    otherSeller,
    members,
    staffMember,
    category,
    subCategory,
    banner: banner!,
    synonymGroup: synonymGroup!,
    product,
    otherProduct,
    customer,
    stranger,
    order: { id: orderId, sellerPartId: part!.id, lineId: orderLine!.id },
    cartLineId: cartLine!.id,
    /** The cart line's one row: White × A5. */
    cartRow: {
      colorId: cartLine!.items[0]!.colorId,
      propertyId: cartLine!.items[0]!.properties[0]!.propertyId,
    },
    wishlistId: wish!.id,
    /** The customer's saved address (submit-address `replaces` it, so it is put back). */
    addressId: address!.id,
    /** A print order of the customer's with the first seller: a line with artwork and a proof. */
    printJob,
    /** A background of the first seller's, its published template and the customer's design. */
    card,
    /** The order part's parcel at the first seller's courier account. */
    parcelId: parcel!.id,
    courierInvoiceId: courierInvoice!.id,
    courierAccountId: courierAccount!.id,
    courierCityId: courierCity!.courierCityId,
    messageId: message!.id,
    paymentFlagId: paymentFlag!.id,
    holidayId: holiday!.id,
    /** A day (Iraq time) for the reconciliation's routes. */
    day: '2026-11-01',
    receiptId: await cashReceipt(db, orderId, part!),
  };
  return world;
}

/**
 * The receipt of the order part's cash, recorded as collected, so the receipt routes name a real
 * payment that the customer, the seller and the admin may all read.
 */
async function cashReceipt(
  db: TestApp['database']['db'],
  orderId: string,
  part: typeof sellerOrders.$inferSelect,
): Promise<string> {
  await db
    .update(sellerOrders)
    .set({
      cashCollectedAt: new Date(),
      cashCollectedIqd: part.amountIqd,
      cashCollectedBy: 'courier',
    })
    .where(eq(sellerOrders.id, part.id));
  const [receipt] = await receiptsOf(db, orderId);
  if (!receipt) throw new Error('the world order has no receipt');
  return receipt.id;
}

/**
 * Puts back the customer's cart line and wishlist item when a request used them up (placing
 * an order empties the cart), so later requests still name rows that exist.
 */
export async function restockWorld(shop: TestApp, world: ShopWorld): Promise<void> {
  const db = shop.database.db;
  const { customer, product } = world;
  const [line] = await db.select().from(cartLines).where(eq(cartLines.id, world.cartLineId));
  if (!line) {
    await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: product.id,
      cartItems: [{ color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 2 }] }],
    });
    const [added] = await db.select().from(cartLines).where(eq(cartLines.customerId, customer.id));
    if (added) world.cartLineId = added.id;
  }
  const [wish] = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.id, world.wishlistId));
  if (!wish) {
    await call(shop, 'POST', '/api/home/product/add-to-wishlist', customer.token, {
      userId: customer.id,
      productId: product.id,
    });
    const [added] = await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customer.id));
    if (added) world.wishlistId = added.id;
  }
  const [address] = await db.select().from(addresses).where(eq(addresses.id, world.addressId));
  if (!address) {
    const [saved] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer.id))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (saved) world.addressId = saved.id;
  }
}

async function expectCreated(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  if (answer.statusCode !== 201) throw new Error(`fixture request failed: ${answer.body}`);
}

/**
 * The real row a route's id (path parameter or body field) should name for `owner`, judged by
 * the field's name and, for a bare `:id`, the collection before it in the URL. Undefined when
 * the world has nothing for it, so a new route with a new kind of id is noticed.
 */
export function worldIdFor(
  world: ShopWorld,
  url: string,
  field: string,
  owner: TestCustomer = world.customer,
): string | undefined {
  const byField: Record<string, string> = {
    userId: owner.id,
    customerId: owner.id,
    cardId: world.cartLineId,
    colorId: world.cartRow.colorId,
    propertyId: world.cartRow.propertyId,
    wishlistId: world.wishlistId,
    addressId: world.addressId,
    replaces: world.addressId,
    orderId: world.order.id,
    sellerOrderId: world.printJob.sellerOrderId,
    partId: world.order.sellerPartId,
    lineId: world.printJob.lineId,
    proofId: world.printJob.proofId,
    productId: world.product.id,
    sellerId: world.seller.sellerId,
    categoryId: world.category.id,
    subCategoryId: world.subCategory.id,
    parcelIds: world.parcelId,
    courierAccountId: world.courierAccountId,
    slug: world.product.slug,
    accountId: world.courierAccountId,
    cityId: world.courierCityId,
    messageId: world.messageId,
    day: world.day,
    from: world.day,
    to: world.day,
    receiptId: world.receiptId,
    templateId: world.card.templateId,
    artworkId: world.printJob.artworkId,
  };
  if (field !== 'id') return byField[field];
  const collection = /\/([a-z-]+)\/:id\b/.exec(url)?.[1];
  const byCollection: Record<string, string> = {
    'get-customer': owner.id,
    categories: world.category.id,
    'sub-categories': world.subCategory.id,
    banners: world.banner.id,
    'search-synonyms': world.synonymGroup.id,
    sellers: world.seller.sellerId,
    customers: owner.id,
    products: world.product.id,
    artwork: world.printJob.artworkId,
    invoices: world.courierInvoiceId,
    proofs: world.printJob.proofId,
    parcels: world.parcelId,
    flags: world.paymentFlagId,
    staff: world.staffMember.staffId,
    holidays: world.holidayId,
    'card-templates': world.card.templateId,
    'card-designs': world.card.designId,
    'card-files': world.card.fileId,
    orders: url.startsWith('/api/seller/') ? world.order.sellerPartId : world.order.id,
  };
  return collection ? byCollection[collection] : undefined;
}

/** Every id the world holds, for fuzzing fields that name a row. */
export function worldIds(world: ShopWorld): string[] {
  return [
    world.admin.id,
    world.seller.sellerId,
    world.otherSeller.sellerId,
    world.staffMember.staffId,
    world.category.id,
    world.subCategory.id,
    world.banner.id,
    world.product.id,
    world.otherProduct.id,
    world.customer.id,
    world.stranger.id,
    world.order.id,
    world.order.sellerPartId,
    world.cartLineId,
    world.wishlistId,
    world.addressId,
    world.printJob.lineId,
    world.printJob.sellerOrderId,
    world.printJob.artworkId,
    world.printJob.proofId,
    world.parcelId,
  ];
}

/** A print order line of `customer` with `seller`, with artwork and a pending proof sent through the routes. */
async function createPrintJob(
  shop: TestApp,
  customer: { id: string; token: string },
  seller: { sellerId: string; token: string },
  categoryId: string,
) {
  const db = shop.database.db;
  const product = await insertPrintProduct(db, { sellerId: seller.sellerId, categoryId });
  const order = await insertPrintOrder(db, {
    customerId: customer.id,
    sellerId: seller.sellerId,
    productId: product.id,
  });
  const pdf = await pdfOf();
  const file = { name: 'file', filename: 'card.pdf', content: pdf, type: 'application/pdf' };
  const artwork = await upload(
    shop,
    'POST',
    `/api/home/print/lines/${order.lineId}/artwork`,
    customer.token,
    [file],
  );
  if (artwork.statusCode !== 200) throw new Error(`fixture request failed: ${artwork.body}`);
  const proof = await upload(
    shop,
    'POST',
    `/api/seller/print/lines/${order.lineId}/proofs`,
    seller.token,
    [file],
  );
  if (proof.statusCode !== 200) throw new Error(`fixture request failed: ${proof.body}`);
  const job = proof.json().job as { artwork: { _id: string }[]; proofs: { _id: string }[] };
  return {
    ...order,
    productId: product.id,
    artworkId: job.artwork[0]!._id,
    proofId: job.proofs[0]!._id,
  };
}

/**
 * A background uploaded by `seller`, a published card template drawing it on `productId` (a print
 * product of the seller's), and a design of `customer`'s from it, all through the routes.
 */
async function createCardDesign(
  shop: TestApp,
  customer: { token: string },
  seller: { token: string },
  productId: string,
) {
  const picture = await pictureOf('png', 1134, 661);
  const uploaded = await upload(shop, 'POST', CARD_ROUTES.sellerFiles, seller.token, [
    { name: 'file', filename: 'back.png', content: picture, type: 'image/png' },
  ]);
  if (uploaded.statusCode !== 201) throw new Error(`fixture request failed: ${uploaded.body}`);
  const fileId = (uploaded.json() as { file: { _id: string } }).file._id;
  const template = await call(
    shop,
    'POST',
    CARD_ROUTES.sellerTemplates,
    seller.token,
    cardTemplateBody(productId, { template: cardTemplate({ kind: 'image', fileId }) }),
  );
  if (template.statusCode !== 201) throw new Error(`fixture request failed: ${template.body}`);
  const templateId = (template.json() as { template: { _id: string } }).template._id;
  const design = await call(shop, 'POST', CARD_ROUTES.designs, customer.token, {
    templateId,
    values: CARD_VALUES,
  });
  if (design.statusCode !== 201) throw new Error(`fixture request failed: ${design.body}`);
  return {
    fileId,
    templateId,
    designId: (design.json() as { design: { _id: string } }).design._id,
  };
}

/** What the world's customer types on a card. */
const CARD_VALUES = { name: 'ڕێبوار ئەحمەد' };

/** Field values that pass each route's own checks (the customer's real password, a colour in stock). */
function worldOverrides(world: ShopWorld): Record<string, unknown> {
  return {
    color: 'White',
    price: '12.50',
    currencyIQD: '1310',
    discountPercent: 5,
    oldPassword: world.customer.password,
    newPassword: world.customer.password,
    email: 'shopper@test.example',
    phone: '07501234567',
    text: 'Hello from the access matrix',
    images: [],
    position: 1,
    // A cart row's step (cart-row takes a step or a number).
    change: 1,
    // Products, colours and values need one name of three (any); the matrix gives the Kurdish one.
    kuName: 'نموونە',
    // A synonym group needs two different terms of at most three words.
    terms: ['leaflet', 'flyer'],
    // A seller's delivery settings: pickup off (on, it needs an address), open 9 to 5.
    offered: false,
    hours: { days: ['sat'], from: '09:00', to: '17:00' },
    // A sign-in code is six digits (its schema checks them after reading Eastern-Arabic ones).
    code: '123456',
    // A new holiday's day (YYYY-MM-DD).
    date: world.day,
    // A courier account the world's look-alike knows.
    baseUrl: `${LOOKALIKE_ORIGIN}/alwaseet/v1/merchant`,
    username: LOOKALIKE_DEMO_ACCOUNT.username,
    password: LOOKALIKE_DEMO_ACCOUNT.password,
    // A card template that fits its print product, and a customer's values for it (issue 40).
    template: cardTemplate(),
    values: CARD_VALUES,
    // The options a design's print file is made for: the world's print product's card.
    options: CARD_CHOICE,
  };
}

/**
 * A valid request to `route` naming the first customer's (and first seller's) rows, built from
 * the route's own schemas; a picture route sends `picture`. Throws when the world cannot fill
 * a field, so a new route is noticed rather than skipped.
 */
export function worldRequest(world: ShopWorld, route: ApiRoute, picture: Buffer): RouteRequest {
  const request = validRequest(
    route,
    (field) => worldIdFor(world, route.url, field),
    worldOverrides(world),
  );
  if (!route.multipart) return request;
  return {
    ...request,
    form: [
      { name: pictureField(route), filename: 'card.png', content: picture, type: 'image/png' },
    ],
  };
}

/** The token of the caller a guarded route lets through: the admin, the first seller or customer. */
export function rightCaller(world: ShopWorld, route: Pick<ApiRoute, 'access'>): string {
  return route.access === 'admin' || route.access === 'staff'
    ? world.admin.token
    : route.access === 'seller'
      ? world.seller.token
      : world.customer.token;
}
