import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, orderLines, orders, products, reviews, sellers } from '../../db/schema/index';
import { visible } from '../catalogue/product-repository';

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A product customers may see (published, its seller active), with its stored rating. `lock` takes
 * the product row for the rest of the transaction, so submissions for one product queue up
 * and each recomputes the average over every review committed before it.
 */
export async function findVisibleProduct(
  db: Database,
  productId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ id: products.id, rating: products.rating })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), visible));
  const [row] = options.lock ? await query.for('update', { of: products }) : await query;
  return row;
}

export async function customerName(db: Database, customerId: string) {
  const [row] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name;
}

/** True when the customer has a delivered order with a line for the product. */
export async function hasDeliveredPurchase(
  db: Database,
  customerId: string,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.deliveryStatus, 'delivered'),
        eq(orderLines.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Writes the customer's review of the product, replacing the one they wrote before (if any). */
export async function saveReview(
  db: Database,
  values: {
    productId: string;
    customerId: string;
    name: string;
    rating: number;
    review: string;
    verifiedPurchase: boolean;
    now: Date;
  },
): Promise<void> {
  const { now, ...review } = values;
  await db
    .insert(reviews)
    .values({ ...review, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.customerId],
      // createdAt stays the first submission; updatedAt orders the list.
      set: {
        name: review.name,
        rating: review.rating,
        review: review.review,
        verifiedPurchase: review.verifiedPurchase,
        updatedAt: now,
      },
    });
}

/** Sets the product's rating to the average of its reviews, one decimal (0 with none), in SQL. */
export async function recomputeProductRating(db: Database, productId: string, now: Date) {
  const average = db
    .select({ value: sql`coalesce(round(avg(${reviews.rating}), 1), 0)` })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  await db
    .update(products)
    .set({ rating: sql`(${average})`, updatedAt: now })
    .where(eq(products.id, productId));
}

/** One page of a product's reviews, latest submission first (id breaks ties so pages are stable). */
export async function pageReviews(
  db: Database,
  productId: string,
  page: number,
  pageSize: number,
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many reviews gave each star, counted by the database; stars nobody gave are absent. */
export async function countReviewsByStar(
  db: Database,
  productId: string,
): Promise<{ rating: number; total: number }[]> {
  return db
    .select({ rating: reviews.rating, total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
}
