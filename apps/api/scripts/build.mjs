// Bundles the API into dist/server.js. npm dependencies stay external (installed beside it);
// the workspace's own TypeScript packages (@chapkhana/shared) are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const dependenciesOf = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
// The shared package's own dependencies (qrcode, zod…) stay external too: a CommonJS package
// bundled into this ESM output fails at its first `require` of a Node module.
const external = [
  ...dependenciesOf('../package.json'),
  ...dependenciesOf('../../../packages/shared/package.json'),
].filter((name) => !name.startsWith('@chapkhana/'));

await build({
  entryPoints: [
    'src/server.ts',
    'src/db/seed/cli.ts',
    'src/db/seed/bench-cli.ts',
    'src/cli/create-admin.ts',
    'src/lib/file-inspector-process.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
