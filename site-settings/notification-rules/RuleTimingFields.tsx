import { useId } from 'react';
import { NOTIFICATION_SUB_TYPE, NOTIFICATION_TIME_STEP_MINUTES, SEND_BEFORE_MINUTES } from '../../schemas';
import { Select, TextField } from '../../ui';
import type { RuleFieldsProps, RuleFormOptions } from './form-fields';
import { sendBeforeText } from './rule-text';

const P = 'translate.site-settings.notification-rules' as const;
/** The time inputs step by 5 minutes (docs/behaviour/notifications.md, Rule form); datetime-local's step is in seconds. */
const STEP_SECONDS = NOTIFICATION_TIME_STEP_MINUTES * 60;

/**
 * When the rule sends: start and end on the event's clock (the zone named beside them); a scheduled rule repeats
 * every so many minutes, an automated one sends a chosen time before each session start and needs an end.
 */
export function RuleTimingFields({ t, draft, set, errorOf, required, clock }: RuleFieldsProps & Pick<RuleFormOptions, 'clock'>) {
  const zoneId = useId();
  const automated = draft.subType === String(NOTIFICATION_SUB_TYPE.Automated);
  const scheduled = draft.subType === String(NOTIFICATION_SUB_TYPE.Scheduled);
  return (
    <>
      <p id={zoneId} className="nr-muted">
        {t(`${P}.times-in`, { zone: clock.zone })}
      </p>
      <div className="nr-row">
        <TextField
          type="datetime-local"
          step={STEP_SECONDS}
          label={required(t(`${P}.field.start`))}
          required
          aria-describedby={zoneId}
          value={draft.start}
          error={errorOf('start')}
          onChange={(e) => set('start', e.target.value)}
        />
        <TextField
          type="datetime-local"
          step={STEP_SECONDS}
          label={automated ? required(t(`${P}.field.end`)) : t(`${P}.field.end`)}
          required={automated}
          aria-describedby={zoneId}
          value={draft.end}
          error={errorOf('end')}
          onChange={(e) => set('end', e.target.value)}
        />
        {scheduled ? (
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            max={43200}
            step={NOTIFICATION_TIME_STEP_MINUTES}
            label={t(`${P}.field.repeat`)}
            hint={t(`${P}.field.repeat.hint`)}
            value={draft.repeat}
            error={errorOf('repeat')}
            onChange={(e) => set('repeat', e.target.value)}
          />
        ) : null}
        {automated ? (
          <Select
            label={required(t(`${P}.field.send-before`))}
            required
            value={draft.sendBefore}
            error={errorOf('sendBefore')}
            onChange={(e) => set('sendBefore', e.target.value)}
          >
            <option value="">{t(`${P}.field.send-before.choose`)}</option>
            {SEND_BEFORE_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {sendBeforeText(t, minutes)}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
    </>
  );
}
