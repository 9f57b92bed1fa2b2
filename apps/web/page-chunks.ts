import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizePath, type Plugin, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** The storefront's route modules (src/app/routes). */
const ROUTES = path.resolve(import.meta.dirname, 'src/app/routes');
const route = (name: string) => path.join(ROUTES, `${name}.tsx`);
/** The public pages' routes (src/app/routes): what a reader lands on from a search or a link. */
export const PUBLIC_PAGES = ['product-details', 'home', 'products', 'categories', 'shop-pages'];
/** The entry `index.html` names. */
const MAIN = path.resolve(import.meta.dirname, 'src/app/main.tsx');

/**
 * lucide-react's index re-exports every icon: a module that takes one icon from it imports, by
 * the module graph, all 2,000 of them. Read through it, the icons a module names are what it
 * imports. A form of import this does not read (a namespace, `lucide-react/icons`) stops the
 * build rather than make every icon look shared.
 */
const LUCIDE_INDEX = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')),
  'dist/esm/lucide-react.mjs',
);
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
let lucideIcons: Map<string, string> | undefined;

function iconFiles(): Map<string, string> {
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
    if (lucideIcons.size === 0) throw new Error(`page-chunks: no icon read in ${LUCIDE_INDEX}`);
  }
  return lucideIcons;
}

function staticImports(ctx: ChunkingContext, id: string): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  if (!info.importedIds.includes(LUCIDE_INDEX)) return info.importedIds;
  const names = [...(info.code ?? '').matchAll(LUCIDE_IMPORT)].flatMap(([, list = '']) =>
    list.split(',').map((named) => named.trim().split(/\s+as\s+/)[0] ?? ''),
  );
  const icons = names.flatMap((name) => iconFiles().get(name) ?? []);
  if (icons.length === 0)
    throw new Error(
      `page-chunks: ${id} imports lucide-react, but not as \`import { Icon } from 'lucide-react'\``,
    );
  return [...info.importedIds.filter((imported) => imported !== LUCIDE_INDEX), ...icons];
}

/**
 * Every module `from` brings with it (itself included): statically, or with what it loads by
 * `import()` too when `later`.
 */
function reached(ctx: ChunkingContext, from: string, later = false): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...staticImports(ctx, next), ...(later ? loadedBy(ctx, [next]) : []));
  }
  return seen;
}

/** The modules `modules` load by `import()`: a route's screen, a part loaded later. */
function loadedBy(ctx: ChunkingContext, modules: Iterable<string>): string[] {
  return [...modules].flatMap((module) => ctx.getModuleInfo(module)?.dynamicallyImportedIds ?? []);
}

/**
 * The public pages' route chunks, fewer (issue 34, part 7). Left to the bundler, each module a
 * route shares with other routes or parts gets a chunk per set of routes sharing it: the product
 * page asked for 25 scripts before the app took it over (16 of them under 1 KB compressed: a
 * hook, an icon, a formatter), home 19, the listing 16. On a slow line each is a request and a
 * response's headers; in Chrome's emulation of one, each takes a whole 1,500-byte tick of the line
 * at least, and at 4× CPU the renderer spends 4–35 ms asking for each (docs/performance.md,
 * "2026-12-06, seventh").
 * Of the shop's own modules that one of `pages` brings with it (statically):
 *
 * - those two or more of `pages` bring go into one chunk, `public-pages`, which each of them loads
 *   whole;
 * - those only one of them brings, but a route or part outside them also does (the cart, an
 *   order's page, a part loaded later), go into one chunk for that page, `${page}-shared`, which
 *   those load whole; no other of `pages` loads it before the app takes it over (a part one
 *   loads later may: the listing's failure screen shares the product page's);
 * - those only that page uses stay in its route's chunk, what every page loads first in the
 *   entry's, and what every page loads once it has settled where the bundler puts it.
 *
 * A module's dependencies are not taken with it (`includeDependenciesRecursively`), or a module
 * two pages share would follow a page's own into its chunk.
 */
