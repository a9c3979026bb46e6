// The shops module's face: the only file of it that other code imports (docs/architecture.md).
export type { ShopSummary } from './records.ts';
export { shopRoutes, ShopSummarySchema } from './routes.ts';
export { shopSummaries } from './service.ts';
