import { REVIEWS_PAGE_SIZE } from '@chapkhana/shared/review-rules';
import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useGetReviewsQuery } from '@/features/reviews/api/get-reviews';
import { useSubmitReviewMutation } from '@/features/reviews/api/submit-review';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { ReviewItem } from '@/features/reviews/components/review-item';
import { ReviewsPager } from '@/features/reviews/components/reviews-pager';
import { ReviewsSummary } from '@/features/reviews/components/reviews-summary';
import type { ReviewDraft } from '@/features/reviews/utils/review-form';
import { loginPathFor } from '@/lib/sign-in-intent';
import { useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';

const feedback = actionToast('submit-review');

/** Pager only above 5 reviews, although a page holds 10 (docs/storefront.md §5, §9). */
const PAGER_FROM = 5;

/** The reviews tab (docs/storefront.md §2): summary, a paged list and the form (or a Login First link). */
export function ProductReviews({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const customer = useCustomer();
  const location = useLocation();
  const shownText = useShownText();
  const [page, setPage] = useState(1);
  const reviews = useGetReviewsQuery({ productId, pageNo: page });
  const [submitReview, { isLoading: isSubmitting }] = useSubmitReviewMutation();

  const submit = async (draft: ReviewDraft) => {
    try {
      await submitReview({ productId, ...draft }).unwrap();
      feedback.success(shownText({ key: 'reviews.messages.submitted' }));
      setPage(1);
      return true;
    } catch (error) {
      void feedback.failure(error, shownText);
      return false;
    }
  };

  const data = reviews.data;
  const pageCount = data ? Math.ceil(data.totalReview / REVIEWS_PAGE_SIZE) : 0;
  return (
    <div data-testid="product-reviews" className="flex flex-col gap-6">
      {data ? (
        <>
          <ReviewsSummary
            rating={data.rating}
            totalReview={data.totalReview}
            ratingReview={data.rating_review}
          />
          {data.reviews.length > 0 ? (
            <ul className="divide-y divide-slate-200 border-y border-slate-200">
              {data.reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </ul>
          ) : (
            <p data-testid="reviews-empty" className="text-slate-600">
              {t('reviews.empty')}
            </p>
          )}
          {data.totalReview > PAGER_FROM ? (
            <ReviewsPager page={page} pageCount={Math.max(1, pageCount)} onPageChange={setPage} />
          ) : null}
        </>
      ) : reviews.isError ? (
        <p role="alert" className="text-slate-600">
          {t('reviews.loadError')}
        </p>
      ) : (
        <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-slate-100" />
      )}
      {customer ? (
        <ReviewForm onSubmit={submit} isSubmitting={isSubmitting} />
      ) : (
        <Link
          to={loginPathFor(paths.login, 'review', `${location.pathname}${location.search}`)}
          data-testid="review-login"
          className="self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('reviews.loginFirst')}
        </Link>
      )}
    </div>
  );
}
