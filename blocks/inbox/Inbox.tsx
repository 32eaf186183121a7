// The inbox (/user/inbox?toRegKey=&isNew=&source=; docs/behaviour/meetings.md): the signed-in visitor's meeting
// conversations, newest message first, each with its unread count; toRegKey opens the conversation with one
// attendee (or offers a meeting with them when there is none yet), isNew=true lists only unread ones. The unread
// total is polled at messageCountRefreshRateSeconds and refreshed at once by the live event.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inboxQueryOptions, useMarkRead, useMeetingCounts, useMeetingViewer } from '../../api-client/meetings';
import { useRenderContext, type BlockComponentProps } from '../../renderer';
import type { InboxProps, InboxThread } from '../../schemas';
import { Badge, Button, Switch, buttonClass } from '../../ui';
import { useMeetingFormat } from '../shared/meetings/format';
import { listState } from '../shared/meetings/list-state';
import { MessageThread } from '../shared/meetings/MessageThread';
import { Avatar } from '../shared/meetings/parts';
import { SiteLink } from '../shared/SiteLink';
import { inboxParamsOf } from './inbox-params';
import { useOnSite } from '../shared/on-site';

export default function Inbox(block: BlockComponentProps<InboxProps>) {
  // Outside the site (a schema example, a story: no API client or router) there is no visitor to show.
  const onSite = useOnSite();
  if (!onSite) return <p className="ui-page mtg-block mtg-muted">The signed-in visitor's conversations show here on the site.</p>;
  return <InboxView {...block} />;
}

function InboxView({ props }: BlockComponentProps<InboxProps>) {
  const id = useId();
  const { language } = useRenderContext();
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
  const open = threads.find((t) => t.meetingId === picked) ?? threads[0] ?? null;
  const unreadIds = threads.filter((t) => t.unreadCount > 0).map((t) => t.meetingId);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
  };

  const list = listState({
    viewer,
    query: inbox,
    isEmpty: threads.length === 0,
    signIn: 'Sign in to see your messages.',
    height: '10rem',
    failed: 'Your messages could not be loaded.',
    retry: 'Reload',
    empty: params.toRegKey ? (
      <div className="mtg-empty">
        <p>No conversation with this attendee yet. Messages belong to a meeting: invite them to one to start talking.</p>
        <SiteLink href={`/${language}/meetings/schedule?attendeeId=${encodeURIComponent(params.toRegKey)}&source=inbox`} className={buttonClass({ variant: 'primary' })}>
          Schedule a meeting
        </SiteLink>
      </div>
    ) : (
      <p className="mtg-empty">{params.isNew ? 'No unread messages.' : (props.emptyText ?? 'No messages yet. Conversations start from a meeting.')}</p>
    ),
  }, () => (
    <ul className="mtg-threads" aria-label="Conversations">
      {threads.map((t) => (
        <li key={t.meetingId}>
          <ThreadButton thread={t} current={open?.meetingId === t.meetingId} onOpen={() => setPicked(t.meetingId)} />
        </li>
      ))}
    </ul>
   ));

  return (
    <section className="ui-page mtg-block" aria-labelledby={`${id}-h`}>
      <div className="mtg-toolbar">
        <h1 id={`${id}-h`} className="mtg-title">
          {props.heading ?? 'Messages'}
        </h1>
        <p className="mtg-muted" role="status" data-unread-count={counts.unreadMessages}>
          {counts.unreadMessages === 1 ? '1 unread message' : `${counts.unreadMessages} unread messages`}
        </p>
        <span className="mtg-toolbar__spacer" />
        <Switch label="Unread only" checked={params.isNew === true} onChange={(e) => setParam('isNew', e.target.checked ? 'true' : null)} />
        {unreadIds.length > 0 ? (
          <Button size="sm" variant="ghost" disabled={markRead.isPending} onClick={() => markRead.mutate(unreadIds)}>
            Mark all read
          </Button>
        ) : null}
      </div>
      {params.toRegKey ? (
        <p>
          Showing your conversations with one attendee. <SiteLink href={`/${language}/user/inbox`}>Show all conversations</SiteLink>
        </p>
      ) : null}
      <div className="mtg-inbox">
        <div>{list}</div>
        {open && viewer ? (
          <div>
            <p className="mtg-muted">
              <SiteLink href={`/${language}/meetings/${encodeURIComponent(open.meetingId)}`}>Open the meeting “{open.subject}”</SiteLink>
            </p>
            <MessageThread key={open.meetingId} viewer={viewer} meetingId={open.meetingId} heading={`Conversation: ${open.subject}`} canSend={open.status === 'active'} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ThreadButton({ thread: t, current, onOpen }: { thread: InboxThread; current: boolean; onOpen: () => void }) {
  const fmt = useMeetingFormat();
  const who = t.others.map((o) => o.displayName).join(', ') || 'Only you';
  const first = t.others[0];
  return (
    <Button variant="ghost" className="mtg-thread-item" aria-current={current ? 'true' : undefined} onClick={onOpen} data-thread={t.meetingId}>
      <Avatar name={first?.displayName ?? who} photo={first?.photo} />
      <span className="mtg-thread-item__text">
        <span className="mtg-thread-item__title">{t.subject}</span>
        <span className="mtg-thread-item__last">With {who}</span>
        {t.lastMessage ? (
          <span className="mtg-thread-item__last">
            {t.lastMessage.isOwn ? 'You' : t.lastMessage.senderDisplayName}: {t.lastMessage.messageBody} · {fmt.stamp(t.lastMessage.sentTime)}
          </span>
        ) : null}
      </span>
      {t.unreadCount > 0 ? <Badge aria-label={`${t.unreadCount} unread`}>{t.unreadCount}</Badge> : null}
    </Button>
  );
}
