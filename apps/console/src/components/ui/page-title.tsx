import type { ReactNode } from 'react';

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{children}</h1>
      {actions}
    </div>
  );
}

export const tableClass = 'w-full border-collapse text-sm';
export const thClass =
  'border-b border-slate-200 px-3 py-2 text-start font-semibold text-slate-600';
export const tdClass = 'border-b border-slate-100 px-3 py-2 align-top';
export const cardClass =
  'relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200';
