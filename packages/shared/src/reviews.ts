import { z } from './zod';
import { idSchema } from './fields';
import { REVIEW_MAX_LENGTH } from './review-rules';
import { fieldErrorMessage } from './field-errors';

// Messages are relative to the field: the API's 400 sentence reads "rating must be …".
const RATING_MESSAGE = 'must be a whole number from 1 to 5';

/**
 * POST /api/home/customer/submit-review. The reviewer's name comes from their account, never
 * from the body; the spec's client also sends `name` (and may send `userId`): both are ignored.
 * The text is kept exactly as typed (trimmed) and is always shown as text, never as HTML.
 */
export const submitReviewBodySchema = z.object({
  productId: idSchema,
  rating: z
    .number({ error: RATING_MESSAGE })
    .int({ error: RATING_MESSAGE })
    .min(1, { error: RATING_MESSAGE })
    .max(5, { error: RATING_MESSAGE }),
  review: z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(REVIEW_MAX_LENGTH, {
      error: fieldErrorMessage('too_long', { maximum: REVIEW_MAX_LENGTH }),
    }),
  name: z.unknown().optional(),
  userId: z.unknown().optional(),
});
export type SubmitReviewBody = z.input<typeof submitReviewBodySchema>;

export const SUBMIT_REVIEW_MESSAGE = 'Review Submitted Successfully';

/** GET /api/home/customer/get-reviews/{productId} */
export const getReviewsParamsSchema = z.object({ productId: idSchema });

export const getReviewsQuerySchema = z.object({
  pageNo: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: fieldErrorMessage('whole_from', { minimum: 1 }) })
    .transform(Number)
    .default(1),
});
export type GetReviewsQuery = z.input<typeof getReviewsQuerySchema>;

/** One review as listed (plain strings: response schemas carry no transforms). */
export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  /** The reviewer's account name when the review was last submitted. */
  name: z.string(),
  rating: z.number().int(),
  /** Plain text as the customer typed it; render as text. */
  review: z.string(),
  /** The reviewer had a delivered order containing the product when they last submitted. */
  verifiedPurchase: z.boolean(),
  /** ISO time of the latest submission (an edit replaces the review); the list's order. */
  date: z.string(),
  /** ISO time of the first submission. */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingCountSchema = z.object({ rating: z.number().int(), sum: z.number().int() });
export type RatingCount = z.infer<typeof ratingCountSchema>;

export const reviewsResponseSchema = z.object({
  /** One page, newest (latest edited) first. */
  reviews: z.array(reviewSchema),
  totalReview: z.number().int(),
  /** How many reviews gave each star, always all five from 5 down to 1. */
  rating_review: z.array(ratingCountSchema),
  /** The product's average rating, one decimal (0 without reviews). */
  rating: z.number(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
