import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useSavePage, type OutgoingComponent } from '../api-client/editing';
import { useForceSave, useSaveErrorMessage } from '../editing';
import { useEditMode, useTranslation } from '../renderer';
import { EMPTY_LAYOUT_HASH } from '../schemas';
import { editorStrings } from './i18n/strings';
import { SHORTCUTS, useEditorShortcuts, useUnsavedChangesGuard } from './keyboard';
import { NewPage } from './NewPage';
import { PreviewButton } from './preview/PreviewButton';
import { pageSavedAction } from './state/editor-action';
import { hasPropEdits, useEditorStore, useEditorStoreApi } from './state/store';
import type { EditedPageKey, EditorBlock } from './state/types';
import { Button } from '../ui';

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
 * Keeps the bar under the sticky site header once the page scrolls: the header's height goes into
 * the bar's --ed-header-height (its sticky top), and the bottom of the bar into the document's --ed-chrome-top, which
 * the floating tool panels keep clear of. Both follow size changes (a header banner, the bar wrapping).
 */
function useStickyBelowHeader(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>('.shell-header');
    const update = () => {
      const headerHeight = header ? header.getBoundingClientRect().height : 0;
      bar.style.setProperty('--ed-header-height', `${Math.round(headerHeight)}px`);
      root.style.setProperty('--ed-chrome-top', `${Math.round(headerHeight + bar.getBoundingClientRect().height)}px`);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('--ed-chrome-top');
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    if (header) observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--ed-chrome-top');
    };
  }, [ref]);
}

/**
 * The editor bar: edit modes, Save (the whole working copy with the hashes it was read with; a conflict offers
 * force-save), Undo, Redo and Insert block. Ctrl+S saves, Ctrl+Z undoes, Ctrl+Shift+Z / Ctrl+Y redo (the keys are
 * in the buttons' titles and aria-keyshortcuts); while there are unsaved edits, leaving the page asks first.
 */
/** The history buttons, in the bar's order: each is the store's action, its shortcut and its text of that name. */
const HISTORY_STEPS = ['undo', 'redo'] as const;

export function EditorBar({ page }: { page: EditedPageKey }) {
  const { t } = useTranslation(editorStrings);
  const { editMode, setEditMode, metaEdit, setMetaEdit, tagViewer, setTagViewer } = useEditMode();
  const store = useEditorStoreApi();
  const unsaved = useEditorStore((s) => s.unsaved);
  const edited = useEditorStore(hasPropEdits);
  const canStep = {
    undo: useEditorStore((s) => s.past.length > 0),
    redo: useEditorStore((s) => s.future.length > 0),
  };
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const errorMessage = useSaveErrorMessage();
  // The saved layout reaches the working copy as the store's one `saved` action.
  const save = useSavePage({
    mutationConfig: {
      onSuccess: (result) => {
        store.getState().dispatch(pageSavedAction(result));
        setStatus({
          kind: 'saved',
          text: t(result.changed ? 'translate.editor.saved' : 'translate.editor.nothing-to-save'),
        });
      },
    },
  });
  const onError = useCallback(
    (error: unknown) => setStatus({ kind: 'error', text: errorMessage(error) }),
    [errorMessage],
  );
  const forceSave = useForceSave(onError);

  const canSave = (unsaved || edited) && !save.isPending;
  const run = () => {
    setStatus(null);
    // A conflict on fields both editors changed comes back with the editor's choice per field (resolutions).
    void forceSave.run((force, resolutions) => {
      const state = store.getState();
      return save.mutateAsync({
        page: page.layoutId,
        environment: page.environment,
        phase: page.phase,
        components: state.components.map(outgoing),
        // Read from no stored layout (none yet, or a static copy without a hash): the empty layout's hash, so a
        // layout stored meanwhile is a conflict, never overwritten blindly.
        originalPageHash: state.baseHash ?? EMPTY_LAYOUT_HASH,
        force,
        ...(resolutions ? { resolutions } : {}),
      });
    });
  };

  useUnsavedChangesGuard(unsaved || edited);
  const barRef = useRef<HTMLElement>(null);
  useStickyBelowHeader(barRef);
  useEditorShortcuts({
    undo: () => store.getState().undo(),
    redo: () => store.getState().redo(),
    save: () => {
      if (canSave && !forceSave.dialog) run();
    },
  });
  const keys = (label: string, shortcut: keyof typeof SHORTCUTS) => ({
    // Key names are words too (German keyboards say Strg): the whole title is one text.
    title: t('translate.editor.shortcut-title', { action: label, keys: t(`translate.editor.keys.${shortcut}`) }),
    'aria-keyshortcuts': SHORTCUTS[shortcut].aria,
  });

  return (
    <section ref={barRef} className="ed-bar" aria-label={t('translate.editor.bar')}>
      <Button size="sm" aria-pressed={editMode} onClick={() => setEditMode(!editMode)}>
        {t('translate.editor.mode.content')}
      </Button>
      <Button size="sm" aria-pressed={metaEdit} onClick={() => setMetaEdit(!metaEdit)}>
        {t('translate.editor.mode.meta')}
      </Button>
      <Button size="sm" aria-pressed={tagViewer} onClick={() => setTagViewer(!tagViewer)}>
        {t('translate.editor.mode.tags')}
      </Button>
      {HISTORY_STEPS.map((step) => (
        <Button
          key={step}
          size="sm"
          disabled={!canStep[step]}
          onClick={() => store.getState()[step]()}
          {...keys(t(`translate.editor.${step}`), step)}
        >
          {t(`translate.editor.${step}`)}
        </Button>
      ))}
      <Button size="sm" disabled={!editMode} onClick={() => store.getState().showPanel('insert', true)}>
        {t('translate.editor.insert')}
      </Button>
      <Button size="sm" disabled={!canSave} onClick={run} {...keys(t('translate.editor.save'), 'save')}>
        {save.isPending ? t('translate.editor.saving') : t('translate.editor.save')}
      </Button>
      <NewPage page={page} />
      <PreviewButton page={page} />
      <span className="ed-bar-status" role="status" aria-live="polite">
        {unsaved || edited ? t('translate.editor.unsaved') : status?.kind === 'saved' ? status.text : ''}
      </span>
      {status?.kind === 'error' && (
        <span role="alert" className="ed-bar-error">
          {status.text}
        </span>
      )}
      {forceSave.dialog}
    </section>
  );
}
