// How many reviews a page shows, how long one may be and its stars, apart from the review
// schemas: the product page reads these without loading zod.

/** Reviews per page of get-reviews (docs/storefront.md §9). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_MAX_LENGTH = 2000;
/** The stars a review may give, highest first: the order of `rating_review`. */
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export type ReviewStar = (typeof REVIEW_STARS)[number];
