// Preview grants and share links: frame grants for the editor's side-by-side preview (signed, short-lived,
// nothing stored) and share links (signed, stored in preview_links with their expiry and revocation).
import { randomBytes } from 'node:crypto';
import type { Editor } from '../shared/changelog/types.js';
import type { Audience, Environment } from '../../schemas/index.js';
import type { PreviewLinkAnswer } from '../../schemas/api-types.js';
import type { Db } from '../store/db.js';
import { signPreview, verifyPreview, type PreviewGrant } from './preview-token.js';

/** An editor's preview frames open for this long (a preview view left open for a working day). */
export const FRAME_GRANT_SECONDS = 12 * 60 * 60;
/** A share link opens for 7 days unless the editor chooses otherwise (the body's schema caps the choice at 30). */
export const DEFAULT_LINK_DAYS = 7;

export interface PreviewChoice {
  environment: Environment;
  phase: string;
  date: string;
  audience: Audience;
}

/** One share link as the API answers it (schemas/api/preview-link.schema.json). */
export type PreviewLink = PreviewLinkAnswer;

/** Why a request's grant does not open: a broken or foreign signature (403), or a link past its time or revoked (410). */
export type PreviewDenial = 'invalid' | 'expired' | 'revoked';

interface LinkRow {
  id: string;
  page: string;
  path: string;
  environment: Environment;
  phase: string;
  preview_date: Date | string;
  audience: Audience;
  created_by: Editor;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export interface PreviewService {
  frameTokens(choice: Omit<PreviewChoice, 'audience'>, audiences: readonly Audience[]): { audience: Audience; token: string }[];
  createLink(editor: Editor, input: PreviewChoice & { page: string; path: string; days?: number }): Promise<PreviewLink>;
  listLinks(page: string): Promise<PreviewLink[]>;
  revokeLink(editor: Editor, id: string): Promise<PreviewLink | null>;
  /** The grant of a token when it opens now, else why not. */
  resolve(token: string): Promise<{ grant: PreviewGrant } | { denied: PreviewDenial }>;
}

export function createPreviewService(deps: { db: Db; secret: string; now: () => Date }): PreviewService {
  const { db, secret, now } = deps;

  const grantOfRow = (row: LinkRow): PreviewGrant => ({
    audience: row.audience,
    environment: row.environment,
    date: iso(row.preview_date),
    phase: row.phase,
    expires: seconds(new Date(row.expires_at)),
    link: row.id,
    path: row.path,
  });

  const linkOf = (row: LinkRow): PreviewLink => {
    const grant = grantOfRow(row);
    const token = signPreview(secret, grant);
    const state: PreviewLink['state'] = row.revoked_at ? 'revoked' : new Date(row.expires_at).getTime() <= now().getTime() ? 'expired' : 'active';
    return {
      id: row.id, page: row.page, path: row.path, environment: row.environment, phase: row.phase,
      date: grant.date, audience: row.audience,
      url: `${row.path}?preview=${encodeURIComponent(token)}`,
      createdBy: { ...row.created_by }, createdAt: iso(row.created_at), expiresAt: iso(row.expires_at),
      revokedAt: row.revoked_at ? iso(row.revoked_at) : null, state,
    };
  };

  return {
    frameTokens(choice, audiences) {
      const expires = seconds(now()) + FRAME_GRANT_SECONDS;
      return audiences.map((audience) => ({ audience, token: signPreview(secret, { ...choice, audience, date: new Date(choice.date).toISOString(), expires }) }));
    },

    async createLink(editor, input) {
      const at = now();
      const days = input.days ?? DEFAULT_LINK_DAYS;
      const expiresAt = new Date(at.getTime() + days * 24 * 60 * 60 * 1000);
      const id = randomBytes(12).toString('base64url');
      const { rows } = await db.query<LinkRow>(
        `INSERT INTO preview_links (id, page, path, environment, phase, preview_date, audience, created_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [id, input.page, input.path, input.environment, input.phase, new Date(input.date).toISOString(), input.audience, JSON.stringify(editor), at.toISOString(), expiresAt.toISOString()],
      );
      return linkOf(rows[0]!);
    },

    async listLinks(page) {
      const { rows } = await db.query<LinkRow>('SELECT * FROM preview_links WHERE page = $1 ORDER BY created_at DESC, id LIMIT 200', [page]);
      return rows.map(linkOf);
    },

    async revokeLink(editor, id) {
      // Revoking twice keeps the first revocation's time and author.
      await db.query('UPDATE preview_links SET revoked_at = $2, revoked_by = $3 WHERE id = $1 AND revoked_at IS NULL', [id, now().toISOString(), JSON.stringify(editor)]);
      const { rows } = await db.query<LinkRow>('SELECT * FROM preview_links WHERE id = $1', [id]);
      return rows[0] ? linkOf(rows[0]) : null;
    },

    async resolve(token) {
      const checked = verifyPreview(secret, token, now());
      if ('refused' in checked) return { denied: checked.refused };
      const { grant } = checked;
      if (grant.link === undefined) return { grant };
      const { rows } = await db.query<LinkRow>('SELECT * FROM preview_links WHERE id = $1', [grant.link]);
      const row = rows[0];
      // A signed grant for a row that is not there (another database with the same key) opens nothing.
      if (!row) return { denied: 'invalid' };
      if (row.revoked_at) return { denied: 'revoked' };
      if (new Date(row.expires_at).getTime() <= now().getTime()) return { denied: 'expired' };
      // The row is the authority: the grant's fields must be the row's (a key leak cannot widen a link).
      const stored = grantOfRow(row);
      if (JSON.stringify(stored) !== JSON.stringify(grant)) return { denied: 'invalid' };
      return { grant: { ...grant, page: row.page } };
    },
  };
}
