// A meeting (/meetings/{meetingId}; docs/behaviour/meetings.md): subject, time with its time status, location (area and
// table size with the default location), organizer, the invitees with their answers, clashes of the people still
// coming, Accept / Decline for an invitee, Edit (never expert-connect) and Cancel for the organizer, and the
// meeting's messages with a composer. The server prefetches the meeting and its thread (load.ts).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api-client';
import { meetingQueryOptions, useAnswerMeeting, useCancelMeeting, useMeetingViewer } from '../../api-client/meetings';
import { showToast, useErrorText, useRenderContext, useTranslation, type BlockComponentProps, type TFunction } from '../../renderer';
import type { Meeting, MeetingDetailProps } from '../../schemas/api-types';
import { Button, Skeleton, buttonClass } from '../../ui';
import { useMeetingFormat, useMeetingTypeLabel } from '../shared/meetings/format';
import { MessageThread } from '../shared/meetings/MessageThread';
import { Avatar, ClashWarning, MeetingNotFound, ResponsePill, Term, TimeStatusPill, WhenTerm } from '../shared/meetings/parts';
import { SiteLink } from '../shared/SiteLink';
import { useOnSite } from '../shared/on-site';
import { meetingDetailNamespace, meetingDetailStrings } from './strings';

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
  const { t } = useTranslation(meetingDetailStrings, meetingDetailNamespace);
  const back = { backHref: `/${language}/meetings`, backLabel: props.backLabel ?? t('translate.meetingDetail.back') };
  if (viewer === null) return <p className="ui-page mtg-block">{t('translate.meetingDetail.sign-in')}</p>;
  if (query.isPending) {
    return (
      <div className="ui-page mtg-block" aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <MeetingNotFound title={t('translate.meetingDetail.not-found')} {...back} />;
    return (
      <div className="ui-page mtg-block" role="alert">
        <p>{t('translate.meetingDetail.load-failed')}</p>
        <Button onClick={() => void query.refetch()}>{t('translate.meetingDetail.retry')}</Button>
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
        {meeting.hasDetails && features.showMessaging !== false ? <MessageThread viewer={viewer} meetingId={meeting.id} subject={meeting.subject} closedReason={meeting.status === 'cancelled' ? t('translate.meetingDetail.thread-closed') : undefined} /> : null}
      </div>
    </article>
  );
}

/** Where: the location, with its area and table size when it has them ("Hall B, area 4, table for 6"). */
function locationOf(t: TFunction, location: string, area: string | null | undefined, size: number | null | undefined): string {
  const values = { location, area, size };
  if (area && size) return t('translate.meetingDetail.location.area-table', values);
  if (area) return t('translate.meetingDetail.location.area', values);
  if (size) return t('translate.meetingDetail.location.table', values);
  return location;
}

function Facts({ meeting: m }: { meeting: Meeting; showLocation: boolean }) {
  const { t } = useTranslation(meetingDetailStrings, meetingDetailNamespace);
  const typeLabel = useMeetingTypeLabel();
  return (
    <dl className="mtg-dl">
      <WhenTerm start={m.time} end={m.endTime} />
      <Term term={t('translate.meetingDetail.type')}>{typeLabel(m.meetingTypeName)}</Term>
      {m.meetingLocation ? <Term term={t('translate.meetingDetail.location')}>{locationOf(t, m.meetingLocation, m.area, m.tableSize)}</Term> : null}
      <Term term={t('translate.meetingDetail.organizer')}>{m.isOwner ? t('translate.meetingDetail.you') : m.ownerDisplayName}</Term>
      {m.status === 'cancelled' ? <Term term={t('translate.meetingDetail.status')}>{t('translate.meetingDetail.cancelled')}</Term> : null}
      {m.description ? (
        <Term term={t('translate.meetingDetail.about')} className="mtg-pre">
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
  const { t } = useTranslation(meetingDetailStrings, meetingDetailNamespace);
  const errorText = useErrorText();
  const fail = (err: unknown) => showToast(isApiError(err) ? errorText(err) : t('translate.meetingDetail.failed'), 'error');
  if (m.status === 'cancelled') return null;
  if (!m.isOwner) {
    return (
      <div className="mtg-form__actions mtg-section">
        <Button variant="primary" disabled={answer.isPending || m.userResponse === 'accepted'} onClick={() => answer.mutate({ id: m.id, answer: 'accept' }, { onSuccess: () => showToast(t('translate.meetingDetail.accepted-toast'), 'success'), onError: fail })}>
          {m.userResponse === 'accepted' ? t('translate.meetingDetail.accepted') : t('translate.meetingDetail.accept')}
        </Button>
        <Button disabled={answer.isPending || m.userResponse === 'declined'} onClick={() => answer.mutate({ id: m.id, answer: 'decline' }, { onSuccess: () => showToast(t('translate.meetingDetail.declined-toast')), onError: fail })}>
          {m.userResponse === 'declined' ? t('translate.meetingDetail.declined') : t('translate.meetingDetail.decline')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mtg-form__actions mtg-section">
      {m.meetingTypeName !== 'expert-connect' ? (
        <SiteLink href={`/${language}/meetings/edit/${encodeURIComponent(m.id)}`} className={buttonClass({ variant: 'secondary' })}>
          {t('translate.meetingDetail.edit')}
        </SiteLink>
      ) : null}
      {confirming ? (
        <>
          <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(m.id, { onSuccess: () => showToast(t('translate.meetingDetail.cancelled-toast')), onError: fail, onSettled: () => setConfirming(false) })}>
            {t('translate.meetingDetail.cancel-confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('translate.meetingDetail.keep')}
          </Button>
        </>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('translate.meetingDetail.cancel')}
        </Button>
      )}
    </div>
  );
}

function People({ meeting: m }: { meeting: Meeting }) {
  const id = useId();
  const { t } = useTranslation(meetingDetailStrings, meetingDetailNamespace);
  if (!m.hasDetails) return null;
  return (
    <section className="mtg-section" aria-labelledby={id}>
      <h2 id={id} className="mtg-section__heading">{t('translate.meetingDetail.participants')}</h2>
      <ul className="mtg-people">
        <li className="mtg-person">
          <Avatar name={m.ownerDisplayName} photo={m.ownerPhoto} />
          <div className="mtg-person__text">
            <p className="mtg-person__name">{m.ownerDisplayName}</p>
            <p className="mtg-person__sub">{[t('translate.meetingDetail.organizer'), m.ownerJobTitle, m.ownerCompany].filter(Boolean).join(' · ')}</p>
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
