import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Boundaries between folders and workspaces (docs/design.md §2, docs/architecture.md), checked on the
 * resolved file an import names, so `@/…`, relative paths and package names are caught alike
 * (`import-x/no-restricted-paths`). scripts/lint-rules.test.ts feeds each one a bad import.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);
/** Every path of the repository outside `dir`: its siblings, its parent's siblings, and so on up. */
const outside = (dir) =>
  dir.split('/').flatMap((part, index, parts) => {
    const parent = parts.slice(0, index).join('/');
    return readdirSync(path.join(root, parent))
      .filter((name) => name !== part && name !== 'node_modules' && name !== '.git')
      .map((name) => (parent ? `${parent}/${name}` : name));
  });

/** How many imports deep `import-x/no-cycle` follows a chain: all of it, which costs no more (docs/decisions.md). */
const CYCLE_DEPTH = Infinity;

const FEATURE_BOUNDARY_MESSAGE =
  'A feature never imports another feature: compose them in app/, or move what both need to components/, lib/ or @chapkhana/web-kit.';
/** A front end (the storefront and the console share one layout): app/ → features/ → components/, lib/. */
const featureZones = (app) =>
  // One zone per feature folder, since "any feature but this one" depends on where the file is.
  subfolders(`${app}/src/features`).map((name) => ({
    target: `${app}/src/features/${name}`,
    from: `${app}/src/features`,
    except: [`./${name}`],
    message: FEATURE_BOUNDARY_MESSAGE,
  }));
const layerZones = (app) => [
  {
    target: `${app}/src/features`,
    from: `${app}/src/app`,
    message: 'A feature never imports app/: app/ composes the features, not the other way round.',
  },
  {
    target: [`${app}/src/components`, `${app}/src/lib`],
    from: [`${app}/src/features`, `${app}/src/app`],
    message:
      'components/ and lib/ serve every feature, so they never import a feature or app/: move what they need down here.',
  },
];
// Tests may assemble the real store and several features (layerZones); everything else holds for them.
const testedZones = [
  ...featureZones('apps/web'),
  ...featureZones('apps/console'),
  {
    // Pages use the rendering home through its public entry only (issue 34, item 1).
    target: outside('apps/web/src/rendering'),
    from: 'apps/web/src/rendering',
    except: ['./index.ts'],
    message: 'Outside apps/web/src/rendering/, import rendering from its entry, @/rendering.',
  },
  {
    target: 'apps/api/src/modules/**/*routes.ts',
    from: ['node_modules/drizzle-orm', 'apps/api/src/db'],
    message:
      "A route file never queries the database: call the module's service, or its repository, which owns the SQL.",
  },
  {
    // The courier adapters and their look-alikes (docs/architecture.md, "Couriers").
    target: 'apps/api/src/couriers',
    from: ['apps/api/src/modules', 'apps/api/src/db', 'node_modules/drizzle-orm'],
    message:
      "A courier adapter speaks only the courier's contract: no shop module, no database. The parcels module calls it and stores what it returns.",
  },
  {
    target: 'packages',
    from: [
      'apps',
      'e2e',
      'bench',
      'node_modules/@chapkhana/api',
      'node_modules/@chapkhana/web',
      'node_modules/@chapkhana/console',
    ],
    message:
      'The packages sit under the apps: an app imports a package, never the other way round.',
  },
  {
    target: 'packages/shared',
    from: ['packages/web-kit', 'node_modules/@chapkhana/web-kit'],
    message:
      '@chapkhana/shared sits under @chapkhana/web-kit: the kit imports it, not the reverse.',
  },
];
const boundaryZones = [...layerZones('apps/web'), ...layerZones('apps/console'), ...testedZones];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** What no front-end file may write (no-restricted-syntax takes one list per file). */
const FRONT_END_SYNTAX = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Read configuration through the validated config module only (docs/design.md §12).',
  },
  {
    // The seller chat crashed on open: an effect returned scrollIntoView()'s promise.
    selector:
      "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression:first-child[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression']",
    message:
      'Give an effect a block body: whatever an expression body returns, React calls as its clean-up.',
  },
];
/**
 * The storefront's code that loads later has one mechanism, partLoadedLater (issue 34, item 1;
 * docs/architecture.md "Rendering"): no React.lazy, and a component's module is imported
 * dynamically only as a later part's loader (the router's lazy routes aside).
 */
