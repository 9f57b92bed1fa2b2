import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sharedTranslations } from '@chapkhana/web-kit/translations-plugin';

// The API server (apps/api) listens on 3000 in development; in production it serves the
// console itself at /console/, so the app uses the same relative API paths everywhere.
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/uploads': { target: API_ORIGIN, changeOrigin: true },
  '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
};

/**
 * The console's Kurdish and Arabic font (Vazirmatn's Arabic-script files, regular and bold),
 * asked for with the page: found only once the app has drawn its first text, it arrived after
 * it, and a first visit's page moved under the reader's tap (an Add button 54 px at 360 px).
 */
function preloadArabicScriptFont(): Plugin {
  let base = '/';
  return {
    name: 'chapkhana-preload-arabic-script-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /vazirmatn-arabic-(400|700)-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: base + file,
              crossorigin: '',
            },
            injectTo: 'head',
          })),
    },
  };
}

export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss(), sharedTranslations(), preloadArabicScriptFont()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed bundles live under /console/static so the server caches that folder immutably;
    // /console/assets/locales/*.json (from public/, with @chapkhana/web-kit's shared
    // translations merged in) is not fingerprinted.
    assetsDir: 'static',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'contract', test: /node_modules[\\/](zod|big\.js)[\\/]/, priority: 3 },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 3,
            },
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser)[\\/]/,
              priority: 3,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
});
