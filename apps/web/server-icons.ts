import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SERVER_ICON = fileURLToPath(new URL('src/rendering/server-icon.tsx', import.meta.url));
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * When the server draws (the server build, and the tests that draw as it does), every
 * lucide-react icon is made by src/rendering/server-icon.tsx instead of lucide's own
 * `createLucideIcon`, which it wraps: an icon is then drawn once per set of props and put in as
 * markup after (docs/performance.md, issue 34's fifth round). The browser's build is untouched.
 */
export function serverIcons(): Plugin {
  return {
    name: 'chapkhana:server-icons',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!options.ssr || source !== '../createLucideIcon.mjs' || !importer) return null;
      return ICON_MODULE.test(importer) ? SERVER_ICON : null;
    },
  };
}
