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
