/**
 * The preview mode of this tab: a page opened with `?preview=<grant>` (a frame of the editor's preview
 * view, or a share link) shows the site as the grant's audience, in its environment, at its date, read-only. The
 * grant is read once, when this module loads, and then sent with every API call (`x-preview-token`) instead of a
 * bearer token: the server checks its signature and answers as that audience. The tab neither reads nor writes the
 * browser's stored sign-in, so an editor's own session (same origin, same storage) never leaks into a frame and a
 * frame never signs the editor out. The payload is read here without checking it: only the server trusts it.
 */
import { isEnvironment, type Environment } from '../schemas';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
export const PREVIEW_QUERY_PARAMETER = 'preview';

export interface PreviewMode {
  token: string;
  audience: 'anonymous' | 'attendee' | 'inperson' | 'exhibitor';
  environment: Environment;
  date: Date;
  phase: string;
  /** A share link (true) or an editor's preview frame (false). */
  shared: boolean;
  expires: number;
}

const AUDIENCES = ['anonymous', 'attendee', 'inperson', 'exhibitor'] as const;

function decodePayload(text: string): unknown {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The preview mode a grant token describes, or null when it is not one (the server refuses it then anyway). */
export function previewModeOf(token: string | null): PreviewMode | null {
  if (!token) return null;
  try {
    const payload = decodePayload(token.split('.')[0] ?? '') as Record<string, unknown>;
    const audience = AUDIENCES.find((a) => a === payload.audience);
    const date = typeof payload.date === 'string' ? new Date(payload.date) : null;
    if (!audience || !isEnvironment(payload.environment) || !date || Number.isNaN(date.getTime())) return null;
    return {
      token,
      audience,
      environment: payload.environment,
      date,
      phase: typeof payload.phase === 'string' ? payload.phase : '',
      shared: typeof payload.link === 'string',
      expires: typeof payload.expires === 'number' ? payload.expires : 0,
    };
  } catch {
    return null;
  }
}

function fromLocation(): PreviewMode | null {
  const search = (globalThis as { location?: { search?: string } }).location?.search;
  if (typeof search !== 'string' || search === '') return null;
  return previewModeOf(new URLSearchParams(search).get(PREVIEW_QUERY_PARAMETER));
}

// Read once: the SPA's own navigation drops the query string, the tab stays in preview mode.
let mode: PreviewMode | null = fromLocation();
// The server's page renderer renders several requests at once, each with its own grant or none.
let source: (() => PreviewMode | null) | null = null;

/** This tab's preview mode (on the server: the preview mode of the page being rendered), or null for an ordinary visit. */
export function getPreviewMode(): PreviewMode | null {
  return source ? source() : mode;
}

/** The server's page renderer: where the preview mode of the request being rendered is read. */
export function setPreviewModeSource(read: () => PreviewMode | null): void {
  source = read;
}

/** Tests only: sets the mode as if the page had opened with that grant (null: an ordinary visit). */
export function setPreviewModeForTests(token: string | null): void {
  mode = previewModeOf(token);
}
