// Share schedule (docs/behaviour/schedule-and-rsvp.md): attendees listed in the directory with a public profile that displays
// their sessions get a link to their schedule to copy; the others an opt-in prompt naming what is missing, with a
// link to the profile's privacy settings.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRenderContext } from '../../renderer';
import { LinkButton } from '../../ui';
import { profileQueryOptions, useScheduleViewer } from './api';
import { copyWithMessage } from './copy';
import { CloseButton, CopyField, PanelLoading, PanelStatus } from './panel-parts';
import { MISSING_TEXT, shareAnswer } from './share-rule';

export function SharePanel({ onClose }: { onClose: () => void }) {
  const { language } = useRenderContext();
  const viewer = useScheduleViewer();
  // The profile summary (GET /api/profile) holds the three choices the rule reads.
  const profile = useQuery({ ...profileQueryOptions(viewer), select: (answer) => answer.profile.summary });
  const [status, setStatus] = useState('');
  const answer = profile.data ? shareAnswer(profile.data) : null;
  const link = answer?.kind === 'share' && typeof window !== 'undefined' ? `${window.location.origin}/${language}/schedule?attendeeId=${encodeURIComponent(answer.attendeeId)}` : '';
  return (
    <section className="blk-mysched__panel" aria-labelledby="mysched-share-heading">
      <h3 id="mysched-share-heading">Share schedule</h3>
      <PanelLoading query={profile} loading="Checking your sharing settings…" failed="Your sharing settings could not be loaded." />
      {answer?.kind === 'share' ? (
        <>
          <p>Signed-in attendees with this link see your schedule; your private meetings show only as busy.</p>
          <CopyField label="Link to your schedule" value={link} copyLabel="Copy link" onCopy={() => void copyWithMessage(link, 'Link').then(setStatus)} />
        </>
      ) : null}
      {answer?.kind === 'opt-in' ? (
        <>
          <p>To share your schedule with other attendees, opt in first:</p>
          <ul>
            {answer.missing.map((m) => (
              <li key={m}>{MISSING_TEXT[m]}</li>
            ))}
          </ul>
          <LinkButton size="sm" variant="primary" href={`/${language}/user/profile?tab=privacy`}>
            Update my privacy settings
          </LinkButton>
        </>
      ) : null}
      <div className="ui-cluster blk-mysched__row">
        <CloseButton onClose={onClose} />
      </div>
      <PanelStatus status={status} />
    </section>
  );
}
