// The start and end of a meeting or appointment: typed as clocks in the event's time zone, sent as UTC instants.
// A new item starts tomorrow at 10:00 in the shown zone (from the render instant: the same on server and browser)
// and lasts half an hour.
import { useState } from 'react';
import { useNow, useTranslation } from '../../../renderer';
import { TextField } from '../../../ui';
import { useMeetingFormat } from './format';
import { meetingsNamespace, meetingsStrings } from './strings';
import { isoToLocal, localToIso, tomorrowAtTen } from './zoned-time';

export function useTimeRange(savedStart: string | undefined, savedEnd: string | undefined) {
  const { zone } = useMeetingFormat();
  const now = useNow(3_600_000);
  const initialStart = savedStart ?? tomorrowAtTen(now, zone);
  const [start, setStart] = useState(isoToLocal(initialStart, zone));
  const [end, setEnd] = useState(isoToLocal(savedEnd ?? new Date(Date.parse(initialStart) + 1_800_000).toISOString(), zone));
  const startIso = localToIso(start, zone);
  const endIso = localToIso(end, zone);
  const timesOk = startIso !== null && endIso !== null && Date.parse(endIso) > Date.parse(startIso);
  return { zone, start, setStart, end, setEnd, startIso, endIso, timesOk };
}

export type TimeRange = ReturnType<typeof useTimeRange>;

/** The Starts / Ends fields and the line naming the zone. */
export function TimeRangeFields({ range, errors }: { range: TimeRange; errors: Record<string, string> }) {
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  return (
    <>
      <div className="mtg-form__row">
        <TextField label={t('translate.shared-meetings.time.starts')} type="datetime-local" required value={range.start} error={errors.start} onChange={(e) => range.setStart(e.target.value)} />
        <TextField label={t('translate.shared-meetings.time.ends')} type="datetime-local" required value={range.end} error={errors.end} onChange={(e) => range.setEnd(e.target.value)} />
      </div>
      <p className="mtg-muted mtg-form__note">{t('translate.shared-meetings.time.zone-note', { zone: range.zone.replace(/_/g, ' ') })}</p>
    </>
  );
}
