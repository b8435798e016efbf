// Lint: type-aware checks everywhere (floating promises above all), plus the layer rules of
// docs/layers.md: src/rules is pure, src/game knows no Discord, src/render knows no rules internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const PURE_RULES_MESSAGE = 'src/rules is pure: no I/O, no clock, no Math.random. Take what you need as an argument.';

export default tseslint.config(
  { ignores: ['node_modules/', 'migrations/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'http', 'https', 'net', 'crypto', 'worker_threads'], message: PURE_RULES_MESSAGE },
            { group: ['discord.js', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', 'pino', 'node-cron', '@resvg/*'], message: PURE_RULES_MESSAGE },
            { group: ['**/db/**', '**/bot/**', '**/commands/**', '**/game/**', '**/render/**'], message: PURE_RULES_MESSAGE },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: PURE_RULES_MESSAGE },
        { object: 'Date', property: 'now', message: PURE_RULES_MESSAGE },
        { object: 'performance', property: 'now', message: PURE_RULES_MESSAGE },
      ],
      'no-restricted-globals': [
        'error',
        ...['Date', 'setTimeout', 'setInterval', 'setImmediate', 'fetch', 'process', 'performance', 'crypto', 'require'].map(
          (name) => ({ name, message: PURE_RULES_MESSAGE }),
        ),
      ],
    },
  },
  {
    files: ['src/game/**/*.ts', 'src/db/**/*.ts', 'src/render/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['discord.js', '@discordjs/*'], message: 'Only src/bot and src/commands know Discord exists.' },
            { group: ['**/bot/**', '**/commands/**'], message: 'Layers import downward only (docs/layers.md).' },
          ],
        },
      ],
    },
  },
  {
    // Every answer to a person is fitted to Discord's limits and pings only whom it names (src/commands/respond.ts).
    files: ['src/bot/**/*.ts', 'src/commands/**/*.ts'],
    ignores: ['src/commands/respond.ts', 'src/bot/outbox-dispatcher.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(reply|editReply|followUp|update|send|respond)$/]",
          message: 'Answer through src/commands/respond.ts, which fits the message to Discord and sets its mentions.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Tests poke at parsed JSON and discord.js internals; strict unsafe-any checks add noise there, not safety.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
