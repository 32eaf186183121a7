// The panel's notifications tab (docs/behaviour/notifications.md: "The My Event panel has an inbox view and a settings view,
// toggled by a gear or cross button"): the notification inbox, then the new meeting invitations and unread messages
// (GET /api/me/counts) and the newest message threads (GET /api/inbox); or the notification choices and the panel's
// settings.
import { useState } from 'react';
import { RouterLink, useStoredState, useTranslation } from '../../../renderer';
import { IconButton, Skeleton, Switch } from '../../../ui';
import { useInbox, useNotificationViewer } from './api';
import { NotificationInbox } from './NotificationInbox';
import { NotificationPreferences } from './NotificationPreferences';
import { usePanelContext } from './panel-context';
import { CLOSED_KEY } from './panel-rules';
import { myEventPanelNamespace, myEventPanelStrings } from './strings';

export interface PanelCounts {
  newInvites: number;
  unreadMessages: number;
}

/** How many inbox messages the panel lists (the inbox page has them all). */
const NEWEST = 5;

export function NotificationsTab({ counts }: { counts: PanelCounts | undefined }) {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const [view, setView] = useState<'inbox' | 'settings'>('inbox');
  return (
    <div className="my-event__tab">
      <div className="my-event__tab-head">
        <h3 className="my-event__subheading">
          {t(view === 'inbox' ? 'translate.shared-myEventPanel.notifications.heading' : 'translate.shared-myEventPanel.notifications.settings-heading')}
        </h3>
        {view === 'inbox' ? (
          <IconButton label={t('translate.shared-myEventPanel.notifications.open-settings')} icon={<GearIcon />} onClick={() => setView('settings')} />
        ) : (
          <IconButton label={t('translate.shared-myEventPanel.notifications.back')} icon="close" onClick={() => setView('inbox')} />
        )}
      </div>
      {view === 'inbox' ? <Inbox counts={counts} /> : <PanelSettings />}
    </div>
  );
}

/** A sentence with its count in bold: the number where the translation put it (plain text if it has none). */
function CountText({ text, count }: { text: string; count: number }) {
  const number = String(count);
  const at = text.indexOf(number);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{number}</strong>
      {text.slice(at + number.length)}
    </>
  );
}

function Inbox({ counts }: { counts: PanelCounts | undefined }) {
  const { language, times } = usePanelContext();
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const viewer = useNotificationViewer();
  const invites = counts?.newInvites ?? 0;
  const unread = counts?.unreadMessages ?? 0;
  const inbox = useInbox({ isNew: true });
  const threads = (inbox.data?.threads ?? []).slice(0, NEWEST);
  return (
    <>
      {viewer ? <NotificationInbox viewer={viewer} /> : null}
      <ul className="my-event__counts">
        <li>
          <RouterLink to={`/${language}/meetings`}>
            <CountText text={t('translate.shared-myEventPanel.notifications.invitations', { count: invites })} count={invites} />
          </RouterLink>
        </li>
        <li>
          <RouterLink to={`/${language}/user/inbox?isNew=true`}>
            <CountText text={t('translate.shared-myEventPanel.notifications.unread', { count: unread })} count={unread} />
          </RouterLink>
        </li>
      </ul>
      {inbox.isPending ? <Skeleton height="4rem" /> : null}
      {threads.length > 0 ? (
        <ol className="my-event__inbox">
          {threads.map((thread) => (
            <li key={thread.meetingId} className="ui-frame my-event__message">
              <RouterLink to={`/${language}/meetings/${encodeURIComponent(thread.meetingId)}`} className="my-event__message-link">
                <span className="my-event__message-from">{times.list(thread.others.map((o) => o.displayName)) || thread.subject}</span>
                <span className="my-event__message-subject">{thread.subject}</span>
                {thread.lastMessage ? <span className="my-event__message-body">{thread.lastMessage.messageBody}</span> : null}
              </RouterLink>
            </li>
          ))}
        </ol>
      ) : inbox.isPending ? null : (
        <p className="my-event__muted">{t('translate.shared-myEventPanel.notifications.no-messages')}</p>
      )}
      <RouterLink className="my-event__more" to={`/${language}/user/inbox`}>
        {t('translate.shared-myEventPanel.notifications.open-inbox')}
      </RouterLink>
    </>
  );
}

function PanelSettings() {
  const { t } = useTranslation(myEventPanelStrings, myEventPanelNamespace);
  const viewer = useNotificationViewer();
  const [closed, setClosed] = useStoredState<boolean>(CLOSED_KEY, false);
  return (
    <>
      {viewer ? <NotificationPreferences viewer={viewer} /> : null}
      <Switch
        label={t('translate.shared-myEventPanel.settings.open-by-itself')}
        checked={!closed}
        onChange={(e) => setClosed(!e.currentTarget.checked)}
      />
      <p className="my-event__muted">{t('translate.shared-myEventPanel.settings.open-by-itself-note')}</p>
    </>
  );
}

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.2 1.6 2 3.5 2.5-1a7.3 7.3 0 0 0 1.7 1L11 21h4l.4-2.9a7.3 7.3 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
        transform="translate(-1 0)"
      />
    </svg>
  );
}
