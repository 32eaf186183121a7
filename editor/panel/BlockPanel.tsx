import { useId } from 'react';
import { Tabs } from '../../editing';
import { useEditMode, useTranslation, type BlockRegistry } from '../../renderer';
import { Button } from '../../ui';
import { editorStrings } from '../i18n/strings';
import { blockSavedAction } from '../state/editor-action';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import { DATA_VIEWS, type EditedPageKey } from '../state/types';
import { ChangelogView, DiffView, EditView, PhaseAssignmentView, type DataViewProps } from '../views';
import { isReadOnlyBlock } from '../toolbar/read-only';
import { FieldsView } from './FieldsView';

const VIEWS = {
  edit: EditView,
  diff: DiffView,
  changelog: ChangelogView,
  phaseassignment: PhaseAssignmentView,
} as const;

/**
 * The panel's Fields tab: the selected block, named 'Component <id>', with its views (docs/behaviour/editor.md: ui |
 * edit | diff | changelog | phaseassignment) as tabs. The ui view is the fields form (in meta edit, the block's
 * metadata and common props); the others are the data modal's views, now docked beside the page instead of over it.
 */
export function BlockPanel({ page, registry }: { page: EditedPageKey; registry: BlockRegistry }) {
  const { t } = useTranslation(editorStrings);
  const { metaEdit } = useEditMode();
  const store = useEditorStoreApi();
  const selectedId = useEditorStore((s) => s.selectedId);
  const view = useEditorStore((s) => s.blockView);
  const block = useEditorStore((s) => (s.selectedId ? s.components.find((c) => c.componentId === s.selectedId) : undefined));
  const headingId = useId();

  if (!selectedId || !block) return <p className="ed-side-empty">{t('translate.editor.properties.select')}</p>;
  const close = () => store.getState().select(null);
  // A view's block save reaches the working copy as the store's one `saved` action.
  const onSaved: DataViewProps['onSaved'] = (result) => void store.getState().dispatch(blockSavedAction(result));
  const Other = view === 'ui' ? null : VIEWS[view];
  const readOnly = isReadOnlyBlock(block, registry);
  return (
    <section className="ed-block" aria-labelledby={headingId}>
      <header className="ed-block-head">
        <h2 id={headingId} tabIndex={-1}>
          {t('translate.editor.data.title', { id: selectedId })}
        </h2>
        <Button size="sm" variant="ghost" onClick={close}>
          {t('translate.editor.close')}
        </Button>
      </header>
      <Tabs
        className="ed-tabs ed-block-views"
        label={t('translate.editor.data.views')}
        tabs={DATA_VIEWS.map((v) => ({ key: v, label: t(`translate.editor.data.view.${v}`) }))}
        selected={view}
        onSelect={(next) => store.getState().showBlock(selectedId, next)}
      >
        {/* Keyed by block: a view's local state (the JSON text, a pending phase change) belongs to one block. */}
        {readOnly ? (
          <p>{t('translate.editor.toolbar.read-only')}</p>
        ) : Other ? (
          <Other key={selectedId} block={block} page={page} onSaved={onSaved} onClose={close} />
        ) : (
          <FieldsView key={selectedId} componentId={selectedId} page={page} mode={metaEdit ? 'meta' : 'content'} />
        )}
      </Tabs>
    </section>
  );
}
