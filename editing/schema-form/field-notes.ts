import { createContext, useContext } from 'react';

/**
 * A short note per field, by JSON pointer, that the form's caller wants the editor to see beside the field (the
 * settings editor's "Changed elsewhere"). Shown under the field and named in its description.
 */
export type FieldNotes = ReadonlyMap<string, string>;

export const NO_NOTES: FieldNotes = new Map();

export const FieldNotesContext = createContext<FieldNotes>(NO_NOTES);

/**
 * The note of the field at `path`. `inside`: also a note about a value inside it (a group widget that draws its
 * values itself, such as a set of checkboxes, has no fields of its own for them).
 */
export function useFieldNote(path: string, inside: boolean): string | undefined {
  const notes = useContext(FieldNotesContext);
  const own = notes.get(path);
  if (own !== undefined || !inside) return own;
  for (const [at, note] of notes) if (at.startsWith(`${path}/`)) return note;
  return undefined;
}
