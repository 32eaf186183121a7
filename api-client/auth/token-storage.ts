/**
 * The one module that touches localStorage for the sign-in: the token, the user and the expiry.
 * Outside a browser (server rendering, node tests) there is no localStorage, so the record lives in
 * memory for the life of the process instead.
 */
import { PERSONA_SCOPES } from '../../schemas';
import { getPreviewMode, type PreviewMode } from '../preview-mode';
import type { SessionUser } from './types';

export const TOKEN_STORAGE_KEY = 'conference.auth';

export interface StoredSession {
  token: string;
  user: SessionUser;
  /** ISO 8601 instant after which the token is no longer sent. */
  expiry: string;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

const AUDIENCE_NAMES: Readonly<Record<PreviewMode['audience'], string>> = {
  anonymous: 'Anonymous', attendee: 'Attendee', inperson: 'In-person attendee', exhibitor: 'Exhibitor',
};

/**
 * The session a preview grant stands for (none for anonymous): the server renders a preview page for it, and the
 * preview tab's storage holds the same, so the hydrating page keeps the server's visitor.
 */
export function previewSession(preview: PreviewMode): StoredSession | null {
  if (preview.audience === 'anonymous') return null;
  const user: SessionUser = { scopes: [...PERSONA_SCOPES[preview.audience], 'lang-en-US'], displayName: AUDIENCE_NAMES[preview.audience] };
  return { token: '', user, expiry: new Date(preview.expires * 1000).toISOString() };
}

/**
 * A preview tab's sign-in (api-client/preview-mode.ts): the audience's scopes, no token (the grant goes
 * with every call instead), in memory only, so the browser's stored sign-in is neither read nor replaced.
 */
function previewStorage(preview: PreviewMode): KeyValueStorage {
  const own = new Map<string, string>();
  const session = previewSession(preview);
  if (session) own.set(TOKEN_STORAGE_KEY, JSON.stringify(session));
  return { getItem: (key) => own.get(key) ?? null, setItem: (key, value) => void own.set(key, value), removeItem: (key) => void own.delete(key) };
}
let preview: { mode: PreviewMode; storage: KeyValueStorage } | undefined;

function storage(): KeyValueStorage {
  const mode = getPreviewMode();
  if (mode) {
    if (preview?.mode !== mode) preview = { mode, storage: previewStorage(mode) };
    return preview.storage;
  }
  try {
    // Reading the property throws in some privacy modes; then memory is the best we have.
    const ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (ls) return ls;
  } catch {
    /* fall through */
  }
  return memoryStorage;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.expiry === 'string' &&
    typeof v.user === 'object' &&
    v.user !== null &&
    Array.isArray((v.user as Record<string, unknown>).scopes)
  );
}

// The last record read and the text it came from: every component that shows the session reads it, several times
// each while a signed-in page hydrates (a catalog's hundred buttons); the text is parsed again only when it changed.
let lastRaw: string | null = null;
let lastRecord: StoredSession | null = null;

/** The stored record, or null when absent or unreadable (a damaged record is removed). Callers never change it. */
export function readStoredSession(): StoredSession | null {
  const raw = storage().getItem(TOKEN_STORAGE_KEY);
  if (raw === null) return null;
  if (raw === lastRaw) return lastRecord;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed)) {
      lastRaw = raw;
      lastRecord = parsed;
      return parsed;
    }
  } catch {
    /* damaged JSON: treated like a damaged shape below */
  }
  storage().removeItem(TOKEN_STORAGE_KEY);
  return null;
}

export function writeStoredSession(session: StoredSession): void {
  storage().setItem(TOKEN_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  storage().removeItem(TOKEN_STORAGE_KEY);
}
