// The ad-stats module's face: the only file of it that other code imports (docs/architecture.md).
export { adStatsRoutes, AdStatsSchema, CountsSchema } from './routes.ts';
export { adStats, adTotals, forecast, sellerStats } from './service.ts';
export type { AdStats, SellerStats } from './service.ts';
