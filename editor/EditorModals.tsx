import type { BlockRegistry, RenderContextValue } from '../renderer';
import { DataModal } from './data-modal/DataModal';
import { useTranslation } from '../renderer';
import { editorStrings } from './i18n/strings';
import { InsertDialog } from './insert/InsertDialog';
import { useEditorStore, useEditorStoreApi } from './state/store';
import type { EditedPageKey } from './state/types';
import { ConfirmDialog } from './ui/ConfirmDialog';

/** The one modal the editor shows at a time (store.modal): insert, delete confirmation or component data. */
export function EditorModals({
  page,
  context,
  registry,
}: {
  page: EditedPageKey;
  context: RenderContextValue;
  registry: BlockRegistry;
}) {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const modal = useEditorStore((s) => s.modal);
  const close = () => store.getState().closeModal();
  if (!modal) return null;
  switch (modal.kind) {
    case 'insert':
      return <InsertDialog registry={registry} context={context} onClose={close} />;
    case 'confirm-delete':
      return (
        <ConfirmDialog
          title={t('translate.editor.toolbar.delete')}
          question={t('translate.editor.delete.confirm')}
          confirmLabel={t('translate.editor.yes')}
          cancelLabel={t('translate.editor.no')}
          onCancel={close}
          onConfirm={() => {
            store.getState().remove(modal.componentId);
            close();
          }}
        />
      );
    case 'data':
      return <DataModal componentId={modal.componentId} view={modal.view} page={page} />;
  }
}


