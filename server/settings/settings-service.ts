import {
  effectiveNow, EMPTY_SETTINGS_HASH, ENVIRONMENTS, resolveCurrentPhase, type Environment, type PhaseStart,
} from '../../schemas/index.js';
import type { SiteEditorAnswer } from '../../schemas/api-types.js';
import { hashOf } from '../canonical-hash.js';
import { writeChangelog } from '../shared/changelog/changelog-store.js';
import { diffDocuments } from '../shared/changelog/diff.js';
import { mergeDocument, type Resolutions } from '../shared/merge.js';
import type { Editor } from '../shared/changelog/types.js';
import { ApiError } from '../errors.js';
import type { LiveEvent } from '../live/index.js';
import type { Db, Queryable } from '../store/db.js';
import { assertSiteSettings } from '../validation.js';

export type SettingsDoc = Record<string, unknown>;

/** One environment's settings document as the site editor reads it (generated SiteEditorAnswer). */
export type StoredSettings = SiteEditorAnswer;

interface Row {
  doc: SettingsDoc | string;
  hash: string;
  revision: number;
}

async function readSettings(q: Queryable, env: Environment, lock = false): Promise<StoredSettings | undefined> {
  const { rows } = await q.query<Row>(`SELECT doc, hash, revision FROM site_settings WHERE environment = $1${lock ? ' FOR UPDATE' : ''}`, [env]);
  const r = rows[0];
  if (!r) return undefined;
  const settings = typeof r.doc === 'string' ? (JSON.parse(r.doc) as SettingsDoc) : r.doc;
  return { environment: env, settings, hash: r.hash, revision: r.revision };
}

