// One conversation on the help desk (docs/behaviour/live-help.md): its messages, read as soon as they show (the
// attendee's new question marks it unread again until then), and the answer form.
import { useEffect, useId } from 'react';
import { useLiveHelpDeskThread, useMarkLiveHelpDeskRead, usePostLiveHelpAnswer } from '../../api-client/live-help';
import { Composer, useComposer } from '../../blocks/shared/thread/Composer';
import { MessageList } from '../../blocks/shared/thread/ThreadList';
import { useErrorText } from '../../renderer';
import { CHAT_TEXT_MAX } from '../../schemas';
import { useRuleClock } from '../notification-rules/rule-time';
import type { LiveHelpDeskT } from './strings';

export function DeskThread({ t, conversationId, name }: { t: LiveHelpDeskT; conversationId: string; name: string }) {
  const id = useId();
  const errorText = useErrorText();
  const clock = useRuleClock();
  const thread = useLiveHelpDeskThread(conversationId);
  const answer = usePostLiveHelpAnswer();
  const markRead = useMarkLiveHelpDeskRead();
  const composer = useComposer({
    blank: t('translate.site-settings.live-help.blank'),
    blocked: answer.isPending,
    send: (body) => answer.mutate({ conversationId, text: body }, { onSuccess: () => composer.setText(''), onError: (err) => composer.setError(errorText(err)) }),
  });
  const items = thread.data?.items ?? [];
  const unread = thread.data?.unread === true;

  const marking = markRead.isPending;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread && !marking) mark(conversationId);
  }, [unread, marking, mark, conversationId]);

  const desk = t('translate.site-settings.live-help.desk');
  return (
    <section className="lh-thread" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="lh-heading">
        {t('translate.site-settings.live-help.thread.heading', { name })}
      </h2>
      <MessageList
        query={thread}
        texts={{ loading: t('translate.site-settings.live-help.loading'), failed: t('translate.site-settings.live-help.load-error') }}
        mutedClassName="lh-muted"
        label={t('translate.site-settings.live-help.thread.label', { name })}
        className="lh-messages"
        log={{ itemsClassName: 'lh-items' }}
        messages={items}
        time={(instant) => clock.format(instant)}
        look={(m) => ({
          className: `lh-message${m.fromDesk ? ' lh-message--desk' : ''}`,
          who: m.fromDesk ? `${desk}${m.authorName ? ` (${m.authorName})` : ''}` : name,
        })}
      />
      <Composer
        composer={composer}
        className="lh-answer"
        errorClassName="lh-error"
        field={{ label: t('translate.site-settings.live-help.answer'), rows: 3 }}
        maxLength={CHAT_TEXT_MAX}
        sendLabel={answer.isPending ? t('translate.site-settings.live-help.sending') : t('translate.site-settings.live-help.send')}
        sendDisabled={answer.isPending}
      />
    </section>
  );
}
