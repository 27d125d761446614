import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.cdn/**',
      '**/.cdn/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // See tooling/federation-shared.cjs: a direct import would bundle a second copy in a remote.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'remote-*/src/**/*.{ts,tsx}',
      'shared-wallet/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Import the router from @glow/shared-ui.',
              allowTypeImports: true,
            })),
          ],
          patterns: [
            {
              group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
              message: 'Import Redux Toolkit from @glow/shared-api.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The loading module is used through its entry only (shell/src/remoteAreas/index.ts).
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/remoteAreas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/remoteAreas/*'],
              message: 'Import the loading module from its entry, remoteAreas/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**', 'api/**/*.ts', 'simulators/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
