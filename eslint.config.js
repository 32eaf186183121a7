// Flat config. The import zones below are the one-way rules of docs/architecture.md, Import rules:
// a forbidden import is a lint error, and lint runs inside `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const zone = (target, from, message) => ({ target, from, message });

// Deep imports into another top folder bypass its public surface. Each folder has one (index.ts); api-client
// also has editing.ts (the editors' calls), schemas/ also has validators.ts (the full schemas and ajv validators:
// heavy, so kept apart from the light index.ts), and server/ has only the entry points that scripts, benchmarks
// and tests outside it start (main.ts, app.ts, build-tools.ts, and test-support.ts for tests).
const deep = {
  folders: (names) => ({
    regex: `^(\\.\\./)+(${names.join('|')})/.+`,
    message: 'Import another folder through its index.ts only.',
  }),
  apiClient: {
    regex: '^(\\.\\./)+api-client/(?!(editing|catalog|attendees|profile|meetings|schedule|evaluations|notifications|chat|live-help|ticker|offline|offline-replay)$).+',
    message: 'Import api-client through index.ts, editing.ts, catalog.ts, attendees.ts, profile.ts, meetings.ts, schedule.ts, evaluations.ts, notifications.ts, chat.ts, live-help.ts, ticker.ts, offline.ts or offline-replay.ts only.',
  },
  schemas: {
    regex: '^(\\.\\./)+schemas/(?!(index|api-types|validators)(\\.js)?$).+',
    message: 'Import schemas through index.ts (light), api-types.ts (the generated API and entity types) or validators.ts (full schemas and validators) only.',
  },
  server: {
    regex: '^(\\.\\./)+server/(?!(main|app|build-tools|test-support)(\\.js)?$).+',
    message: 'Import server through its entry points only (main.ts, app.ts, build-tools.ts, test-support.ts).',
  },
};
// What attendee pages load must stay light: no editors' API calls, no full schemas or validators.
// The server's feature folders: each reaches another only through that feature's index.ts (its exported service);
// the cross-cutting folders (http, store, routes, shared...) and the root modules (errors, config...) are open to all.
export const SERVER_FEATURES = [
  'attendees', 'auth', 'catalog', 'changelog', 'chat', 'content', 'demo', 'evaluations', 'live', 'live-help', 'meetings', 'notifications', 'preview', 'profile', 'qa',
  'schedule', 'settings', 'site-tools', 'ssr', 'translations', 'video',
];
const serverFeatureWall = {
  regex: `^(\\.\\./)+(${SERVER_FEATURES.join('|')})/(?!index(\\.js)?$).+`,
  message: "Import another server feature through its index.ts only (its exported service); shared parts belong in server/shared/.",
};
const attendeeOnly = {
  regex: '^(\\.\\./)+(api-client/editing|schemas/validators)(\\.js)?$',
  message: 'Attendee code (blocks, renderer, app) never imports api-client/editing or schemas/validators.',
};
const clientFolders = ['renderer', 'editor', 'site-settings', 'editing', 'ui'];

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
            zone('./ui', ['./blocks', './renderer', './editor', './site-settings', './editing', './api-client', './server', './app', './stories'], 'ui imports only react and schemas types.'),
            zone('./schemas', ['./ui', './blocks', './renderer', './editor', './site-settings', './editing', './api-client', './server', './app'], 'schemas imports nothing.'),
            zone('./server', ['./ui', './blocks', './renderer', './editor', './site-settings', './editing', './api-client', './app'], 'server imports only schemas.'),
            zone('./api-client', ['./ui', './blocks', './renderer', './editor', './site-settings', './editing', './server', './app'], 'api-client imports only schemas.'),
            zone('./renderer', ['./blocks', './editor', './site-settings', './editing', './server', './app'], 'renderer imports only api-client and schemas (the registry is handed to it).'),
            zone('./blocks', ['./editor', './site-settings', './editing', './server', './app'], 'blocks import renderer, api-client and schemas only.'),
            zone('./editing', ['./blocks', './editor', './site-settings', './server', './app', './stories'], 'editing imports ui, api-client, schemas and renderer only.'),
            zone('./editor', ['./site-settings', './server', './app'], 'editor must not import site-settings, server or app.'),
            zone('./site-settings', ['./editor', './server', './app'], 'site-settings must not import editor, server or app.'),
          ],
        },
      ],
    },
  },
  {
    // Deep imports into another top folder bypass its public surface (see `deep` above).
    files: ['ui/**', 'blocks/**', 'renderer/**', 'editor/**', 'site-settings/**', 'editing/**', 'api-client/**', 'app/**', 'stories/**', 'e2e/**', 'bench/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deep.folders(clientFolders), deep.apiClient, deep.schemas, deep.server] }],
    },
  },
  {
    // server/, the scripts and the shared test support reach schemas/ and server/ through their surfaces too;
    // scripts/gen.ts and its parts (scripts/gen-*.ts) build schemas/ itself; the offline page, built inside the Vite
    // config's process, takes the demo's texts alone rather than the whole server through its build surface.
    files: ['server/**', 'scripts/**', 'test-support/**'],
    ignores: ['scripts/gen.ts', 'scripts/gen-*.ts', 'scripts/offline-page.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deep.schemas, deep.server] }],
    },
  },
  {
    // Walls between the server's features (see serverFeatureWall above).
    files: SERVER_FEATURES.map((f) => `server/${f}/**`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [deep.schemas, deep.server, serverFeatureWall] }],
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
          patterns: [deep.folders(clientFolders), deep.apiClient, deep.schemas, deep.server, attendeeOnly],
          // React Router lives in the entry chunk, so every export any lazy block uses travels to every page: Link
          // brought 2.2 kB gzip of framework-mode prefetching the declarative router never runs.
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form', 'useFetcher', 'useSubmit'],
              message: 'Use RouterLink from renderer (useHref + useLinkClickHandler): Link costs every page 2.2 kB gzip.',
            },
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message: 'Read the query as new URLSearchParams(useLocation().search) and change it with useNavigate: useSearchParams costs every page 0.3 kB gzip.',
            },
          ],
        },
      ],
    },
  },
  {
    // A block is already a lazy chunk (blocks/registry.ts). A dynamic import inside one makes the bundler move
    // react-router, i18next and the shell out of the app's entry into a shared chunk: /en/home went 2 kB over its budget.
    files: ['blocks/**/*.{ts,tsx}'],
    ignores: ['blocks/registry.ts', 'blocks/lazy-block.ts', 'blocks/all-blocks.ts', '**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: name every export.' },
        {
          selector: 'ImportExpression',
          message: 'No import() inside blocks: import statically (the block is its own lazy chunk) or register a block type in blocks/registry.ts.',
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
        { patterns: [deep.folders(['renderer', 'site-settings', 'editing']), deep.apiClient, deep.schemas, deep.server] },
      ],
    },
  },
);
