import { ENVIRONMENTS, type Environment } from '../../schemas/index.js';
import type { TranslationInitialBody, TranslationUpdateBody } from '../../schemas/api-types.js';
import { hashOf } from '../canonical-hash.js';
import { writeChangelog } from '../shared/changelog/changelog-store.js';
import type { ChangeItem, Editor } from '../shared/changelog/types.js';
import { mergeDocument, type FieldConflict, type MergeResult, type Resolutions } from '../shared/merge.js';
import { ApiError } from '../errors.js';
import type { LiveEvent } from '../live/index.js';
import type { Db } from '../store/db.js';
import { assertTranslationKeys } from '../validation.js';

/** A key to add (addInitialTranslations); namespace defaults to the key's second segment: translate.{namespace}.… */
export type TranslationItem = TranslationInitialBody['translations'][number];

/** A key to write with the hash of the text it was read with (hashOf(content)), null for a key that did not exist. */
export type TranslationUpdate = TranslationUpdateBody['updates'][number];

/** What the writer takes: an item, checked against its hash unless `unchecked` (adding missing keys, copies). */
interface WriteItem {
  key: string;
  content: string;
  namespace?: string;
  /** Defaults to the call's locale (used by copies spanning several locales). */
  locale?: string;
  originalHash?: string | null;
  /** The text it was read as (the one originalHash names): the conflict dialog's "Before". */
  originalContent?: string;
}

export function namespaceOf(key: string): string {
  return key.split('.')[1] ?? 'base';
}

interface Row {
  key: string;
  content: string;
  namespace: string;
  updated_at: Date | string;
}

export interface TranslationServiceDeps {
  db: Db;
  now: () => Date;
  /** After a committed write: the live-update event(s) it causes (server/live/). */
  afterWrite: (...events: LiveEvent[]) => Promise<void>;
}

/** The text a key had when the editor read it, when that is known: absent (a new key), or the text its hash names. */
function baseText(item: WriteItem, previous: string | null): { known: boolean; text?: string } {
  const hash = item.originalHash ?? null;
  if (hash === null) return { known: true };
  if (previous !== null && hashOf(previous) === hash) return { known: true, text: previous };
  if (hashOf(item.content) === hash) return { known: true, text: item.content };
  if (item.originalContent !== undefined && hashOf(item.originalContent) === hash) return { known: true, text: item.originalContent };
  return { known: false };
}

/**
 * One key written over a text others changed since it was read: the three-way merge of settings and blocks on one
 * field, scoped by locale. The merged text, or undefined when the key stays as others left it (their text, or gone).
 */
function mergeText(item: WriteItem, previous: string | null, locale: string, resolutions: Resolutions, force: boolean): MergeResult<string | undefined> {
  const base = baseText(item, previous);
  const theirs = previous ?? undefined;
  if (!base.known) {
    // Read from a version nobody recorded: every difference counts as changed on both sides.
    if (theirs === item.content) return { ok: true, value: undefined };
    const pick = force ? 'mine' : resolutions[locale]?.[item.key];
    if (pick === 'mine') return { ok: true, value: item.content };
    if (pick === 'theirs') return { ok: true, value: undefined };
    return { ok: false, conflicts: [{ componentId: locale, path: item.key, base: null, mine: item.content, theirs: theirs ?? null }] };
  }
  const outcome = mergeDocument({ [item.key]: base.text }, { [item.key]: item.content }, { [item.key]: theirs }, locale, resolutions, force);
  if (!outcome.ok) return outcome;
  const value = outcome.value[item.key];
  return { ok: true, value: typeof value === 'string' && value !== theirs ? value : undefined };
}

