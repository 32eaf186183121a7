// The live-help widget (docs/behaviour/live-help.md): a "Live help" button bottom-right of every page of a signed-in
// visitor while the settings name a help app, opening a panel with their private conversation with the help desk.
// A lazy chunk the shell loads only for signed-in visitors after hydration (app/main.tsx's LiveHelp slot), so it never
// enters the entry nor anonymous pages. The conversation follows the live event onLiveHelp (the desk's answer shows
// at once); an answer that comes while the panel is closed puts a dot on the button until the panel is opened.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSession, viewerKeyOrAnonymous } from '../../../api-client';
import { useLiveHelpThread, useMarkLiveHelpRead, usePostLiveHelpMessage } from '../../../api-client/live-help';
import { useMyCounts } from '../../../api-client/meetings';
import { useErrorText, useTranslation } from '../../../renderer';
import { CHAT_TEXT_MAX } from '../../../schemas';
import { Button, Icon, IconButton } from '../../../ui';
import { Composer, useComposer } from '../thread/Composer';
import { MessageList } from '../thread/ThreadList';
import { useHelpTime } from './use-help-time';
import { liveHelpNamespace, liveHelpStrings } from './strings';
import '../visually-hidden.css';
import './liveHelp.css';

/** The widget; the shell renders it where the button belongs (schemas' liveHelpShown, PageShell). */
export default function LiveHelp() {
  const id = useId();
  const { t } = useTranslation(liveHelpStrings, liveHelpNamespace);
  const errorText = useErrorText();
  const timeOf = useHelpTime();
  const session = useSession();
  const viewer = viewerKeyOrAnonymous(session.user);
  const [open, setOpen] = useState(false);
  // The conversation is read once the panel has been opened (then kept live by onLiveHelp); until then the dot comes
  // with the page's other counts (GET /me/counts), which the page polls anyway.
  const [opened, setOpened] = useState(false);
  const thread = useLiveHelpThread(viewer, opened);
  const counts = useMyCounts();
  const post = usePostLiveHelpMessage(viewer);
  const markRead = useMarkLiveHelpRead(viewer);
  const composer = useComposer({
    blank: t('translate.shared-liveHelp.blank'),
    blocked: post.isPending,
    send: (body) => post.mutate({ text: body }, { onSuccess: () => composer.setText(''), onError: (err) => composer.setError(errorText(err)) }),
  });
  const launcher = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const items = thread.data?.items ?? [];
  const unread = (opened ? thread.data?.unread : counts.data?.liveHelpUnread) === true;

  // Open and an answer waits: it is read now (the dot never shows while the panel is open).
  const marking = markRead.isPending;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (open && unread && !marking) mark(undefined);
  }, [open, unread, marking, mark]);

  const show = () => {
    setOpen(true);
    setOpened(true);
    requestAnimationFrame(() => field.current?.focus());
  };
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => launcher.current?.focus());
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    close();
  };

  const panelId = `${id}-panel`;
  const openLabel = t('translate.shared-liveHelp.open');
  return (
    <div className="live-help">
      {open ? (
        <section id={panelId} className="live-help__panel" role="dialog" aria-labelledby={`${id}-h`} onKeyDown={onKeyDown}>
          <header className="live-help__header">
            <h2 id={`${id}-h`} className="live-help__heading">{t('translate.shared-liveHelp.heading')}</h2>
            <IconButton label={t('translate.shared-liveHelp.close')} icon="close" onClick={close} />
          </header>
          <p className="live-help__intro">{t('translate.shared-liveHelp.intro')}</p>
          {/* A log: the desk's answers are announced as they arrive; the list mounts with the panel, so it opens
              at the newest message. */}
          <MessageList
            query={thread}
            texts={{
              loading: t('translate.shared-liveHelp.loading'),
              failed: t('translate.shared-liveHelp.load-failed'),
              empty: t('translate.shared-liveHelp.empty'),
            }}
            mutedClassName="live-help__muted"
            label={t('translate.shared-liveHelp.list-label')}
            className="live-help__list"
            log={{ itemsClassName: 'live-help__items' }}
            messages={items}
            time={timeOf}
            look={(m) => ({
              className: `live-help__msg${m.fromDesk ? ' live-help__msg--desk' : ''}`,
              who: m.fromDesk ? t('translate.shared-liveHelp.desk') : t('translate.shared-liveHelp.you'),
            })}
          />
          <Composer
            composer={composer}
            className="live-help__composer"
            errorClassName="live-help__error"
            field={{ label: t('translate.shared-liveHelp.message'), placeholder: t('translate.shared-liveHelp.placeholder') }}
            maxLength={CHAT_TEXT_MAX}
            counter={(count, max) => t('translate.shared-liveHelp.counter', { count, max })}
            sendLabel={post.isPending ? t('translate.shared-liveHelp.sending') : t('translate.shared-liveHelp.send')}
            sendDisabled={post.isPending}
            fieldRef={field}
          />
        </section>
      ) : null}
      <Button
        ref={launcher}
        className="live-help__launcher"
        variant="primary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : show())}
      >
        <Icon glyph="info" />
        {/* The name is the hidden copy; the shown one is left out of it, and out of sight on phones (liveHelp.css). */}
        <span className="live-help__label" aria-hidden="true">
          {openLabel}
        </span>
        <span className="blk-visually-hidden">{openLabel}</span>
        {unread && !open ? (
          <span className="live-help__dot" data-testid="live-help-unread">
            <span className="blk-visually-hidden">{t('translate.shared-liveHelp.unread')}</span>
          </span>
        ) : null}
      </Button>
    </div>
  );
}
