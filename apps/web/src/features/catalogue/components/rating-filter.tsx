import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { RatingStars } from '@/components/ui/rating-stars';

const RATINGS = [5, 4, 3, 2, 1] as const;

interface RatingFilterProps {
  rating: number | undefined;
  onChange: (rating: number | undefined) => void;
}

/** "At least N stars", 5 down to 1, plus clear (docs/storefront.md §2, §5). */
export function RatingFilter({ rating, onChange }: RatingFilterProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rating-filter-heading">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="rating-filter-heading" className="font-bold text-slate-900">
          {t('listing.rating')}
        </h2>
        <button
          type="button"
          data-testid="rating-clear"
          disabled={rating === undefined}
          onClick={() => onChange(undefined)}
          className="rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          {t('listing.clearRating')}
        </button>
      </div>
      <ul className="flex flex-col gap-0.5">
        {RATINGS.map((value) => (
          <li key={value}>
            <button
              type="button"
              data-testid={`rating-filter-${value}`}
              aria-pressed={rating === value}
              aria-label={t('listing.ratingAtLeast', { rating: value })}
              onClick={() => onChange(value)}
              className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm ${rating === value ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-600' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              <RatingStars rating={value} />
              {value < 5 ? <span aria-hidden="true">{t('listing.andUp')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