function phasesOf(doc: SettingsDoc): PhaseStart[] {
  const raw: unknown = doc.eventPhases;
  return Array.isArray(raw) ? raw.filter((p: unknown): p is PhaseStart => isRecord(p) && typeof p.id === 'string' && typeof p.start === 'string') : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Feature flags as one user sees them: `features`, then every scoped override whose
 * permissions the user holds switches its flag on.
 */
export function applyScopedFeatures(doc: SettingsDoc, scopes: readonly string[]): Record<string, boolean> {
  const features = { ...((doc.features as Record<string, boolean> | undefined) ?? {}) };
  const overrides = Array.isArray(doc.scopedFeatureOverrides) ? doc.scopedFeatureOverrides : [];
  for (const o of overrides as { featureFlagName?: string; permissions?: string[] }[]) {
    if (o.featureFlagName && o.permissions?.some((p) => scopes.includes(p))) features[o.featureFlagName] = true;
  }
  return features;
}

/** The scope of settings fields in a merge's conflicts and resolutions (their componentId). */
export const SETTINGS_SCOPE = 'settings';

type WriteInput = { kind: 'changes'; changes: SettingsDoc; resolutions: Resolutions } | { kind: 'replace'; settings: SettingsDoc };

/**
 * Settings versions share the content-addressed version store of page content (content_versions, migration 011): a
 * document's hash names exactly one document, whatever kind it is.
 */
async function recordSettingsVersion(tx: Queryable, hash: string, doc: SettingsDoc): Promise<void> {
  await tx.query('INSERT INTO content_versions (hash, doc) VALUES ($1, $2::jsonb) ON CONFLICT DO NOTHING', [hash, JSON.stringify(doc)]);
}

async function readSettingsVersion(q: Queryable, hash: string): Promise<SettingsDoc | undefined> {
  if (hash === EMPTY_SETTINGS_HASH) return {};
  const { rows } = await q.query<{ doc: SettingsDoc | string }>('SELECT doc FROM content_versions WHERE hash = $1', [hash]);
  const doc = rows[0]?.doc;
  return doc === undefined ? undefined : typeof doc === 'string' ? (JSON.parse(doc) as SettingsDoc) : doc;
}

export interface SettingsServiceDeps {
  db: Db;
  now: () => Date;
  /** After a committed write: the live-update event(s) it causes (server/live/). */
  afterWrite: (...events: LiveEvent[]) => Promise<void>;
}

export function createSettingsService({ db, now, afterWrite }: SettingsServiceDeps) {
  async function get(env: Environment): Promise<StoredSettings> {
    const s = await readSettings(db, env);
    if (!s) throw new ApiError('notFound', { environment: env }, `No settings for ${env}.`);
    return s;
  }

  /**
   * One environment's document written in one transaction, with one changelog entry. The hash it was read with is
   * never optional (a write without one overwrote blindly); the schemas refuse a missing one, this the rest.
   * A save of some settings read before others saved is merged with theirs field by field ("No lost work":
   * server/content/merge.ts); only a field both changed is a conflict, and force means mine wins on those fields only.
   * A whole-document replace (a push) is refused when the document moved, unless forced.
   */
  async function write(editor: Editor, env: Environment, input: WriteInput, originalHash: string | null | undefined, force: boolean) {
    if (typeof originalHash !== 'string' || originalHash === '') {
      throw new ApiError('badRequest', { field: 'originalHash', reason: 'hashRequired' }, 'originalHash is required: the settings hash it was read with.');
    }
    const at = now();
    const changed = await db.transaction(async (tx) => {
      const current = await readSettings(tx, env, true);
      const currentHash = current?.hash ?? EMPTY_SETTINGS_HASH;
      const before = current?.settings ?? {};
      let next: SettingsDoc;
      let merged = false;
      if (originalHash === currentHash) next = input.kind === 'changes' ? { ...before, ...input.changes } : input.settings;
      else if (input.kind === 'replace') {
        if (!force) throw new ApiError('settingsConflict', { currentHash, environment: env, fields: [] });
        next = input.settings;
      } else {
        const base = await readSettingsVersion(tx, originalHash);
        if (!base) {
          // The version read is unknown: nothing to merge against, so only the plain force question remains.
          if (!force) throw new ApiError('settingsConflict', { currentHash, environment: env, fields: [] });
          next = { ...before, ...input.changes };
        } else {
          const outcome = mergeDocument(base, { ...base, ...input.changes }, before, SETTINGS_SCOPE, input.resolutions, force);
          if (!outcome.ok) throw new ApiError('settingsConflict', { currentHash, environment: env, fields: outcome.conflicts });
          next = outcome.value;
          merged = true;
        }
      }
      try {
        assertSiteSettings(next);
      } catch (error) {
        // Each side valid but the merge not (fields that depend on each other): the editor decides, nothing is written.
        if (!merged || !(error instanceof ApiError) || error.statusCode !== 400) throw error;
        throw new ApiError('settingsConflict', { currentHash, environment: env, fields: [], reason: error.message });
      }
      const hash = hashOf(next);
      if (hash === currentHash) return false;
      await tx.query(
        `INSERT INTO site_settings (environment, doc, hash) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (environment) DO UPDATE SET doc = EXCLUDED.doc, hash = EXCLUDED.hash,
           revision = site_settings.revision + 1, updated_at = now()`,
        [env, JSON.stringify(next), hash],
      );
      // The version replaced (someone may still be editing it) and the new one, so later stale saves can merge.
      if (current) await recordSettingsVersion(tx, current.hash, before);
      await recordSettingsVersion(tx, hash, next);
      await writeChangelog(tx, {
        documentType: 'site-settings', documentId: 'site-settings', environment: env, at, editor,
        changes: diffDocuments(before, next, 'siteSettings'), forced: force, merged,
      });
      return true;
    });
    if (changed) await afterWrite({ type: 'onSettingsChanged', environment: env });
    return { changed, ...(await get(env)) };
  }

  return {
    get,
    async getAll(): Promise<Record<Environment, StoredSettings | null>> {
      const out = {} as Record<Environment, StoredSettings | null>;
      for (const env of ENVIRONMENTS) out[env] = (await readSettings(db, env)) ?? null;
      return out;
    },
    /** Front-end settings as one user (or anonymous, scopes []) sees them. */
    async getPublic(env: Environment, scopes: readonly string[]) {
      const s = await get(env);
      const testingDate = typeof s.settings.testingDate === 'string' ? s.settings.testingDate : null;
      const phase = resolveCurrentPhase(phasesOf(s.settings), effectiveNow(testingDate, now()));
      return {
        ...s.settings,
        features: applyScopedFeatures(s.settings, scopes),
        environment: env,
        currentPhaseId: phase?.id ?? '',
        hash: s.hash,
      };
    },
    /**
     * Replaces top-level keys of the document (POST /siteeditor); `resolutions` are the editor's choices for the fields
     * a 409 named (`{ settings: { [path]: 'mine' | 'theirs' } }`).
     */
    saveChanges(editor: Editor, env: Environment, changes: SettingsDoc, originalHash: string | null | undefined, force: boolean, resolutions: Resolutions = {}) {
      return write(editor, env, { kind: 'changes', changes, resolutions }, originalHash, force);
    },
    /** Replaces the whole document (POST /siteeditor/setting/{env}, e.g. a push from another environment). */
    replace(editor: Editor, env: Environment, settings: SettingsDoc, originalHash: string | null | undefined, force: boolean) {
      return write(editor, env, { kind: 'replace', settings }, originalHash, force);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
