/**
 * Lucide's `star` and `star-half` (ISC), drawn as plain SVG: a listing shows up to 85 stars
 * (its cards and the rating filter's five rows), and lucide-react's icon component works out
 * its attributes anew for each: drawn plainly, a listing takes a fifth less to draw on the server.
 * Their shapes are in the page once (`StarShapes`, in the frame) and each star refers to them:
 * written out in each star, they were two thirds of a listing's markup. Each shape is a symbol
 * with its own box (24 × 24, scaled to the star's size) and strokes as lucide draws them (width
 * 2, round ends and joins, the text's colour): written in each star, they were another seventh
 * of a listing's markup. A star says only its size and fill (rating-stars.tsx).
 */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const HALF_STAR =
  'M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2';

const STROKES = {
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SHAPE_ID = { star: 'star-shape', half: 'star-half-shape' } as const;

/** The stars' shapes, once in every page (the frame draws it): each star refers to them. */
export function StarShapes() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <symbol id={SHAPE_ID.star} viewBox="0 0 24 24">
          <path d={STAR} {...STROKES} />
        </symbol>
        <symbol id={SHAPE_ID.half} viewBox="0 0 24 24">
          <path d={HALF_STAR} {...STROKES} />
        </symbol>
      </defs>
    </svg>
  );
}
