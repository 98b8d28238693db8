// One lint setup for the whole repository (TypeScript, no type-aware rules so it stays fast).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** SQL that reads a whole row: `select *`, `returning *`, `select t.*`, `returning t.*`. */
const WHOLE_ROW_SQL = String.raw`/\b(select|returning)\s+(\w+\.)?\*/i`;
const WHOLE_ROW_MESSAGE =
  'Name the columns: a column a new release adds must not change what the running release reads during a rolling upgrade.';

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
    // Production code names the columns it reads: during a rolling upgrade the running release
    // reads the schema the new one migrated, so what it reads must not change with a new column
    // (and a prepared statement's result type must not change: "cached plan must not change
    // result type"). Tests, bench and scripts may read whole rows.
    files: ['services/*/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['packages/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectAll|returningAll)$/]',
          message: WHOLE_ROW_MESSAGE,
        },
        { selector: `TemplateElement[value.raw=${WHOLE_ROW_SQL}]`, message: WHOLE_ROW_MESSAGE },
        { selector: `Literal[value=${WHOLE_ROW_SQL}]`, message: WHOLE_ROW_MESSAGE },
      ],
    },
  },
  {
    // Entry points and configuration read the environment; nothing else does.
    files: ['**/config.ts', '**/main.ts', '**/telemetry/preload.ts', '**/admin/cli.ts', 'scripts/**', 'bench/**', '**/test/**', 'packages/testing/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
