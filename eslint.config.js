import { readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// Boundaries compare the FILE an import resolves to (through tsconfig, node_modules and @types),
// never the text of the import, so no relative depth, alias or dynamic import walks round them.
// See docs/decisions/007-lint-boundaries-and-test-hygiene.md.

/**
 * A package's folder and its @types folder (`import 'pg'` resolves into node_modules/@types/pg);
 * a bare scope such as '@mui' stands for every package in it.
 */
const pkg = (name) =>
  /^@[^/]+$/.test(name)
    ? [`node_modules/${name}`]
    : [`node_modules/${name}`, `node_modules/@types/${name.replace(/^@/, '').replace('/', '__')}`];
const pkgs = (names) => [...new Set(names.flatMap(pkg))];

/** What the browser bundle may use; everything else in node_modules stays on the server. */
const browserPackages = [
  'react',
  'react-dom',
  'react-router',
  '@react-router/dev', // routes.ts: the route table the build reads
  '@tanstack/react-query',
  '@mui',
  '@emotion',
  'react-hook-form',
  '@hookform/resolvers',
  'isbot',
  'i18next', // the interface's languages (src/client/lib/i18n.ts)
  'react-i18next',
  'zod',
  '@fontsource', // self-hosted fonts (report cards: Gurmukhi, Devanagari)
];
/** UI packages the server never touches. */
const uiPackages = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  '@mui',
  '@emotion',
];
/** Test files may also use the test runner. */
const testPackages = ['vitest', '@vitest'];

const features = readdirSync(path.join(root, 'src/client/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = ({ test }) => {
  const extra = test ? testPackages : [];
  const except = (names) => pkgs([...names, ...extra]).map((dir) => `./${dir}`);
  return [
    {
      target: 'src/shared',
      from: '.',
      except: ['./src/shared', ...except(['zod'])],
      message: 'src/shared imports only zod and src/shared: no React, MUI, server or client code.',
    },
    {
      target: 'src/server',
      from: ['src/client', ...pkgs(uiPackages)],
      message: 'The server never imports client code, React or MUI.',
    },
    {
      target: 'src/client',
      from: 'src/server',
      message: 'The client never imports server code.',
    },
    {
      target: 'src/client',
      from: '.',
      except: [
        './src/client',
        './src/shared',
        './src/server',
        './.react-router',
        ...except(browserPackages),
      ],
      message: `The client imports only src/client, src/shared and browser packages (${browserPackages.join(', ')}).`,
    },
    ...features.map((feature) => ({
      target: `src/client/features/${feature}`,
      from: 'src/client/features',
      except: [`./${feature}`],
      message:
        'Features never import each other: compose them in a route module under src/client/app.',
    })),
    {
      target: ['src/client/components', 'src/client/lib'],
      from: ['src/client/features', 'src/client/app'],
      message:
        'components/ and lib/ are shared building blocks: they never import features or routes.',
    },
  ];
};

const deepImport =
  'No import climbs more than two folders: use #shared/, #server/, #client/ or #scripts/ (package.json "imports").';

const noSleep = {
  message:
    'Wait for the condition (Playwright locator waits, waitFor from tests/support/wait-for), never a fixed time.',
};

export default tseslint.config(
  { ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'drizzle/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // Across the tree, imports go through package.json "imports" (#shared/, #server/, #client/).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../../*'], message: deepImport }] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Plain scripts the browser runs as they are (public/page-wake.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Benchmarks also pass functions to run inside the browser page.
    files: ['bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Module augmentation can only merge interfaces.
    files: ['src/server/types.ts', '**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads every imported module: it must know .ts/.tsx and how to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: path.join(root, 'tsconfig.json'),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones({ test: false }) }],
      // An import the resolver cannot place would slip past every zone. React Router's `+types`
      // live under .react-router/ through tsconfig rootDirs, which the resolver does not follow;
      // `virtual:hashed-images` is made by a Vite plugin (scripts/vite-hashed-images.ts).
      'import-x/no-unresolved': [
        'error',
        { ignore: ['^\\./\\+types/', '^virtual:hashed-images$'] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones({ test: true }) }],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,tests}/**/': 'KEBAB_CASE' },
        { ignoreWords: ['+types'] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // A wait that IS the behaviour under test (nothing may happen before 900 ms) stays, with
      // `// eslint-disable-next-line no-restricted-syntax -- <why>` on it.
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", ...noSleep },
        {
          // new Promise((r) => setTimeout(r, ms)): the sleep idiom.
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
          ...noSleep,
        },
        {
          selector: 'ImportDeclaration[source.value=/^(node:)?timers\\u002Fpromises$/]',
          ...noSleep,
        },
        { selector: 'CallExpression[callee.name=/^(sleep|delay)$/]', ...noSleep },
      ],
    },
  },
);
