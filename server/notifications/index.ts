// What the rest of the server uses of notifications: the routes, the scheduler that sends due rule instances, and
// what a sent instance means for one open page (the live relay asks).
export { notificationRoutes } from './routes.js';
export { startNotificationScheduler, type NotificationScheduler } from './sender.js';
export { notificationEventsFor } from './live-events.js';
