import toast from 'react-hot-toast';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { i18n } from '@/lib/i18n';

/** The server's sentence (`error`, else `message`) of a failed call, if any. */
export function serverSentence(error: unknown): string | undefined {
  return readApiFailure(error).sentence;
}

/** What to show for a failed call: the server's sentence, or a translated generic one. */
export function failureText(error: unknown): string {
  const failure = readApiFailure(error);
  if (failure.unreachable) return i18n.t('errors.network');
  if (failure.status === undefined || failure.status >= 500) return i18n.t('errors.server');
  return failure.sentence ?? i18n.t('errors.server');
}

/** Shows a failed call as an error toast. */
export function toastFailure(error: unknown): void {
  toast.error(failureText(error));
}
