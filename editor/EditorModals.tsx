import { useTranslation } from '../renderer';
import { editorStrings } from './i18n/strings';
import { useEditorStore, useEditorStoreApi } from './state/store';
import { ConfirmDialog } from '../editing';

/**
 * The one modal the editor shows (store.modal): the delete confirmation. Everything else (a block's fields and
 * data views, the outline, the insert list) is in the side panel, beside the page rather than over it.
 */
export function EditorModals() {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const modal = useEditorStore((s) => s.modal);
  const close = () => store.getState().closeModal();
  if (!modal) return null;
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
}
