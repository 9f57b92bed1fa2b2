// Bundles the API into dist/server.js. npm dependencies stay external (installed beside it);
// the workspace's own TypeScript packages (@chapkhana/shared) are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@chapkhana/'));

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
