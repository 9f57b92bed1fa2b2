import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import toast from 'react-hot-toast';
import { i18n } from '@/lib/i18n';

/** The server's sentence (`error`, else `message`) of a failed call, if any. */
export function serverSentence(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const data = (error as FetchBaseQueryError).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { error: text, message } = data as { error?: unknown; message?: unknown };
  if (typeof text === 'string' && text) return text;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

/** What to show for a failed call: the server's sentence, or a translated generic one. */
export function failureText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return i18n.t('errors.network');
  if (typeof status === 'number' && status >= 500) return i18n.t('errors.server');
  return serverSentence(error) ?? i18n.t('errors.server');
}

/** Shows a failed call as an error toast. */
export function toastFailure(error: unknown): void {
  toast.error(failureText(error));
}
