import type { Review, ReviewsResponse } from '@chapkhana/shared/reviews';
import { REVIEW_STARS } from '@chapkhana/shared/review-rules';
import type { Database } from '../../db/client';
import { notFound, unauthorized } from '../../lib/http-errors';
import * as reviewsRepo from './repository';

/**
 * Saves a signed-in customer's review of a product — one per customer and product, a new
 * submission replacing the old — and recomputes the product's rating, all in one transaction.
 * The name shown is the account's; "verified purchase" means a delivered order contains it.
 */
export async function submitReview(
  db: Database,
  input: { customerId: string; productId: string; rating: number; review: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await reviewsRepo.findVisibleProduct(tx, input.productId, { lock: true });
    if (!product) throw notFound('product_not_found');
    const name = await reviewsRepo.customerName(tx, input.customerId);
    // A valid token for an account that has since been removed.
    if (name === undefined) throw unauthorized('account_gone_sign_in');
    await reviewsRepo.saveReview(tx, {
      productId: input.productId,
      customerId: input.customerId,
      name,
      rating: input.rating,
      review: input.review,
      verifiedPurchase: await reviewsRepo.hasDeliveredPurchase(
        tx,
        input.customerId,
        input.productId,
      ),
      now: input.now,
    });
    await reviewsRepo.recomputeProductRating(tx, input.productId, input.now);
  });
}

function reviewView(row: reviewsRepo.ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    name: row.name,
    rating: row.rating,
    review: row.review,
    verifiedPurchase: row.verifiedPurchase,
    date: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of a visible product's reviews with the per-star counts, both from SQL. */
export async function productReviews(
  db: Database,
  productId: string,
  page: number,
  pageSize: number,
): Promise<ReviewsResponse> {
  const product = await reviewsRepo.findVisibleProduct(db, productId);
  if (!product) throw notFound('product_not_found');
  const [rows, byStar] = await Promise.all([
    reviewsRepo.pageReviews(db, productId, page, pageSize),
    reviewsRepo.countReviewsByStar(db, productId),
  ]);
  const rating_review = REVIEW_STARS.map((rating) => ({
    rating,
    sum: byStar.find((row) => row.rating === rating)?.total ?? 0,
  }));
  return {
    reviews: rows.map(reviewView),
    totalReview: rating_review.reduce((total, star) => total + star.sum, 0),
    rating_review,
    rating: Number(product.rating),
  };
}
