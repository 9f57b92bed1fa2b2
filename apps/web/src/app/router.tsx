import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  BrowserRouter,
  parsePath,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useRoutes,
  type Location,
  type Navigator,
} from 'react-router';
import { RouteCodeLoadingContext } from '@/app/route-code-loading';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { matchedTable, routeCodeLoaded, routes, routesLoadedAt } from '@/app/route-table';
import { RouteErrorScreen } from '@chapkhana/web-kit/components/route-error-screen';
import { pageFirstSettled } from '@/rendering';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import type { RouterLike } from '@/pwa/keep-pages';

/**
 * The router's navigator for the pages, moving to an address only once its routes' code is in, as
 * React Router's data router did: until then the address bar and the history keep the page shown,
 * and a later move drops one still waiting (two quick taps leave one history entry). Meanwhile
 * nothing is drawn at the new address; drawn there early, the page before it would redirect again
 * at every drawing (a guard's `Navigate`). A move the browser makes itself (back, forward) cannot
 * wait: `AppRoutes` keeps the page shown for it instead. `waiting`: a move waits for its code.
 */
function useNavigatorAfterCode() {
  const context = useContext(NavigationContext);
  const location = useLocation();
  // The location a move is waiting at: none once the router is anywhere else.
  const [waitingAt, setWaitingAt] = useState<Location | null>(null);
  const moves = useRef(0);
  const at = useRef(location);
  const navigator = useMemo<Navigator>(() => {
    const { navigator: router } = context;
    const after = (to: Parameters<Navigator['push']>[0], move: () => void) => {
      const thisMove = ++moves.current;
      const from = at.current;
      const { pathname } = typeof to === 'string' ? parsePath(to) : to;
      if (pathname === undefined || routeCodeLoaded({ pathname })) {
        setWaitingAt(null);
        move();
        return;
      }
      setWaitingAt(at.current);
      // Moved to even when its code cannot load: the routes then show the error screen.
      void routesLoadedAt({ pathname })
        .catch(() => undefined)
        .then(() => {
          // A later move was asked for, or the browser moved (back, forward) meanwhile.
          if (thisMove !== moves.current || from !== at.current) return;
          setWaitingAt(null);
          move();
        });
    };
    return {
      createHref: router.createHref,
      encodeLocation: router.encodeLocation,
      go: (delta) => {
        moves.current++;
        router.go(delta);
      },
      push: (to, state, options) => after(to, () => router.push(to, state, options)),
      replace: (to, state, options) => after(to, () => router.replace(to, state, options)),
    };
  }, [context]);
  // Where the router is, for the moves waiting (a layout effect: set before any page's effect
  // asks for a move from here).
  useLayoutEffect(() => {
    at.current = location;
  }, [location]);
  const value = useMemo(() => ({ ...context, navigator }), [context, navigator]);
  return { value, waiting: waitingAt === location };
}

/**
 * The storefront's routes at the router's location, inside the router (`BrowserRouter` in the
 * browser, `StaticRouter` on the server, `MemoryRouter` in tests). A route's code loads when it
 * is first reached; meanwhile the page that was shown stays, with the thin progress bar
 * (`useRouteCodeLoading`), and a page opened on such an address shows a spinner. A route whose
 * code cannot load, or that throws while drawn, shows the error screen with its reload.
 *
 * `onShown` hears each location once its page is drawn (the installable app keeps those pages).
 */
export function AppRoutes({ onShown }: { onShown?: (location: Location) => void }) {
  const location = useLocation();
  const ready = routeCodeLoaded(location);
  // The last location whose page was drawn: it stays on screen while the next one's code loads.
  const [shown, setShown] = useState(ready ? location : null);
  if (ready && shown !== location) setShown(location);
  const at = ready ? location : shown;
  const [failedAt, setFailedAt] = useState<Location>();
  const navigation = useNavigatorAfterCode();

  useEffect(() => {
    if (ready) return;
    let current = true;
    routesLoadedAt(location).then(
      () => current && setShown(location),
      () => current && setFailedAt(location),
    );
    return () => {
      current = false;
    };
  }, [location, ready]);
  useEffect(() => {
    if (at) onShown?.(at);
  }, [at, onShown]);

  // Pages are drawn at the location shown: while the next route's code loads, the page before
  // it reads its own address, as it was drawn for. (Always given, even when it is the router's:
  // with and without it the routes' tree differs, and every page would mount anew.)
  const page = useRoutes(matchedTable(at ?? location) ?? routes, at ?? location);
  if (failedAt === location) return <RouteErrorScreen />;
  if (at === null) return <FullPageSpinner />;
  return (
    <NavigationContext.Provider value={navigation.value}>
      <RouteCodeLoadingContext.Provider value={navigation.waiting || !ready}>
        <RouteErrorBoundary at={at}>{page}</RouteErrorBoundary>
      </RouteCodeLoadingContext.Provider>
    </NavigationContext.Provider>
  );
}

/** The pages drawn, as the installable app follows them (pwa/keep-pages.ts). */
function shownPages(): RouterLike & { show(location: Location): void } {
  const listeners = new Set<(state: RouterLike['state']) => void>();
  const pages = {
    state: { location: { pathname: window.location.pathname, search: window.location.search } },
    subscribe(listener: (state: RouterLike['state']) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    show(location: Location) {
      pages.state = { location };
      listeners.forEach((listener) => listener(pages.state));
    },
  };
  return pages;
}

/** Mounts the browser router once for the app's lifetime. */
export function AppRouter() {
  const [pages] = useState(shownPages);
  // Installable, and readable offline once seen (src/pwa/README.md): its code loads once the
  // page has settled. (Asked from an effect, after the first commit: the page-settled mark must
  // still mean hydrated and idle.)
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void pageFirstSettled()
      .then(() => import('@/pwa/start'))
      .then(({ startInstallableApp }) => {
        if (!unmounted) stop = startInstallableApp(pages);
      })
      .catch(() => {
        // Its code did not load (the network dropped): the shop works as a plain site.
      });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [pages]);
  return (
    <BrowserRouter>
      <AppRoutes onShown={pages.show} />
    </BrowserRouter>
  );
}
