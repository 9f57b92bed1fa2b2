import { defineConfig } from 'vite';
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

export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss(), sharedTranslations()],
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
