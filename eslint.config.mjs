import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerLintRules } from './build/layers.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-ssr/',
      'out/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The layers of build/layers.mjs, folder by folder (build/importGraph.ts checks the same table and cycles).
  ...layerLintRules(),
  {
    // Widgets never call fetch (sagas do the I/O).
    files: ['src/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Widgets dispatch intents; sagas call src/api.' },
      ],
    },
  },
);
