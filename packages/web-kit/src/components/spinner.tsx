interface SpinnerProps {
  /** Accessible name; omit while translations are still loading. */
  label?: string;
  className?: string;
}

/** A small circular loading indicator. */
export function Spinner({ label, className = 'size-8' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-4 border-brand-100 border-t-brand-700`}
      />
    </span>
  );
}

/** Centred spinner shown while the first screen (or its translations) loads. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
