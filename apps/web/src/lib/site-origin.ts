import { createContext, useContext } from 'react';

/** The shop's public origin while the server renders a page (the browser knows its own). */
export const SiteOriginContext = createContext<string | undefined>(undefined);

/** The origin links to this shop are shared with, such as `https://chapkhana.example`. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
