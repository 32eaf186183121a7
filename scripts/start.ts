// Kept for callers that run the start script through tsx (bench/lighthouse): `npm start` itself is plain node on
// scripts/start.mjs, which builds what is missing and runs the compiled server.
import { pathToFileURL } from 'node:url';

await import(pathToFileURL(new URL('./start.mjs', import.meta.url).pathname).href);
