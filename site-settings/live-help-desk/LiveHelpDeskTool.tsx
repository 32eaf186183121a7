// The help desk (docs/behaviour/live-help.md): staff (contenteditor or siteeditor) see every attendee's live-help
// conversation, the latest first, with the ones waiting for an answer marked; opening one shows its messages and
// lets them answer. Both follow the live event onLiveHelp, which staff streams hear. The route's gate asks for a
// sign-in; anyone else past it is sent to not found (site-settings/tool-page.tsx).
import { useEffect, useId, useState } from 'react';
import { useLiveHelpDesk } from '../../api-client/live-help';
import { useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { ContentEditorsOnly, ToolPage } from '../tool-page';
import { useRuleClock } from '../notification-rules/rule-time';
import { DeskThread } from './DeskThread';
import { liveHelpDeskStrings, type LiveHelpDeskT } from './strings';
import './live-help-desk.css';

export function LiveHelpDeskTool() {
  return (
    <ContentEditorsOnly>
      <LiveHelpDesk />
    </ContentEditorsOnly>
  );
}

function LiveHelpDesk() {
  const { t: translate } = useTranslation(liveHelpDeskStrings);
  const t = translate as LiveHelpDeskT;
  const listHeadingId = useId();
  const clock = useRuleClock();
  const desk = useLiveHelpDesk();
  const [selected, setSelected] = useState<string | null>(null);
  const items = desk.data?.items ?? [];
  const current = items.find((c) => c.conversationId === selected) ?? null;
  const nameOf = (name: string | null) => name ?? t('translate.site-settings.live-help.unnamed');

  // A conversation that left the list (it never does today) must not stay open with nothing to show.
  useEffect(() => {
    if (selected !== null && desk.data && !current) setSelected(null);
  }, [selected, desk.data, current]);

  return (
    <ToolPage title={t('translate.site-settings.live-help.title')} className="lh-desk">
      <p className="lh-muted">{t('translate.site-settings.live-help.intro')}</p>
      <div className="lh-columns">
        <section className="lh-list" aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId} className="lh-heading">
            {t('translate.site-settings.live-help.list.heading')}
          </h2>
          {desk.isPending ? (
            <p role="status" className="lh-muted">{t('translate.site-settings.live-help.loading')}</p>
          ) : desk.isError ? (
            <div className="lh-problem">
              <p role="alert">{t('translate.site-settings.live-help.load-error')}</p>
              <Button size="sm" onClick={() => void desk.refetch()}>
                {t('translate.site-settings.live-help.retry')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="lh-muted">{t('translate.site-settings.live-help.list.empty')}</p>
          ) : (
            <ul className="lh-conversations">
              {items.map((c) => (
                <li key={c.conversationId}>
                  <button
                    type="button"
                    className="lh-conversation"
                    aria-current={c.conversationId === selected ? 'true' : undefined}
                    data-conversation-id={c.conversationId}
                    onClick={() => setSelected(c.conversationId)}
                  >
                    <span className="lh-conversation__top">
                      <span className="lh-conversation__name">{nameOf(c.attendeeName)}</span>
                      <time dateTime={c.lastAt}>{clock.format(c.lastAt)}</time>
                    </span>
                    <span className="lh-conversation__last">{c.lastText}</span>
                    {c.unread ? <span className="lh-unread">{t('translate.site-settings.live-help.unread')}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {current ? (
          <DeskThread key={current.conversationId} t={t} conversationId={current.conversationId} name={nameOf(current.attendeeName)} />
        ) : (
          <p className="lh-muted lh-placeholder">{t('translate.site-settings.live-help.thread.none')}</p>
        )}
      </div>
    </ToolPage>
  );
}
