// The schedule's tools (docs/behaviour/schedule-and-rsvp.md: share, calendar export, new meeting, new appointment; trip
// report): each gated by its flag and the viewer's scopes. Share and calendar export open a panel below the header.
import { useId, useState } from 'react';
import { useRenderContext, useTranslation } from '../../renderer';
import type { MyScheduleProps } from '../../schemas/api-types';
import { Button, LinkButton } from '../../ui';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { SharePanel } from './SharePanel';
import { myScheduleNamespace, myScheduleStrings } from './strings';
import { TripReportButton } from './TripReportButton';

type Panel = 'share' | 'feed' | null;

export function ScheduleTools({ props }: { props: MyScheduleProps }) {
  const { features, scopes, language } = useRenderContext();
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const [panel, setPanel] = useState<Panel>(null);
  const panelId = useId();
  const share = props.showShare !== false && features.enableShareScheduleFeature === true;
  const feed = props.showCalendarExport !== false && features.enableWebCal === true;
  // docs/behaviour/schedule-and-rsvp.md route gates: new meeting needs scope meetings and showMeetings; new appointment scope
  // meetings and enableAppointmentCreation.
  const meetings = scopes.includes('meetings');
  const newMeeting = meetings && features.showMeetings === true;
  const newAppointment = meetings && features.enableAppointmentCreation === true;
  const trip = features.showTripReportAction === true;
  const toggle = (p: Exclude<Panel, null>) => setPanel((now) => (now === p ? null : p));
  return (
    <>
      <div className="ui-cluster blk-mysched__tools" role="group" aria-label={t('translate.mySchedule.tools.label')}>
        {newMeeting ? (
          <LinkButton size="sm" variant="primary" href={`/${language}/meetings/schedule`}>
            {t('translate.mySchedule.tools.new-meeting')}
          </LinkButton>
        ) : null}
        {newAppointment ? (
          <LinkButton size="sm" href={`/${language}/appointments/schedule`}>
            {t('translate.mySchedule.tools.new-appointment')}
          </LinkButton>
        ) : null}
        {share ? (
          <Button size="sm" aria-expanded={panel === 'share'} aria-controls={panelId} onClick={() => toggle('share')}>
            {t('translate.mySchedule.tools.share')}
          </Button>
        ) : null}
        {feed ? (
          <Button size="sm" aria-expanded={panel === 'feed'} aria-controls={panelId} onClick={() => toggle('feed')}>
            {t('translate.mySchedule.tools.calendar-export')}
          </Button>
        ) : null}
        {trip ? <TripReportButton /> : null}
      </div>
      <div id={panelId} className="blk-mysched__panels">
        {panel === 'share' ? <SharePanel onClose={() => setPanel(null)} /> : null}
        {panel === 'feed' ? <CalendarFeedPanel onClose={() => setPanel(null)} /> : null}
      </div>
    </>
  );
}
