// The repository explains itself and installs what it runs: every package the code imports is declared in
// package.json (code the server or the site runs, in `dependencies`), and no file cites a document the
// repository does not hold (the rules live in docs/behaviour/, the design in docs/architecture.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const skipped = new Set(['node_modules', 'dist', 'storybook-static', 'data', '.tmp', 'test-results', 'playwright-report', 'qa-report', '.git']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(relative(root, path));
  }
  return out;
}

const files = walk(root);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const runtime = new Set(Object.keys(pkg.dependencies));
const declared = new Set([...runtime, ...Object.keys(pkg.devDependencies)]);

/** The package a bare specifier names ('@scope/name/sub' -> '@scope/name'), or null for paths and built-ins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);
  return builtinModules.includes(name) ? null : name;
}

/** Value imports of a source file (type-only imports are erased and need nothing at run time). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

const source = files.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.startsWith('schemas/generated/') && !f.startsWith('public/'));
const isTestCode = (f: string) =>
  /\.(test|spec|stories)\.tsx?$/.test(f) || /test-support\.tsx?$/.test(f) || /(^|\/)test-[\w-]+\.tsx?$/.test(f) || /(^|\/)(test|test-support|e2e|bench|stories|scripts)\//.test(f) || /^[^/]+\.(ts|js|mjs)$/.test(f);

describe('the repository installs what it runs', () => {
  it('declares every package the code imports in package.json', () => {
    const undeclared = source.flatMap((f) =>
      importsOf(readFileSync(join(root, f), 'utf8'))
        .map(packageOf)
        .filter((name): name is string => name !== null && !declared.has(name))
        .map((name) => `${f}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares what the site and the server run as dependencies, not only for development', () => {
    const devOnly = source
      .filter((f) => !isTestCode(f))
      .flatMap((f) =>
        importsOf(readFileSync(join(root, f), 'utf8'))
          .map(packageOf)
          .filter((name): name is string => name !== null && !runtime.has(name))
          .map((name) => `${f}: ${name}`),
      );
    expect(devOnly).toEqual([]);
  });
});

// Built from parts so that this file does not match itself.
const outside = new RegExp(['\\.\\./shared/', 'DESI' + 'GN\\.md', 'STY' + 'LE\\.md', 'spec/' + 'README'].join('|').replace('shared/', 'shared/(spec|DESIGN|STYLE)'));
const specCitation = new RegExp(['\\bspec\\s+00[01]', '\\bspec\\s+section'].join('|'), 'i');
const issueCitation = new RegExp('\\b' + 'issues?\\s+#?\\d+(?!-)\\b', 'i');

describe('the repository explains itself', () => {
  const text = files.filter((f) => /\.(ts|tsx|mjs|js|css|sql|json|sh|html|md)$/.test(f) && f !== 'package-lock.json');
  const offending = (pattern: RegExp) =>
    text.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );

  it('names no file outside the repository', () => {
    expect(offending(outside)).toEqual([]);
  });

  it('cites the rules of docs/behaviour/, not sections of a specification it does not hold', () => {
    expect(offending(specCitation)).toEqual([]);
  });

  it('says why in its own words, not by an issue number', () => {
    expect(offending(issueCitation)).toEqual([]);
  });
});
