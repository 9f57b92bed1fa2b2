// `npm start`: builds the storefront and the API when no build exists yet, then runs the server.
// The server reads PORT, HOST, DATA_DIR, PUBLIC_URL … itself (apps/api/src/config).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = [
  'apps/web/dist/index.html',
  'apps/console/dist/index.html',
  'apps/api/dist/server.js',
].every((file) => existsSync(new URL(`../${file}`, import.meta.url)));

if (!built) {
  console.log('No build found: building the storefront and the API first…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The demo serves the look-alike courier and connects its sellers to it, and offers Qi Card,
// ZainCash and FastPay through their look-alikes (simulations, marked so in the storefront and
// the console); set COURIER_LOOKALIKE=false or PAYMENTS_LOOKALIKE=false to start without them.
// With the flags the server runs with wherever it is started (docs/decisions.md, "The server's
// young generation").
const nodeFlags = JSON.parse(readFileSync(new URL('../apps/api/node-flags.json', import.meta.url)));
const server = spawn(
  process.execPath,
  [...nodeFlags, '--enable-source-maps', 'apps/api/dist/server.js'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { COURIER_LOOKALIKE: 'true', PAYMENTS_LOOKALIKE: 'true', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
