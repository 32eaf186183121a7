// Process entry: open the store, build the app, listen; on SIGTERM/SIGINT stop accepting,
// let in-flight requests (writes) finish, then close the store.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { generateDemo } from './demo/index.js';
import { openStore } from './store/open-store.js';
import { startLocalMode } from './auth/oidc/local-mode.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
/** The pre-seeded embedded store `npm run build` makes (scripts/build-server.ts, server/store/demo-template.ts). */
const DEMO_TEMPLATE_DIR = fileURLToPath(new URL('../dist/server/demo-store', import.meta.url));

export async function main(): Promise<void> {
  // AUTH_MODE=oidc-local: a real identity provider on this machine first, then the site signs in through it.
  const local = process.env.AUTH_MODE === 'oidc-local' ? await startLocalMode(process.env) : undefined;
  const config = loadConfig(local?.env ?? process.env, pkg.version);
  // The page renderer's libraries (React, React Query, i18next) choose their build from NODE_ENV when first loaded.
  // Production mode is the configuration's business (above); the site renders pages with the production builds
  // unless a developer asks for the others (NODE_ENV=development): React's development build spends a fifth more
  // on every server-rendered page (bench/conference-day).
  process.env.NODE_ENV ??= 'production';
  // Generated once: the template check and the seed (when there is no usable template) use the same data.
  let demo: ReturnType<typeof generateDemo> | undefined;
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    demo: () => (demo ??= generateDemo()),
    demoTemplateDir: DEMO_TEMPLATE_DIR,
  });
  demo = undefined;
  const app = await buildApp({ store, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await store.close();
      await local?.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`site ${config.siteEnv} on http://${config.host}:${config.port} (store: ${store.kind})`);
  if (local) app.log.info(`signing in through the local identity provider ${local.issuer}: e-mail {persona}@nimbus.example, password demo`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
