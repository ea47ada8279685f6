// Lint: TypeScript rules, React hooks, and the layering of ARCHITECTURE.md (ui never imports the
// api-client runtime or the router; mocks never import ui). Import cycles and the server's module
// boundaries are checked by dependency-cruiser (.dependency-cruiser.cjs, decision 050), which
// `pnpm lint` runs after eslint and which mirrors the no-restricted-imports rules below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-mocks/**',
      '**/dist-server/**',
      'storybook-static/**',
      '**/public/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // packages/ui is presentational: types only from api-client, no router, no fetching libs.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: 'ui is presentational: take hrefs/callbacks as props.' },
            { name: 'react-router', message: 'ui is presentational: take hrefs/callbacks as props.' },
            { name: 'swr', message: 'ui never fetches: data comes in as props.' },
            { name: '@shop/mocks', message: 'ui never imports mocks outside stories and tests.' },
          ],
          patterns: [
            {
              // A regex, not a gitignore group: a negated path under an ignored parent never re-includes.
              regex: '^@shop/api-client(/.*)?$',
              allowTypeImports: true,
              message: 'ui may import api-client types only (the rules come from @shop/contract).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@shop/ui', '@shop/ui/*'], message: 'mocks never import ui.' }] },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/ui', '@shop/ui/*', 'react-router*', '@shop/mocks', '@shop/mocks/*'],
              message: 'the transport never imports UI, router or mocks.',
            },
          ],
        },
      ],
    },
  },
);
