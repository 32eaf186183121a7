// A meeting (/meetings/{meetingId}; docs/behaviour/meetings.md): subject, time with its time status, location (area and
// table size with the default location), organizer, the invitees with their answers, clashes of the people still
// coming, Accept / Decline for an invitee, Edit (never expert-connect) and Cancel for the organizer, and the
// meeting's messages with a composer. The server prefetches the meeting and its thread (load.ts).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api-client';
import { meetingQueryOptions, useAnswerMeeting, useCancelMeeting, useMeetingViewer } from '../../api-client/meetings';
import { showToast, useRenderContext, type BlockComponentProps } from '../../renderer';
import type { Meeting, MeetingDetailProps } from '../../schemas';
import { Button, Skeleton, buttonClass } from '../../ui';
import { MEETING_TYPE_LABELS, useMeetingFormat } from '../shared/meetings/format';
import { MessageThread } from '../shared/meetings/MessageThread';
import { Avatar, ClashWarning, MeetingNotFound, ResponsePill, Term, TimeStatusPill, WhenTerm } from '../shared/meetings/parts';
import { SiteLink } from '../shared/SiteLink';
import { useOnSite } from '../shared/on-site';

/** Why a cancelled meeting's composer is disabled (the API refuses the message with meeting.cancelled too). */
export const CANCELLED_THREAD = 'This meeting was cancelled, so no more messages can be sent.';

export default function MeetingDetail(block: BlockComponentProps<MeetingDetailProps>) {
  // Outside the site (a schema example, a story: no API client or router) there is no visitor to show.
  const onSite = useOnSite();
  if (!onSite) return <p className="ui-page mtg-block mtg-muted">A meeting, its people and its messages show here on the site.</p>;
  return <Detail {...block} />;
}

