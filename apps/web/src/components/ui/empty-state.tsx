import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A friendly "nothing here yet" block with an icon, a sentence and an action. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className="size-12 text-slate-400" />
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {body ? <p className="max-w-md text-slate-600">{body}</p> : null}
      {action}
    </section>
  );
}
