// The built-in chat of one room (server/chat; docs/behaviour/live-and-video.md, Chat): the room's latest messages,
// refreshed by the live event onChatRoom (a post anywhere, or an editor's hide, which takes the message off every
// open page), and a composer with the rotating placeholder. Anonymous visitors post with an anonymous chat token
// when the settings allow it and the widget does not require sign-in; otherwise they are asked to sign in.
// A refusal (the rate limit, chat turned off) shows its translated message and keeps the text in the composer.
import { useId, useState } from 'react';
import { isApiError, useSession, viewerKeyOrAnonymous } from '../../api-client';
import { useAnonymousChatToken, useChatMessages, useHideChatMessage, usePostChatMessage } from '../../api-client/chat';
import { useErrorText, useEventTimeFormat, useTranslation } from '../../renderer';
import { CHAT_TEXT_MAX } from '../../schemas';
import type { ChatMessage, ChatWidgetProps } from '../../schemas/api-types';
import { SignInPrompt } from '../shared/SignInPrompt';
import { Composer, useComposer } from '../shared/thread/Composer';
import { MessageList } from '../shared/thread/ThreadList';
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
  const [notice, setNotice] = useState('');
  const composer = useComposer({
    blank: t('translate.chatWidget.blank'),
    blocked: post.isPending,
    send: (body) => send(body, mayPostAnonymously ? token.data?.value : undefined),
  });
  const placeholder = useRotatingPlaceholder(settings.chatPlaceholderKeys, settings.placeholderRotationIntervalMs, composer.text !== '');
  const items = messages.data?.items ?? [];
  const isQa = props.widgetType === 'qa';
  const heading = headingText ?? (isQa ? t('translate.chatWidget.heading.qa') : t('translate.chatWidget.heading'));

  function send(body: string, anonymousToken: string | undefined, retried = false) {
    post.mutate(
      { roomId, text: body, ...(anonymousToken ? { anonymousToken } : {}) },
      {
        onSuccess: () => composer.setText(''),
        onError: (err) => {
          // The anonymous session ran out: a new token, and the message goes again once.
          if (!retried && isApiError(err) && err.code === TOKEN_INVALID) {
            void token.refetch().then((r) => (r.data ? send(body, r.data.value, true) : composer.setError(errorText(err))));
            return;
          }
          composer.setError(errorText(err));
        },
      },
    );
  }

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
      {/* Scrollable, so it takes focus for keyboard scrolling; new messages are not announced one by one. */}
      <MessageList
        query={messages}
        texts={{
          loading: t('translate.chatWidget.loading'),
          failed: isApiError(messages.error) ? errorText(messages.error) : t('translate.chatWidget.load-failed'),
          empty: t('translate.chatWidget.empty'),
        }}
        mutedClassName="blk-chatWidget__muted"
        label={t('translate.chatWidget.list-label')}
        className="blk-thread__list blk-chatWidget__list"
        messages={items}
        time={(instant) => time.format(instant)}
        look={(m) => ({ className: `blk-chatWidget__msg${m.isOwn ? ' blk-chatWidget__msg--own blk-thread__own' : ''}`, who: authorOf(m) })}
        textClassName="blk-chatWidget__text"
        actions={(m) =>
          session.isContentEditor ? (
            <button
              type="button"
              className="blk-chatWidget__hide"
              aria-label={t('translate.chatWidget.hide-label', { author: authorOf(m), text: m.text.slice(0, 80) })}
              disabled={hide.isPending}
              onClick={() => hideMessage(m)}
            >
              {t('translate.chatWidget.hide')}
            </button>
          ) : null
        }
      />
      <p className="blk-visually-hidden" role="status">{notice}</p>
      {canPost ? (
        <Composer
          composer={composer}
          className="blk-chatWidget__composer"
          errorClassName="blk-chatWidget__error"
          field={{ label: t('translate.chatWidget.message'), labelHidden: true, placeholder }}
          maxLength={CHAT_TEXT_MAX}
          counter={(count, max) => t('translate.chatWidget.counter', { count, max })}
          sendLabel={post.isPending ? t('translate.chatWidget.sending') : t('translate.chatWidget.send')}
          sendDisabled={post.isPending}
        />
      ) : (
        <SignInPrompt componentId={componentId} className="blk-chatWidget__sign-in">
          {t('translate.chatWidget.sign-in-reason')}
        </SignInPrompt>
      )}
    </section>
  );
}
