// The lint of the portal, its services, tests and scripts: `npm run lint`, and a step of `npm test`.
//
// - Layers: which folder may import which is boundaries/dependencies below (an arrow not listed fails the lint; tests cover it in
//   tests/unit/lintBoundaries.test.ts). The renderer naming no report code is tests/unit/reportCodesInCode.test.ts.
// - Correctness: ESLint's and typescript-eslint's recommended rules (none needs type information), the rules of hooks.
// - Style, as the code is written: single quotes, semicolons, 2-space indent, lines up to 200 characters (strings, template
//   literals, URLs and regular expressions may run longer).
//
// typescript-eslint needs the TypeScript JavaScript API, which the project's compiler (TypeScript 7) no longer has: it comes from
// tools/lint, with a TypeScript 5.9 of its own that only parses. `npx tsc` stays TypeScript 7.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'portal-erp-lint';

/**
 * The layers, each a folder from the repository's root. A file belongs to the first folder listed that holds it (the most specific
 * come first); a file left in src itself is the entry (main.tsx).
 */
const elements = [
  ['shell', 'src/shell'],
  ['feature', 'src/features/*', ['feature']],
  ['renderer', 'src/renderer'],
  ['kit', 'src/kit'],
  ['api', 'src/api'],
  ['engine', 'src/engine'],
  ['domain', 'src/domain'],
  ['locales', 'src/locales'],
  ['server', 'src/server'],
  ['entry', 'src'],
  ['schemas', 'schemas'],
  ['shared-definitions', 'report-definitions/shared'],
  ['report-definitions', 'report-definitions'],
  ['tests', 'tests'],
  ['scripts', 'scripts'],
].map(([type, pattern, capture]) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) }));

/**
 * Where each layer may import from, besides its own folder. A feature imports no other feature (what two features share moves to
 * the kit); the shell is the composition root, the one place that brings the features together.
 */
const layers = {
  entry: ['shell'],
  shell: ['feature', 'renderer', 'kit', 'api', 'engine', 'domain', 'locales'],
  feature: ['renderer', 'kit', 'api', 'engine', 'domain', 'locales'],
  renderer: ['kit', 'api', 'engine', 'domain', 'locales'],
  kit: ['api', 'engine', 'domain', 'locales'],
  api: ['domain', 'locales'],
  engine: ['domain', 'locales', 'schemas', 'shared-definitions'],
  domain: ['locales'],
  locales: [],
  server: ['engine', 'domain', 'locales', 'schemas', 'shared-definitions', 'report-definitions'],
};

/** Packages that draw (React and what is built on it): the layers below the screens (api, engine, domain, server) import none. */
const drawingPackages = ['react', 'react-dom', 'react-i18next', 'react-router', '@mui/*', '@emotion/*', '@tanstack/react-query', 'jotai',
  'ag-grid-react', '@rjsf/*', '@testing-library/*'];

/** The policies, in order: a later one that matches a dependency overrides an earlier one. */
const policies = [
  // Packages and Node's own modules.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { from: { element: { types: ['api', 'engine', 'domain', 'locales', 'server'] } }, disallow: { to: { module: { source: drawingPackages } } } },
  // The layers' arrows (imports within one folder, or one feature, are not checked).
  ...Object.entries(layers).filter(([, targets]) => targets.length > 0)
    .map(([type, targets]) => ({ from: { element: { type } }, allow: { to: { element: { types: targets } } } })),
  // Tests and scripts may import anything.
  { from: { element: { types: ['tests', 'scripts'] } }, allow: { to: { element: { type: '*' } } } },
];

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'test-results/', 'data/', 'data-bench/', '.scratch/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@stylistic': stylistic, 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'tests/**', 'scripts/**', 'schemas/**', 'report-definitions/**'],
      // Resolves the imports as TypeScript does (`./x.js` names `./x.ts`), so that every import is checked.
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies }],

      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
      // Kysely's query builders take `{}` for "no columns yet".
      '@typescript-eslint/no-empty-object-type': 'off',
      // `let x = null; try { x = … } catch { x = null; }` is how the code says what a failure leaves.
      'no-useless-assignment': 'off',
      'eqeqeq': ['error', 'always'],
      'no-debugger': 'error',
      'no-new-func': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',

      '@stylistic/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
      '@stylistic/jsx-quotes': ['error', 'prefer-double'],
      '@stylistic/semi': ['error', 'always'],
      '@stylistic/semi-spacing': 'error',
      '@stylistic/member-delimiter-style': 'error',
      '@stylistic/indent': ['error', 2],
      '@stylistic/no-tabs': 'error',
      '@stylistic/no-trailing-spaces': 'error',
      '@stylistic/eol-last': 'error',
      '@stylistic/no-multiple-empty-lines': ['error', { max: 1, maxBOF: 0, maxEOF: 0 }],
      '@stylistic/comma-dangle': ['error', {
        arrays: 'always-multiline', objects: 'always-multiline', imports: 'always-multiline', exports: 'always-multiline', functions: 'always-multiline',
        enums: 'always-multiline', tuples: 'always-multiline', generics: 'ignore',
      }],
      '@stylistic/comma-spacing': 'error',
      '@stylistic/key-spacing': 'error',
      '@stylistic/keyword-spacing': 'error',
      '@stylistic/space-before-blocks': 'error',
      '@stylistic/space-infix-ops': 'error',
      '@stylistic/arrow-parens': ['error', 'always'],
      '@stylistic/max-len': ['error', { code: 200, ignoreTrailingComments: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // Tests read loose JSON replies: `any` is allowed there (the disable comments some of them carry stay harmless).
    files: ['tests/**'],
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
