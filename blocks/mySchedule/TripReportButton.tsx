// Trip report download (docs/behaviour/schedule-and-rsvp.md: "none, working, download starting, then none after 1500 ms"; shown with
// the showTripReportAction flag): the report is fetched with the visitor's token, handed to the browser as a
// download, and the button says what is happening meanwhile.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { downloadTripReport } from './api';
import { myScheduleNamespace, myScheduleStrings, type MyScheduleKey } from './strings';

export type TripReportState = 'none' | 'working' | 'starting';

/** docs/behaviour/schedule-and-rsvp.md: back to none 1500 ms after the download started. */
export const TRIP_REPORT_RESET_MS = 1500;

const LABELS: Record<TripReportState, MyScheduleKey> = {
  none: 'translate.mySchedule.trip.download',
  working: 'translate.mySchedule.trip.working',
  starting: 'translate.mySchedule.trip.starting',
};

export function TripReportButton() {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const [state, setState] = useState<TripReportState>('none');
  const [error, setError] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = async () => {
    setError(false);
    setState('working');
    try {
      const file = await downloadTripReport();
      const url = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.name;
      document.body.append(a);
      a.click();
      a.remove();
      // The browser has taken the file once the click ran; the object URL may go after the state resets.
      setState('starting');
      timer.current = setTimeout(() => {
        URL.revokeObjectURL(url);
        setState('none');
      }, TRIP_REPORT_RESET_MS);
    } catch {
      setState('none');
      setError(true);
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => void run()} disabled={state !== 'none'} data-state={state}>
        {t(LABELS[state])}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {state === 'starting' ? t('translate.mySchedule.trip.started') : error ? t('translate.mySchedule.trip.failed-status') : ''}
      </span>
      {error ? <span className="blk-mysched__error">{t('translate.mySchedule.trip.failed')}</span> : null}
    </>
  );
}
