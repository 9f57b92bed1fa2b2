import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { secondaryButtonClass } from '@/components/ui/field';
import { toastFailure } from '@/lib/api-failure';

interface ActionButtonProps<T> {
  /** The request the button sends. */
  run: () => Promise<T>;
  /** The toast once it went through, from what the server answered. */
  done: (answer: T) => string;
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A list row's action: sends its request and says how it went (or the server's refusal) as a toast. */
export function ActionButton<T>({
  run,
  done,
  busy = false,
  testId,
  children,
}: ActionButtonProps<T>) {
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={busy}
      data-testid={testId}
      onClick={() => {
        run()
          .then((answer) => toast.success(done(answer)))
          .catch(toastFailure);
      }}
    >
      {children}
    </button>
  );
}
