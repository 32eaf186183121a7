import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Editor modes for content editors (docs/behaviour/shell.md): content edit and meta edit are mutually exclusive;
 * the tag viewer shows translation keys instead of their text and combines with either.
 */
export interface EditModeState {
  /** Content edit: toolbars around blocks, requirements shown instead of hiding blocks. */
  editMode: boolean;
  /** The lazy editor flips this (Insert key, toolbar); the shell only passes it into the render context. */
  setEditMode: (on: boolean) => void;
  /** Meta edit: page meta blocks and visibility props edited in place. */
  metaEdit: boolean;
  setMetaEdit: (on: boolean) => void;
  /** Tag viewer: `translate.*` props are shown as their keys. */
  tagViewer: boolean;
  setTagViewer: (on: boolean) => void;
}

const noop = () => undefined;
export const EditModeContext = createContext<EditModeState>({
  editMode: false,
  setEditMode: noop,
  metaEdit: false,
  setMetaEdit: noop,
  tagViewer: false,
  setTagViewer: noop,
});

export type EditModeName = 'off' | 'content' | 'meta';

/** The shell's edit modes; pages start with both off (Storybook's editor stories start in one). */
export function EditModeProvider({ children, initialMode = 'off' }: { children: ReactNode; initialMode?: EditModeName }) {
  const [mode, setMode] = useState<EditModeName>(initialMode);
  const [tagViewer, setTagViewer] = useState(false);
  const value = useMemo<EditModeState>(
    () => ({
      editMode: mode === 'content',
      metaEdit: mode === 'meta',
      tagViewer,
      // Turning one edit mode on turns the other off; turning a mode off only affects that mode.
      setEditMode: (on) => setMode((m) => (on ? 'content' : m === 'content' ? 'off' : m)),
      setMetaEdit: (on) => setMode((m) => (on ? 'meta' : m === 'meta' ? 'off' : m)),
      setTagViewer,
    }),
    [mode, tagViewer],
  );
  return <EditModeContext.Provider value={value}>{children}</EditModeContext.Provider>;
}

export function useEditMode(): EditModeState {
  return useContext(EditModeContext);
}
