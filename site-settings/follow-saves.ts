import { sameJson } from '../schemas';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const pointerOf = (path: string, key: string) => `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** An open form after someone else's save: its new value, and the fields they changed that the editor had changed too. */
export interface Followed<T> {
  value: T;
  /** JSON pointers of the fields kept at the editor's value although the saved version changed them. */
  changedElsewhere: string[];
}

/**
 * "open forms follow saves made elsewhere": `seen` is the version the form last took in, `mine` the form's
 * value, `saved` the version just saved elsewhere. A field the editor did not touch takes the saved value; a field
 * the editor changed keeps the editor's value, and is named in changedElsewhere when the saved version changed it
 * differently. Objects follow key by key; lists and plain values are one field each (the server's merge rules, so
 * the form shows what a save will merge). This decides nothing for the server: the save still carries the version it
 * was edited from, and a field both changed is still a conflict there.
 */
export function followSaves<T>(seen: T, mine: T, saved: T): Followed<T> {
  const changedElsewhere: string[] = [];
  const walk = (base: unknown, own: unknown, theirs: unknown, path: string): unknown => {
    if (sameJson(own, base)) return theirs;
    if (sameJson(theirs, base) || sameJson(own, theirs)) return own;
    if (isPlainObject(own) && isPlainObject(theirs) && (base === undefined || isPlainObject(base))) {
      const b = base ?? {};
      const out: Record<string, unknown> = {};
      for (const key of new Set([...Object.keys(b), ...Object.keys(own), ...Object.keys(theirs)])) {
        const value = walk(b[key], own[key], theirs[key], pointerOf(path, key));
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    changedElsewhere.push(path);
    return own;
  };
  return { value: walk(seen, mine, saved, '') as T, changedElsewhere };
}
