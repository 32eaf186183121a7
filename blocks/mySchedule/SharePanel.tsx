// Share schedule (docs/behaviour/schedule-and-rsvp.md): attendees listed in the directory with a public profile that displays
// their sessions get a link to their schedule to copy; the others an opt-in prompt naming what is missing, with a
// link to the profile's privacy settings.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRenderContext, useTranslation } from '../../renderer';
import { LinkButton } from '../../ui';
import { profileQueryOptions, useScheduleViewer } from './api';
import { copyWithMessage } from './copy';
import { CloseButton, CopyField, PanelLoading, PanelStatus } from './panel-parts';
import { MISSING_TEXT, shareAnswer } from './share-rule';
import { myScheduleNamespace, myScheduleStrings } from './strings';

export function SharePanel({ onClose }: { onClose: () => void }) {
  const { language } = useRenderContext();
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const viewer = useScheduleViewer();
  // The profile summary (GET /api/profile) holds the three choices the rule reads.
  const profile = useQuery({ ...profileQueryOptions(viewer), select: (answer) => answer.profile.summary });
  const [status, setStatus] = useState('');
  const answer = profile.data ? shareAnswer(profile.data) : null;
  const link = answer?.kind === 'share' && typeof window !== 'undefined' ? `${window.location.origin}/${language}/schedule?attendeeId=${encodeURIComponent(answer.attendeeId)}` : '';
  return (
    <section className="blk-mysched__panel" aria-labelledby="mysched-share-heading">
      <h3 id="mysched-share-heading">{t('translate.mySchedule.tools.share')}</h3>
      <PanelLoading query={profile} loading={t('translate.mySchedule.share.checking')} failed={t('translate.mySchedule.share.load-failed')} />
      {answer?.kind === 'share' ? (
        <>
          <p>{t('translate.mySchedule.share.intro')}</p>
          <CopyField
            label={t('translate.mySchedule.share.link-label')}
            value={link}
            copyLabel={t('translate.mySchedule.share.copy-link')}
            onCopy={() => void copyWithMessage(link, 'link', t).then(setStatus)}
          />
        </>
      ) : null}
      {answer?.kind === 'opt-in' ? (
        <>
          <p>{t('translate.mySchedule.share.opt-in')}</p>
          <ul>
            {answer.missing.map((m) => (
              <li key={m}>{t(MISSING_TEXT[m])}</li>
            ))}
          </ul>
          <LinkButton size="sm" variant="primary" href={`/${language}/user/profile?tab=privacy`}>
            {t('translate.mySchedule.share.privacy')}
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
