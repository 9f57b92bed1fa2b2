import { formatIraqTime } from '@chapkhana/shared/dates';
import type { Review } from '@chapkhana/shared/reviews';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { RatingStars } from '@/components/ui/rating-stars';

/** One review: name, stars, date (Iraq time), the verified-purchase badge and the text. */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  return (
    <li data-testid="review-item" className="flex flex-col gap-1.5 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span data-testid="review-name" className="font-semibold text-slate-900">
          <bdi>{review.name}</bdi>
        </span>
        <RatingStars rating={review.rating} />
        {review.verifiedPurchase ? (
          <span
            data-testid="review-verified"
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
          >
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('reviews.verifiedPurchase')}
          </span>
        ) : null}
        <time dateTime={review.date} className="ms-auto text-xs text-slate-500">
          <bdi dir="ltr">{formatIraqTime(review.date)}</bdi>
        </time>
      </div>
      {/* Plain text as typed: React escapes it, so markup in a review is shown, never run. */}
      <p
        data-testid="review-body"
        dir="auto"
        className="break-words whitespace-pre-line text-slate-700"
      >
        {review.review}
      </p>
    </li>
  );
}
