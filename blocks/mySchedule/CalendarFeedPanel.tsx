// Calendar export (docs/behaviour/schedule-and-rsvp.md; the webcal response: https and webcal links): the attendee's secret
// feed URL in both forms, each with a copy button, a subscribe link, regenerate (a new secret; the old URL stops
// working) and revoke (the URL answers 404). Without a feed (never made, or revoked) the links are null and the panel
// offers to create one. Gated by enableWebCal by the caller.
import { useState } from 'react';
import { Button, LinkButton } from '../../ui';
import { useRegenerateFeed, useRevokeFeed, useScheduleFeed } from './api';
import { copyWithMessage } from './copy';
import { CloseButton, CopyField, PanelLoading, PanelStatus } from './panel-parts';

export function CalendarFeedPanel({ onClose }: { onClose: () => void }) {
  const feed = useScheduleFeed();
  const regenerate = useRegenerateFeed();
  const revoke = useRevokeFeed();
  const [status, setStatus] = useState('');
  // The hooks keep the feed's query current after a write, so the links always come from it.
  const data = feed.data;
  const links = data?.https && data.webcal ? { https: data.https, webcal: data.webcal } : null;
  const copy = async (text: string, what: string) => setStatus(await copyWithMessage(text, what));
  const busy = regenerate.isPending || revoke.isPending;
  return (
    <section className="blk-mysched__panel" aria-labelledby="mysched-feed-heading">
      <h3 id="mysched-feed-heading">Calendar export</h3>
      <p>
        Subscribe to your schedule in your calendar app. The calendar follows your schedule as it changes. Anyone with
        the link can see your schedule: keep it private, or revoke it.
      </p>
      <PanelLoading query={feed} loading="Loading your calendar link…" failed="Your calendar link could not be loaded." />
      {links ? (
        <>
          <CopyField label="Calendar link (https)" value={links.https} copyLabel="Copy link" onCopy={() => void copy(links.https, 'Calendar link')} />
          <CopyField label="Subscription link (webcal)" value={links.webcal} copyLabel="Copy webcal link" onCopy={() => void copy(links.webcal, 'Subscription link')} />
        </>
      ) : null}
      {data && !links ? <p>You have no calendar link. Create one to subscribe to your schedule.</p> : null}
      <div className="ui-cluster blk-mysched__row">
        {links ? (
          <LinkButton size="sm" variant="primary" href={links.webcal}>
            Subscribe in my calendar
          </LinkButton>
        ) : null}
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: () => setStatus(links ? 'A new calendar link was created. The old link no longer works.' : 'Your calendar link was created.'),
              onError: () => setStatus('Could not create a new link. Please try again.'),
            })
          }
        >
          {links ? 'Regenerate link' : 'Create calendar link'}
        </Button>
        {links ? (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => setStatus('Calendar link revoked: calendars subscribed to it no longer update.'),
                onError: () => setStatus('Could not revoke the link. Please try again.'),
              })
            }
          >
            Revoke link
          </Button>
        ) : null}
        <CloseButton onClose={onClose} />
      </div>
      <PanelStatus status={status} />
    </section>
  );
}
