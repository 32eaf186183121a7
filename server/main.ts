// Process entry: open the store, build the app, listen; on SIGTERM/SIGINT stop accepting,
// let in-flight requests (writes) finish, then close the store.
import { readFileSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { generateDemo } from './demo/index.js';
import { openStore } from './store/open-store.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export async function main(): Promise<void> {
  const config = loadConfig(process.env, pkg.version);
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, demo: generateDemo });
  const app = await buildApp({ store, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await store.close();
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
