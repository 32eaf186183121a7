// The live-help widget (docs/behaviour/live-help.md): a "Live help" button bottom-right of every page of a signed-in
// visitor while the settings name a help app, opening a panel with their private conversation with the help desk.
// A lazy chunk the shell loads only for signed-in visitors after hydration (app/main.tsx's LiveHelp slot), so it never
// enters the entry nor anonymous pages. The conversation follows the live event onLiveHelp (the desk's answer shows
// at once); an answer that comes while the panel is closed puts a dot on the button until the panel is opened.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useSession, viewerKeyOrAnonymous } from '../../../api-client';
import { useLiveHelpThread, useMarkLiveHelpRead, usePostLiveHelpMessage } from '../../../api-client/live-help';
import { useEditMode, useErrorText, useShell, useTranslation } from '../../../renderer';
import { CHAT_TEXT_MAX } from '../../../schemas';
import { Button, Icon, IconButton, TextAreaField } from '../../../ui';
import { liveHelpShown } from './live-help-rules';
import { useHelpTime } from './use-help-time';
import { liveHelpNamespace, liveHelpStrings } from './strings';
import '../visually-hidden.css';
import './liveHelp.css';

interface HelpSettings {
  liveHelpAppId?: unknown;
  chatOnlyRoutes?: string[];
}

export default function LiveHelp() {
  const shell = useShell();
  const { pathname } = useLocation();
  const { editMode, metaEdit } = useEditMode();
  const settings = shell.settings as HelpSettings | undefined;
  const shown = liveHelpShown({
    liveHelpAppId: settings?.liveHelpAppId, signedIn: shell.signedIn, editing: editMode || metaEdit, pathname,
    language: shell.language, chatOnlyRoutes: settings?.chatOnlyRoutes,
  });
  return shown ? <LiveHelpWidget /> : null;
}

function LiveHelpWidget() {
  const id = useId();
  const { t } = useTranslation(liveHelpStrings, liveHelpNamespace);
  const errorText = useErrorText();
  const timeOf = useHelpTime();
  const session = useSession();
  const viewer = viewerKeyOrAnonymous(session.user);
  const thread = useLiveHelpThread(viewer);
  const post = usePostLiveHelpMessage(viewer);
  const markRead = useMarkLiveHelpRead(viewer);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const items = thread.data?.items ?? [];
  const unread = thread.data?.unread === true;

  // Open and an answer waits: it is read now (the dot never shows while the panel is open).
  const marking = markRead.isPending;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (open && unread && !marking) mark(undefined);
  }, [open, unread, marking, mark]);

  // The newest message in view whenever the conversation grows or the panel opens.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [items.length, open]);

  const show = () => {
    setOpen(true);
    requestAnimationFrame(() => field.current?.querySelector('textarea')?.focus());
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body === '') {
      setError(t('translate.shared-liveHelp.blank'));
      return;
    }
    if (post.isPending) return;
    setError(null);
    post.mutate({ text: body }, { onSuccess: () => setText(''), onError: (err) => setError(errorText(err)) });
  };

  const panelId = `${id}-panel`;
  return (
    <div className="live-help">
      {open ? (
        <section id={panelId} className="live-help__panel" role="dialog" aria-labelledby={`${id}-h`} onKeyDown={onKeyDown}>
          <header className="live-help__header">
            <h2 id={`${id}-h`} className="live-help__heading">{t('translate.shared-liveHelp.heading')}</h2>
            <IconButton label={t('translate.shared-liveHelp.close')} icon="close" onClick={close} />
          </header>
          <p className="live-help__intro">{t('translate.shared-liveHelp.intro')}</p>
          {thread.isPending ? (
            <p className="live-help__muted" role="status">{t('translate.shared-liveHelp.loading')}</p>
          ) : thread.isError ? (
            <p role="alert">{t('translate.shared-liveHelp.load-failed')}</p>
          ) : items.length === 0 ? (
            <p className="live-help__muted">{t('translate.shared-liveHelp.empty')}</p>
          ) : (
            // A log: the desk's answers are announced as they arrive; scrollable, so it takes focus for the keyboard.
            <div ref={list} className="live-help__list" role="log" aria-label={t('translate.shared-liveHelp.list-label')} tabIndex={0}>
              <ol className="live-help__items">
              {items.map((m) => (
                <li key={m.id} className={`live-help__msg${m.fromDesk ? ' live-help__msg--desk' : ''}`} data-message-id={m.id}>
                  <p className="live-help__meta">
                    <span className="live-help__who">{m.fromDesk ? t('translate.shared-liveHelp.desk') : t('translate.shared-liveHelp.you')}</span>
                    <time dateTime={m.sentAt}>{timeOf(m.sentAt)}</time>
                  </p>
                  <p className="live-help__text">{m.text}</p>
                </li>
              ))}
              </ol>
            </div>
          )}
          <form className="live-help__composer" onSubmit={submit} noValidate>
            <div ref={field}>
              <TextAreaField
                label={t('translate.shared-liveHelp.message')}
                placeholder={t('translate.shared-liveHelp.placeholder')}
                rows={2}
                maxLength={CHAT_TEXT_MAX}
                value={text}
                hint={text.length > CHAT_TEXT_MAX - 50 ? t('translate.shared-liveHelp.counter', { count: text.length, max: CHAT_TEXT_MAX }) : undefined}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) submit(e);
                }}
              />
            </div>
            <Button type="submit" variant="primary" disabled={post.isPending}>
              {post.isPending ? t('translate.shared-liveHelp.sending') : t('translate.shared-liveHelp.send')}
            </Button>
            {error ? <p className="live-help__error" role="alert">{error}</p> : null}
          </form>
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
        <span>{t('translate.shared-liveHelp.open')}</span>
        {unread && !open ? (
          <span className="live-help__dot" data-testid="live-help-unread">
            <span className="blk-visually-hidden">{t('translate.shared-liveHelp.unread')}</span>
          </span>
        ) : null}
      </Button>
    </div>
  );
}
