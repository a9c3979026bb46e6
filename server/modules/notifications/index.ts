// The notifications module's face: the only file of it that other code imports (docs/architecture.md).
export { notificationRoutes } from './routes.ts';
export { countUnread, listNotifications, markAllRead, notificationText, notify, sendEmailDigests } from './service.ts';
export type { AdStatusPayload } from './service.ts';
