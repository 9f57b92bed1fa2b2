import type { ReactNode } from 'react';

/** A form's main button; while pending it shows a spinner and the pending label and is disabled. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  testId,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
    >
      {pending ? (
        <>
          <span
            aria-hidden="true"
            data-testid={`${testId}-spinner`}
            className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          <span>{pendingLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
