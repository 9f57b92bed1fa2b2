import type { ReactNode } from 'react';

/**
 * A second, smaller line under a name: an address, or (`ltr`) an email kept left to right. An
 * email may break anywhere: a long one is wider than a phone's card.
 */
export function SubLine({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  return (
    <span className="block text-xs text-slate-500">
      {ltr ? (
        <bdi dir="ltr" className="break-all">
          {children}
        </bdi>
      ) : (
        children
      )}
    </span>
  );
}
