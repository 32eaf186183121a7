// Last step of `npm run build`: static JSON copies of content, settings and translations for
// every environment, written next to the built site (docs/contracts.md "Static fallback").
// Read through the real services from a freshly seeded in-memory store, so the files have the
// exact shapes the API answers (hashes included).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ENVIRONMENTS } from '../schemas/index.js';
import { exportStaticContent, generateDemo, openStore } from '../server/build-tools.js';

const outDir = process.argv[2] ?? 'dist/site/static-content';

const store = await openStore({ demo: generateDemo });
try {
  const files = await exportStaticContent(store, new Date());
  for (const [path, body] of files) {
    const target = join(outDir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(body));
  }
  console.log(`static-content: ${files.size} files for ${ENVIRONMENTS.join(', ')} in ${outDir}`);
} finally {
  await store.close();
}
