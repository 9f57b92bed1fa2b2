import { Star } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** Five clickable stars for a rating 1–5 (0 = none picked yet), a radio group for assistive tech. */
export function StarPicker({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('reviews.form.rating')}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex items-center gap-1"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('reviews.form.stars', { star })}
          data-testid={`review-star-${star}`}
          onClick={() => onChange(star)}
          className="rounded p-0.5 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Star
            aria-hidden="true"
            className={`size-7 ${star <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300 hover:text-amber-300'}`}
          />
        </button>
      ))}
    </div>
  );
}
