import type { ReactNode } from 'react';
import { LtrText } from '@/components/ui/ltr-text';

/** A second, smaller line under a name: a phone, an email or an address, kept in its own direction. */
export function SubLine({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  return (
    <span className="block text-xs text-slate-500">
      {ltr ? <LtrText>{children}</LtrText> : children}
    </span>
  );
}
