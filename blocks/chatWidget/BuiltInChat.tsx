// The built-in chat of one room (server/chat; docs/behaviour/live-and-video.md, Chat): the room's latest messages,
// refreshed by the live event onChatRoom (a post anywhere, or an editor's hide, which takes the message off every
// open page), and a composer with the rotating placeholder. Anonymous visitors post with an anonymous chat token
// when the settings allow it and the widget does not require sign-in; otherwise they are asked to sign in.
// A refusal (the rate limit, chat turned off) shows its translated message and keeps the text in the composer.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError, useSession, viewerKeyOrAnonymous } from '../../api-client';
import { useAnonymousChatToken, useChatMessages, useHideChatMessage, usePostChatMessage } from '../../api-client/chat';
import { useErrorText, useEventTimeFormat, useTranslation } from '../../renderer';
import { CHAT_TEXT_MAX, type ChatMessage, type ChatWidgetProps } from '../../schemas';
import { Button, TextAreaField } from '../../ui';
import { SignInPrompt } from '../shared/SignInPrompt';
import type { WidgetChatSettings } from './chat-settings';
import { chatWidgetNamespace, chatWidgetStrings } from './strings';
import { useRotatingPlaceholder } from './use-placeholder';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const TOKEN_INVALID = 'translate.base.error.chat.token-invalid';

export function BuiltInChat({ componentId, roomId, props, settings, heading: headingText }: {
  componentId: string;
  roomId: string;
  props: ChatWidgetProps;
  settings: WidgetChatSettings;
  /** The room's heading when the widget's type does not name it (the studio player's community panel). */
  heading?: string;
}) {
  const id = useId();
  const { t } = useTranslation(chatWidgetStrings, chatWidgetNamespace);
  const errorText = useErrorText();
  const time = useEventTimeFormat(TIME);
  const session = useSession();
  const viewer = viewerKeyOrAnonymous(session.user);
  const mayPostAnonymously = !session.signedIn && settings.showAnonymously && props.requireAuthentication !== true;
  const canPost = session.signedIn || mayPostAnonymously;
  const messages = useChatMessages(roomId, viewer);
  const token = useAnonymousChatToken(mayPostAnonymously);
  const post = usePostChatMessage(viewer);
  const hide = useHideChatMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const placeholder = useRotatingPlaceholder(settings.chatPlaceholderKeys, settings.placeholderRotationIntervalMs, text !== '');
  const list = useRef<HTMLOListElement>(null);
  const items = messages.data?.items ?? [];
  const isQa = props.widgetType === 'qa';
  const heading = headingText ?? (isQa ? t('translate.chatWidget.heading.qa') : t('translate.chatWidget.heading'));

  // The newest message in view whenever the room grows.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [items.length]);

  const send = (body: string, anonymousToken: string | undefined, retried = false) => {
    post.mutate(
      { roomId, text: body, ...(anonymousToken ? { anonymousToken } : {}) },
      {
        onSuccess: () => setText(''),
        onError: (err) => {
          // The anonymous session ran out: a new token, and the message goes again once.
          if (!retried && isApiError(err) && err.code === TOKEN_INVALID) {
            void token.refetch().then((r) => (r.data ? send(body, r.data.value, true) : setError(errorText(err))));
            return;
          }
          setError(errorText(err));
        },
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body === '') {
      setError(t('translate.chatWidget.blank'));
      return;
    }
    if (post.isPending) return;
    setError(null);
    send(body, mayPostAnonymously ? token.data?.value : undefined);
  };

  const hideMessage = (m: ChatMessage) => {
    hide.mutate(m.id, {
      onSuccess: () => setNotice(t('translate.chatWidget.hidden')),
      onError: (err) => setNotice(errorText(err)),
    });
  };

  const authorOf = (m: ChatMessage) => (m.isOwn ? t('translate.chatWidget.you') : m.authorName ?? t('translate.chatWidget.anonymous'));

  return (
    <section className="blk-thread blk-chatWidget__room" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="blk-thread__heading">{heading}</h2>
      {messages.isPending ? (
        <p className="blk-chatWidget__muted" role="status">{t('translate.chatWidget.loading')}</p>
      ) : messages.isError ? (
        <p role="alert">{isApiError(messages.error) ? errorText(messages.error) : t('translate.chatWidget.load-failed')}</p>
      ) : items.length === 0 ? (
        <p className="blk-chatWidget__muted">{t('translate.chatWidget.empty')}</p>
      ) : (
        // Scrollable, so it takes focus for keyboard scrolling; new messages are not announced one by one.
        <ol ref={list} className="blk-thread__list blk-chatWidget__list" aria-label={t('translate.chatWidget.list-label')} tabIndex={0}>
          {items.map((m) => (
            <li key={m.id} className={`blk-chatWidget__msg${m.isOwn ? ' blk-chatWidget__msg--own blk-thread__own' : ''}`} data-message-id={m.id}>
              <p className="blk-thread__meta">
                <span className="blk-thread__who">{authorOf(m)}</span>
                <time dateTime={m.sentAt}>{time.format(m.sentAt)}</time>
              </p>
              <p className="blk-thread__text blk-chatWidget__text">{m.text}</p>
              {session.isContentEditor ? (
                <button
                  type="button"
                  className="blk-chatWidget__hide"
                  aria-label={t('translate.chatWidget.hide-label', { author: authorOf(m), text: m.text.slice(0, 80) })}
                  disabled={hide.isPending}
                  onClick={() => hideMessage(m)}
                >
                  {t('translate.chatWidget.hide')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p className="blk-visually-hidden" role="status">{notice}</p>
      {canPost ? (
        <form className="blk-chatWidget__composer" onSubmit={submit} noValidate>
          <TextAreaField
            label={t('translate.chatWidget.message')}
            labelHidden
            placeholder={placeholder}
            rows={2}
            maxLength={CHAT_TEXT_MAX}
            value={text}
            hint={text.length > CHAT_TEXT_MAX - 50 ? t('translate.chatWidget.counter', { count: text.length, max: CHAT_TEXT_MAX }) : undefined}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
          />
          <Button type="submit" variant="primary" disabled={post.isPending}>
            {post.isPending ? t('translate.chatWidget.sending') : t('translate.chatWidget.send')}
          </Button>
          {error ? <p className="blk-chatWidget__error" role="alert">{error}</p> : null}
        </form>
      ) : (
        <SignInPrompt componentId={componentId} className="blk-chatWidget__sign-in">
          {t('translate.chatWidget.sign-in-reason')}
        </SignInPrompt>
      )}
    </section>
  );
}
