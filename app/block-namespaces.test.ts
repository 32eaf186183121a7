// The server loads the translation namespaces of the blocks a page shows before rendering it (blocks/namespaces.ts),
// so the first HTML is in the visitor's language and the browser does not wait for texts while hydrating. This holds
// that map against the code: each block type's files and what they import within blocks/ read exactly the
// namespaces of the strings modules (blocks/**/strings.ts) they reach.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { namespacesOf } from '../blocks/namespaces';

const root = resolve(__dirname, '..');
const blocksDir = join(root, 'blocks');

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

const allBlocks = join(blocksDir, 'all-blocks.ts');

/** The module blocks/all-blocks.ts re-exports `name` from. */
function reExported(name: string): string | null {
  const match = new RegExp(`export \\{ (?:default as )?${name} \\} from '(\\.[^']+)'`).exec(readFileSync(allBlocks, 'utf8'));
  return match ? resolveImport(allBlocks, match[1] as string) : null;
}

/** The namespaces a block folder's code reaches through relative imports inside blocks/. */
function namespacesReached(type: string): string[] {
  const folder = join(blocksDir, type);
  const queue = readdirSync(folder)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.|\.stories\.|load\.ts$/.test(f))
    .map((f) => join(folder, f));
  const seen = new Set<string>(queue);
  const found = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const source = readFileSync(file, 'utf8');
    const namespace = /export const \w+Namespace = '([^']+)'/.exec(source)?.[1];
    if (namespace && file.endsWith('strings.ts')) found.add(namespace);
    // The renderer's error texts (renderer/i18n/error-text.ts) read the error codes' namespace.
    if (/\buseErrorText\(/.test(source)) found.add('base');
    const targets = [...source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((match) => resolveImport(file, match[1] as string));
    // Parts the blocks chunk passes on (blocks/all-blocks.ts re-exports them): the modules of the names imported.
    for (const match of source.matchAll(/import \{([^}]+)\} from '(\.[^']*all-blocks)'/g)) {
      for (const name of (match[1] as string).split(',').map((n) => n.trim()).filter(Boolean)) targets.push(reExported(name));
    }
    for (const target of targets) {
      // The blocks chunk's index and the registry lead to every block: a block renders only its own parts.
      if (!target || seen.has(target) || relative(blocksDir, target).startsWith('..') || /\.test\.|all-blocks\.ts$|registry\.ts$/.test(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...found].sort();
}

describe('blocks/namespaces.ts', () => {
  it('names, for every block type, the namespaces its code reads', () => {
    const types = Object.keys(registry).filter((type) => existsSync(join(blocksDir, type)));
    const actual = Object.fromEntries(types.map((type) => [type, [...namespacesOf(type)].sort()]));
    const expected = Object.fromEntries(types.map((type) => [type, namespacesReached(type)]));
    expect(actual).toEqual(expected);
  });
});
