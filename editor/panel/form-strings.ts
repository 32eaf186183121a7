import { useMemo } from 'react';
import { formStringsFrom, type FormStrings } from '../../editing';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';

/** The form engine's words in the editor's texts (ui view and property browser). */
export function useEditorFormStrings(): FormStrings {
  const { t } = useTranslation(editorStrings);
  return useMemo(() => formStringsFrom(t, 'translate.editor.form', t('translate.editor.form.absent')), [t]);
}