export function routeChunkGroups({
  pages,
  ownCode,
}: {
  pages: string[];
  ownCode: RegExp;
}): Rolldown.CodeSplittingGroup[] {
  let chunkOf: Map<string, string> | undefined;
  const name: Rolldown.CodeSplittingNameFunction = (id, ctx) => {
    if (!chunkOf) {
      chunkOf = new Map();
      // A module loaded by `import()` keeps a chunk of its own (the server names routes' chunks
      // by their modules: apps/api/src/web/preloads.ts).
      const apart = new Set(loadedBy(ctx, reached(ctx, MAIN, true)));
      const pageRoutes = new Set(pages.map(route));
      // Which of `pages` bring each module.
      const broughtBy = new Map<string, string[]>();
      for (const page of pages) {
        for (const module of reached(ctx, route(page))) {
          if (!apart.has(module)) broughtBy.set(module, [...(broughtBy.get(module) ?? []), page]);
        }
      }
      const reachedFrom = (starts: string[]) =>
        new Set(starts.flatMap((start) => [...reached(ctx, start)]));
      const sharedElsewhere = reachedFrom([...apart].filter((start) => !pageRoutes.has(start)));
      // What every page loads once it has settled (the footer, the head's tags, the installable
      // app's start) stays out: in a page's chunk, every page would load that chunk too.
      const everyPageLater = reachedFrom(
        loadedBy(ctx, reached(ctx, MAIN)).filter((start) => !start.startsWith(ROUTES + path.sep)),
      );
      for (const [module, by] of broughtBy) {
        if (everyPageLater.has(module)) continue;
        if (by.length > 1) chunkOf.set(module, 'public-pages');
        else if (sharedElsewhere.has(module)) chunkOf.set(module, `${by[0]}-shared`);
      }
    }
    return ownCode.test(id) ? (chunkOf.get(id) ?? null) : null;
  };
  return [{ name, includeDependenciesRecursively: false, priority: 0 }];
}

/** V8's explicit compile hint: every function of the file is compiled as the file is read. */
export const COMPILE_WHOLE = '//# allFunctionsCalledOnLoad\n';

/**
 * What a print product's page loads by `import()` before the app takes it over, as paths from
 * this folder: its configurator and promised dates (`productDetailsCode` and their parts' `module`,
 * src/app/routes/product-details.tsx).
 */
export const PRINT_PRODUCT_PARTS = [
  'src/features/print/components/print-purchase-panel.tsx',
  'src/features/delivery/components/print-promise.tsx',
];

/**
 * The parts a public page loads by `import()` before the app takes it over, as paths from this
 * folder: a print product's (`PRINT_PRODUCT_PARTS`), and the screen of an address no route knows
 * (src/app/route-table.tsx).
 */
export const FIRST_PARTS = [...PRINT_PRODUCT_PARTS, 'src/components/ui/not-found-screen.tsx'];

/**
 * Asks the browser to compile the scripts a public page runs before the app takes it over whole,
 * as they arrive (V8's explicit compile hints, Chrome 136 on: a first line `COMPILE_WHOLE`).
 * Left to itself V8 only skims a script as it streams in, and compiles each function on the main
 * thread at its first call: on the product page 165–265 ms of the 390–590 between its last script
 * and the take-over, at 4× CPU, with the page's taps waiting (docs/performance.md, "2026-12-06,
 * eighth"). Compiled while the line is still bringing the other scripts, off the main thread, that
 * time goes. The chunks are the entry's, each of `pages`' route chunk and each of `FIRST_PARTS`'
 * chunk, with what they import statically; every other chunk (a screen behind sign-in, a part
 * loaded later) is compiled as before, where little of it runs at once.
 *
 * The line is added once the chunks are named: a chunk whose code stays the same keeps its name
 * whether it carries the line or not (a library chunk a public page comes to import, say). Both
 * run the same; a browser that kept the other copy compiles it as before.
 */
export function compileHints({ pages }: { pages: string[] }): Plugin {
  const firstModules = [
    ...pages.map(route),
    ...FIRST_PARTS.map((part) => path.resolve(import.meta.dirname, part)),
  ].map(normalizePath);
  return {
    name: 'chapkhana:compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      // After Vite's own (which puts its preload helper's list first in a chunk, in a hook of no
      // order): the hint must be the file's first line.
      order: 'post',
      handler(options, bundle) {
        if (options.sourcemap === 'inline')
          throw new Error('compile-hints: an inline source map would be a line off');
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const firsts = new Set<string>();
        const take = (fileName: string) => {
          if (firsts.has(fileName)) return;
          firsts.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) take(imported);
        };
        for (const chunk of chunks) if (chunk.isEntry) take(chunk.fileName);
        for (const module of firstModules) {
          const own = chunks.find(
            (chunk) => chunk.facadeModuleId && normalizePath(chunk.facadeModuleId) === module,
          );
          if (!own) throw new Error(`compile-hints: no chunk of its own for ${module}`);
          take(own.fileName);
        }
        for (const fileName of firsts) {
          const chunk = byFile.get(fileName);
          if (!chunk) continue;
          chunk.code = COMPILE_WHOLE + chunk.code;
          // A line before the code: its source map's lines move one down (a build with source
          // maps has them in the bundle by now, as files of their own).
          const map = bundle[chunk.sourcemapFileName ?? `${fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const read = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...read, mappings: `;${read.mappings}` });
          }
        }
      },
    },
  };
}
