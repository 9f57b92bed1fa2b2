import type { SVGProps } from 'react';

/**
 * An icon drawn in strokes of the text's colour as lucide draws them (24 × 24, width 2, round
 * ends and joins), as plain SVG: its shapes are the children.
 */
export function StrokeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    />
  );
}
