// The shops module's face: the only file of it that other code imports (docs/architecture.md).
export type { ShopSummary } from './records.ts';
export { shopRoutes, ShopSummarySchema } from './routes.ts';
export { featuredShops, findShop, myShop, saveShop, searchShops, shopAds, shopSummaries } from './service.ts';
export {
  applyAsDealer,
  DealerApplicationInputSchema,
  DealerDecisionSchema,
  DealerListQuerySchema,
  decideDealerApplication,
  listDealerApplications,
  myDealerApplication,
} from './dealers.ts';
export type { ShopBadges } from './service.ts';
