import { CHECK_IN_STATES, NOTIFICATION_SUB_TYPE } from '../../schemas';
import { Select, TextField } from '../../ui';
import { ChoiceGroup } from './ChoiceGroup';
import type { RuleFieldsProps, RuleFormOptions } from './form-fields';
import type { RuleDraft } from './rule-draft';
import { attendedText, checkInText, enrolledText } from './rule-text';

const P = 'translate.site-settings.notification-rules' as const;

/** The values stored on the rule, whether or not the catalog lists them now (a type no session has any more). */
const withChosen = (values: readonly string[], chosen: readonly string[]) => [...values, ...chosen.filter((v) => !values.includes(v))];

/**
 * Who the rule reaches: registration types, check-in and attendance; for an automated rule also the sessions it
 * follows (types, delivery type, or one session by code) and whether the session is on the attendee's schedule.
 */
export function RuleAudienceFields({ t, draft, set, errorOf, required, attendeeTypes, sessionFacets }: RuleFieldsProps & RuleFormOptions) {
  const automated = draft.subType === String(NOTIFICATION_SUB_TYPE.Automated);
  const any = t(`${P}.any`);
  const sessionTypes = withChosen(sessionFacets?.sessionTypes ?? [], draft.sessionTypes);
  const deliveryTypes = withChosen(sessionFacets?.deliveryTypes ?? [], draft.deliveryType ? [draft.deliveryType] : []);
  return (
    <>
      <ChoiceGroup
        kind="checkbox"
        legend={required(t(`${P}.field.registration-types`))}
        options={withChosen(attendeeTypes.map((a) => a.logicalValue), draft.registrationTypes).map((value) => ({
          value,
          label: attendeeTypes.find((a) => a.logicalValue === value)?.displayValue ?? value,
        }))}
        empty={t(`${P}.field.registration-types.none`)}
        chosen={draft.registrationTypes}
        onChange={(chosen) => set('registrationTypes', chosen)}
        error={errorOf('registrationTypes')}
      />
      <div className="nr-row">
        <Select label={t(`${P}.field.checked-in`)} value={draft.checkedIn} onChange={(e) => set('checkedIn', e.target.value as RuleDraft['checkedIn'])}>
          <option value="">{any}</option>
          {CHECK_IN_STATES.map((state) => (
            <option key={state} value={state}>
              {checkInText(t, state)}
            </option>
          ))}
        </Select>
        <Select label={t(`${P}.field.attended`)} value={draft.attended} onChange={(e) => set('attended', e.target.value as RuleDraft['attended'])}>
          <option value="">{any}</option>
          <option value="true">{attendedText(t, true)}</option>
          <option value="false">{attendedText(t, false)}</option>
        </Select>
        {automated ? (
          <Select label={t(`${P}.field.enrolled`)} value={draft.enrolled} onChange={(e) => set('enrolled', e.target.value as RuleDraft['enrolled'])}>
            <option value="">{any}</option>
            <option value="true">{enrolledText(t, true)}</option>
            <option value="false">{enrolledText(t, false)}</option>
          </Select>
        ) : null}
      </div>
      {automated ? (
        <>
          <ChoiceGroup
            kind="checkbox"
            legend={t(`${P}.field.session-types`)}
            hint={t(`${P}.field.session-types.hint`)}
            options={sessionTypes.map((value) => ({ value, label: value }))}
            chosen={draft.sessionTypes}
            onChange={(chosen) => set('sessionTypes', chosen)}
          />
          <div className="nr-row">
            <Select label={t(`${P}.field.delivery-type`)} value={draft.deliveryType} onChange={(e) => set('deliveryType', e.target.value)}>
              <option value="">{any}</option>
              {deliveryTypes.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
            <TextField
              label={t(`${P}.field.session-code`)}
              hint={t(`${P}.field.session-code.hint`)}
              maxLength={64}
              value={draft.sessionCode}
              error={errorOf('sessionCode')}
              onChange={(e) => set('sessionCode', e.target.value)}
            />
          </div>
        </>
      ) : null}
    </>
  );
}
