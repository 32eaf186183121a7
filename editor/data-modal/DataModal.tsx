import { Dialog, Tabs } from '../../editing';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { blockSavedAction } from '../state/editor-action';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import { DATA_VIEWS, type DataView, type EditedPageKey } from '../state/types';
import { ChangelogView, DiffView, EditView, PhaseAssignmentView, type DataViewProps } from '../views';
import { UiView } from './UiView';
import { Button } from '../../ui';

const VIEWS = {
  edit: EditView,
  diff: DiffView,
  changelog: ChangelogView,
  phaseassignment: PhaseAssignmentView,
} as const;

/**
 * The component data modal (spec 001 section 2): tabs for ui | edit | diff | changelog | phaseassignment. It
 * owns tabs, focus and closing; each view owns its saving and hands the stored block back through onSaved.
 */
export function DataModal({
  componentId,
  view,
  page,
}: {
  componentId: string;
  view: DataView;
  page: EditedPageKey;
}) {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const block = useEditorStore((s) => s.components.find((c) => c.componentId === componentId));

  if (!block) return null;
  const close = () => store.getState().closeModal();
  const choose = (next: DataView) => store.getState().openModal({ kind: 'data', componentId, view: next });

  // A view's block save reaches the working copy as the store's one `saved` action.
  const onSaved: DataViewProps['onSaved'] = (result) =>
    void store.getState().dispatch(blockSavedAction(result));
  const viewProps: DataViewProps = { block, page, onSaved, onClose: close };

  const Other = view === 'ui' ? null : VIEWS[view];
  return (
    <Dialog
      title={t('translate.editor.data.title', { id: componentId })}
      onClose={close}
      className="ed-modal"
    >
      <Tabs
        className="ed-tabs"
        label={t('translate.editor.data.views')}
        tabs={DATA_VIEWS.map((v) => ({ key: v, label: t(`translate.editor.data.view.${v}`) }))}
        selected={view}
        onSelect={choose}
      >
        {Other ? <Other {...viewProps} /> : <UiView componentId={componentId} page={page} />}
      </Tabs>
      <div className="eg-actions">
        <Button size="sm" onClick={close}>
          {t('translate.editor.close')}
        </Button>
      </div>
    </Dialog>
  );
}
