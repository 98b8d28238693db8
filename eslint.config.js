// One lint setup for the whole repository (TypeScript, no type-aware rules so it stays fast).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'packages/contracts/src/generated/**', 'deploy/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment only in config.ts.' },
      ],
    },
  },
  {
    // Entry points and configuration read the environment; nothing else does.
    files: ['**/config.ts', '**/main.ts', '**/telemetry/preload.ts', '**/admin/cli.ts', 'scripts/**', 'bench/**', '**/test/**', 'packages/testing/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
