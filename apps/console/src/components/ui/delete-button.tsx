import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { dangerButtonClass } from '@/components/ui/field';
import { toastFailure } from '@/lib/api-failure';

interface DeleteButtonProps {
  /** The question the admin or seller confirms first. */
  question: string;
  /** The toast once it is gone. */
  done: string;
  remove: () => Promise<unknown>;
  busy?: boolean;
}

/** Delete, after a confirmation; the outcome (or the server's reason for refusing) as a toast. */
export function DeleteButton({ question, done, remove, busy = false }: DeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={dangerButtonClass}
      disabled={busy}
      onClick={() => {
        if (!window.confirm(question)) return;
        remove()
          .then(() => toast.success(done))
          .catch(toastFailure);
      }}
    >
      {t('common.delete')}
    </button>
  );
}
