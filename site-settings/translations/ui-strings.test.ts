// blocks/ui-strings.ts, the Translations tool's view of the blocks' UI words: every blocks/**/strings.ts module by its
// namespace, and the block types that read a namespace (blocks/namespaces.ts, replaced here by a fixed map so the
// test does not follow the map as it grows).
import { describe, expect, it, vi } from 'vitest';
import { sharedNamespace, sharedStrings } from '../../blocks/shared/strings';
import { catalogNamespace, catalogStrings } from '../../blocks/sessionCatalog/strings';
import { blockTitleOf, blockTypesReading, uiNamespaces, uiNamespacesOf, uiStringsOf } from '../../blocks/ui-strings';

vi.mock('../../blocks/namespaces', () => {
  const reads: Record<string, string[]> = { sessionCatalog: ['sessionCatalog', 'shared', 'not-a-ui-namespace'], agenda: ['agenda', 'shared'] };
  return { namespacesOf: (type: string) => reads[type] ?? [] };
});

describe('the blocks’ UI strings', () => {
  it('holds each strings module under its namespace, with its English defaults', () => {
    expect(uiNamespaces()).toEqual(expect.arrayContaining([sharedNamespace, catalogNamespace]));
    expect(uiStringsOf(sharedNamespace)).toEqual(sharedStrings);
    expect(uiStringsOf(catalogNamespace)).toEqual(catalogStrings);
    expect(uiStringsOf('common')).toEqual({});
  });

  it('names, for every namespace, the block types that read it', () => {
    expect(blockTypesReading('shared')).toEqual(['agenda', 'sessionCatalog']);
    expect(blockTypesReading('sessionCatalog')).toEqual(['sessionCatalog']);
    expect(blockTypesReading('nobody')).toEqual([]);
  });

  it('answers the UI namespaces a block type reads, and its title', () => {
    expect(uiNamespacesOf('sessionCatalog')).toEqual(['sessionCatalog', 'shared']);
    expect(blockTitleOf('sessionCatalog')).toBe('Session catalog');
    expect(blockTitleOf('unknownType')).toBe('unknownType');
  });
});
