// The inbox (/user/inbox?toRegKey=&isNew=&source=; docs/behaviour/meetings.md): the signed-in visitor's meeting
// conversations, newest message first, each with its unread count; toRegKey opens the conversation with one
// attendee (or offers a meeting with them when there is none yet), isNew=true lists only unread ones. The unread
// total is polled at messageCountRefreshRateSeconds and refreshed at once by the live event.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inboxQueryOptions, useMarkRead, useMeetingCounts, useMeetingViewer } from '../../api-client/meetings';
import { useRenderContext, useTranslation, type BlockComponentProps } from '../../renderer';
import type { InboxProps, InboxThread } from '../../schemas/api-types';
import { Badge, Button, Switch, buttonClass } from '../../ui';
import { nameList, useMeetingFormat } from '../shared/meetings/format';
import { listState } from '../shared/meetings/list-state';
import { MessageThread } from '../shared/meetings/MessageThread';
import { Avatar } from '../shared/meetings/parts';
import { SiteLink } from '../shared/SiteLink';
import { inboxParamsOf } from './inbox-params';
import { useOnSite } from '../shared/on-site';
import { inboxNamespace, inboxStrings } from './strings';

export default function Inbox(block: BlockComponentProps<InboxProps>) {
  // Outside the site (a schema example, a story: no API client or router) there is no visitor to show.
  const onSite = useOnSite();
  if (!onSite) return <p className="ui-page mtg-block mtg-muted">The signed-in visitor's conversations show here on the site.</p>;
  return <InboxView {...block} />;
}

function InboxView({ props }: BlockComponentProps<InboxProps>) {
  const id = useId();
  const { language } = useRenderContext();
  const { t } = useTranslation(inboxStrings, inboxNamespace);
  const viewer = useMeetingViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const params = inboxParamsOf(search);
  const inbox = useQuery({ ...inboxQueryOptions(viewer ?? 'anonymous', params), enabled: viewer !== null });
  const counts = useMeetingCounts();
  const markRead = useMarkRead(viewer ?? 'anonymous');
  const [picked, setPicked] = useState<string | null>(null);
  const threads = inbox.data?.threads ?? [];
  const open = threads.find((th) => th.meetingId === picked) ?? threads[0] ?? null;
  const unreadIds = threads.filter((th) => th.unreadCount > 0).map((th) => th.meetingId);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
  };

  const list = listState({
    viewer, query: inbox, isEmpty: threads.length === 0, height: '10rem',
    signIn: t('translate.inbox.sign-in'),
    failed: t('translate.inbox.load-failed'),
    retry: t('translate.inbox.reload'),
    empty: params.toRegKey ? (
      <div className="mtg-empty">
        <p>{t('translate.inbox.none-with-attendee')}</p>
        <SiteLink href={`/${language}/meetings/schedule?attendeeId=${encodeURIComponent(params.toRegKey)}&source=inbox`} className={buttonClass({ variant: 'primary' })}>
          {t('translate.inbox.schedule-meeting')}
        </SiteLink>
      </div>
    ) : (
      <p className="mtg-empty">{params.isNew ? t('translate.inbox.no-unread') : (props.emptyText ?? t('translate.inbox.empty'))}</p>
    ),
  }, () => (
    <ul className="mtg-threads" aria-label={t('translate.inbox.conversations')}>
      {threads.map((th) => (
        <li key={th.meetingId}>
          <ThreadButton thread={th} current={open?.meetingId === th.meetingId} onOpen={() => setPicked(th.meetingId)} />
        </li>
      ))}
    </ul>
   ));

  return (
    <section className="ui-page mtg-block" aria-labelledby={`${id}-h`}>
      <div className="mtg-toolbar">
        <h1 id={`${id}-h`} className="mtg-title">
          {props.heading ?? t('translate.inbox.heading')}
        </h1>
        <p className="mtg-muted" role="status" data-unread-count={counts.unreadMessages}>
          {t('translate.inbox.unread-messages', { count: counts.unreadMessages })}
        </p>
        <span className="mtg-toolbar__spacer" />
        <Switch label={t('translate.inbox.unread-only')} checked={params.isNew === true} onChange={(e) => setParam('isNew', e.target.checked ? 'true' : null)} />
        {unreadIds.length > 0 ? (
          <Button size="sm" variant="ghost" disabled={markRead.isPending} onClick={() => markRead.mutate(unreadIds)}>
            {t('translate.inbox.mark-all-read')}
          </Button>
        ) : null}
      </div>
      {params.toRegKey ? (
        <p>
          {t('translate.inbox.one-attendee')} <SiteLink href={`/${language}/user/inbox`}>{t('translate.inbox.show-all')}</SiteLink>
        </p>
      ) : null}
      <div className="mtg-inbox">
        <div>{list}</div>
        {open && viewer ? (
          <div>
            <p className="mtg-muted">
              <SiteLink href={`/${language}/meetings/${encodeURIComponent(open.meetingId)}`}>{t('translate.inbox.open-meeting', { subject: open.subject })}</SiteLink>
            </p>
            <MessageThread key={open.meetingId} viewer={viewer} meetingId={open.meetingId} subject={open.subject} heading={t('translate.inbox.conversation', { subject: open.subject })} canSend={open.status === 'active'} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ThreadButton({ thread: th, current, onOpen }: { thread: InboxThread; current: boolean; onOpen: () => void }) {
  const fmt = useMeetingFormat();
  const { language } = useRenderContext();
  const { t } = useTranslation(inboxStrings, inboxNamespace);
  const who = th.others.length > 0 ? nameList(language, th.others.map((o) => o.displayName)) : t('translate.inbox.only-you');
  const first = th.others[0];
  const last = th.lastMessage;
  return (
    <Button variant="ghost" className="mtg-thread-item" aria-current={current ? 'true' : undefined} onClick={onOpen} data-thread={th.meetingId}>
      <Avatar name={first?.displayName ?? who} photo={first?.photo} />
      <span className="mtg-thread-item__text">
        <span className="mtg-thread-item__title">{th.subject}</span>
        <span className="mtg-thread-item__last">{t('translate.inbox.with', { names: who })}</span>
        {last ? (
          <span className="mtg-thread-item__last">
            {last.isOwn
              ? t('translate.inbox.last-own', { message: last.messageBody, time: fmt.stamp(last.sentTime) })
              : t('translate.inbox.last-other', { name: last.senderDisplayName, message: last.messageBody, time: fmt.stamp(last.sentTime) })}
          </span>
        ) : null}
      </span>
      {th.unreadCount > 0 ? <Badge aria-label={t('translate.inbox.unread', { count: th.unreadCount })}>{th.unreadCount}</Badge> : null}
    </Button>
  );
}
