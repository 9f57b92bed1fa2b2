import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { noImportCycle } from './apps/api/eslint/no-import-cycle.js';

/**
 * A front-end feature never imports another feature (DESIGN §2): screens in `app/` compose them,
 * and what several need lives in `components/`, `lib/` or `@chapkhana/web-kit`. One rule per
 * feature folder, since "any feature but this one" depends on where the file is.
 */
const FEATURE_BOUNDARY_MESSAGE =
  'A feature never imports another feature: compose them in app/, or move what both need to components/, lib/ or @chapkhana/web-kit.';
const featureBoundaries = ['apps/web', 'apps/console'].flatMap((app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`${app}/src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [{ regex: `^@/features/(?!${name}/)`, message: FEATURE_BOUNDARY_MESSAGE }],
          },
        ],
      },
    })),
);

/**
 * The API's modules (DESIGN §2, docs/architecture.md): a domain module never imports another
 * module's routes (app.ts and the admin/ and seller/ registrars register them), the admin and
 * seller registrars never import each other, and no import chain in apps/api/src loops back.
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
    files: ['apps/api/src/**/*.ts'],
    plugins: { api: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'api/no-import-cycle': 'error' },
  },
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
          message: 'Read configuration through the validated config module only (DESIGN §12).',
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
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the validated config module only (DESIGN §12).',
        },
        {
          // The seller chat crashed on open: an effect returned scrollIntoView()'s promise.
          selector:
            "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression:first-child[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression']",
          message:
            'Give an effect a block body: whatever an expression body returns, React calls as its clean-up.',
        },
      ],
    },
  },
  ...featureBoundaries,
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
