import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What a failed RTK Query call (or a rejected `unwrap()`) tells us. */
export interface ApiFailure {
  /** The HTTP status; undefined when the server was not reached or did not answer JSON. */
  status?: number;
  /** The server's English sentence (`error`, else `message`). */
  sentence?: string;
  /** Offline, refused or timed out. */
  unreachable: boolean;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** Reads the status and the server's sentence out of a failed call. */
export function readApiFailure(error: unknown): ApiFailure {
  if (!isFetchBaseQueryError(error)) return { unreachable: false };
  if (typeof error.status !== 'number') {
    return { unreachable: error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' };
  }
  const data = error.data;
  let sentence: string | undefined;
  if (typeof data === 'object' && data !== null) {
    const { error: text, message } = data as { error?: unknown; message?: unknown };
    if (typeof text === 'string' && text) sentence = text;
    else if (typeof message === 'string' && message) sentence = message;
  }
  return { status: error.status, sentence, unreachable: false };
}
