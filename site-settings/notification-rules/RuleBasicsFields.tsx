import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPE, NOTIFICATION_TYPES, NOTIFICATION_SUB_TYPE } from '../../schemas';
import { TextField } from '../../ui';
import { ChoiceGroup } from './ChoiceGroup';
import type { RuleFieldsProps } from './form-fields';
import type { RuleDraft } from './rule-draft';
import { categoryText, subTypeText, typeText } from './rule-text';

const P = 'translate.site-settings.notification-rules' as const;

/** The rule's name, channels, sub type and categories. */
export function RuleBasicsFields({ t, draft, set, errorOf, required }: RuleFieldsProps) {
  const types = NOTIFICATION_TYPES.map((name) => NOTIFICATION_TYPE[name]);
  const subTypes = [NOTIFICATION_SUB_TYPE.Automated, NOTIFICATION_SUB_TYPE.Scheduled];
  return (
    <>
      <TextField
        label={required(t(`${P}.field.name`))}
        required
        maxLength={200}
        value={draft.name}
        error={errorOf('name')}
        onChange={(e) => set('name', e.target.value)}
      />
      <ChoiceGroup
        kind="checkbox"
        legend={required(t(`${P}.field.types`))}
        options={types.map((value) => ({ value, label: typeText(t, value) }))}
        chosen={draft.types}
        onChange={(chosen) => set('types', chosen)}
        error={errorOf('types')}
      />
      <ChoiceGroup
        kind="radio"
        legend={required(t(`${P}.field.sub-type`))}
        hint={t(`${P}.field.sub-type.hint`)}
        options={subTypes.map((value) => ({ value: String(value) as RuleDraft['subType'], label: subTypeText(t, value) }))}
        chosen={[draft.subType]}
        onChange={([chosen]) => set('subType', chosen ?? '')}
        error={errorOf('subType')}
      />
      <ChoiceGroup
        kind="checkbox"
        legend={required(t(`${P}.field.categories`))}
        options={NOTIFICATION_CATEGORIES.map((value) => ({ value, label: categoryText(t, value) }))}
        chosen={draft.categories}
        onChange={(chosen) => set('categories', chosen)}
        error={errorOf('categories')}
      />
    </>
  );
}
