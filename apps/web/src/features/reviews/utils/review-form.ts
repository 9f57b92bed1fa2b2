import type { ParseKeys } from 'i18next';

export interface ReviewDraft {
  /** 0 until a star is picked (docs/storefront.md §5: stars 0 to 5). */
  rating: number;
  review: string;
}

export interface ReviewDraftErrors {
  rating?: ParseKeys;
  review?: ParseKeys;
}

/** What stops a review from being sent: no star picked, or no text (docs/storefront.md §5). */
export function reviewDraftErrors(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    errors.rating = 'reviews.form.ratingRequired';
  }
  if (draft.review.trim() === '') errors.review = 'reviews.form.textRequired';
  return errors;
}

/** Share of all reviews that gave a star, as a whole percentage for the bar width. */
export function ratingShare(sum: number, total: number): number {
  if (total <= 0 || sum <= 0) return 0;
  return Math.round((Math.min(sum, total) / total) * 100);
}
