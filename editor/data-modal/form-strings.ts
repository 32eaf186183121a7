import { useMemo } from 'react';
import type { FormStrings } from '../../editing';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';

/** The form engine's words in the editor's texts (ui view and property browser). */
export function useEditorFormStrings(): FormStrings {
  const { t } = useTranslation(editorStrings);
  return useMemo(
    () => ({
      addItem: (field) => t('translate.editor.form.add-item', { field }),
      moveUp: t('translate.editor.form.move-up'),
      moveDown: t('translate.editor.form.move-down'),
      remove: t('translate.editor.form.remove'),
      item: (index) => t('translate.editor.form.item', { index }),
      emptyList: t('translate.editor.form.empty-list'),
      hasErrors: t('translate.editor.form.has-errors'),
      pickColor: (field) => t('translate.editor.form.pick-color', { field }),
      utc: t('translate.editor.form.utc'),
      absent: t('translate.editor.form.absent'),
      jsonInvalid: (error) => t('translate.editor.form.json-invalid', { error }),
    }),
    [t],
  );
}
