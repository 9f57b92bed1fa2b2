import type { ReactNode } from 'react';

/**
 * A left-to-right value inside right-to-left text — a date, a phone, a code, an email — kept
 * whole: isolated so its digits and dashes never reorder with the sentence around it, and
 * never broken across lines (a date split as "-11-24" / "2026" reads as another day).
 */
export function LtrText({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={`whitespace-nowrap ${className}`}>
      {children}
    </bdi>
  );
}
