// The SQL of page layouts and blocks: row <-> API shape, the layout lock, the block writes.
import { EMPTY_LAYOUT_HASH, migrateComponent, type Environment } from '../../schemas/index.js';
import type { PageLayoutAnswer, PageLayoutAnswerComponent } from '../../schemas/api-types.js';
import { hashOf } from '../canonical-hash.js';
import type { Queryable } from '../store/db.js';
import { recordVersions } from './content-versions.js';

/**
 * One stored block as editors read it (docs/contracts.md "Stored content"): always with its hash and editor stamp.
 * The answer schema makes both optional because visitors get layouts without them (server/http/reads.ts).
 */
export type PageComponent = PageLayoutAnswerComponent & Required<Pick<PageLayoutAnswerComponent, 'originalHash' | 'editor'>>;
/** A layout as editors read it; `hash` (block hashes in order) is the base hash of saves and pushes. */
export type PageLayout = { [K in keyof PageLayoutAnswer as K extends 'components' ? never : K]: PageLayoutAnswer[K] } & { components: PageComponent[] };

interface BlockRow {
  component_id: string;
  component: string;
  parent_id: string | null;
  slot: string | null;
  position: number;
  props: Record<string, unknown> | string;
  hash: string;
  schema_version: number;
  editor_name: string | null;
  editor_email: string | null;
  editor_id: string | null;
  edited: Date | string | null;
  revision: number;
}

/** The hash of a block: its content, not its position or editor metadata. */
export function blockHash(b: Pick<PageComponent, 'componentId' | 'component' | 'parentId' | 'slot' | 'props' | 'schemaVersion'>): string {
  return hashOf({
    componentId: b.componentId,
    component: b.component,
    parentId: b.parentId ?? null,
    slot: b.slot ?? null,
    props: b.props,
    schemaVersion: b.schemaVersion,
  });
}

/** The hash of a layout: block hashes in order (a move changes it, editor metadata does not). */
export function layoutHash(components: readonly Pick<PageComponent, 'componentId' | 'originalHash'>[]): string {
  return hashOf(components.map((c) => [c.componentId, c.originalHash]));
}

export function pageId(page: string, phase: string): string {
  return `${page}--${phase}`;
}

/** Splits `{page}--{phase}` at the last `--` (page names may hold single hyphens). */
/**
 * A row as the API answers it, its props brought up to the block schema's current version (schemas/ migrations)
 * on every read. A migrated block's hash is taken again, so a hash always names the content it was read with: every
 * read, the ones inside a save's transaction included, comes through here, so the hash checks compare like with like.
 */
function toComponent(r: BlockRow): PageComponent {
  return migratedForRead(rowToComponent(r));
}

function rowToComponent(r: BlockRow): PageComponent {
  return {
    componentId: r.component_id,
    component: r.component,
    parentId: r.parent_id,
    slot: r.slot,
    props: typeof r.props === 'string' ? (JSON.parse(r.props) as Record<string, unknown>) : r.props,
    originalHash: r.hash,
    schemaVersion: r.schema_version,
    editor:
      r.editor_name !== null || r.editor_email !== null
        ? {
            name: r.editor_name ?? '',
            email: r.editor_email ?? '',
            id: r.editor_id ?? '',
            edited: r.edited ? new Date(r.edited).toISOString() : '',
            revision: r.revision,
          }
        : null,
  };
}

const BLOCK_COLUMNS = `component_id, component, parent_id, slot, position, props, hash, schema_version,
  editor_name, editor_email, editor_id, edited, revision`;

export async function readBlocks(q: Queryable, env: Environment, page: string, phase: string, lock = false): Promise<PageComponent[]> {
  const { rows } = await q.query<BlockRow>(
    `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE environment = $1 AND page = $2 AND phase = $3 ORDER BY position${lock ? ' FOR UPDATE' : ''}`,
    [env, page, phase],
  );
  return rows.map(toComponent);
}

interface LayoutRow {
  page: string;
  phase: string;
  revision: number;
}

