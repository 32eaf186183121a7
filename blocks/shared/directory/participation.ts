import { useTranslation } from '../../../renderer';
import { directoryNamespace, directoryStrings } from './strings';

/**
 * An attendee's participation type in the visitor's language: the API gives its code (`logicalValue`) and the
 * registration system's English (`displayValue`), which stays for a type the directories do not know.
 */
export function useParticipationLabel(): (type: { logicalValue?: string | null; displayValue?: string | null }) => string {
  const { t } = useTranslation(directoryStrings, directoryNamespace);
  return ({ logicalValue, displayValue }) =>
    logicalValue ? t(`translate.shared-directory.participation.${logicalValue}`, { defaultValue: displayValue ?? logicalValue }) : (displayValue ?? '');
}
