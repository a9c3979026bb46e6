import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // tests/typed-client/haat-api.d.ts is generated (tests/typed-client/generate.ts).
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'scratch/', 'tests/typed-client/haat-api.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Command-line entry points and benchmarks print their results.
    files: [
      'server/seed/cli.ts',
      'server/modules/accounts/admin-cli.ts',
      'server/modules/accounts/totp-cli.ts',
      'server/backup/cli.ts',
      'scripts/**',
      'bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS run by Node itself (a test's preload, tests/e2e/react-build.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
