import { StrictMode } from 'react';
import { Toaster } from 'react-hot-toast';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { AppRoutes } from '@/app/router';
import { renderWithApp } from '@/testing/render-app';

/** What a test reads of the router, and how it moves it (as the reader's back button would). */
export interface TestRouter {
  /** Where the router is now. */
  location(): Location;
  navigate: NavigateFunction;
}

/** Hands the test the router's location and navigate each time the router draws. */
function RouterProbe({ seen }: { seen: (location: Location, navigate: NavigateFunction) => void }) {
  seen(useLocation(), useNavigate());
  return null;
}

/** The whole storefront at `path` in a memory router, and a handle on that router. */
export function storefrontAt(path: InitialEntry) {
  let current: { location: Location; navigate: NavigateFunction } | undefined;
  const drawn = () => {
    if (!current) throw new Error('the router has not drawn yet');
    return current;
  };
  const router: TestRouter = {
    location: () => drawn().location,
    navigate: ((to: never, options?: never) => drawn().navigate(to, options)) as NavigateFunction,
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <RouterProbe seen={(location, navigate) => (current = { location, navigate })} />
    </MemoryRouter>
  );
  return { element, router };
}

/**
 * Renders the whole storefront at `path` (a URL, or a location with navigation state) in a
 * memory router, in strict mode (effects run twice, as in development) and with the toaster,
 * so tests can read toasts.
 */
export function renderRoute(path: InitialEntry) {
  const { element, router } = storefrontAt(path);
  const result = renderWithApp(
    <StrictMode>
      {element}
      <Toaster />
    </StrictMode>,
  );
  return { ...result, router };
}
