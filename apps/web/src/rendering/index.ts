/**
 * The storefront's rendering, as pages and features use it: see "Rendering" in
 * docs/architecture.md. Only this file is imported from outside src/rendering/ (an ESLint zone
 * holds it); the server's entry, server-render.tsx, is built on its own (`vite build --ssr`)
 * and loaded by the API (apps/api/src/web/renderer.ts), never imported.
 */
export { askInProcess, type CallApi } from './in-process-query';
export { BY_CONTENT, BY_NAME, DrawnOnce } from './drawn-once';
export { HydrateLater, HydrateSectionLater } from './hydrate-later';
export {
  isHydratingOrServer,
  replayEarlyActions,
  takeEarlyInput,
  takeEarlyTaps,
  whileHydrating,
} from './hydration';
export { nextTask } from './next-task';
export { partLoadedLater, type LaterPartOptions } from './later-part';
export {
  headWritten,
  sharedPicture,
  useOwnPageTitle,
  usePageHead,
  type PageHeadInput,
} from './page-head';
export { serverQueryHooksModule } from './server-query-hooks';
export { pageRead, readPage, serverReadsModule, type PageRead } from './page-reads';
export { onFirstInteraction, pageFirstSettled, pageSettled } from './page-settled';
export { useNearViewport } from './use-near-viewport';
