// The shops module's face: the only file of it that other code imports (docs/architecture.md).
export { shopRoutes, ShopSummarySchema } from './routes.ts';
export { shopSummaries } from './service.ts';
export type { ShopSummary } from './service.ts';