function Detail({ props }: BlockComponentProps<MeetingDetailProps>) {
  const { meetingId = '' } = useParams();
  const { language, features } = useRenderContext();
  const viewer = useMeetingViewer();
  // A 404 the server loader left in the cache is the answer (no refetch on mount): the not-found state, answered 404.
  const query = useQuery({ ...meetingQueryOptions(viewer ?? 'anonymous', meetingId), enabled: viewer !== null && meetingId !== '', retryOnMount: false });
  const fmt = useMeetingFormat();
  const back = { backHref: `/${language}/meetings`, backLabel: props.backLabel ?? 'My meetings' };
  if (viewer === null) return <p className="ui-page mtg-block">Sign in to see this meeting.</p>;
  if (query.isPending) {
    return (
      <div className="ui-page mtg-block" aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <MeetingNotFound what="Meeting" {...back} />;
    return (
      <div className="ui-page mtg-block" role="alert">
        <p>The meeting could not be loaded.</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  const { meeting, conflicts } = query.data;
  return (
    <article className="ui-page mtg-block" data-meeting-id={meeting.id}>
      <p>
        <SiteLink href={back.backHref}>← {back.backLabel}</SiteLink>
      </p>
      <h1 className="mtg-title">{meeting.subject}</h1>
      <div className="ui-cluster mtg-card__pills">
        <ResponsePill response={meeting.userResponse} />
        <TimeStatusPill start={meeting.time} end={meeting.endTime} available={meeting.status === 'active' && meeting.userResponse !== 'declined'} />
      </div>
      <div className="mtg-detail">
        <div>
          <Facts meeting={meeting} showLocation={features.showMeetingLocation !== false} />
          <Actions meeting={meeting} viewer={viewer} language={language} />
          <ClashWarning conflicts={conflicts} viewerId={viewer} format={fmt.range} />
          <People meeting={meeting} />
        </div>
        {meeting.hasDetails && features.showMessaging !== false ? <MessageThread viewer={viewer} meetingId={meeting.id} closedReason={meeting.status === 'cancelled' ? CANCELLED_THREAD : undefined} /> : null}
      </div>
    </article>
  );
}

function Facts({ meeting: m }: { meeting: Meeting; showLocation: boolean }) {
  return (
    <dl className="mtg-dl">
      <WhenTerm start={m.time} end={m.endTime} />
      <Term term="Type">{MEETING_TYPE_LABELS[m.meetingTypeName] ?? m.meetingTypeName}</Term>
      {m.meetingLocation ? (
        <Term term="Location">{[m.meetingLocation, m.area ? `area ${m.area}` : null, m.tableSize ? `table for ${m.tableSize}` : null].filter(Boolean).join(', ')}</Term>
      ) : null}
      <Term term="Organizer">{m.isOwner ? 'You' : m.ownerDisplayName}</Term>
      {m.status === 'cancelled' ? <Term term="Status">Cancelled by the organizer</Term> : null}
      {m.description ? (
        <Term term="About" className="mtg-pre">
          {m.description}
        </Term>
      ) : null}
    </dl>
  );
}

function Actions({ meeting: m, viewer, language }: { meeting: Meeting; viewer: string; language: string }) {
  const answer = useAnswerMeeting(viewer);
  const cancel = useCancelMeeting(viewer);
  const [confirming, setConfirming] = useState(false);
  const fail = (err: unknown) => showToast(isApiError(err) ? err.message : 'That did not work. Please try again.', 'error');
  if (m.status === 'cancelled') return null;
  if (!m.isOwner) {
    return (
      <div className="mtg-form__actions mtg-section">
        <Button variant="primary" disabled={answer.isPending || m.userResponse === 'accepted'} onClick={() => answer.mutate({ id: m.id, answer: 'accept' }, { onSuccess: () => showToast('You accepted the meeting.', 'success'), onError: fail })}>
          {m.userResponse === 'accepted' ? 'Accepted' : 'Accept'}
        </Button>
        <Button disabled={answer.isPending || m.userResponse === 'declined'} onClick={() => answer.mutate({ id: m.id, answer: 'decline' }, { onSuccess: () => showToast('You declined the meeting.'), onError: fail })}>
          {m.userResponse === 'declined' ? 'Declined' : 'Decline'}
        </Button>
      </div>
    );
  }
  return (
    <div className="mtg-form__actions mtg-section">
      {m.meetingTypeName !== 'expert-connect' ? (
        <SiteLink href={`/${language}/meetings/edit/${encodeURIComponent(m.id)}`} className={buttonClass({ variant: 'secondary' })}>
          Edit meeting
        </SiteLink>
      ) : null}
      {confirming ? (
        <>
          <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(m.id, { onSuccess: () => showToast('The meeting was cancelled.'), onError: fail, onSettled: () => setConfirming(false) })}>
            Yes, cancel the meeting
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Cancel meeting
        </Button>
      )}
    </div>
  );
}

function People({ meeting: m }: { meeting: Meeting }) {
  const id = useId();
  if (!m.hasDetails) return null;
  return (
    <section className="mtg-section" aria-labelledby={id}>
      <h2 id={id} className="mtg-section__heading">
        Participants
      </h2>
      <ul className="mtg-people">
        <li className="mtg-person">
          <Avatar name={m.ownerDisplayName} photo={m.ownerPhoto} />
          <div className="mtg-person__text">
            <p className="mtg-person__name">{m.ownerDisplayName}</p>
            <p className="mtg-person__sub">{['Organizer', m.ownerJobTitle, m.ownerCompany].filter(Boolean).join(' · ')}</p>
          </div>
        </li>
        {m.requests.map((r) => (
          <li key={r.userId} className="mtg-person" data-participant={r.userId}>
            <Avatar name={r.displayName} photo={r.photo} />
            <div className="mtg-person__text">
              <p className="mtg-person__name">{r.displayName}</p>
              <p className="mtg-person__sub">{[r.jobTitle, r.company].filter(Boolean).join(' · ')}</p>
            </div>
            <ResponsePill response={m.status === 'cancelled' ? 'cancelled' : r.invitationResponse} />
          </li>
        ))}
      </ul>
    </section>
  );
}
