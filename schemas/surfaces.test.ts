import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodeTable, errorCodes } from './index';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module schemas/index.ts reaches by value imports (type-only imports cost a bundle nothing). */
function valueImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gms)) {
    const spec = m[1] as string;
    const base = resolve(dirname(file), spec);
    const target = spec.endsWith('.js') ? base : `${base}.ts`;
    valueImports(target, seen);
  }
  return seen;
}

describe('schemas surfaces', () => {
  it('the light surface (index.ts) never reaches the full schemas or the validators', () => {
    const reached = [...valueImports(join(here, 'index.ts'))].map((f) => f.slice(here.length + 1));
    expect(reached).not.toContain('generated/validators.js');
    expect(reached).not.toContain('generated/block-schemas.ts');
    expect(reached).not.toContain('validators.ts');
  });

  it('the generated error codes are those of schemas/api/error-codes.json', () => {
    const json = JSON.parse(readFileSync(join(here, 'api/error-codes.json'), 'utf8')) as object;
    expect(errorCodeTable).toEqual(json);
    expect(Object.values(errorCodes).sort()).toEqual(Object.keys(json).sort());
  });
});
