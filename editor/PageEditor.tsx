import { useEffect, useMemo, useState } from 'react';
import type { PageDocument } from '../api-client';
import {
  BlockFrameContext,
  LiveBlocksContext,
  useEditMode,
  useShell,
  type PageEditorProps,
} from '../renderer';
import { EditorBar } from './EditorBar';
import { isTyping } from './keyboard';
import { PagePushMenu } from './pushes';
import { EditorModals } from './EditorModals';
import { SidePanel } from './panel/SidePanel';
import { DeviceStateContext, type Device, type DeviceState } from './panel/widgets/device';
import { DeviceCanvas } from './canvas/DeviceCanvas';
import { siteLanguages, SiteLanguagesContext } from './panel/widgets/site-languages';
import { createLiveBlocks } from './state/live-blocks';
import { createEditorStore, EditorStoreContext, hasPropEdits, useEditorStore, useEditorStoreApi } from './state/store';
import type { EditedPageKey, EditorBlock } from './state/types';
import { BlockFrame } from './toolbar/BlockFrame';
import { SortablePage } from './toolbar/SortablePage';
import { readOnlyRenderContext } from './views/render-context';
import './ui/editor.css';

function layoutHash(layout: PageEditorProps['layout']): string | null {
  const hash = (layout as Partial<PageDocument>).hash;
  return typeof hash === 'string' ? hash : null;
}

/**
 * The page as content editors see it: the editor's working copy rendered by the shell's renderLayout, with the
 * editor bar, block frames (toolbar, drag and drop), the side panel (fields, outline, insert) and the delete
 * confirmation.
 */
export function PageEditor(props: PageEditorProps) {
  const key = `${props.layoutId}--${props.phase}--${props.environment}`;
  return <Session key={key} {...props} />;
}

function Session({ layoutId, phase, environment, layout, renderLayout }: PageEditorProps) {
  const page = useMemo<EditedPageKey>(() => ({ layoutId, phase, environment }), [layoutId, phase, environment]);
  const [store] = useState(() =>
    createEditorStore(page, { components: layout.components as readonly EditorBlock[], hash: layoutHash(layout) }),
  );

  // A newer stored layout (another tab's save, a refetch) replaces the working copy when nothing is pending; with
  // edits pending the working copy follows it field by field, the editor's own changes kept.
  useEffect(() => {
    const state = store.getState();
    const incoming = layoutHash(layout);
    if (incoming === null || incoming === state.baseHash) return;
    const stored = { components: layout.components as readonly EditorBlock[], hash: incoming };
    if (state.unsaved || hasPropEdits(state)) state.dispatch({ type: 'follow', layout: stored });
    else state.load(stored);
  }, [layout, store]);

  return (
    <EditorStoreContext value={store}>
      <EditorContent page={page} renderLayout={renderLayout} />
      <SavedPagePushes page={page} layout={layout} />
    </EditorStoreContext>
  );
}

/** Page pushes (to another environment, to the next phase) copy stored content: offered in edit mode. */
function SavedPagePushes({ page, layout }: { page: EditedPageKey; layout: PageEditorProps['layout'] }) {
  const { editMode } = useEditMode();
  return editMode ? <PagePushMenu page={page} layout={layout} /> : null;
}

/**
 * The page lays out the working copy's structure; a prop edit re-renders only the edited block, which reads
 * its current value from the live blocks (not the page and its hundreds of blocks on every keystroke).
 */
function WorkingCopy({ renderLayout }: { renderLayout: PageEditorProps['renderLayout'] }) {
  const store = useEditorStoreApi();
  const [live] = useState(() => createLiveBlocks(store));
  const components = useEditorStore((s) => s.layout);
  const working = useMemo(() => ({ components }), [components]);
  return <LiveBlocksContext value={live}>{renderLayout(working)}</LiveBlocksContext>;
}

function EditorContent({ page, renderLayout }: { page: EditedPageKey; renderLayout: PageEditorProps['renderLayout'] }) {
  const shell = useShell();
  const { editMode, setEditMode, metaEdit } = useEditMode();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Insert' || event.repeat || isTyping(event.target)) return;
      event.preventDefault();
      setEditMode(!editMode);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editMode, setEditMode]);
  // The page says it is in an edit mode (data-edit-mode on <html>; meta edit frames the blocks too): the floating
  // tools fold out of the block toolbars' way.
  const framed = editMode || metaEdit;
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-edit-mode', framed);
    return () => root.removeAttribute('data-edit-mode');
  }, [framed]);

  const { scopes, signedIn, features, environment, language } = shell;
  const phaseId = shell.phase.id;
  const context = useMemo(
    () => readOnlyRenderContext({ scopes, signedIn, features, environment, language }, phaseId, page.layoutId),
    [scopes, signedIn, features, phaseId, environment, language, page.layoutId],
  );
  // The side panel is there while either edit mode is on: content edit shows the blocks' fields, meta edit their
  // metadata.
  const panel = framed;
  const languages = useMemo(() => siteLanguages(shell.settings), [shell.settings]);
  // The device the fields' switch chose: per-breakpoint fields edit its value and the canvas shows its width. Out of
  // the edit modes the page is the page again, at the window's width.
  const [chosen, setDevice] = useState<Device>('all');
  const deviceState = useMemo<DeviceState>(() => [chosen, setDevice], [chosen]);
  const device = panel ? chosen : 'all';

  const canvas = (
    <SortablePage>
      <BlockFrameContext value={BlockFrame}>
        <WorkingCopy renderLayout={renderLayout} />
      </BlockFrameContext>
    </SortablePage>
  );
  return (
    <DeviceStateContext value={deviceState}>
      <EditorBar page={page} />
      {device === 'all' ? (
        canvas
      ) : (
        <DeviceCanvas device={device} onAllSizes={() => setDevice('all')}>
          {canvas}
        </DeviceCanvas>
      )}
      {panel && (
        <SiteLanguagesContext value={languages}>
          <SidePanel page={page} registry={shell.registry} context={context} />
        </SiteLanguagesContext>
      )}
      <EditorModals />
    </DeviceStateContext>
  );
}
