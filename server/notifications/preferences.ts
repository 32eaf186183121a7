// A user's notification choices (channels and categories) and their push devices. Only the choices they changed are
// stored; the rest are the defaults, so a change of default reaches everyone who never chose.
import {
  DEFAULT_NOTIFICATION_CATEGORIES, DEFAULT_NOTIFICATION_TYPES, NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES,
  type NotificationCategory, type NotificationTypeName,
} from '../../schemas/index.js';
import type { NotificationPreference, PushSubscriptionBody } from '../../schemas/api-types.js';
import type { Db } from '../store/db.js';

export async function readPreferences(db: Db, userId: string): Promise<NotificationPreference> {
  const [prefs, devices] = await Promise.all([
    db.query<{ types: Record<string, boolean>; categories: Record<string, boolean> }>(
      'SELECT types, categories FROM notification_preferences WHERE user_id = $1',
      [userId],
    ),
    db.query<{ endpoint: string; registered_at: Date; browser_name: string; os_name: string }>(
      'SELECT endpoint, registered_at, browser_name, os_name FROM push_subscriptions WHERE user_id = $1 ORDER BY registered_at, endpoint',
      [userId],
    ),
  ]);
  const types = { ...DEFAULT_NOTIFICATION_TYPES, ...prefs.rows[0]?.types };
  const categories = { ...DEFAULT_NOTIFICATION_CATEGORIES, ...prefs.rows[0]?.categories };
  return {
    notificationTypes: NOTIFICATION_TYPES.map((notificationType) => ({ notificationType, isSelected: types[notificationType] })),
    categories: NOTIFICATION_CATEGORIES.map((categoryName) => ({ categoryName, isSelected: categories[categoryName] })),
    devices: devices.rows.map((d) => ({
      endpoint: d.endpoint, registeredTime: new Date(d.registered_at).toISOString(), browserName: d.browser_name, osName: d.os_name,
    })),
  };
}

/** Sets one choice; the other stored choices stay as they are (jsonb || merges the one key in the database). */
export async function setPreference(
  db: Db, userId: string, field: 'types' | 'categories', name: NotificationTypeName | NotificationCategory, selected: boolean, at: Date,
): Promise<void> {
  const column = field === 'types' ? 'types' : 'categories';
  await db.query(
    `INSERT INTO notification_preferences (user_id, ${column}, updated_at) VALUES ($1, jsonb_build_object($2::text, $3::boolean), $4)
     ON CONFLICT (user_id) DO UPDATE SET ${column} = notification_preferences.${column} || EXCLUDED.${column}, updated_at = EXCLUDED.updated_at`,
    [userId, name, selected, at],
  );
}

/**
 * Registers a browser's push subscription for the user. The endpoint is the key: a browser that subscribes again
 * (or passes to another user on a shared device) replaces the earlier registration.
 */
export async function saveSubscription(db: Db, userId: string, body: PushSubscriptionBody, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, user_id, subscription, browser_name, os_name, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, subscription = EXCLUDED.subscription,
       browser_name = EXCLUDED.browser_name, os_name = EXCLUDED.os_name, registered_at = EXCLUDED.registered_at`,
    [body.subscription.endpoint, userId, body.subscription, body.browserName || 'Unknown browser', body.osName || 'Unknown system', at],
  );
}

/** Forgets one of the user's subscriptions; answers whether there was one (another user's endpoint is left alone). */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2 RETURNING endpoint', [endpoint, userId]);
  return rows.length > 0;
}
