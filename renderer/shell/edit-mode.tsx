import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface EditModeState {
  editMode: boolean;
  /** The lazy editor flips this (Insert key, toolbar); the shell only passes it into the render context. */
  setEditMode: (on: boolean) => void;
}

export const EditModeContext = createContext<EditModeState>({ editMode: false, setEditMode: () => undefined });

export function EditModeProvider({ children }: { children: ReactNode }) {
  const [editMode, setEditMode] = useState(false);
  const value = useMemo(() => ({ editMode, setEditMode }), [editMode]);
  return <EditModeContext.Provider value={value}>{children}</EditModeContext.Provider>;
}

export function useEditMode(): EditModeState {
  return useContext(EditModeContext);
}
