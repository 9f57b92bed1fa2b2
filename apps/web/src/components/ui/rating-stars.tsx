import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { StrokeIcon } from '@/components/icons/stroke-icon';
import { SHAPE_ID } from '@/components/ui/star-shapes';
import { starKinds, type StarKind } from '@/lib/stars';
import { BY_NAME, DrawnOnce } from '@/rendering';

function StarShape({ shape, className }: { shape: keyof typeof SHAPE_ID; className: string }) {
  return (
    <StrokeIcon className={className}>
      <use href={`#${SHAPE_ID[shape]}`} />
    </StrokeIcon>
  );
}

/**
 * Five stars with halves from .5 (docs/storefront.md §2), read out as "Rated 3.5 out of 5". The
 * server draws each (rating as read out, stars, size, language) once and puts that markup in after
 * (`DrawnOnce`): a listing draws 24 ratings.
 */
export function RatingStars({
  rating,
  className = 'size-4',
}: {
  rating: number;
  className?: string;
}) {
  const said = Math.round(rating * 10) / 10;
  const kinds = starKinds(rating);
  return (
    <DrawnOnce name={`rating-stars ${said} ${kinds.join(',')} ${className}`} from={BY_NAME}>
      <Stars said={said} kinds={kinds} className={className} />
    </DrawnOnce>
  );
}

function Stars({ said, kinds, className }: { said: number; kinds: StarKind[]; className: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('catalogue.rating', { rating: said })}
      data-testid="rating-stars"
      className="inline-flex items-center gap-0.5"
    >
      {kinds.map((kind, index) => (
        <span key={index} data-star={kind} className="relative inline-flex">
          <StarShape
            shape="star"
            className={`${className} ${kind === 'full' ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
          />
          {kind === 'half' ? (
            // The filled half sits on the reading start: left in English, right in RTL.
            <StarShape
              shape="half"
              className={`${className} absolute inset-0 fill-amber-400 text-amber-400 rtl:-scale-x-100`}
            />
          ) : null}
        </span>
      ))}
    </span>
  );
}