const LATER_CODE_MESSAGE =
  "Load a component's code later with partLoadedLater from @/rendering (with `when: 'drawn'`, a placeholder, Part.load()), not another way.";
const WEB_LATER_CODE_SYNTAX = [
  { selector: "CallExpression[callee.name='lazy']", message: LATER_CODE_MESSAGE },
  {
    selector: "MemberExpression[object.name='React'][property.name='lazy']",
    message: LATER_CODE_MESSAGE,
  },
  {
    selector:
      "ImportDeclaration[source.value=/^(react|preact\\/compat)$/] > ImportSpecifier[imported.name='lazy']",
    message: LATER_CODE_MESSAGE,
  },
  {
    selector:
      "ImportExpression[source.value=/\\/(components|app\\/routes|app\\/layout)\\/|\\.tsx$/]:not(CallExpression[callee.name='partLoadedLater'] ImportExpression)",
    message: LATER_CODE_MESSAGE,
  },
];

/**
 * The API's modules (docs/design.md §2, docs/architecture.md): a domain module never imports another
 * module's routes (app.ts and the admin/ and seller/ registrars register them), and the admin and
 * seller registrars never import each other.
 */
const MODULE_ROUTES_MESSAGE =
  "A module never imports another module's routes: app.ts and the admin/ and seller/ registrars register them; import its service or repository instead.";
const CONSOLE_SIDES_MESSAGE =
  'The admin and seller registrars never import each other: each registers its own side of the domains.';
const routesOf = (kinds) => ({
  regex: `^(?:\\.\\./)+(?:modules/)?[^/]+/(?:${kinds.join('|')})(?:\\.[jt]s)?$`,
  message: MODULE_ROUTES_MESSAGE,
});
const otherSide = (side) => ({
  regex: `^(?:\\.\\./)+(?:modules/)?${side}(?:/|$)`,
  message: CONSOLE_SIDES_MESSAGE,
});
const apiBoundaries = [
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [routesOf(['routes', 'admin-routes', 'seller-routes'])] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/admin/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [routesOf(['routes', 'seller-routes']), otherSide('seller')] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/seller/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [routesOf(['routes', 'admin-routes']), otherSide('admin')] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            'Read configuration through the validated config module only (docs/design.md §12).',
        },
      ],
    },
  },
  {
    // Plain scripts the storefront serves as they are (public/).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/console/**/*.{ts,tsx}',
      'packages/web-kit/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': ['error', ...FRONT_END_SYNTAX],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The rendering home defines the mechanism; the route table's lazy routes load whole screens;
    // tests import modules afresh.
    ignores: ['apps/web/src/rendering/**', 'apps/web/src/app/route-table.tsx', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': ['error', ...FRONT_END_SYNTAX, ...WEB_LATER_CODE_SYNTAX],
    },
  },
  {
    // The storefront's links are drawn plainly on the server and without React Router's framework
    // mode in the browser (components/ui/link.tsx).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/link.tsx', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Import Link and NavLink from '@/components/ui/link': the server draws them without React Router's hooks, the browser without its framework mode's code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript preset (which files it parses, which folders hold packages),
      // with resolvers that know the tsconfig paths (`@/`) and the workspaces.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders':
        importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/web/tsconfig.worker.json',
            'apps/console/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/shared/tsconfig.json',
            'packages/web-kit/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ].map((project) => path.join(root, project)),
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // No chain of run-time imports loops back to the file (type-only imports vanish when
      // compiled, so they are left out). maxDepth bounds the walk: see docs/decisions.md.
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: CYCLE_DEPTH }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: testedZones }] },
  },
  {
    // The shared package runs in browsers too: no Node built-ins (its tests run in Node).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  ...apiBoundaries,
  {
    // In tests a missing row is a failing test anyway; `!` keeps fixtures readable.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/api/stress/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The config modules are the one place allowed to read the environment; scripts and tests set it up.
    files: [
      'apps/api/src/config/**',
      'apps/api/src/cli/**',
      '**/*.config.{ts,js,mjs}',
      'scripts/**',
      '**/scripts/**',
      'bench/**',
      'apps/api/test/**',
      'apps/api/stress/**',
      'e2e/**',
      '.ci/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
