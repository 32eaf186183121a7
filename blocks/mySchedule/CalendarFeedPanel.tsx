// Calendar export (docs/behaviour/schedule-and-rsvp.md; the webcal response: https and webcal links): the attendee's secret
// feed URL in both forms, each with a copy button, a subscribe link, regenerate (a new secret; the old URL stops
// working) and revoke (the URL answers 404). Without a feed (never made, or revoked) the links are null and the panel
// offers to create one. Gated by enableWebCal by the caller.
import { useState } from 'react';
import { useTranslation } from '../../renderer';
import { Button, LinkButton } from '../../ui';
import { useRegenerateFeed, useRevokeFeed, useScheduleFeed } from './api';
import { copyWithMessage, type CopiedThing } from './copy';
import { CloseButton, CopyField, PanelLoading, PanelStatus } from './panel-parts';
import { myScheduleNamespace, myScheduleStrings } from './strings';

export function CalendarFeedPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(myScheduleStrings, myScheduleNamespace);
  const feed = useScheduleFeed();
  const regenerate = useRegenerateFeed();
  const revoke = useRevokeFeed();
  const [status, setStatus] = useState('');
  // The hooks keep the feed's query current after a write, so the links always come from it.
  const data = feed.data;
  const links = data?.https && data.webcal ? { https: data.https, webcal: data.webcal } : null;
  const copy = async (text: string, what: CopiedThing) => setStatus(await copyWithMessage(text, what, t));
  const busy = regenerate.isPending || revoke.isPending;
  return (
    <section className="blk-mysched__panel" aria-labelledby="mysched-feed-heading">
      <h3 id="mysched-feed-heading">{t('translate.mySchedule.tools.calendar-export')}</h3>
      <p>{t('translate.mySchedule.feed.intro')}</p>
      <PanelLoading query={feed} loading={t('translate.mySchedule.feed.loading')} failed={t('translate.mySchedule.feed.load-failed')} />
      {links ? (
        <>
          <CopyField
            label={t('translate.mySchedule.feed.https-label')}
            value={links.https}
            copyLabel={t('translate.mySchedule.feed.copy-link')}
            onCopy={() => void copy(links.https, 'calendar-link')}
          />
          <CopyField
            label={t('translate.mySchedule.feed.webcal-label')}
            value={links.webcal}
            copyLabel={t('translate.mySchedule.feed.copy-webcal')}
            onCopy={() => void copy(links.webcal, 'subscription-link')}
          />
        </>
      ) : null}
      {data && !links ? <p>{t('translate.mySchedule.feed.none')}</p> : null}
      <div className="ui-cluster blk-mysched__row">
        {links ? (
          <LinkButton size="sm" variant="primary" href={links.webcal}>
            {t('translate.mySchedule.feed.subscribe')}
          </LinkButton>
        ) : null}
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: () => setStatus(t(links ? 'translate.mySchedule.feed.regenerated' : 'translate.mySchedule.feed.created')),
              onError: () => setStatus(t('translate.mySchedule.feed.create-failed')),
            })
          }
        >
          {t(links ? 'translate.mySchedule.feed.regenerate' : 'translate.mySchedule.feed.create')}
        </Button>
        {links ? (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => setStatus(t('translate.mySchedule.feed.revoked')),
                onError: () => setStatus(t('translate.mySchedule.feed.revoke-failed')),
              })
            }
          >
            {t('translate.mySchedule.feed.revoke')}
          </Button>
        ) : null}
        <CloseButton onClose={onClose} />
      </div>
      <PanelStatus status={status} />
    </section>
  );
}