export function createTranslationService({ db, now, afterWrite }: TranslationServiceDeps) {
  async function readMap(env: Environment, where: string, params: unknown[]): Promise<Record<string, string>> {
    const { rows } = await db.query<Row>(`SELECT key, content FROM translations WHERE environment = $1 AND ${where} ORDER BY key`, [env, ...params]);
    return Object.fromEntries(rows.map((r) => [r.key, r.content]));
  }

  /**
   * 'insert-missing' adds absent keys only; 'checked' writes each key against the text it was read as,
   * merged three-way per key with what others saved since (server/content/merge.ts): a key only others
   * changed keeps their text, a key only this editor changed takes theirs, a key both changed is a conflict unless
   * resolved (`resolutions[locale][key]`) or forced (mine wins on those keys only). 'copy' overwrites (pushes between
   * environments). All items or none: one conflict refuses the whole save with 409.
   */
  async function upsert(editor: Editor, env: Environment, language: string, locale: string, items: readonly WriteItem[], mode: 'insert-missing' | 'checked' | 'copy', force: boolean, resolutions: Resolutions = {}) {
    assertTranslationKeys(items.map((i) => i.key));
    const at = now();
    // One onLanguageChanged per (locale, namespace) written.
    const touched = new Map<string, LiveEvent>();
    const changes = await db.transaction(async (tx) => {
      const out: ChangeItem[] = [];
      const conflicts: { key: string; currentHash: string | null }[] = [];
      const fields: FieldConflict[] = [];
      let merged = false;
      for (const item of items) {
        const namespace = item.namespace ?? namespaceOf(item.key);
        const itemLocale = item.locale ?? locale;
        const { rows } = await tx.query<{ content: string }>(
          'SELECT content FROM translations WHERE environment = $1 AND locale = $2 AND namespace = $3 AND key = $4 FOR UPDATE',
          [env, itemLocale, namespace, item.key],
        );
        const previous = rows[0]?.content ?? null;
        if (previous !== null && mode === 'insert-missing') continue;
        const currentHash = previous === null ? null : hashOf(previous);
        let content = item.content;
        if (mode === 'checked' && (item.originalHash ?? null) !== currentHash) {
          const outcome = mergeText(item, previous, itemLocale, resolutions, force);
          if (!outcome.ok) {
            conflicts.push({ key: item.key, currentHash });
            fields.push(...outcome.conflicts);
            continue;
          }
          if (outcome.value === undefined) continue;
          content = outcome.value;
          merged = true;
        }
        if (previous === content) continue;
        await tx.query(
          `INSERT INTO translations (environment, language, locale, namespace, key, content) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (environment, locale, namespace, key) DO UPDATE SET content = EXCLUDED.content, language = EXCLUDED.language, updated_at = now()`,
          [env, language, itemLocale, namespace, item.key, content],
        );
        touched.set(`${itemLocale}\n${namespace}`, { type: 'onLanguageChanged', environment: env, language, locale: itemLocale, namespace });
        out.push({ Field: item.key, Component: `${language}/${itemLocale}`, PreviousValue: previous, CurrentValue: content });
      }
      if (conflicts.length > 0) throw new ApiError('componentConflict', { conflicts, currentHash: conflicts[0]?.currentHash ?? null, fields });
      if (out.length > 0) {
        await writeChangelog(tx, { documentType: 'translation', documentId: `${language}/${locale}`, environment: env, at, editor, changes: out, forced: force, merged });
      }
      return out;
    });
    if (changes.length > 0) await afterWrite(...touched.values());
    return { changed: changes.length, changes };
  }

  return {
    namespace: (env: Environment, locale: string, namespace: string) => readMap(env, 'locale = $2 AND namespace = $3', [locale, namespace]),

    async metadata(env: Environment, locale: string, namespace: string) {
      const { rows } = await db.query<Row>(
        'SELECT key, content, namespace, updated_at FROM translations WHERE environment = $1 AND locale = $2 AND namespace = $3 ORDER BY key',
        [env, locale, namespace],
      );
      return {
        environment: env,
        locale,
        namespace,
        count: rows.length,
        keys: rows.map((r) => ({ key: r.key, hash: hashOf(r.content), updated: new Date(r.updated_at).toISOString() })),
      };
    },

    async all(language: string, locale: string): Promise<Record<Environment, Record<string, string>>> {
      const out = {} as Record<Environment, Record<string, string>>;
      for (const env of ENVIRONMENTS) out[env] = await readMap(env, 'language = $2 AND locale = $3', [language, locale]);
      return out;
    },

    addInitial: (editor: Editor, env: Environment, language: string, locale: string, items: readonly TranslationItem[]) =>
      upsert(editor, env, language, locale, items, 'insert-missing', false),

    update: (editor: Editor, env: Environment, language: string, locale: string, items: readonly TranslationUpdate[], force: boolean, resolutions: Resolutions = {}) => {
      const unhashed = items.find((i) => i.originalHash === undefined);
      if (unhashed) throw new ApiError('badRequest', { field: 'originalHash', key: unhashed.key, reason: 'hashRequired' }, `${unhashed.key}: originalHash is required (null for a new key).`);
      return upsert(editor, env, language, locale, items, 'checked', force, resolutions);
    },

    /** Copies a language's translations (all locales, or one; all keys, or some) from one environment to another. */
    async copyToEnvironment(editor: Editor, language: string, target: Environment, source: Environment, locale?: string, keys?: string[]) {
      if (source === target) throw new ApiError('badRequest', { field: 'sourceEnvironment' }, 'Source and target environment are the same.');
      const { rows } = await db.query<Row & { locale: string }>(
        'SELECT key, content, namespace, locale, updated_at FROM translations WHERE environment = $1 AND language = $2 ORDER BY locale, key',
        [source, language],
      );
      const picked = rows
        .filter((r) => (!locale || r.locale === locale) && (!keys || keys.includes(r.key)))
        .map((r) => ({ key: r.key, content: r.content, namespace: r.namespace, locale: r.locale }));
      // One transaction for every locale copied.
      const { changed } = await upsert(editor, target, language, locale ?? '*', picked, 'copy', false);
      return { changed };
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
