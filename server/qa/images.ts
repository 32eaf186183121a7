/**
 * QA images in the data folder (DATA_DIR/qa): one small interface, so an object store can take its place.
 * Names are relative paths of ids ([a-z0-9~._-] segments); URLs are the API's image route.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface QaImageFiles {
  /** Stores the bytes under `name` (folder/file); answers the URL it is served at. */
  put(name: string, bytes: Buffer): Promise<string>;
  get(name: string): Promise<Buffer | null>;
  /** Removes a folder (a pruned run) and everything in it. */
  removeFolder(folder: string): Promise<void>;
  urlOf(name: string): string;
}

const SEGMENT = /^[a-z0-9][a-z0-9~._-]{0,200}$/i;

export function isImageName(name: string): boolean {
  const parts = name.split('/');
  return parts.length === 2 && parts.every((p) => SEGMENT.test(p) && !p.includes('..'));
}

export function createQaImageFiles(dataDir: string): QaImageFiles {
  const root = resolve(dataDir, 'qa');
  const pathOf = (name: string): string => {
    if (!isImageName(name)) throw new Error(`Not a QA image name: ${name}`);
    const path = resolve(root, name);
    if (!path.startsWith(root + sep)) throw new Error(`Not a QA image name: ${name}`);
    return path;
  };
  const urlOf = (name: string) => `/api/qa/images/${name}`;
  return {
    urlOf,
    async put(name, bytes) {
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return urlOf(name);
    },
    async get(name) {
      return readFile(pathOf(name)).catch(() => null);
    },
    async removeFolder(folder) {
      if (!SEGMENT.test(folder)) return;
      await rm(join(root, folder), { recursive: true, force: true });
    },
  };
}
