// The /api/pushnotification and /api/PushSubscription routes (docs/contracts.md "Notifications"). Rules are for site
// editors; the inbox, choices and devices are the signed-in viewer's own and every query names them.
import { RULE_STATUS, RULE_STATUSES, type NotificationTypeName } from '../../schemas/index.js';
import type {
  NotificationAttendeeTypes, NotificationCategoryPreferenceBody, NotificationHistory, NotificationIdParams,
  NotificationInbox, NotificationPreference, NotificationRuleAnswer, NotificationRuleBody, NotificationRuleList,
  NotificationStatusParams, NotificationSuccess, NotificationTypePreferenceBody, NotificationUnreadCount, PushPublicKey,
  PushSubscriptionBody, PushSubscriptionRemoveBody,
} from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, type RouteContext } from '../http/context.js';
import { eventNow } from '../http/event-clock.js';
import { signedInViewer } from '../http/viewer.js';
import { routeWith, type RouteDefinition } from '../routes/types.js';
import { markAllRead, markRead, readInbox, unreadCount } from './inbox.js';
import { readPreferences, removeSubscription, saveSubscription, setPreference } from './preferences.js';
import { serverVapidKeys } from './push-delivery.js';
import { checkPushEndpoint } from './push-endpoint.js';
import { createRule, deleteRule, editRule, listRules, readRule, ruleHistory, setRuleStatus, type RuleAuthor } from './rules.js';

const params = (name: string) => ref('notification-params', name);
const ruleRoute = routeWith('siteeditor', async (ctx, req): Promise<RuleAuthor> => ({ name: editorOf(req).name, at: ctx.now() }));
const viewerRoute = routeWith('authenticated', async (_ctx, req) => signedInViewer(req).userId);
const publicRoute = routeWith('public', async () => null);


const STATUS_NAMES: Readonly<Record<string, 0 | 1 | 2>> = {
  ...RULE_STATUS, ...Object.fromEntries(RULE_STATUSES.map((_, n) => [String(n), n as 0 | 1 | 2])),
};
const TYPE_NAMES = ['Push', 'Toast', 'Inbox'] as const satisfies readonly NotificationTypeName[];

/** A deployed rule whose first send is already due goes out now, not at the next look. */
async function sendDueNow(ctx: RouteContext): Promise<void> {
  await ctx.notificationScheduler?.tick().catch(() => undefined);
}

async function attendeeTypes(ctx: RouteContext): Promise<NotificationAttendeeTypes> {
  const { rows } = await ctx.db.query<{ logical: string; display: string | null }>(
    `SELECT participation AS logical, min(doc->'participationType'->>'displayValue') AS display
       FROM attendees WHERE participation IS NOT NULL GROUP BY participation ORDER BY participation`,
  );
  return { attendeeTypes: rows.map((r) => ({ logicalValue: r.logical, displayValue: r.display ?? r.logical })) };
}

const ruleRoutes: readonly RouteDefinition[] = [
  ruleRoute<{ Reply: NotificationAttendeeTypes }>('GET', '/pushnotification/attendee-types', 'notification-attendee-types', {}, (_a, _r, ctx) =>
    attendeeTypes(ctx)),
  ruleRoute<{ Reply: NotificationRuleList }>('GET', '/pushnotification/rules', 'notification-rule-list', {}, (_a, _r, ctx) => listRules(ctx.db)),
  ruleRoute<{ Body: NotificationRuleBody; Reply: NotificationRuleAnswer }>(
    'POST', '/pushnotification/rules', 'notification-rule-answer', { body: ref('notification-rule-body') },
    (author, req, ctx) => createRule(ctx.db, req.body, author),
  ),
  ruleRoute<{ Body: NotificationRuleBody; Reply: NotificationRuleAnswer }>(
    'PUT', '/pushnotification/rules', 'notification-rule-answer', { body: ref('notification-rule-body') },
    (author, req, ctx) => editRule(ctx.db, req.body, author),
  ),
  ruleRoute<{ Params: NotificationIdParams; Reply: NotificationRuleAnswer }>(
    'GET', '/pushnotification/rules/:id', 'notification-rule-answer', { params: params('id') }, (_a, req, ctx) => readRule(ctx.db, req.params.id),
  ),
  ruleRoute<{ Params: NotificationIdParams; Reply: NotificationSuccess }>(
    'DELETE', '/pushnotification/rules/:id', 'notification-success', { params: params('id') }, async (author, req, ctx) => {
      await deleteRule(ctx.db, req.params.id, author);
      return { success: true };
    },
  ),
  ruleRoute<{ Params: NotificationStatusParams; Reply: NotificationRuleAnswer }>(
    'POST', '/pushnotification/rules/:id/:status', 'notification-rule-answer', { params: params('status') }, async (author, req, ctx) => {
      const answer = await setRuleStatus(ctx.db, req.params.id, STATUS_NAMES[req.params.status] ?? 0, author);
      if (answer.notificationRuleDto.isEnabled) await sendDueNow(ctx);
      return answer.notificationRuleDto.isEnabled ? readRule(ctx.db, req.params.id) : answer;
    },
  ),
  ruleRoute<{ Params: NotificationIdParams; Reply: NotificationHistory }>(
    'GET', '/pushnotification/rules/:id/history', 'notification-history', { params: params('id') }, (_a, req, ctx) => ruleHistory(ctx.db, req.params.id),
  ),
];

