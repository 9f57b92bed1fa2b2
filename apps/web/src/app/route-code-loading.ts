import { createContext, useContext } from 'react';

/** True while the next page's route code loads and the page before it stays shown (app/router.tsx). */
export const RouteCodeLoadingContext = createContext(false);

/** Whether the next page's code is on its way (the thin progress bar shows it). */
export function useRouteCodeLoading(): boolean {
  return useContext(RouteCodeLoadingContext);
}
