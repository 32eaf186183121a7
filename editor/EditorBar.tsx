import { useRef, useState } from 'react';
import { useSavePage, type OutgoingComponent } from '../api-client/editing';
import { useEditMode, useTranslation } from '../renderer';
import { editorStrings } from './i18n/strings';
import { hasPropEdits, useEditorStore, useEditorStoreApi } from './state/store';
import type { EditedPageKey, EditorBlock } from './state/types';
import { ForceSaveDialog } from './ui/ForceSaveDialog';
import { errorMessage, isConflict } from './ui/error-message';

function outgoing(block: EditorBlock): OutgoingComponent {
  return {
    componentId: block.componentId,
    component: block.component,
    parentId: block.parentId ?? null,
    slot: block.slot ?? null,
    props: { ...(block.props ?? {}) },
    originalHash: block.originalHash ?? null,
    ...(block.schemaVersion ? { schemaVersion: block.schemaVersion } : {}),
  };
}

/**
 * The editor bar: edit modes, Save (the whole working copy with the hashes it was read with; a conflict offers
 * force-save), Undo, Redo and Insert block.
 */
export function EditorBar({ page }: { page: EditedPageKey }) {
  const { t } = useTranslation(editorStrings);
  const { editMode, setEditMode, metaEdit, setMetaEdit, tagViewer, setTagViewer } = useEditMode();
  const store = useEditorStoreApi();
  const unsaved = useEditorStore((s) => s.unsaved);
  const edited = useEditorStore(hasPropEdits);
  const canUndo = useEditorStore((s) => s.past.length > 0);
  const canRedo = useEditorStore((s) => s.future.length > 0);
  const save = useSavePage();
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);

  const run = async (force: boolean) => {
    setStatus(null);
    const state = store.getState();
    try {
      const result = await save.mutateAsync({
        page: page.layoutId,
        environment: page.environment,
        phase: page.phase,
        components: state.components.map(outgoing),
        originalPageHash: state.baseHash,
        force,
      });
      store.getState().load({ components: result.layout.components, hash: result.layout.hash });
      setStatus({ kind: 'saved', text: t(result.changed ? 'translate.editor.saved' : 'translate.editor.nothing-to-save') });
    } catch (error) {
      if (!force && isConflict(error)) setConflict(true);
      setStatus({ kind: 'error', text: errorMessage(t, error) });
    }
  };

  return (
    <section className="ed-bar" aria-label={t('translate.editor.bar')}>
      <button type="button" aria-pressed={editMode} onClick={() => setEditMode(!editMode)}>
        {t('translate.editor.mode.content')}
      </button>
      <button type="button" aria-pressed={metaEdit} onClick={() => setMetaEdit(!metaEdit)}>
        {t('translate.editor.mode.meta')}
      </button>
      <button type="button" aria-pressed={tagViewer} onClick={() => setTagViewer(!tagViewer)}>
        {t('translate.editor.mode.tags')}
      </button>
      <button type="button" disabled={!canUndo} onClick={() => store.getState().undo()}>
        {t('translate.editor.undo')}
      </button>
      <button type="button" disabled={!canRedo} onClick={() => store.getState().redo()}>
        {t('translate.editor.redo')}
      </button>
      <button
        type="button"
        disabled={!editMode}
        onClick={() => store.getState().openModal({ kind: 'insert' })}
      >
        {t('translate.editor.insert')}
      </button>
      <button
        type="button"
        ref={saveButton}
        disabled={(!unsaved && !edited) || save.isPending}
        onClick={() => void run(false)}
      >
        {save.isPending ? t('translate.editor.saving') : t('translate.editor.save')}
      </button>
      <span className="ed-bar-status" role="status" aria-live="polite">
        {unsaved || edited ? t('translate.editor.unsaved') : status?.kind === 'saved' ? status.text : ''}
      </span>
      {status?.kind === 'error' && (
        <span role="alert" className="ed-bar-error">
          {status.text}
        </span>
      )}
      {conflict && (
        <ForceSaveDialog
          opener={saveButton.current}
          onCancel={() => setConflict(false)}
          onConfirm={() => {
            setConflict(false);
            void run(true);
          }}
        />
      )}
    </section>
  );
}
