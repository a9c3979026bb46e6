// The notifications module's face: the only file of it that other code imports (docs/architecture.md).
export { notificationRoutes } from './routes.ts';
export { countUnread, listNotifications, markAllRead, notificationText, notify, sendEmailDigests } from './service.ts';
export { getChannels, hasPhone, saveChannels, sendNotificationSms } from './channels.ts';
export { ChannelsSchema } from './schemas.ts';
export type { AdStatusPayload, PaymentPayload, PromotionPayload } from './service.ts';
export type { ChannelChoice, NoticeTopic } from './channels.ts';
