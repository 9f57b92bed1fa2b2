import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewsResponse } from '@chapkhana/shared/reviews';
import { REVIEW_STARS } from '@chapkhana/shared/review-rules';
import { currencyRates, customers, orders, products, reviews } from '../src/db/schema/index';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProduct, insertSeller } from './helpers/fixtures';
import { placeOrder } from './helpers/storefront';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
let sellerId: string;
let categoryId: string;

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  sellerId = (await insertSeller(db)).id;
  categoryId = (await insertCategory(db)).id;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
});
afterAll(() => shop.close());

const newProduct = async (seller = sellerId) =>
  (await insertProduct(shop.database.db, { sellerId: seller, categoryId })).id;

const submit = (customer: TestCustomer | undefined, payload: object) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/home/customer/submit-review',
    headers: customer ? bearer(customer.token) : {},
    payload,
  });

/** Submits and expects it to be accepted; the clock moves on so each submission is newer. */
async function review(customer: TestCustomer, productId: string, rating: number, text = 'Good') {
  const response = await submit(customer, { productId, rating, review: text });
  expect(response.statusCode, response.body).toBe(201);
  shop.clock.advance(1000);
}

const getReviews = (productId: string, query = '') =>
  shop.app.inject({
    method: 'GET',
    url: `/api/home/customer/get-reviews/${productId}${query}`,
  });

