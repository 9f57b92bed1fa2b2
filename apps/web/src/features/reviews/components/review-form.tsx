import { REVIEW_MAX_LENGTH } from '@chapkhana/shared/review-rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { StarPicker } from '@/features/reviews/components/star-picker';
import {
  reviewDraftErrors,
  type ReviewDraft,
  type ReviewDraftErrors,
} from '@/features/reviews/utils/review-form';

interface ReviewFormProps {
  /** Resolves true when the review was saved, which empties the form. */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  isSubmitting: boolean;
}

/** Stars and text (docs/storefront.md §5: a star and the text are both required). */
export function ReviewForm({ onSubmit, isSubmitting }: ReviewFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReviewDraft>({ rating: 0, review: '' });
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const textId = useId();
  const ratingErrorId = useId();
  const textErrorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reviewDraftErrors(draft);
    setErrors(found);
    if (found.rating || found.review) return;
    if (await onSubmit({ rating: draft.rating, review: draft.review.trim() })) {
      setDraft({ rating: 0, review: '' });
    }
  };

  return (
    <form
      noValidate
      data-testid="review-form"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
    >
      <h3 className="font-semibold text-slate-900">{t('reviews.form.title')}</h3>
      <StarPicker
        value={draft.rating}
        onChange={(rating) => {
          setDraft((current) => ({ ...current, rating }));
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        invalid={Boolean(errors.rating)}
        describedBy={errors.rating ? ratingErrorId : undefined}
      />
      {errors.rating ? (
        <p id={ratingErrorId} data-testid="review-rating-error" className="text-sm text-red-700">
          {t(errors.rating)}
        </p>
      ) : null}
      <label htmlFor={textId} className="text-sm font-medium text-slate-700">
        {t('reviews.form.text')}
      </label>
      <textarea
        id={textId}
        data-testid="review-text"
        rows={4}
        required
        maxLength={REVIEW_MAX_LENGTH}
        value={draft.review}
        aria-invalid={errors.review ? true : undefined}
        aria-describedby={errors.review ? textErrorId : undefined}
        onChange={(event) => {
          const review = event.target.value;
          setDraft((current) => ({ ...current, review }));
          if (review.trim()) setErrors((current) => ({ ...current, review: undefined }));
        }}
        className="rounded-md border border-slate-300 p-3 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-1 focus:ring-brand-700"
      />
      {errors.review ? (
        <p id={textErrorId} data-testid="review-text-error" className="text-sm text-red-700">
          {t(errors.review)}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="review-submit"
        disabled={isSubmitting}
        className="self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {isSubmitting ? t('reviews.form.submitting') : t('reviews.form.submit')}
      </button>
    </form>
  );
}
