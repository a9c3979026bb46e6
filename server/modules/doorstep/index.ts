// The doorstep module's face: the only file of it that other code imports (docs/architecture.md).
export { doorstepRoutes } from './routes.ts';
export { checkDeliveryAllowed, countDelivery, doorstepLive, featuredDelivery } from './service.ts';
export type { DoorstepCount } from './service.ts';
