// The real editor parts around an editor story: the site's i18next setup in English (the editor adds its
// English texts into it), a query client that already holds the fixture answers (Storybook runs without a server, so nothing
// is fetched), the zustand editor store seeded with a working copy, and the shell's edit modes.
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { within } from 'storybook/test';
import { createQueryClient } from '../../api-client';
import { registry } from '../../blocks';
import { EditorModals } from '../../editor/EditorModals';
import { SidePanel } from '../../editor/panel/SidePanel';
import { createEditorStore, EditorStoreContext, useEditorStore, type EditorStore } from '../../editor/state/store';
import type { EditedPageKey, EditorBlock } from '../../editor/state/types';
import { BlockFrame } from '../../editor/toolbar/BlockFrame';
import { SortablePage } from '../../editor/toolbar/SortablePage';
import {
  BlockFrameContext,
  EditModeProvider,
  PageRenderer,
  createI18n,
  I18nextProvider,
  useEditMode,
  type RenderContextValue,
} from '../../renderer';
import { useStoryRenderContext } from '../story-providers';

export interface EditorStoryProps {
  page: EditedPageKey;
  /** The working copy as read from the server. */
  components: readonly EditorBlock[];
  /** Answers already in the query cache, under the api-client's query keys. */
  answers?: readonly (readonly [QueryKey, unknown])[];
  /** Brings the store into the story's state: select, collapse, open a modal, make an edit to undo. */
  prepare?: (store: EditorStore) => void;
  /** Content edit mode on (the default) or off. */
  editMode?: boolean;
  children: ReactNode;
}

/**
 * Providers of one editor story, made once per mount: a story whose args change is remounted by its caller
 * (a `key`), so the store starts again from the new args.
 */
export function EditorStory({ page, components, answers = [], prepare, editMode = true, children }: EditorStoryProps) {
  const [i18n] = useState(() => createI18n({ language: 'en' }));
  const [client] = useState(() => {
    // Fixture answers never go stale and nothing is retried: there is no server to ask.
    const c = createQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    for (const [key, data] of answers) c.setQueryData(key, data);
    return c;
  });
  const [store] = useState(() => {
    const s = createEditorStore(page, { components, hash: `layout-${page.environment}-${page.phase}-r3` });
    prepare?.(s);
    return s;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <EditModeProvider initialMode={editMode ? 'content' : 'off'}>
          <EditorStoreContext value={store}>{children}</EditorStoreContext>
        </EditModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The page's render context as the editor sees it: the toolbar's persona, phase and flags, and the edit mode. */
export function useEditorRenderContext(page: EditedPageKey): RenderContextValue {
  const base = useStoryRenderContext();
  const { editMode } = useEditMode();
  return useMemo(
    () => ({ ...base, editMode, environment: page.environment, pageId: page.layoutId }),
    [base, editMode, page.environment, page.layoutId],
  );
}

function WorkingLayout({ context }: { context: RenderContextValue }) {
  const components = useEditorStore((s) => s.components);
  const layout = useMemo(() => ({ components }), [components]);
  return <PageRenderer layout={layout} registry={registry} context={context} />;
}

/**
 * The working copy as the page editor renders it (editor/PageEditor.tsx): block frames with their toolbars,
 * drag and drop, the side panel (fields, outline, insert) and the delete confirmation.
 */
export function EditedPage({ page }: { page: EditedPageKey }) {
  const context = useEditorRenderContext(page);
  // The panel renders as the page editor renders it: the insert preview shows a block as attendees see it.
  const panelContext = useMemo(() => ({ ...context, editMode: false }), [context]);
  return (
    <>
      <SortablePage>
        <BlockFrameContext value={BlockFrame}>
          <WorkingLayout context={context} />
        </BlockFrameContext>
      </SortablePage>
      {context.editMode && <SidePanel page={page} registry={registry} context={panelContext} />}
      <EditorModals />
    </>
  );
}

/**
 * An editor story of the edited page alone (as EditedPage draws it); `children` go above the page (the editor bar).
 * Its caller gives it the story's args as `key`, so that a change of them starts the store again.
 */
export function EditedPageStory({ children, ...story }: Omit<EditorStoryProps, 'children'> & { children?: ReactNode }) {
  return (
    <EditorStory {...story}>
      {children}
      <EditedPage page={story.page} />
    </EditorStory>
  );
}

/** Selects a block before the story shows ('' selects none). */
export const selectBlock = (selectedId: string) => (store: EditorStore) => {
  if (selectedId) store.getState().select(selectedId);
};

/** A story's description on its docs page (Storybook's parameters.docs.description.component). */
export const docsDescription = (component: string) => ({ docs: { description: { component } } });

/** The canvas's region of that name, for play functions. */
export const regionOf = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/** The editor's side panel (fixed beside the canvas). */
export const panelOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('complementary', { name: 'Editor panel' }));

/** The open dialog of that name (dialogs render into the document body, outside the canvas). */
export const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name }));

type Part = ReturnType<typeof within>;

/**
 * A play function that works inside one part of the story, found by `find` (regionOf, dialogOf, …); the canvas
 * comes second for what lies outside that part.
 */
export const playIn =
  (find: (canvasElement: HTMLElement) => Part, play: (part: Part, canvasElement: HTMLElement) => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    play(find(canvasElement), canvasElement);
