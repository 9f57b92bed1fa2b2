import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A mail went out (or its link worked): the envelope beside what the reader should know. */
export function MailNotice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-brand-900"
    >
      <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="flex min-w-0 flex-col items-start gap-2">{children}</div>
    </div>
  );
}
