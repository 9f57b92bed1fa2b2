import { createContext, useContext } from 'react';

/** Takes the page's HTTP status while the server renders it (the browser has none to set). */
export const ResponseStatusContext = createContext<((status: number) => void) | undefined>(
  undefined,
);

/**
 * Says what status the page answers with when the server renders it: a page that shows "not
 * found" answers 404, so search engines and links see the same thing a reader does.
 */
export function useResponseStatus(status: number): void {
  useContext(ResponseStatusContext)?.(status);
}

/**
 * What a page whose own read failed answers: the API's refusal when it refused (a 4xx, such as
 * too many searches from one network), else 503, so that a search engine keeps the page it had
 * and comes back, rather than taking "could not be loaded" for the page.
 */
export function failedReadStatus(error: unknown): number {
  // Read here, as `foundNothing` reads it, not with `readApiFailure`, which brings the error
  // codes' catalogue into every page's code (it loads only with a failure's message).
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 503;
}

/** Says, while the server renders the page, that its own read failed (`failed`), and how. */
export function useFailedRead(failed: boolean, error: unknown): void {
  const say = useContext(ResponseStatusContext);
  if (failed) say?.(failedReadStatus(error));
}