async function reviewsOf(productId: string, pageNo?: number): Promise<ReviewsResponse> {
  const response = await getReviews(productId, pageNo ? `?pageNo=${pageNo}` : '');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const reviewRows = async (productId: string) => {
  const [row] = await shop.database.db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return row!.total;
};
const storedRating = async (productId: string) => {
  const [row] = await shop.database.db
    .select({ rating: products.rating })
    .from(products)
    .where(eq(products.id, productId));
  return row!.rating;
};
const starCounts = (sums: [number, number, number, number, number]) =>
  REVIEW_STARS.map((rating, index) => ({ rating, sum: sums[index] }));

describe('submitting a review', () => {
  it("lists the review under the account's name, not a name sent in the body", async () => {
    const productId = await newProduct();
    const customer = await createCustomer(shop, { name: 'Aso Karim' });
    const response = await submit(customer, {
      productId,
      rating: 5,
      review: '  Sharp print, fast delivery.  ',
      name: 'Shop Owner',
      userId: randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Review Submitted Successfully' });

    const page = await reviewsOf(productId);
    expect(page.totalReview).toBe(1);
    expect(page.rating).toBe(5);
    expect(page.reviews).toEqual([
      {
        _id: expect.any(String),
        productId,
        name: 'Aso Karim',
        rating: 5,
        review: 'Sharp print, fast delivery.',
        verifiedPurchase: false,
        date: shop.clock.now().toISOString(),
        createdAt: shop.clock.now().toISOString(),
      },
    ]);
  });

  it('replaces the first review on a second submission: one row, new rating and text, moved to the top', async () => {
    const productId = await newProduct();
    const first = await createCustomer(shop, { name: 'First' });
    const second = await createCustomer(shop, { name: 'Second' });
    const firstSubmittedAt = shop.clock.now().toISOString();
    await review(first, productId, 2, 'Colours were off');
    await review(second, productId, 4, 'Nice');
    const editedAt = shop.clock.now().toISOString();
    await review(first, productId, 5, 'Reprinted for free, perfect now');

    expect(await reviewRows(productId)).toBe(2);
    const page = await reviewsOf(productId);
    expect(page.totalReview).toBe(2);
    expect(page.reviews.map((r) => r.name)).toEqual(['First', 'Second']);
    expect(page.reviews[0]).toMatchObject({
      rating: 5,
      review: 'Reprinted for free, perfect now',
      createdAt: firstSubmittedAt,
      date: editedAt,
    });
    expect(page.rating_review).toEqual(starCounts([1, 1, 0, 0, 0]));
    expect(page.rating).toBe(4.5);
  });

  it('recomputes the product rating as the average of its reviews, to one decimal', async () => {
    const productId = await newProduct();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createCustomer(shop)));
    await review(a!, productId, 5);
    await review(b!, productId, 4);
    expect(await storedRating(productId)).toBe('4.5');
    await review(c!, productId, 4);
    expect(await storedRating(productId)).toBe('4.3'); // 13 / 3 = 4.333…
    await review(c!, productId, 1);
    expect(await storedRating(productId)).toBe('3.3'); // (5 + 4 + 1) / 3 = 3.333…
    await review(c!, productId, 5);
    await review(d!, productId, 5);
    expect(await storedRating(productId)).toBe('4.8'); // 19 / 4 = 4.75, half rounds up
    expect((await reviewsOf(productId)).rating).toBe(4.8);
    const details = await shop.app.inject({
      method: 'GET',
      url: `/api/home/product-details/${productId}`,
    });
    expect(details.json().product).toMatchObject({ rating: 4.8, reviewCount: 4 });
  });

  it('keeps the average right when several customers submit at once', async () => {
    const productId = await newProduct();
    const reviewers = await Promise.all([1, 2, 3, 4, 5].map(() => createCustomer(shop)));
    const responses = await Promise.all(
      reviewers.map((customer, index) =>
        submit(customer, { productId, rating: index + 1, review: 'At once' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await storedRating(productId)).toBe('3.0');
    expect(await reviewRows(productId)).toBe(5);
  });

  it('marks the review a verified purchase only once a delivered order contains the product', async () => {
    const productId = await newProduct();
    const otherProductId = await newProduct();
    const customer = await createCustomer(shop);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: bearer(customer.token),
      payload: {
        userId: customer.id,
        productId,
        cartItems: [{ color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 1 }] }],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const placed = await placeOrder(shop, customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: string = placed.json().orderId;
    const verified = async (id: string) =>
      (await reviewsOf(id)).reviews.find((r) => r.name === 'Test Customer')?.verifiedPurchase;
    const setStatus = (status: 'on way' | 'delivered') =>
      shop.database.db.update(orders).set({ deliveryStatus: status }).where(eq(orders.id, orderId));

    await review(customer, productId, 4);
    expect(await verified(productId)).toBe(false);
    await setStatus('on way');
    await review(customer, productId, 4);
    expect(await verified(productId)).toBe(false);
    await setStatus('delivered');
    await review(customer, productId, 5);
    expect(await verified(productId)).toBe(true);
    // The delivered order does not vouch for a product it does not contain.
    await review(customer, otherProductId, 5);
    expect(await verified(otherProductId)).toBe(false);
    // Nor for another customer's review of the same product.
    const neighbour = await createCustomer(shop, { name: 'Neighbour' });
    await review(neighbour, productId, 3);
    const page = await reviewsOf(productId);
    expect(page.reviews.find((r) => r.name === 'Neighbour')?.verifiedPurchase).toBe(false);
  });

  it('stores HTML and script text verbatim and returns the same string', async () => {
    const productId = await newProduct();
    const customer = await createCustomer(shop, { name: '<img src=x onerror=alert(1)>' });
    const text = '<script>alert("x")</script> & <b>bold</b> &amp; کارتی باش ✓';
    await review(customer, productId, 3, text);
    const [listed] = (await reviewsOf(productId)).reviews;
    expect(listed?.review).toBe(text);
    expect(listed?.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('accepts a review of exactly 2000 characters', async () => {
    const productId = await newProduct();
    await review(await createCustomer(shop), productId, 3, 'ب'.repeat(2000));
    expect((await reviewsOf(productId)).reviews[0]?.review).toHaveLength(2000);
  });
});

describe('rejected submissions', () => {
  let productId: string;
  let customer: TestCustomer;
  const valid = () => ({ productId, rating: 4, review: 'Fine' });

  beforeAll(async () => {
    productId = await newProduct();
    customer = await createCustomer(shop);
    await review(await createCustomer(shop), productId, 5, 'Already here');
  });

  /** Every rejection leaves the product's reviews and rating as they were. */
  async function expectNothingChanged() {
    expect(await reviewRows(productId)).toBe(1);
    expect(await storedRating(productId)).toBe('5.0');
    expect((await reviewsOf(productId)).reviews.map((r) => r.review)).toEqual(['Already here']);
  }

  it('answers 401 without a token or with a bad one', async () => {
    const anonymous = await submit(undefined, valid());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual(expect.any(String));
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      headers: bearer('not.a.token'),
      payload: valid(),
    });
    expect(forged.statusCode).toBe(401);
    await expectNothingChanged();
  });

  it.each([
    [{ rating: 0 }, /rating must be a whole number from 1 to 5/],
    [{ rating: 6 }, /rating must be a whole number from 1 to 5/],
    [{ rating: 2.5 }, /rating must be a whole number from 1 to 5/],
    [{ rating: '5' }, /rating must be a whole number from 1 to 5/],
    [{ rating: undefined }, /rating must be a whole number from 1 to 5/],
    [{ review: '' }, /review is required/],
    [{ review: ' \n\t ' }, /review is required/],
    [{ review: undefined }, /review is required/],
    [{ review: 'x'.repeat(2001) }, /review must be at most 2000 characters/],
    [{ productId: 'not-an-id' }, /productId must be a valid id/],
  ])('answers 400 for %o and changes nothing', async (change, message) => {
    const response = await submit(customer, { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    await expectNothingChanged();
  });

  it('answers 404 for an unknown product or one whose seller is inactive', async () => {
    const hiddenSeller = await insertSeller(shop.database.db, { active: false });
    const hiddenProductId = await newProduct(hiddenSeller.id);
    for (const id of [randomUUID(), hiddenProductId]) {
      const response = await submit(customer, { ...valid(), productId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('This product does not exist or is no longer sold.');
    }
    expect(await reviewRows(hiddenProductId)).toBe(0);
    expect(await storedRating(hiddenProductId)).toBe('0.0');
    await expectNothingChanged();
  });

  it('answers 401 when the signed-in account no longer exists', async () => {
    const gone = await createCustomer(shop);
    await shop.database.db.delete(customers).where(eq(customers.id, gone.id));
    const response = await submit(gone, valid());
    expect(response.statusCode).toBe(401);
    await expectNothingChanged();
  });
});

describe('listing reviews', () => {
  it('pages ten at a time, latest first, with the total on every page', async () => {
    const productId = await newProduct();
    const reviewers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createCustomer(shop, { name: `Reviewer ${i + 1}` })),
    );
    for (const reviewer of reviewers) await review(reviewer, productId, 4);

    const first = await reviewsOf(productId);
    expect(first.totalReview).toBe(12);
    expect(first.reviews.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Reviewer ${12 - i}`),
    );
    expect(await reviewsOf(productId, 1)).toEqual(first);
    const second = await reviewsOf(productId, 2);
    expect(second.totalReview).toBe(12);
    expect(second.reviews.map((r) => r.name)).toEqual(['Reviewer 2', 'Reviewer 1']);
    const beyond = await reviewsOf(productId, 3);
    expect(beyond).toMatchObject({ reviews: [], totalReview: 12 });
  });

  it('counts every star from 5 down to 1, zeros included', async () => {
    const productId = await newProduct();
    for (const rating of [5, 5, 3, 1, 5])
      await review(await createCustomer(shop), productId, rating);
    const page = await reviewsOf(productId);
    expect(page.rating_review).toEqual(starCounts([3, 0, 1, 0, 1]));
    expect(page.totalReview).toBe(5);
    expect(page.rating).toBe(3.8);
  });

  it('answers a product without reviews with zero counts, for anyone', async () => {
    const productId = await newProduct();
    expect(await reviewsOf(productId)).toEqual({
      reviews: [],
      totalReview: 0,
      rating_review: starCounts([0, 0, 0, 0, 0]),
      rating: 0,
    });
  });

  it('answers 404 for an unknown product or one whose seller is inactive', async () => {
    const hiddenSeller = await insertSeller(shop.database.db, { active: false });
    for (const id of [randomUUID(), await newProduct(hiddenSeller.id)]) {
      const response = await getReviews(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('This product does not exist or is no longer sold.');
    }
  });

  it.each([
    ['/not-an-id', /productId must be a valid id/],
    [`/${randomUUID()}?pageNo=0`, /pageNo must be a whole number from 1/],
    [`/${randomUUID()}?pageNo=-1`, /pageNo must be a whole number from 1/],
    [`/${randomUUID()}?pageNo=1.5`, /pageNo must be a whole number from 1/],
    [`/${randomUUID()}?pageNo=two`, /pageNo must be a whole number from 1/],
  ])('answers 400 for %s with a sentence', async (path, message) => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/home/customer/get-reviews${path}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });
});
