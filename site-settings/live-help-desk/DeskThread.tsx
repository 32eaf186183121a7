// One conversation on the help desk (docs/behaviour/live-help.md): its messages, read as soon as they show (the
// attendee's new question marks it unread again until then), and the answer form.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLiveHelpDeskThread, useMarkLiveHelpDeskRead, usePostLiveHelpAnswer } from '../../api-client/live-help';
import { useErrorText } from '../../renderer';
import { CHAT_TEXT_MAX } from '../../schemas';
import { Button, TextAreaField } from '../../ui';
import { useRuleClock } from '../notification-rules/rule-time';
import type { LiveHelpDeskT } from './strings';

export function DeskThread({ t, conversationId, name }: { t: LiveHelpDeskT; conversationId: string; name: string }) {
  const id = useId();
  const errorText = useErrorText();
  const clock = useRuleClock();
  const thread = useLiveHelpDeskThread(conversationId);
  const answer = usePostLiveHelpAnswer();
  const markRead = useMarkLiveHelpDeskRead();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const items = thread.data?.items ?? [];
  const unread = thread.data?.unread === true;

  const marking = markRead.isPending;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread && !marking) mark(conversationId);
  }, [unread, marking, mark, conversationId]);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [items.length]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body === '') {
      setError(t('translate.site-settings.live-help.blank'));
      return;
    }
    if (answer.isPending) return;
    setError(null);
    answer.mutate({ conversationId, text: body }, { onSuccess: () => setText(''), onError: (err) => setError(errorText(err)) });
  };

  return (
    <section className="lh-thread" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="lh-heading">
        {t('translate.site-settings.live-help.thread.heading', { name })}
      </h2>
      {thread.isPending ? (
        <p role="status" className="lh-muted">{t('translate.site-settings.live-help.loading')}</p>
      ) : thread.isError ? (
        <p role="alert">{t('translate.site-settings.live-help.load-error')}</p>
      ) : (
        <div ref={list} className="lh-messages" role="log" aria-label={t('translate.site-settings.live-help.thread.label', { name })} tabIndex={0}>
          <ol className="lh-items">
          {items.map((m) => (
            <li key={m.id} className={`lh-message${m.fromDesk ? ' lh-message--desk' : ''}`} data-message-id={m.id}>
              <p className="lh-message__meta">
                <span className="lh-message__who">{m.fromDesk ? `${t('translate.site-settings.live-help.desk')}${m.authorName ? ` (${m.authorName})` : ''}` : name}</span>
                <time dateTime={m.sentAt}>{clock.format(m.sentAt)}</time>
              </p>
              <p className="lh-message__text">{m.text}</p>
            </li>
          ))}
          </ol>
        </div>
      )}
      <form className="lh-answer" onSubmit={submit} noValidate>
        <TextAreaField
          label={t('translate.site-settings.live-help.answer')}
          rows={3}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <Button type="submit" variant="primary" disabled={answer.isPending}>
          {answer.isPending ? t('translate.site-settings.live-help.sending') : t('translate.site-settings.live-help.send')}
        </Button>
        {error ? <p className="lh-error" role="alert">{error}</p> : null}
      </form>
    </section>
  );
}
