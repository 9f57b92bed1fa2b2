import type { ReactNode } from 'react';

/** A modal dialog's frame: the dimmed page behind, a sheet at the bottom on phones, centred wider. */
export function DialogFrame({
  titleId,
  testId,
  wide = false,
  children,
}: {
  /** The id of the dialog's heading, which names it. */
  titleId: string;
  testId?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-3 sm:items-center">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        className={`flex max-h-[90vh] w-full ${wide ? 'max-w-lg' : 'max-w-md'} flex-col gap-3 overflow-y-auto rounded-lg bg-white p-4 shadow-lg`}
      >
        {children}
      </div>
    </div>
  );
}
