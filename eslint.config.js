// Flat config. The import zones below are the one-way rules of DESIGN.md section 3:
// a forbidden import is a lint error, and lint runs inside `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const zone = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'storybook-static/**',
      'schemas/generated/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: name every export.' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./schemas', ['./blocks', './renderer', './editor', './site-settings', './api-client', './server', './app'], 'schemas imports nothing.'),
            zone('./server', ['./blocks', './renderer', './editor', './site-settings', './api-client', './app'], 'server imports only schemas.'),
            zone('./api-client', ['./blocks', './renderer', './editor', './site-settings', './server', './app'], 'api-client imports only schemas.'),
            zone('./renderer', ['./blocks', './editor', './site-settings', './server', './app'], 'renderer imports only api-client and schemas (the registry is handed to it).'),
            zone('./blocks', ['./editor', './site-settings', './server', './app'], 'blocks import renderer, api-client and schemas only.'),
            zone('./editor', ['./site-settings', './server', './app'], 'editor must not import site-settings, server or app.'),
            zone('./site-settings', ['./editor', './server', './app'], 'site-settings must not import editor, server or app.'),
          ],
        },
      ],
    },
  },
  {
    // Deep imports into another top folder bypass its public index.ts.
    files: ['blocks/**', 'renderer/**', 'editor/**', 'site-settings/**', 'api-client/**', 'app/**', 'stories/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // api-client/editing.ts is api-client's second public surface (the editors' calls), kept apart
              // from index.ts so attendee pages do not carry it.
              regex: '^(\\.\\./)+((renderer|editor|site-settings)/.+|api-client/(?!editing$).+)',
              message: 'Import another folder through its index.ts only (api-client also through editing.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // What attendee pages load (the shell, the blocks, the app entry) must not pull in the editors' API calls.
    files: ['blocks/**', 'renderer/**', 'app/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+((renderer|api-client|editor|site-settings)/.+)',
              message: 'Import another folder through its index.ts only; attendee code never imports api-client/editing.',
            },
          ],
        },
      ],
    },
  },
  {
    // The editor's stories show its parts one by one, as its own tests do; editor/index.ts is the lazy chunk's
    // entry (PageEditor only) and must stay that small. So stories/editor/ may reach inside editor/, nowhere else.
    files: ['stories/editor/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+((renderer|site-settings)/.+|api-client/(?!editing$).+)',
              message: 'Import another folder through its index.ts only.',
            },
          ],
        },
      ],
    },
  },
);
