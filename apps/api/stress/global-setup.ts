import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../src/config/config';
import { FIGURES_FILE, readFigures } from './support/figures';

const ROOT = path.resolve(API_ROOT, '..', '..');

/** Builds what production runs (the API always, the web apps when no build exists yet). */
export function setup() {
  rmSync(FIGURES_FILE, { force: true });
  const built = ['apps/web/dist/index.html', 'apps/console/dist/index.html'].every((file) =>
    existsSync(path.join(ROOT, file)),
  );
  const args = built ? ['run', 'build', '-w', '@chapkhana/api'] : ['run', 'build'];
  execFileSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
}

/** Prints every figure the run recorded, for docs/security.md. */
export function teardown() {
  console.log(`\n[stress] figures (${FIGURES_FILE}):\n${JSON.stringify(readFigures(), null, 2)}`);
}
