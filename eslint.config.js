// Flat config: typescript-eslint for TS, react-hooks for hooks rules, storybook for stories.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static*/**',
      '**/coverage/**',
      '.turbo/**',
      '**/.stryker-tmp/**',
      'packages/*/mutation/**',
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
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '.storybook/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The bank's own code never reaches into its sandbox (issue 40): the sandbox plays the outside world through the
    // provider interfaces (src/providers) and the signed webhooks; only the composition (server.ts, main.ts) builds it.
    files: [
      'packages/bank/src/{modules,db,http,providers,identity,events,limits,webhooks}/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sandbox', '**/sandbox/**'],
              message:
                "The bank's code does not import the sandbox: reach an outside party through ctx.providers (src/providers).",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
