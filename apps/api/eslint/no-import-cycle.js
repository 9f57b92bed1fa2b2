/**
 * `api/no-import-cycle`: no chain of runtime imports leads from a file of apps/api/src back to
 * itself (issue 16, item 4). Type-only imports are left out: they vanish when compiled, so they
 * cannot leave a module half-initialised. Relative imports only; packages cannot loop back.
 * A small local rule rather than a plugin: the API's imports are plain relative paths to .ts
 * files, so resolving them takes four lines, and the repository gains no dependency.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// `import … from './x'`, `import './x'`, `export … from './x'`; not `import type` / `export type`.
const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The file a relative import names, or undefined when it is not a TypeScript file on disk. */
function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, base, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return undefined;
}

const cache = new Map();

/** The files `file` imports at run time, read from disk (kept while the file is unchanged). */
function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const hit = cache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.imports;
  const imports = [];
  for (const match of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
    const target = resolve(file, match[1]);
    if (target) imports.push(target);
  }
  cache.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `goal`, or undefined. */
function chainBack(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [];
        for (let at = file; at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the API source files.' },
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need into a third file (a repository, db/ or lib/).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolve(file, node.source.value);
      if (!target || target === file) return;
      const chain = chainBack(target, file);
      if (!chain) return;
      const names = [file, ...chain, file].map((f) => path.relative(context.cwd, f));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
