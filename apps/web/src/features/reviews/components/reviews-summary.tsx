import type { RatingCount } from '@chapkhana/shared/reviews';
import { REVIEW_STARS } from '@chapkhana/shared/review-rules';
import { Star } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { RatingStars } from '@/components/ui/rating-stars';
import { ratingShare } from '@/features/reviews/utils/review-form';

interface ReviewsSummaryProps {
  rating: number;
  totalReview: number;
  ratingReview: RatingCount[];
}

/** Average stars, the number of reviews and a bar per star from 5 down to 1 (docs/storefront.md §2). */
export function ReviewsSummary({ rating, totalReview, ratingReview }: ReviewsSummaryProps) {
  const { t } = useTranslation();
  // Western digits in every language, as the shop's prices are (docs/storefront.md §9: US number format).
  const average = rating.toFixed(1);
  return (
    <div
      data-testid="reviews-summary"
      className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8"
    >
      <div className="flex flex-col items-center gap-1 sm:w-40 sm:shrink-0">
        <span data-testid="reviews-average" className="text-4xl font-bold text-slate-900">
          <bdi>{average}</bdi>
        </span>
        <RatingStars rating={rating} className="size-5" />
        <span data-testid="reviews-total" className="text-sm text-slate-600">
          {t('reviews.total', { total: totalReview })}
        </span>
      </div>
      <ul className="flex min-w-0 flex-1 flex-col gap-1.5" aria-label={t('reviews.distribution')}>
        {REVIEW_STARS.map((star) => {
          const sum = ratingReview.find((row) => row.rating === star)?.sum ?? 0;
          const share = ratingShare(sum, totalReview);
          return (
            <li
              key={star}
              data-testid={`reviews-bar-${star}`}
              data-sum={sum}
              className="flex items-center gap-2 text-sm"
            >
              <span className="flex w-8 shrink-0 items-center gap-0.5 text-slate-700">
                <bdi>{star}</bdi>
                <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
              </span>
              <span
                role="meter"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={share}
                aria-label={t('reviews.starShare', { star, total: sum })}
                className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <span
                  data-testid={`reviews-bar-fill-${star}`}
                  className="block h-full rounded-full bg-amber-400"
                  style={{ inlineSize: `${share}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-end text-slate-600">
                <bdi>{sum}</bdi>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
