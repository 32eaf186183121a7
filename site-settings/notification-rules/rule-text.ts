// The words of a rule's numbers and names (docs/behaviour/notifications.md, Enumerations), in the viewer's language.
import type { NotificationCategory } from '../../schemas';
import type { NotificationRule } from '../../schemas/api-types';
import type { RuleT } from './strings';

type Status = NonNullable<NotificationRule['status']>;
type TypeNumber = NotificationRule['notificationTypes'][number];
type SubType = NotificationRule['notificationSubType'];
type CheckIn = NonNullable<NotificationRule['isAttendeeCheckedIn']>;

export const statusText = (t: RuleT, status: Status | undefined) => t(`translate.site-settings.notification-rules.status.${status ?? 0}`);
export const typeText = (t: RuleT, type: TypeNumber) => t(`translate.site-settings.notification-rules.type.${type}`);
export const subTypeText = (t: RuleT, subType: SubType) => t(`translate.site-settings.notification-rules.sub-type.${subType}`);
export const categoryText = (t: RuleT, category: NotificationCategory) => t(`translate.site-settings.notification-rules.category.${category}`);
export const checkInText = (t: RuleT, state: CheckIn) => t(`translate.site-settings.notification-rules.checked-in.${state}`);
export const enrolledText = (t: RuleT, value: boolean) => t(`translate.site-settings.notification-rules.enrolled.${value}`);
export const attendedText = (t: RuleT, value: boolean) => t(`translate.site-settings.notification-rules.attended.${value}`);

/** The send-before choice as its option reads: 0 is the session start itself. */
export const sendBeforeText = (t: RuleT, minutes: number) =>
  minutes === 0
    ? t('translate.site-settings.notification-rules.field.send-before.at-start')
    : t('translate.site-settings.notification-rules.field.send-before.minutes', { minutes });

/** A list of names, in the order given, as one cell's text. */
export const listText = (items: readonly string[], none: string) => (items.length > 0 ? items.join(', ') : none);
