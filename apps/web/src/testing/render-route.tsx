import { StrictMode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { routes } from '@/app/router';
import { renderWithApp } from '@/testing/render-app';

/**
 * Renders the whole storefront at `path` (a URL, or a location with navigation state) in a
 * memory router, in strict mode (effects run twice, as in development) and with the toaster,
 * so tests can read toasts.
 */
export function renderRoute(path: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithApp(
    <StrictMode>
      <RouterProvider router={router} />
      <Toaster />
    </StrictMode>,
  );
  return { ...result, router };
}
