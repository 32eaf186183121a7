// The server-rendering tests' site: the page renderer built from app/server-entry.tsx with Vite (as `npm run build`
// does) into a folder of its own inside the repository, since the build imports its dependencies from node_modules.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

export interface RendererSite {
  /** The site directory the app serves (index.html; the renderer beside it). */
  siteDir: string;
  /** Builds the renderer (slow: call it in beforeAll). */
  build(): void;
  remove(): void;
}

export function rendererSite(name: string): RendererSite {
  const work = resolve(root, '.tmp', `${name}-${process.pid}`);
  const siteDir = resolve(work, 'site');
  return {
    siteDir,
    build() {
      mkdirSync(siteDir, { recursive: true });
      copyFileSync(resolve(root, 'index.html'), resolve(siteDir, 'index.html'));
      execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'app/server-entry.tsx', '--outDir', resolve(work, 'ssr'), '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
    },
    remove() {
      rmSync(work, { recursive: true, force: true });
    },
  };
}
