import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { SHAPE_ID } from '@/components/ui/star-shapes';
import { starKinds, type StarKind } from '@/lib/stars';
import { BY_NAME, DrawnOnce } from '@/rendering';

/** How a full star and an empty one are painted (the half star's filled half is painted full). */
const FULL = 'fill-amber-400 text-amber-400';
const EMPTY = 'fill-none text-slate-300';

/**
 * A star: its shape (`StarShapes`: outline, strokes and box) in a box its class sizes and paints.
 * Not hidden from assistive technology one by one: the rating around them is one image, read out.
 */
function StarShape({
  shape,
  className,
  kind,
}: {
  shape: keyof typeof SHAPE_ID;
  className: string;
  kind?: StarKind;
}) {
  return (
    <svg data-star={kind} className={className}>
      <use href={`#${SHAPE_ID[shape]}`} />
    </svg>
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
      {kinds.map((kind, index) =>
        kind === 'half' ? (
          <span key={index} data-star={kind} className="relative inline-flex">
            <StarShape shape="star" className={`${className} ${EMPTY}`} />
            {/* The filled half sits on the reading start: left in English, right in RTL. */}
            <StarShape
              shape="half"
              className={`${className} absolute inset-0 ${FULL} rtl:-scale-x-100`}
            />
          </span>
        ) : (
          <StarShape
            key={index}
            kind={kind}
            shape="star"
            className={`${className} ${kind === 'full' ? FULL : EMPTY}`}
          />
        ),
      )}
    </span>
  );
}
