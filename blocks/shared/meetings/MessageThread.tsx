// One meeting's messages with a composer (docs/behaviour/meetings.md: sending needs a meeting and non-empty text; docs/behaviour/README.md
// section 9: one message action per 1000 ms by default, chatMessageActionRateLimitMs). Used by the meeting detail
// and the inbox. New messages arrive by the live event (a refetch of the thread), which also marks them read. A thread
// that takes no more messages (a cancelled meeting) keeps its composer in view, disabled, with the reason. Messages
// written offline show at the end of the thread, marked pending, until the queue sends them (docs/behaviour/calls.md,
// Offline writes); then the thread is read again and they come back as sent.
import { useEffect, useId, useState } from 'react';
import { isApiError, useSettings } from '../../../api-client';
import { useMessages, useSendMessage } from '../../../api-client/meetings';
import { isQueuedOffline, usePendingWrites } from '../../../api-client/offline';
import { useErrorText, useTranslation } from '../../../renderer';
import { Skeleton } from '../../../ui';
import { Composer, useComposer } from '../thread/Composer';
import { MessageBody, ThreadList } from '../thread/ThreadList';
import { useMeetingFormat } from './format';
import { Avatar } from './parts';
import { meetingsNamespace, meetingsStrings } from './strings';

export const DEFAULT_MESSAGE_RATE_LIMIT_MS = 1000;

export function MessageThread({ viewer, meetingId, subject, heading: ownHeading, headingLevel = 2, canSend = true, closedReason }: {
  viewer: string;
  meetingId: string;
  /** The meeting's subject: names it in the toasts of a message written offline (else the heading). */
  subject?: string;
  heading?: string;
  headingLevel?: 2 | 3;
  canSend?: boolean;
  /** Why no message can be sent: the composer shows disabled with this text (and sends nothing). */
  closedReason?: string;
}) {
  const id = useId();
  const { t } = useTranslation(meetingsStrings, meetingsNamespace);
  const errorText = useErrorText();
  const heading = ownHeading ?? t('translate.shared-meetings.thread.heading');
  const fmt = useMeetingFormat();
  const thread = useMessages(viewer, meetingId);
  const send = useSendMessage(viewer, { label: subject ?? heading });
  const pending = usePendingWrites(viewer).flatMap((entry) =>
    entry.write.kind === 'message' && entry.write.meetingId === meetingId ? [{ key: entry.key, body: entry.write.messageBody }] : [],
  );
  const settings = useSettings().data?.data as Record<string, unknown> | undefined;
  const limit = typeof settings?.chatMessageActionRateLimitMs === 'number' ? settings.chatMessageActionRateLimitMs : DEFAULT_MESSAGE_RATE_LIMIT_MS;
  const [cooling, setCooling] = useState(false);
  const composer = useComposer({
    blank: t('translate.shared-meetings.thread.blank'),
    blocked: cooling || send.isPending || Boolean(closedReason),
    send: (body) => {
      setCooling(true);
      send.mutate(
        { id: meetingId, messageBody: body },
        {
          onSuccess: () => composer.setText(''),
          // Written offline: queued (docs/behaviour/calls.md, Offline writes) and sent once back online.
          onError: (err) => (isQueuedOffline(err) ? composer.setText('') : composer.setError(isApiError(err) ? errorText(err) : t('translate.shared-meetings.thread.send-failed'))),
        },
      );
    },
  });
  const items = thread.data?.items ?? [];
  const H = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (!cooling) return undefined;
    const timer = setTimeout(() => setCooling(false), limit);
    return () => clearTimeout(timer);
  }, [cooling, limit]);

  return (
    <section className="blk-thread" aria-labelledby={`${id}-h`}>
      <H id={`${id}-h`} className="blk-thread__heading">
        {heading}
      </H>
      <ThreadList
        query={thread}
        texts={{
          loading: <Skeleton height="6rem" />,
          failed: t('translate.shared-meetings.thread.load-failed'),
          empty: t('translate.shared-meetings.thread.empty'),
        }}
        mutedClassName="mtg-muted"
        label={t('translate.shared-meetings.thread.list-label', { heading })}
        className="blk-thread__list mtg-thread__list"
        count={items.length + pending.length}
        scrollKey={`${items.length}/${pending.length}`}
      >
        {items.map((m) => (
          <li key={m.id} className={`mtg-msg${m.isOwn ? ' mtg-msg--own blk-thread__own' : ''}${m.isNew ? ' mtg-msg--new' : ''}`}>
            {m.isOwn ? null : <Avatar name={m.senderDisplayName} size={32} />}
            <div className="mtg-msg__bubble">
              <MessageBody
                who={m.isOwn ? t('translate.shared-meetings.thread.you') : m.senderDisplayName}
                sentAt={m.sentTime}
                time={fmt.stamp(m.sentTime)}
                mark={m.isNew ? <span className="mtg-msg__new">{t('translate.shared-meetings.thread.new')}</span> : null}
                text={m.messageBody}
              />
            </div>
          </li>
        ))}
        {pending.map((m) => (
          <li key={m.key} className="mtg-msg mtg-msg--own mtg-msg--pending" data-pending="message">
            <div className="mtg-msg__bubble">
              <MessageBody
                who={t('translate.shared-meetings.thread.you')}
                mark={<span className="mtg-msg__pending">{t('translate.shared-meetings.thread.pending')}</span>}
                text={m.body}
              />
            </div>
          </li>
        ))}
      </ThreadList>
      {canSend ? (
        <Composer
          composer={composer}
          className="mtg-composer"
          field={{
            label: t('translate.shared-meetings.thread.message'),
            labelHidden: true,
            placeholder: t('translate.shared-meetings.thread.placeholder'),
            disabled: closedReason !== undefined,
            hint: closedReason,
          }}
          maxLength={4000}
          errorInField
          sendLabel={t('translate.shared-meetings.thread.send')}
          sendDisabled={send.isPending || cooling || closedReason !== undefined}
        />
      ) : null}
    </section>
  );
}
