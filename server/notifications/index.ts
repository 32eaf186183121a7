// What the rest of the server uses of notifications: the routes, the scheduler that sends due rule instances (and
// the push settings it posts their push messages with), and what a sent instance means for one open page (the live
// relay asks).
export { notificationRoutes } from './routes.js';
export { startNotificationScheduler, type NotificationScheduler } from './sender.js';
// The push worker's settings from the server's configuration, for the scheduler's `push` (buildApp).
export { pushDeliveryOf, type PushDelivery } from './push-delivery.js';
export { notificationEventsFor } from './live-events.js';
// The viewer's unread notifications, one of the counts every signed-in page polls (GET /me/counts).
export { unreadCount as unreadNotificationCount } from './inbox.js';
