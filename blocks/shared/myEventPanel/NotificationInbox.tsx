// The notification inbox of the My Event panel: what the site's editors sent the visitor, newest first, with the
// unread count and mark all read. Opening an item (its link, or its "Mark as read" button when it has none) marks it
// read; both marks are optimistic and come back with a toast when the server refuses them. While this device could
// get push notifications but does not, a prompt above the list offers to turn them on.
import { RouterLink, showToast, useNow, useTranslation } from '../../../renderer';
import type { InboxNotification } from '../../../schemas/api-types';
import { Button, Skeleton } from '../../../ui';
import { useMarkNotificationsRead, useNotificationInbox, useUnreadNotificationCount } from './api';
import { usePanelContext } from './panel-context';
import { usePanelPush } from './use-push';
import { sentWhen } from './relative-time';
import { myEventPanelNamespace, myEventPanelStrings } from './strings';

/** How many notifications the panel lists (the server keeps the latest 100). */
const SHOWN = 20;

export function NotificationInbox({ viewer }: { viewer: string }) {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const inbox = useNotificationInbox(viewer);
  const unread = useUnreadNotificationCount(viewer);
  const now = new Date(useNow(60_000));
  const mark = useMarkNotificationsRead(viewer, () => showToast(t('translate.shared-myEventPanel.inbox.mark-failed'), 'error'), () => now);
  const items = (inbox.data?.notifications ?? []).slice(0, SHOWN);
  return (
    <section className="my-event__notifications" aria-labelledby="my-event-inbox-heading">
      <div className="my-event__tab-head">
        <h4 id="my-event-inbox-heading" className="my-event__subheading">
          {t('translate.shared-myEventPanel.inbox.heading')}
        </h4>
        <Button size="sm" variant="ghost" disabled={unread === 0 || mark.isPending} onClick={() => mark.mutate(null)}>
          {t('translate.shared-myEventPanel.inbox.mark-all')}
        </Button>
      </div>
      <PushPrompt />
      <p className="my-event__muted" aria-live="polite">
        {t('translate.shared-myEventPanel.inbox.unread', { count: unread })}
      </p>
      {inbox.isPending ? <Skeleton height="4rem" /> : null}
      {inbox.isError ? (
        <p className="my-event__muted">
          {t('translate.shared-myEventPanel.inbox.load-failed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void inbox.refetch()}>
            {t('translate.shared-myEventPanel.inbox.reload')}
          </Button>
        </p>
      ) : null}
      {inbox.isSuccess && items.length === 0 ? <p className="my-event__muted">{t('translate.shared-myEventPanel.inbox.empty')}</p> : null}
      {items.length > 0 ? (
        <ol className="my-event__inbox">
          {items.map((item) => (
            <NotificationItem key={item.notificationId} item={item} now={now} onRead={() => mark.mutate(item.notificationId)} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function PushPrompt() {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const push = usePanelPush();
  if (!push.usable || !push.known || push.subscribed) return null;
  return (
    <p className="my-event__push-prompt">
      <span>{t('translate.shared-myEventPanel.inbox.not-subscribed')}</span>
      <Button size="sm" variant="primary" disabled={push.busy} onClick={push.turnOn}>
        {t('translate.shared-myEventPanel.inbox.turn-on')}
      </Button>
    </p>
  );
}

function NotificationItem({ item, now, onRead }: { item: InboxNotification; now: Date; onRead: () => void }) {
  const { language, times } = usePanelContext();
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const unread = item.readTime === null;
  const readOnClick = () => {
    if (unread) onRead();
  };
  const link = item.action1Link;
  const title = (
    <span className="my-event__message-title">
      {unread ? <span className="my-event__unread-dot" aria-label={t('translate.shared-myEventPanel.inbox.unread-label')} role="img" /> : null}
      <span className="my-event__message-from">{item.title}</span>
    </span>
  );
  return (
    <li className={`ui-frame my-event__message${unread ? ' my-event__message--unread' : ''}`}>
      {link && link.startsWith('/') ? (
        <RouterLink to={link} className="my-event__message-link" onClick={readOnClick}>
          {title}
        </RouterLink>
      ) : link ? (
        <a href={link} className="my-event__message-link" target="_blank" rel="noopener noreferrer" onClick={readOnClick}>
          {title}
        </a>
      ) : (
        <span className="my-event__message-link">{title}</span>
      )}
      <span className="my-event__message-body">{item.description}</span>
      <span className="my-event__message-meta">
        <time dateTime={item.sentTime}>{sentWhen(item.sentTime, now, language, times.zone)}</time>
        {unread && !link ? (
          <Button size="sm" variant="ghost" onClick={onRead}>
            {t('translate.shared-myEventPanel.inbox.mark-read')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
