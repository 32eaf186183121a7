import { matchPath } from 'react-router';

export type NotificationRuleScreen = 'center' | 'create' | 'edit' | 'detail' | 'history';

// The notification rule routes (renderer/shell/route-table.ts), all one route tool, and the screen each shows. A
// static path comes before the pattern that would take it as an id (create is no rule's id).
const SCREENS: readonly (readonly [string, NotificationRuleScreen])[] = [
  ['notification-management-center', 'center'],
  ['notification-rules/create', 'create'],
  ['notification-rules/edit/:notificationId', 'edit'],
  ['notification-rules/view-history/:notificationId', 'history'],
  ['notification-rules/:notificationId', 'detail'],
];

/** The screen of a path such as `/en/notification-rules/edit/abc` (the language first); the management center else. */
export function screenOf(pathname: string): NotificationRuleScreen {
  const below = `/${pathname.split('/').filter(Boolean).slice(1).join('/')}`;
  return SCREENS.find(([path]) => matchPath({ path: `/${path}`, end: true }, below))?.[1] ?? 'center';
}