export async function readLayout(q: Queryable, env: Environment, page: string, phase: string): Promise<PageLayout | undefined> {
  const { rows } = await q.query<LayoutRow>(
    'SELECT page, phase, revision FROM page_layouts WHERE environment = $1 AND page = $2 AND phase = $3',
    [env, page, phase],
  );
  const row = rows[0];
  if (!row) return undefined;
  const components = await readBlocks(q, env, page, phase);
  return { id: pageId(page, phase), page, phase, environment: env, hash: layoutHash(components), revision: row.revision, components };
}

export async function readLayoutsOfPage(q: Queryable, env: Environment, page: string): Promise<PageLayout[]> {
  const { rows } = await q.query<LayoutRow>(
    'SELECT page, phase, revision FROM page_layouts WHERE environment = $1 AND page = $2 ORDER BY phase',
    [env, page],
  );
  const out: PageLayout[] = [];
  for (const r of rows) {
    const layout = await readLayout(q, env, r.page, r.phase);
    if (layout) out.push(layout);
  }
  return out;
}

/**
 * Creates the layout row when missing, then locks it: every write to a layout's blocks
 * goes through this lock, so two API processes on one PostgreSQL serialise their hash checks.
 */
export async function lockLayout(tx: Queryable, env: Environment, page: string, phase: string): Promise<{ revision: number; created: boolean }> {
  const inserted = await tx.query<{ revision: number }>(
    `INSERT INTO page_layouts (environment, page, phase, hash, revision) VALUES ($1, $2, $3, $4, 0)
     ON CONFLICT DO NOTHING RETURNING revision`,
    [env, page, phase, EMPTY_LAYOUT_HASH],
  );
  const { rows } = await tx.query<{ revision: number }>(
    'SELECT revision FROM page_layouts WHERE environment = $1 AND page = $2 AND phase = $3 FOR UPDATE',
    [env, page, phase],
  );
  return { revision: rows[0]?.revision ?? 0, created: inserted.rows.length > 0 };
}

/** Replaces every block of a layout (already locked) and stamps the layout row. */
export async function writeBlocks(tx: Queryable, env: Environment, page: string, phase: string, components: readonly PageComponent[]): Promise<void> {
  await tx.query('DELETE FROM blocks WHERE environment = $1 AND page = $2 AND phase = $3', [env, page, phase]);
  if (components.length > 0) {
    // One statement for the whole layout (a row per block was 5000 round trips for a 5000-block page): the rows go
    // as one JSON array, their position is their place in it.
    const rows = components.map((c) => ({
      id: c.componentId, type: c.component, parent: c.parentId, slot: c.slot, props: c.props, hash: c.originalHash,
      version: c.schemaVersion, name: c.editor?.name ?? null, email: c.editor?.email ?? null, editorId: c.editor?.id ?? null,
      edited: c.editor?.edited || null, revision: c.editor?.revision ?? 1,
    }));
    await tx.query(
      `INSERT INTO blocks (environment, page, phase, component_id, component, parent_id, slot, position, props, hash,
         schema_version, editor_name, editor_email, editor_id, edited, revision)
       SELECT $1, $2, $3, e->>'id', e->>'type', e->>'parent', e->>'slot', (n - 1)::int, e->'props', e->>'hash',
         (e->>'version')::int, e->>'name', e->>'email', e->>'editorId', (e->>'edited')::timestamptz, (e->>'revision')::int
       FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS t(e, n)`,
      [env, page, phase, JSON.stringify(rows)],
    );
  }
  const hash = layoutHash(components);
  await tx.query(
    `UPDATE page_layouts SET hash = $4, revision = revision + 1, updated_at = now()
     WHERE environment = $1 AND page = $2 AND phase = $3`,
    [env, page, phase, hash],
  );
  await recordVersions(tx, hash, components);
  // Blocks written at an older schema version (the seed, a push of old content) are read migrated, under another
  // hash: that is the version editors read and later name as their base, so it is recorded too.
  const asRead = components.map(migratedForRead);
  if (asRead.some((c, i) => c !== components[i])) await recordVersions(tx, layoutHash(asRead), asRead);
}

/** A block as reads answer it: brought up to its schema's current version, hashed again when that changed it. */
function migratedForRead(c: PageComponent): PageComponent {
  const current = migrateComponent(c);
  return current === c ? c : { ...current, originalHash: blockHash(current) };
}
