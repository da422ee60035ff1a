// One lint setup for the workspace. Type-aware rules stay off to keep the run fast on 2 cores;
// `tsc --noEmit` in every package does the type checking.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './deploy/lint/remote-boundaries.mjs';

const NO_AXIOS_CREATE = {
  selector: "CallExpression[callee.object.name='axios'][callee.property.name='create']",
  message: 'Use the shell-provided API client (useApi).',
};

const CHAKRA_OUTSIDE_KIT = {
  name: '@chakra-ui/react',
  message: 'Import UI primitives from @opsdeck/shared: Chakra is bundled once, through the UI kit.',
};
const ZOD_CLASSIC = {
  name: 'zod',
  message: "Import from 'zod/mini' in code the browser loads: classic zod is bundled into every page.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.mf/**',
      '**/test-results/**',
      '.data/**',
      '.tools/**',
      '**/*.cjs',
      '**/*.mjs',
      '!deploy/scripts/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The start, test and packaging commands: plain Node.js modules, run before anything is installed.
    files: ['deploy/scripts/*.mjs'],
    languageOptions: {
      sourceType: 'module',
      globals: Object.fromEntries(
        ['process', 'console', 'Buffer', 'URL', 'fetch', 'setTimeout', 'clearTimeout', 'AbortController'].map((name) => [
          name,
          'readonly',
        ]),
      ),
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [CHAKRA_OUTSIDE_KIT],
        },
      ],
    },
  },
  {
    // The rules of hooks wherever React runs: the kit, the shell and the remotes.
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every remote, by path: no imports of another remote, no imports between a remote's features
    // (deploy/lint/remote-boundaries.mjs; tested in deploy/lint/remote-boundaries.test.ts).
    files: ['remotes/*/**/*.{ts,tsx}'],
    plugins: { opsdeck: boundaries },
    rules: { 'opsdeck/remote-boundaries': 'error' },
  },
  {
    // The UI kit is the one place that wraps Chakra.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_CLASSIC] }] },
  },
  {
    // Code that reaches the browser validates with zod/mini: classic zod adds about 35 KB to every page.
    files: ['contracts/src/**/*.ts', 'shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [CHAKRA_OUTSIDE_KIT, ZOD_CLASSIC] }] },
  },
  {
    // Remotes and the shell talk to the API through the injected client, never their own.
    files: ['shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', NO_AXIOS_CREATE] },
  },
  {
    // Remotes share the shell's one QueryClient and API client (cache, 401 redirect, toasts):
    // they never make their own. Test helpers may. Repeats the rule above, which this replaces here.
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_AXIOS_CREATE,
        {
          selector: "NewExpression[callee.name='QueryClient'], NewExpression[callee.property.name='QueryClient']",
          message: 'Use the QueryClient the shell provides; remotes never create their own.',
        },
        {
          selector: "CallExpression[callee.name='createApiClient'], CallExpression[callee.property.name='createApiClient']",
          message: 'Use the shell-provided API client (useApi); remotes never create their own.',
        },
      ],
    },
  },
);
