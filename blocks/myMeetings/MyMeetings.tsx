// My meetings (/meetings; docs/behaviour/meetings.md): the signed-in visitor's meetings, upcoming then past, each with
// its state (the visitor's answer or cancelled), its time status (not available, early, available now, late), and
// Accept / Decline for a pending invitation. A cancelled meeting that has not ended is listed under Cancelled, never
// under Upcoming. New meeting and new appointment lead to their forms. The server
// prefetches the list (load.ts), so a signed-in visitor's HTML already holds it.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '../../api-client';
import { meetingsQueryOptions, useAnswerMeeting, useMeetingCounts, useMeetingViewer } from '../../api-client/meetings';
import { showToast, useErrorText, useNow, useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { Meeting, MyMeetingsProps } from '../../schemas/api-types';
import { Badge, Button, Card, buttonClass } from '../../ui';
import { nameList, useMeetingFormat, useMeetingTypeLabel } from '../shared/meetings/format';
import { listState } from '../shared/meetings/list-state';
import { ResponsePill, TimeStatusPill } from '../shared/meetings/parts';
import { SiteLink } from '../shared/SiteLink';
import { useOnSite } from '../shared/on-site';
import { myMeetingsNamespace, myMeetingsStrings } from './strings';

export default function MyMeetings(block: BlockComponentProps<MyMeetingsProps>) {
  // Outside the site (a schema example, a story) there is no visitor.
  if (!useOnSite({ router: false })) return <p className="ui-page mtg-block mtg-muted">The signed-in visitor's meetings show here on the site.</p>;
  return <Meetings {...block} />;
}

function Meetings({ props }: BlockComponentProps<MyMeetingsProps>) {
  const { t } = useTranslation(myMeetingsStrings, myMeetingsNamespace);
  const { heading = t('translate.myMeetings.heading'), emptyText = t('translate.myMeetings.empty') } = props;
  const { language, features } = useRenderContext();
  const viewer = useMeetingViewer();
  const id = useId();
  const list = useQuery({ ...meetingsQueryOptions(viewer ?? 'anonymous'), enabled: viewer !== null });
  const counts = useMeetingCounts();
  const now = useNow(60_000);
  const items = list.data?.items ?? [];
  const ahead = items.filter((m) => Date.parse(m.endTime) > now);
  const upcoming = ahead.filter((m) => m.status !== 'cancelled');
  const cancelled = ahead.filter((m) => m.status === 'cancelled');
  const past = items.filter((m) => Date.parse(m.endTime) <= now).reverse();

  const body = listState({
    viewer, query: list, isEmpty: items.length === 0, height: '8rem',
    signIn: t('translate.myMeetings.sign-in'),
    failed: t('translate.myMeetings.load-failed'),
    retry: t('translate.myMeetings.retry'),
    empty: <p className="mtg-empty">{emptyText}</p>,
  }, (viewer) => (
    <>
      <MeetingGroup title={t('translate.myMeetings.group.upcoming')} items={upcoming} viewer={viewer} language={language} empty={t('translate.myMeetings.group.upcoming-empty')} />
      {cancelled.length > 0 ? <MeetingGroup title={t('translate.myMeetings.group.cancelled')} items={cancelled} viewer={viewer} language={language} /> : null}
      {past.length > 0 ? <MeetingGroup title={t('translate.myMeetings.group.past')} items={past} viewer={viewer} language={language} /> : null}
    </>
   ));

  return (
    <section className="ui-page mtg-block" aria-labelledby={`${id}-h`}>
      <div className="mtg-toolbar">
        <h2 id={`${id}-h`} className="mtg-title mtg-title--sub">
          {heading}
        </h2>
        {counts.newInvites > 0 ? (
          <Badge aria-label={t('translate.myMeetings.new-invites', { count: counts.newInvites })}>{t('translate.myMeetings.new-badge', { count: counts.newInvites })}</Badge>
        ) : null}
        <span className="mtg-toolbar__spacer" />
        {features.showMessaging !== false ? (
          <SiteLink href={`/${language}/user/inbox?source=meetings`} className={buttonClass({ variant: 'ghost' })}>
            {t('translate.myMeetings.messages')}
            {counts.unreadMessages > 0 ? (
              <Badge className="mtg-link-badge" aria-label={t('translate.myMeetings.unread', { count: counts.unreadMessages })} data-unread={counts.unreadMessages}>
                {counts.unreadMessages}
              </Badge>
            ) : null}
          </SiteLink>
        ) : null}
        <SiteLink href={`/${language}/meetings/schedule`} className={buttonClass({ variant: 'primary' })}>
          {t('translate.myMeetings.new-meeting')}
        </SiteLink>
        {features.enableAppointmentCreation ? (
          <SiteLink href={`/${language}/appointments/schedule`} className={buttonClass({ variant: 'secondary' })}>
            {t('translate.myMeetings.new-appointment')}
          </SiteLink>
        ) : null}
      </div>
      {body}
    </section>
  );
}

function MeetingGroup({ title, items, viewer, language, empty }: { title: string; items: Meeting[]; viewer: string; language: string; empty?: string }) {
  const id = useId();
  return (
    <section className="mtg-section" aria-labelledby={id}>
      <h3 id={id} className="mtg-section__heading">
        {title} <span className="mtg-muted">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="mtg-muted">{empty}</p>
      ) : (
        <ul className="ui-card-grid ui-bare-list mtg-list">
          {items.map((m) => (
            <li key={m.id}>
              <MeetingCard meeting={m} viewer={viewer} language={language} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MeetingCard({ meeting: m, viewer, language }: { meeting: Meeting; viewer: string; language: string }) {
  const errorText = useErrorText();
  const fmt = useMeetingFormat();
  const { t } = useTranslation(myMeetingsStrings, myMeetingsNamespace);
  const typeLabel = useMeetingTypeLabel();
  const answer = useAnswerMeeting(viewer);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const pending = !m.isOwner && m.status === 'active' && m.userResponse === 'pending';
  const respond = (choice: 'accept' | 'decline') => {
    setBusy(choice);
    answer.mutate(
      { id: m.id, answer: choice },
      {
        onSuccess: () => showToast(t(choice === 'accept' ? 'translate.myMeetings.card.accepted' : 'translate.myMeetings.card.declined', { subject: m.subject })),
        onError: (err) => showToast(isApiError(err) ? errorText(err) : t('translate.myMeetings.card.answer-failed'), 'error'),
        onSettled: () => setBusy(null),
      },
    );
  };
  const href = `/${language}/meetings/${encodeURIComponent(m.id)}`;
  const others = m.isOwner ? m.requests.map((r) => r.displayName) : [m.ownerDisplayName];
  return (
    <Card className={`mtg-card${m.status === 'cancelled' ? ' mtg-card--cancelled' : ''}`} data-meeting-id={m.id}>
      <h4 className="mtg-card__title">{m.hasDetails ? <SiteLink href={href}>{m.subject}</SiteLink> : m.subject}</h4>
      <p className="mtg-card__meta">
        <time dateTime={m.time}>{fmt.range(m.time, m.endTime)}</time>
        <span>{typeLabel(m.meetingTypeName)}</span>
        {m.meetingLocation ? <span>{m.meetingLocation}</span> : null}
      </p>
      <p className="mtg-card__meta">{m.isOwner ? t('translate.myMeetings.card.with', { names: nameList(language, others) }) : t('translate.myMeetings.card.organized-by', { name: m.ownerDisplayName })}</p>
      <div className="ui-cluster mtg-card__pills">
        <ResponsePill response={m.userResponse} />
        <TimeStatusPill start={m.time} end={m.endTime} available={m.status === 'active' && m.userResponse !== 'declined'} />
      </div>
      {pending ? (
        <div className="ui-cluster mtg-card__actions">
          <Button size="sm" variant="primary" disabled={busy !== null} onClick={() => respond('accept')} aria-label={t('translate.myMeetings.card.accept-label', { subject: m.subject })}>
            {t('translate.myMeetings.card.accept')}
          </Button>
          <Button size="sm" disabled={busy !== null} onClick={() => respond('decline')} aria-label={t('translate.myMeetings.card.decline-label', { subject: m.subject })}>
            {t('translate.myMeetings.card.decline')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
