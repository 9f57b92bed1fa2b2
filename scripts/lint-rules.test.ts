import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries eslint.config.js draws between folders and workspaces (issue 34, item 4): each
// bad import below is refused by the rule named, and each good one next to it passes, so the test
// fails if a rule stops firing or starts firing too widely. Imports must name files that exist:
// the rules judge the file an import resolves to.
// No trailing slash: the TypeScript resolver drops its tsconfig paths (`@/`) when the cwd ESLint
// is given differs, even by a slash, from the process's.
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, imported: string): Promise<string[]> {
  const code = `import { a } from '${imported}';\nexport const b = a;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const ZONE = /^import-x\/no-restricted-paths: /;

describe('lint refuses an import across a boundary', () => {
  it.each([
    // A feature never imports another feature, by alias or by relative path, in both front ends.
    [
      'apps/web/src/features/reviews/components/x.tsx',
      '@/features/chat/components/message-pane',
      /never imports another feature/,
    ],
    [
      'apps/web/src/features/reviews/components/x.tsx',
      '../../chat/components/message-pane',
      /never imports another feature/,
    ],
    [
      'apps/console/src/features/customers/components/x.tsx',
      '@/features/orders/components/order-columns',
      /never imports another feature/,
    ],
    [
      'apps/console/src/features/customers/components/x.tsx',
      '../../orders/components/customer-orders',
      /never imports another feature/,
    ],
    // A feature never imports app/.
    ['apps/web/src/features/cart/components/x.tsx', '@/app/store', /never imports app\//],
    ['apps/console/src/features/orders/hooks/x.ts', '../../../app/router', /never imports app\//],
    // components/ and lib/ never import a feature.
    [
      'apps/web/src/components/ui/x.tsx',
      '@/features/cart/api/add-to-cart',
      /components\/ and lib\/ .* never import a feature/,
    ],
    [
      'apps/web/src/lib/x.ts',
      '../features/cart/api/add-to-cart',
      /components\/ and lib\/ .* never import a feature/,
    ],
    [
      'apps/console/src/lib/x.ts',
      '@/features/orders/components/customer-orders',
      /components\/ and lib\/ .* never import a feature/,
    ],
    // A route file never touches Drizzle or the database module.
    ['apps/api/src/modules/orders/routes.ts', 'drizzle-orm', /route file never queries/],
    [
      'apps/api/src/modules/catalogue/admin-routes.ts',
      '../../db/client',
      /route file never queries/,
    ],
    // A courier adapter knows neither the shop's modules nor its database.
    [
      'apps/api/src/couriers/waseet/x.ts',
      '../../modules/orders/service',
      /courier adapter speaks only/,
    ],
    ['apps/api/src/couriers/x.ts', 'drizzle-orm', /courier adapter speaks only/],
    // A package never imports an app.
    ['packages/web-kit/src/x.ts', '@chapkhana/web/src/lib/i18n', /packages sit under the apps/],
    [
      'packages/web-kit/src/x.ts',
      '../../../apps/console/src/lib/store',
      /packages sit under the apps/,
    ],
    ['packages/shared/src/x.ts', '@chapkhana/web-kit/i18n', /shared sits under/],
  ])('in %s, refuses %s', async (file, imported, message) => {
    const found = await problems(file, imported);
    expect(found).toEqual([expect.stringMatching(ZONE)]);
    expect(found[0]).toMatch(message);
  });

  it.each(['node:fs', 'fs', 'node:path'])(
    'refuses a Node built-in (%s) in @chapkhana/shared, which browsers run too',
    async (imported) => {
      expect(await problems('packages/shared/src/x.ts', imported)).toEqual([
        expect.stringMatching(/^import-x\/no-nodejs-modules: /),
      ]);
    },
  );

  it('refuses an import that closes a cycle', async () => {
    // orders/service.ts imports orders/repository.ts, so the repository may not import it back.
    expect(await problems('apps/api/src/modules/orders/repository.ts', './service')).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
  });

  // The rendering home (issue 34, item 1): outside it, only its entry may be imported.
  const rendering = 'apps/web/src/rendering';
  const internal = existsSync(`${root}/${rendering}`)
    ? readdirSync(`${root}/${rendering}`).find(
        (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'index.ts',
      )
    : undefined;
  it.skipIf(!internal)('refuses a file of the rendering home other than its entry', async () => {
    const imported = `@/rendering/${internal?.replace(/\.tsx?$/, '')}`;
    const found = await problems('apps/web/src/features/catalogue/components/x.tsx', imported);
    expect(found).toEqual([expect.stringMatching(ZONE)]);
    expect(found[0]).toMatch(/import rendering from its entry/);
    // Inside the home, its files import each other freely.
    expect(await problems(`${rendering}/x.tsx`, `./${internal}`)).toEqual([]);
  });
  it.skipIf(!existsSync(`${root}/${rendering}/index.ts`))(
    "lets a page import the rendering home's entry",
    async () => {
      expect(await problems('apps/web/src/app/routes/x.tsx', '@/rendering')).toEqual([]);
    },
  );
});

describe('lint lets the allowed imports through', () => {
  it.each([
    ['apps/web/src/features/reviews/components/x.tsx', '@/features/reviews/components/review-item'],
    ['apps/web/src/features/reviews/components/x.tsx', '../../reviews/components/review-item'],
    ['apps/web/src/features/reviews/components/x.tsx', '@/lib/api-client'],
    ['apps/web/src/features/reviews/components/x.tsx', '@chapkhana/web-kit/use-language'],
    ['apps/console/src/features/orders/hooks/x.ts', '@/lib/store'],
    ['apps/web/src/app/routes/x.tsx', '@/features/cart/api/add-to-cart'],
    ['apps/web/src/components/ui/x.tsx', '@/lib/api-client'],
    ['apps/api/src/modules/orders/routes.ts', './service'],
    ['apps/api/src/modules/orders/repository.ts', 'drizzle-orm'],
    ['apps/api/src/modules/orders/x.ts', '../../db/client'],
    ['packages/web-kit/src/x.ts', '@chapkhana/shared/languages'],
    ['packages/shared/src/x.ts', './languages'],
    ['apps/api/src/modules/orders/service.ts', './repository'],
    ['apps/api/src/modules/orders/x.ts', '../../couriers/waseet/client'],
  ])('in %s, lets %s through', async (file, imported) => {
    expect(await problems(file, imported)).toEqual([]);
  });

  it('lets a test of @chapkhana/shared use Node', async () => {
    expect(await problems('packages/shared/src/x.test.ts', 'node:fs')).toEqual([]);
  });
});

// One mechanism for code that loads later in the storefront (issue 34, item 1): partLoadedLater.
describe('lint refuses a second way to load a component later in apps/web', () => {
  async function syntaxProblems(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  }
  const LATER = /^no-restricted-syntax: Load a component's code later with partLoadedLater/;
  const file = 'apps/web/src/features/catalogue/components/x.tsx';

  it.each([
    [
      'React.lazy',
      "import React from 'react';\nexport const X = React.lazy(() => import('@/features/catalogue/components/product-tabs'));\n",
    ],
    [
      'lazy imported from react',
      "import { lazy } from 'react';\nexport const X = lazy(async () => ({ default: (await import('./product-tabs')).ProductTabs }));\n",
    ],
    [
      'a dynamic import of a component',
      "export const load = () => import('@/features/catalogue/components/product-tabs');\n",
    ],
    [
      'a dynamic import of a route screen',
      "export const load = () => import('@/app/routes/cart');\n",
    ],
  ])('refuses %s', async (_name, code) => {
    const found = await syntaxProblems('apps/web/src/app/layout/x.tsx', code);
    expect(found.length).toBeGreaterThan(0);
    for (const problem of found) expect(problem).toMatch(LATER);
  });

  it("lets a later part's loader, and a dynamic import of code that is not a component, through", async () => {
    expect(
      await syntaxProblems(
        file,
        "import { partLoadedLater } from '@/rendering';\nexport const X = partLoadedLater(async () => (await import('@/features/catalogue/components/product-tabs')).ProductTabs, { when: 'drawn' });\n",
      ),
    ).toEqual([]);
    expect(
      await syntaxProblems(
        file,
        "export const load = () => import('@/features/catalogue/utils/recently-viewed-products');\n",
      ),
    ).toEqual([]);
  });

  it('leaves the rendering home and the route table their own ways', async () => {
    expect(
      await syntaxProblems(
        'apps/web/src/app/route-table.tsx',
        "export const load = () => import('@/app/routes/cart');\n",
      ),
    ).toEqual([]);
  });
});

// The storefront's links have one home, which the server draws plainly and the browser without
// React Router's framework mode (components/ui/link.tsx).
describe("lint refuses React Router's Link and NavLink in the storefront", () => {
  it("refuses them outside the storefront's own links, and lets that file through", async () => {
    const linted = async (filePath: string, names = 'Link') => {
      const code = `import { ${names}, useLocation } from 'react-router';\nexport const a = [${names}, useLocation];\n`;
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
    };
    const refusal = expect.stringMatching(
      /^no-restricted-imports: .*Import Link and NavLink from '@\/components\/ui\/link'/,
    );
    expect(await linted('apps/web/src/features/catalogue/components/x.tsx')).toEqual([refusal]);
    expect(await linted('apps/web/src/components/layout/x.tsx', 'NavLink')).toEqual([refusal]);
    expect(await linted('apps/web/src/components/ui/link.tsx', 'Link, NavLink')).toEqual([]);
    expect(await linted('apps/console/src/features/orders/components/x.tsx')).toEqual([]);
  });
});
