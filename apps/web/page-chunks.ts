import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** The storefront's route modules (src/app/routes). */
const ROUTES = path.resolve(import.meta.dirname, 'src/app/routes');
const route = (name: string) => path.join(ROUTES, `${name}.tsx`);
/** The entry `index.html` names. */
const MAIN = path.resolve(import.meta.dirname, 'src/app/main.tsx');

/**
 * lucide-react's index re-exports every icon: a module that takes one icon from it imports, by
 * the module graph, all 1,600 of them. Read through it, the icons a module names are what it
 * imports.
 */
const LUCIDE_INDEX = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')),
  'dist/esm/lucide-react.mjs',
);
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
let lucideIcons: Map<string, string> | undefined;
function iconFile(name: string): string | undefined {
  if (!lucideIcons) {
    lucideIcons = new Map();
    const reExport = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g;
    for (const [, names = '', file = ''] of readFileSync(LUCIDE_INDEX, 'utf8').matchAll(reExport)) {
      const target = path.resolve(path.dirname(LUCIDE_INDEX), file);
      for (const named of names.split(',')) {
        const exported = named.trim().split(/\s+as\s+/)[1];
        if (exported) lucideIcons.set(exported, target);
      }
    }
  }
  return lucideIcons.get(name);
}

function staticImports(ctx: ChunkingContext, id: string): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  if (!info.importedIds.includes(LUCIDE_INDEX)) return info.importedIds;
  const icons = [...(info.code ?? '').matchAll(LUCIDE_IMPORT)].flatMap(([, names = '']) =>
    names.split(',').flatMap((named) => {
      const file = iconFile(named.trim().split(/\s+as\s+/)[0] ?? '');
      return file ? [file] : [];
    }),
  );
  return [...info.importedIds.filter((imported) => imported !== LUCIDE_INDEX), ...icons];
}

/** Every module `from` brings with it, statically (itself included). */
function reached(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...staticImports(ctx, next));
  }
  return seen;
}

/** Every module the app loads with `import()`: a route's screen, a part loaded later. */
function loadedApart(ctx: ChunkingContext): Set<string> {
  const apart = new Set<string>();
  const seen = new Set<string>();
  const stack = [MAIN];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const dynamic = ctx.getModuleInfo(next)?.dynamicallyImportedIds ?? [];
    for (const module of dynamic) apart.add(module);
    stack.push(...staticImports(ctx, next), ...dynamic);
  }
  return apart;
}

/**
 * The chunks of a page's route, fewer (issue 34, part 7). Left to the bundler, each module the
 * route shares with another route or part gets a chunk per set of routes sharing it: the product
 * page asked for 19 files beside its entry's, 16 of them under 1 KB (a hook, an icon, a
 * formatter). On a slow line each is a request and a response's headers; in Chrome's emulation
 * of one, each takes a whole 1,500-byte tick of the line at least, and at 4× CPU the renderer
 * spends 4–35 ms asking for each (docs/performance.md, "2026-12-06, seventh"). Two chunks take
 * them instead:
 *
 * - `${page}-shared`: what the page shares only with routes other than `publicPages` (the cart,
 *   shipping, an order's page: screens behind sign-in); those load all of it;
 * - `public-pages`: what the page shares with one of `publicPages`; each of those loads all of it.
 *
 * What the page alone uses stays in its route's chunk; what every page loads stays in the
 * entry's. Their dependencies are not taken with them (`includeDependenciesRecursively`): a
 * module the page shares with home stays out of the first group though a module of it imports it.
 */
export function routeChunkGroups({
  page,
  publicPages,
  ownCode,
}: {
  page: string;
  publicPages: string[];
  ownCode: RegExp;
}): Rolldown.CodeSplittingGroup[] {
  let chunkOf: Map<string, string> | undefined;
  const name: Rolldown.CodeSplittingNameFunction = (id, ctx) => {
    if (!chunkOf) {
      chunkOf = new Map();
      const pageModules = reached(ctx, route(page));
      pageModules.delete(route(page));
      const apart = loadedApart(ctx);
      apart.delete(route(page));
      const sharedWith = new Set([...apart].flatMap((start) => [...reached(ctx, start)]));
      const onPublicPages = new Set(
        publicPages.flatMap((publicPage) => [...reached(ctx, route(publicPage))]),
      );
      for (const module of pageModules) {
        if (onPublicPages.has(module)) chunkOf.set(module, 'public-pages');
        else if (sharedWith.has(module)) chunkOf.set(module, `${page}-shared`);
      }
    }
    return ownCode.test(id) ? (chunkOf.get(id) ?? null) : null;
  };
  return [{ name, includeDependenciesRecursively: false, priority: 0 }];
}
