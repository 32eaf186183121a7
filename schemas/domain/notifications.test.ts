// The notification enums have one owner (notifications.ts); the JSON Schemas that validate the API spell them too,
// and this keeps the two equal.
import { describe, expect, it } from 'vitest';
import rule from '../entities/notification-rule.schema.json';
import preference from '../api/notification-preference.schema.json';
import preferenceBody from '../api/notification-preference-body.schema.json';
import params from '../api/notification-params.schema.json';
import { CHECK_IN_STATES, NOTIFICATION_CATEGORIES, NOTIFICATION_TYPE, NOTIFICATION_TYPES, RULE_STATUS, RULE_STATUSES } from './notifications';

describe('notification enums', () => {
  it('match the JSON Schemas', () => {
    expect(rule.properties.notificationTypes.items.enum).toEqual(NOTIFICATION_TYPES.map((t) => NOTIFICATION_TYPE[t]));
    expect(rule.properties.categories.items.enum).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(rule.properties.status.enum).toEqual(RULE_STATUSES.map((s) => RULE_STATUS[s]));
    expect(rule.properties.isAttendeeCheckedIn.enum).toEqual([...CHECK_IN_STATES, null]);
    expect(preference.properties.notificationTypes.items.properties.notificationType.enum).toEqual([...NOTIFICATION_TYPES]);
    expect(preference.properties.categories.items.properties.categoryName.enum).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(preferenceBody.definitions.category.properties.CategoryName.enum).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(preferenceBody.definitions.type.properties.NotificationType.enum).toEqual([0, 1, 2, ...NOTIFICATION_TYPES]);
    expect(params.definitions.status.properties.status.enum).toEqual([...RULE_STATUSES, '0', '1', '2']);
  });
});
