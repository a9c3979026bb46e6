// The notifications module's face: the only file of it that other code imports (docs/architecture.md).
export { notificationRoutes } from './routes.ts';
export { notify, sendEmailDigests } from './service.ts';
