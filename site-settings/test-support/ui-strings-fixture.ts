// A stand-in for blocks/ui-strings.ts in the Translations tool's tests (vi.mock('../../blocks/ui-strings', () =>
// import('../test-support/ui-strings-fixture'))): a few namespaces and block types of its own, so the tests do not
// depend on the blocks' strings, which change as the blocks do.

/** The English defaults per namespace. */
export const FIXTURE_STRINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  probe: {
    'translate.probe.close': 'Close',
    'translate.probe.items.one': '{{count}} item',
    'translate.probe.items.other': '{{count}} items',
  },
  'shared-bits': { 'translate.shared-bits.more': 'More' },
  unused: { 'translate.unused.hint': 'Nobody shows this' },
};

/** The namespaces each block type reads (blocks/namespaces.ts). */
export const FIXTURE_READS: Readonly<Record<string, readonly string[]>> = {
  testHeading: ['probe', 'shared-bits'],
  otherBlock: ['shared-bits'],
  unusedBlock: ['unused'],
};

const TITLES: Readonly<Record<string, string>> = { testHeading: 'Test heading', otherBlock: 'Other block', unusedBlock: 'Unused block' };

export const uiNamespaces = () => Object.keys(FIXTURE_STRINGS);
export const uiStringsOf = (ns: string) => FIXTURE_STRINGS[ns] ?? {};
export const uiNamespacesOf = (type: string) => FIXTURE_READS[type] ?? [];
export const blockTypesReading = (ns: string) => Object.keys(FIXTURE_READS).filter((type) => FIXTURE_READS[type]!.includes(ns));
export const blockTitleOf = (type: string) => TITLES[type] ?? type;
