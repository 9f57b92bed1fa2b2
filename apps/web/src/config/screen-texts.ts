/**
 * The sections of the storefront's translations that only the screens behind sign-in and
 * checkout use (and /registerCode, which shares the account forms' texts): served apart, in
 * `screens.json` beside the translation file (vite.config.ts, web-kit's translations-plugin), and
 * loaded with those screens' code (lib/screen-texts.ts), not before the app takes a public page
 * over. On a slow line that is ~4.6 KB (brotli) less beside the app's scripts.
 *
 * A section named here must not be read by a public page: server-render.server.test.tsx draws
 * each public page without them and expects the same page, and e2e's route-imports.test.ts finds
 * none of their keys in the code a public page runs, now or later.
 */
export const SCREEN_SECTIONS = [
  'account',
  'checkout',
  'orders',
  'orderConfirm',
  'cardDesigns',
  'parcels',
  'checkoutParcels',
] as const;
