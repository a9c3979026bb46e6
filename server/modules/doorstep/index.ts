// The doorstep module's face: the only file of it that other code imports (docs/architecture.md).
export { doorstepRoutes } from './routes.ts';
export {
  canOfferDelivery,
  checkDeliveryAllowed,
  countDelivery,
  deliveryListing,
  deliveryShops,
  doorstepLive,
  featuredDelivery,
  LISTING_PAGE_SIZE,
  popularDelivery,
  recentDelivery,
} from './service.ts';
export type { DoorstepCount } from './service.ts';