const attendeeRoutes: readonly RouteDefinition[] = [
  viewerRoute<{ Reply: NotificationPreference }>('GET', '/pushnotification/preference', 'notification-preference', {}, (userId, _r, ctx) =>
    readPreferences(ctx.db, userId)),
  viewerRoute<{ Body: NotificationTypePreferenceBody; Reply: NotificationSuccess }>(
    'POST', '/pushnotification/preference/notification-type', 'notification-success', { body: ref('notification-preference-body', 'type') },
    async (userId, req, ctx) => {
      const type = req.body.NotificationType;
      const name = typeof type === 'number' ? TYPE_NAMES[type] : type;
      await setPreference(ctx.db, userId, 'types', name, req.body.IsSelected, ctx.now());
      return { success: true };
    },
  ),
  viewerRoute<{ Body: NotificationCategoryPreferenceBody; Reply: NotificationSuccess }>(
    'POST', '/pushnotification/preference/category', 'notification-success', { body: ref('notification-preference-body', 'category') },
    async (userId, req, ctx) => {
      await setPreference(ctx.db, userId, 'categories', req.body.CategoryName, req.body.IsSelected, ctx.now());
      return { success: true };
    },
  ),
  viewerRoute<{ Reply: NotificationInbox }>('GET', '/pushnotification/inbox', 'notification-inbox', {}, (userId, _r, ctx) => readInbox(ctx.db, userId)),
  viewerRoute<{ Reply: NotificationUnreadCount }>('GET', '/pushnotification/unreadCount', 'notification-unread-count', {}, async (userId, _r, ctx) => ({
    unreadCount: await unreadCount(ctx.db, userId),
  })),
  viewerRoute<{ Reply: NotificationSuccess }>('POST', '/pushnotification/readAll', 'notification-success', {}, async (userId, req, ctx) => {
    const changed = await markAllRead(ctx.db, userId, await eventNow(ctx, req));
    return { success: true, changed, unreadCount: 0 };
  }),
  viewerRoute<{ Params: NotificationIdParams; Reply: NotificationSuccess }>(
    'POST', '/pushnotification/:id/read', 'notification-success', { params: params('id') }, async (userId, req, ctx) => ({
      success: true, unreadCount: await markRead(ctx.db, userId, req.params.id, await eventNow(ctx, req)),
    }),
  ),
  viewerRoute<{ Body: PushSubscriptionBody; Reply: NotificationSuccess }>(
    'POST', '/PushSubscription', 'notification-success', { body: ref('push-subscription-body') }, async (userId, req, ctx) => {
      checkPushEndpoint(req.body.subscription.endpoint, ctx.config.pushAllowedHosts);
      await saveSubscription(ctx.db, userId, req.body, ctx.now());
      return { success: true };
    },
  ),
  viewerRoute<{ Body: PushSubscriptionRemoveBody; Reply: NotificationSuccess }>(
    'POST', '/PushSubscription/remove', 'notification-success', { body: ref('push-subscription-remove-body') }, async (userId, req, ctx) => {
      const removed = await removeSubscription(ctx.db, userId, req.body.endpoint);
      return { success: removed, changed: removed ? 1 : 0 };
    },
  ),
];

/** Anyone may ask: the browser needs the server's VAPID public key to subscribe (applicationServerKey), before sign-in too. */
const pushKeyRoutes: readonly RouteDefinition[] = [
  publicRoute<{ Reply: PushPublicKey }>('GET', '/PushSubscription/public-key', 'push-public-key', {}, async (_n, _r, ctx) => ({
    publicKey: (await serverVapidKeys(ctx.config, ctx.db)).publicKey,
  })),
];

export const notificationRoutes: readonly RouteDefinition[] = [...ruleRoutes, ...attendeeRoutes, ...pushKeyRoutes];
