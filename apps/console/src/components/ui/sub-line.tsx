import type { ReactNode } from 'react';

/** A second, smaller line under a name: a phone, an email or an address, kept in its own direction. */
export function SubLine({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  return (
    <span className="block text-xs text-slate-500">
      {ltr ? <span dir="ltr">{children}</span> : children}
    </span>
  );
}
