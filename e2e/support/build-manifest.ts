// The storefront's build as the specs read it: its folder and its manifest (`vite build` with
// `manifest: true`), each module's chunk with the chunks it imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/dist',
);

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export const manifest = JSON.parse(
  readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'),
) as Record<string, Chunk>;

/** The chunks `key` needs before it runs: itself and its static imports, all the way down. */
export function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/**
 * The addresses the browser asks for to run `module` (`src/…`): its chunk's first, then its
 * imports'.
 */
export function scriptsOf(module: string): string[] {
  if (!manifest[module]) throw new Error(`${module} is not in the build`);
  return [...staticClosure(module)].map((key) => `/${manifest[key]!.file}`);
}
