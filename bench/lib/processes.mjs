// Starting the pieces a benchmark measures: the production build, the shop's server, a bare
// Fastify server as the machine's ceiling, and the bench seeder. Every server gets a free port.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiModule } from './api-modules.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/console/dist/index.html',
  'apps/api/dist/server.js',
  'apps/api/dist/bench-cli.js',
];

/** Runs `npm run build` when any production output is missing (as `npm start` does). */
export function ensureBuild(log) {
  if (BUILD_OUTPUTS.every((file) => existsSync(new URL(`../../${file}`, import.meta.url)))) return;
  log('No production build found: npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}).`);
}

/** A loopback port nobody listens on right now (the API tests' helper). */
export async function freePort() {
  const { freePort: find } = await apiModule('test/helpers/ports.ts');
  return find();
}

/** The environment of a child: ours without anything that would point it at shared services. */
function childEnv(extra) {
  const own = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PORT', 'PUBLIC_URL', 'JWT_SECRET'];
  own.push('FIB_BASE_URL', 'FIB_CLIENT_ID', 'FIB_CLIENT_SECRET', 'SEED_DEMO', 'DATA_DIR');
  const inherited = Object.entries(process.env).filter(([name]) => !own.includes(name));
  return { ...Object.fromEntries(inherited), ...extra };
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The production server (`apps/api/dist/server.js`, as `npm start` runs it) on a free loopback
 * port with its own DATA_DIR; `databaseUrl` picks PostgreSQL, else embedded PGlite.
 */
export async function startShop({ dataDir, databaseUrl, seedDemo = false, jwtSecret, log }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: childEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret ?? randomBytes(32).toString('hex'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = stopper(child);
  try {
    await waitForHttp(`${url}/api/health`, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log?.(`shop listening on ${url} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), pid ${child.pid}`);
  return { url, pid: child.pid, stop };
}

/** A bare Fastify route in its own node process on the same host: what the machine can do at best. */
export async function startBareServer(log) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['bench/lib/bare-server.mjs', String(port)], {
    cwd: ROOT,
    env: childEnv({ NODE_ENV: 'production' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = stopper(child);
  try {
    await waitForHttp(`${url}/bare`, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log?.(`bare Fastify listening on ${url}, pid ${child.pid}`);
  return { url, path: '/bare', pid: child.pid, stop };
}

/** `npm run seed:bench -- --products N` (its built copy) against the given database. */
export function seedBench({ dataDir, databaseUrl, products, log }) {
  log(`seed:bench --products ${products} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}…`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['apps/api/dist/bench-cli.js', '--products', String(products)],
    {
      cwd: ROOT,
      env: childEnv({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`seed:bench failed (exit ${result.status}).`);
  return (Date.now() - started) / 1000;
}
