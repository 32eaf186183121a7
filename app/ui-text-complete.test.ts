// Every UI word in every demo language: the English defaults beside the components (blocks/**/strings.ts, the
// shell's, the editor's and the site tools') against the German and Japanese texts the demo stores
// (server/demo/ui-text/, translation-text.ts, ja-text.ts). A key English has and another language lacks would show
// in English on that language's pages.
import { describe, expect, it } from 'vitest';
import { errorNamespace, shellNamespace, shellStrings } from '../renderer';
import { generateDemo } from '../server/build-tools';
import { BLOCK_DEFAULTS_NAMESPACE, isErrorCode, isTextDefault, textDefaultKey } from '../schemas';
import { blockSchemas } from '../schemas/validators';

type StringsModule = Record<string, unknown>;
const modules = import.meta.glob<StringsModule>('../blocks/**/strings.ts', { eager: true });
// The shell's lazy chunks carry their own defaults of its namespace (the update and install banners, the sign-in dialog).
const shellChunks = import.meta.glob<StringsModule>(['../renderer/shell/PwaBanners.tsx', '../renderer/shell/SignInDialog.tsx'], { eager: true });
const shellChunkStrings = Object.values(shellChunks).flatMap((module) =>
  Object.entries(module).filter(([name]) => name.endsWith('Strings')).map(([, value]) => value as Record<string, string>),
);
// The editor and the site tools (editor/, site-settings/, editing/) call useTranslation(xStrings) without a namespace:
// their words live in the shell's. Their `…Strings` objects of translate.* keys, spread or computed ones included
// (editing's defaultFormStrings is no such object: its texts come through the editor's keys). The API's error codes
// they repeat live in the error namespace, where useErrorText reads them (the demo holds a key once per locale).
const toolModules = import.meta.glob<StringsModule>(
  [
    '../editor/**/strings.ts',
    '../editor/**/*-strings.ts',
    '../editor/panel/ChangedElsewhere.tsx',
    '../site-settings/**/strings.ts',
    '../editing/**/*-strings.ts',
    '../editing/ForceSaveDialog.tsx',
    '../editing/MergeConflictDialog.tsx',
    '../editing/force-save.ts',
  ],
  { eager: true },
);
const isKeyTexts = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([key, text]) => key.startsWith('translate.') && typeof text === 'string');
const toolStrings = Object.values(toolModules).flatMap((module) =>
  Object.entries(module).filter(([name, value]) => name.endsWith('Strings') && isKeyTexts(value)).map(([, value]) => value as Record<string, string>),
);
const toolTexts = Object.entries(Object.assign({}, ...toolStrings) as Record<string, string>);
const toolWords = Object.fromEntries(toolTexts.filter(([key]) => !isErrorCode(key)));
const toolErrorCodes = Object.fromEntries(toolTexts.filter(([key]) => isErrorCode(key)));

/** namespace -> English defaults, from each strings module's `…Namespace` and `…Strings` exports. */
function englishByNamespace(): Map<string, Record<string, string>> {
  const byNamespace = new Map<string, Record<string, string>>([
    [shellNamespace, Object.assign({ ...shellStrings }, ...shellChunkStrings, toolWords, blockTitles())],
    [errorNamespace, { ...toolErrorCodes }],
  ]);
  for (const [path, module] of Object.entries(modules)) {
    const namespace = Object.entries(module).find(([name, value]) => name.endsWith('Namespace') && typeof value === 'string')?.[1] as string | undefined;
    const strings = Object.entries(module).filter(([name]) => name.endsWith('Strings')).map(([, value]) => value as Record<string, string>);
    if (!namespace || strings.length === 0) throw new Error(`${path} exports no …Namespace and …Strings`);
    byNamespace.set(namespace, Object.assign(byNamespace.get(namespace) ?? {}, ...strings));
  }
  byNamespace.set(BLOCK_DEFAULTS_NAMESPACE, blockTextDefaults());
  return byNamespace;
}

/** The block types' names the editor shows (editor/block-title.ts): each block schema's title under `translate.block-titles.<type>`. */
function blockTitles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(blockSchemas).map(([type, schema]) => [
      `translate.block-titles.${type.replace(/[^A-Za-z0-9-]/g, '-')}`,
      (schema as { title: string }).title,
    ]),
  );
}

/** The block props' text defaults: each block schema's English under its `translate.block-defaults.…` key. */
function blockTextDefaults(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [type, schema] of Object.entries(blockSchemas)) {
    const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
    for (const [prop, def] of Object.entries(properties)) if (isTextDefault(def)) texts[textDefaultKey(type, prop)] = def.default as string;
  }
  return texts;
}

const rows = generateDemo({ sessions: 24 }).translations.filter((r) => r.environment === 'prod');
function textsOf(locale: string, namespace: string): Map<string, string> {
  return new Map(rows.filter((r) => r.locale === locale && r.namespace === namespace).map((r) => [r.key, r.content]));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
// Japanese has one plural form: `.other` stands for every count.
const wantedIn = (locale: string, key: string) => !(locale === 'ja-JP' && key.endsWith('.one'));

const english = englishByNamespace();

describe('UI texts', () => {
  it("count the editor's and the site tools' words in the shell's namespace", () => {
    // editorStrings, blockStrings, previewStrings, viewStrings, pushStrings, changedElsewhereStrings, translationStrings,
    // phaseStrings, qaStrings, settingsStrings, forceSaveStrings, mergeConflictStrings, saveErrorStrings, widgetStrings
    expect(toolStrings.length).toBeGreaterThanOrEqual(14);
    expect(english.get(shellNamespace)).toHaveProperty(['translate.site-settings.title']);
    expect(english.get(shellNamespace)).toHaveProperty(['translate.block-titles.pageMeta'], 'Page meta');
  });

  it('name their namespace in the key (translate.<namespace>.…), so the API files them where the blocks read them', () => {
    for (const [namespace, strings] of english) {
      if (namespace === shellNamespace) continue;
      // block-defaults keys name the block type after the namespace.
      for (const key of Object.keys(strings)) expect(key.split('.')[1], key).toBe(namespace);
    }
  });

  for (const locale of ['de-DE', 'ja-JP']) {
    it(`are all in ${locale}, with the same placeholders`, () => {
      const missing: string[] = [];
      const mismatched: string[] = [];
      for (const [namespace, strings] of english) {
        const texts = textsOf(locale, namespace);
        for (const [key, text] of Object.entries(strings)) {
          if (!wantedIn(locale, key)) continue;
          const translated = texts.get(key) ?? (key.endsWith('.one') ? undefined : texts.get(`${key}.other`));
          if (translated === undefined || translated.trim() === '') missing.push(`${namespace}: ${key}`);
          else if (placeholders(translated).join() !== placeholders(text).join()) mismatched.push(`${namespace}: ${key}`);
        }
      }
      expect(missing).toEqual([]);
      expect(mismatched).toEqual([]);
    });
  }
});
