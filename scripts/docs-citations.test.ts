import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments cite the repository's own pages by section: `docs/design.md §7`,
// `docs/storefront.md §2, §9`. This walks every source and documentation file and fails for a
// citation of a page or section that does not exist, and for a § that names no page in the
// repository (the documents the comments once cited lived outside it).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = path.relative(root, fileURLToPath(import.meta.url));

/** Where citations can be: every workspace, the docs and the root's own files. */
const SCANNED = [
  'apps',
  'packages',
  'e2e',
  'bench',
  'scripts',
  'docs',
  'deploy',
  'README.md',
  'eslint.config.js',
  'vitest.config.ts',
];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  'results',
  'artifacts',
  'migrations',
  'coverage',
]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|json|css|html|ya?ml|cfg|sh)$/;

/**
 * A section sign with its number, after a page when one is named there: `docs/design.md §7`,
 * `` `docs/storefront.md` §2 ``, or a bare `§9`; or the end of a sentence or of brackets.
 */
const TOKEN = /(?:`?docs\/([\w-]+\.md)`?(?:'s)?\s+)?§\s?(\d+(?:\.\d+)*)|[.;]\s|\)/g;
/** Names of the documents outside the repository that comments used to cite. */
const OUTSIDE_DOCUMENT = /\bDESIGN(\.md)?\b|storefront-spec|\/work\/shared/g;

/** The numbered sections of a page: `## 7. …` is `7`, `### 7.3 …` is `7.3`. */
export function sectionsOf(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)) sections.add(match[1]!);
  return sections;
}

/**
 * What is wrong with the citations in one file's text: `pages` maps each page of `docs/` to its
 * sections. A bare `§9` belongs to the page cited before it in the same line and sentence
 * (`docs/storefront.md §5, §9`); otherwise, in a page with numbered sections, to that page.
 */
export function citationProblems(
  file: string,
  text: string,
  pages: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const problems: string[] = [];
  const ownPage = file.startsWith('docs/') ? file.slice('docs/'.length) : undefined;
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    let page: string | undefined;
    for (const [token, named, section] of line.matchAll(TOKEN)) {
      if (section === undefined) {
        page = undefined;
        continue;
      }
      page = named ?? page;
      const target = page ?? (pages.get(ownPage ?? '')?.size ? ownPage : undefined);
      const sections = target === undefined ? undefined : pages.get(target);
      if (target === undefined) problems.push(`${where} "${token}" names no page of docs/`);
      else if (!sections) problems.push(`${where} cites docs/${target}, which is not there`);
      else if (!sections.has(section))
        problems.push(`${where} cites docs/${target} §${section}, which it lacks`);
    }
    for (const [name] of line.matchAll(OUTSIDE_DOCUMENT)) {
      problems.push(`${where} cites "${name}", which the repository does not hold`);
    }
  });
  return problems;
}

function filesUnder(relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(child);
    return TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [child] : [];
  });
}

function docsPages(): Map<string, Set<string>> {
  const folder = path.join(root, 'docs');
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, sectionsOf(readFileSync(path.join(folder, name), 'utf8'))]),
  );
}

describe('citations of the documentation', () => {
  const pages = new Map([
    ['design.md', new Set(['4', '7', '13'])],
    ['storefront.md', new Set(['2', '5', '9', '7.3'])],
    ['decisions.md', new Set<string>()],
  ]);
  const problemsIn = (file: string, text: string) => citationProblems(file, text, pages);

  it('accepts a section that exists, alone, in a list or numbered deeper', () => {
    expect(problemsIn('apps/web/a.ts', '/** The shape (docs/design.md §4). */')).toEqual([]);
    expect(problemsIn('apps/web/a.ts', '(`docs/storefront.md` §5, §9 and §2)')).toEqual([]);
    expect(problemsIn('apps/web/a.ts', 'docs/storefront.md §5/§9, docs/design.md §7')).toEqual([]);
    expect(problemsIn('apps/web/a.ts', 'docs/storefront.md §7.3 Orders')).toEqual([]);
    expect(problemsIn('docs/storefront.md', 'the threshold of §9')).toEqual([]);
    expect(problemsIn('apps/web/a.ts', '(docs/storefront.md §2 /register, §5)')).toEqual([]);
    expect(
      problemsIn('docs/storefront.md', '(`docs/design.md` §13) with the rules of §7.3'),
    ).toEqual([]);
  });

  it('refuses a page or a section that does not exist', () => {
    expect(problemsIn('apps/web/a.ts', 'docs/design.md §8')).toHaveLength(1);
    expect(problemsIn('apps/web/a.ts', 'docs/storefront.md §5, §10')).toHaveLength(1);
    expect(problemsIn('apps/web/a.ts', 'docs/storefront.md §7.4')).toHaveLength(1);
    expect(problemsIn('apps/web/a.ts', 'docs/spec.md §1')).toHaveLength(1);
    expect(problemsIn('docs/storefront.md', 'the threshold of §10')).toHaveLength(1);
  });

  it('refuses a § that names no page of the repository, and the outside documents', () => {
    expect(problemsIn('apps/web/a.ts', 'as the spec says (§9)')).toHaveLength(1);
    expect(problemsIn('docs/decisions.md', 'as §2 allows')).toHaveLength(1);
    expect(problemsIn('apps/web/a.ts', `(${'DES'}IGN §7)`).length).toBeGreaterThan(0);
    expect(problemsIn('apps/web/a.ts', `${'DES'}IGN.md says`)).toHaveLength(1);
    expect(problemsIn('apps/web/a.ts', `the spec (spec §2)`)).toHaveLength(1);
  });

  it('every citation in the repository points at a section of docs/ that exists', () => {
    const repository = docsPages();
    const files = SCANNED.flatMap(filesUnder).filter((file) => file !== thisFile);
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) =>
      citationProblems(file, readFileSync(path.join(root, file), 'utf8'), repository),
    );
    expect(problems).toEqual([]);
  });
});
