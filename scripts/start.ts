// `npm start`: build the site when it is missing, then run the server (site + API, one origin).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const siteIndex = `${process.env.SITE_DIR ?? 'dist/site'}/index.html`;
if (!existsSync(siteIndex)) {
  console.log(`${siteIndex} is missing: running npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/main.js');
