import { effectiveNow, EMPTY_SETTINGS_HASH, ENVIRONMENTS, resolveCurrentPhase, type Environment, type PhaseStart, type SiteEditorAnswer } from '../../schemas/index.js';
import { hashOf } from '../canonical-hash.js';
import { writeChangelog } from '../changelog/changelog-store.js';
import { diffDocuments } from '../changelog/diff.js';
import type { Editor } from '../changelog/types.js';
import { ApiError } from '../errors.js';
import type { LiveEvent } from '../live/events.js';
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
   * Hash-checked replace of one environment's document, one changelog entry. The hash it was read with is never
   * optional (issue 13: a write without one overwrote blindly); the schemas refuse a missing one, this the rest.
   */
  async function write(editor: Editor, env: Environment, build: (current: SettingsDoc) => SettingsDoc, originalHash: string | null | undefined, force: boolean) {
    if (typeof originalHash !== 'string' || originalHash === '') {
      throw new ApiError('badRequest', { field: 'originalHash', reason: 'hashRequired' }, 'originalHash is required: the settings hash it was read with.');
    }
    const at = now();
    const changed = await db.transaction(async (tx) => {
      const current = await readSettings(tx, env, true);
      const currentHash = current?.hash ?? EMPTY_SETTINGS_HASH;
      if (!force && originalHash !== currentHash) throw new ApiError('settingsConflict', { currentHash, environment: env });
      const before = current?.settings ?? {};
      const next = build(before);
      assertSiteSettings(next);
      const hash = hashOf(next);
      if (hash === currentHash) return false;
      await tx.query(
        `INSERT INTO site_settings (environment, doc, hash) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (environment) DO UPDATE SET doc = EXCLUDED.doc, hash = EXCLUDED.hash,
           revision = site_settings.revision + 1, updated_at = now()`,
        [env, JSON.stringify(next), hash],
      );
      await writeChangelog(tx, {
        documentType: 'site-settings', documentId: 'site-settings', environment: env, at, editor,
        changes: diffDocuments(before, next, 'siteSettings'), forced: force,
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
    /** Merges top-level keys into the document (POST /siteeditor). */
    saveChanges(editor: Editor, env: Environment, changes: SettingsDoc, originalHash: string | null | undefined, force: boolean) {
      return write(editor, env, (cur) => ({ ...cur, ...changes }), originalHash, force);
    },
    /** Replaces the whole document (POST /siteeditor/setting/{env}, e.g. a push from another environment). */
    replace(editor: Editor, env: Environment, settings: SettingsDoc, originalHash: string | null | undefined, force: boolean) {
      return write(editor, env, () => settings, originalHash, force);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
