
/** The user as the sign-in call answers it (docs/behaviour/roles-and-flags.md, User); only `scopes` is relied on. */
export interface SessionUser {
  scopes: string[];
  eventProfileId?: string;
  cmsId?: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  expiry?: string;
  [field: string]: unknown;
}

/** What `useSession()` answers. */
export interface SessionState {
  user: SessionUser | null;
  scopes: readonly string[];
  signedIn: boolean;
  /** contenteditor or siteeditor scope (docs/behaviour/roles-and-flags.md, Scopes). */
  isContentEditor: boolean;
  isSiteEditor: boolean;
  /** The bearer token while valid, else null. */
  token: string | null;
  expiry: string | null;
}
