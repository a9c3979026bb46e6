// The search module's face: the only file of it that other code imports (docs/architecture.md).
export { registerPageCache } from './page-cache.ts';
export { postgresSearchIndex } from './postgres-search-index.ts';
export { FilterSchema, searchRoutes } from './routes.ts';
export type { SearchCriteria } from './search-index.ts';
export { COUNT_CAP, searchAds, searchCriteria, textQuery } from './service.ts';
export type { FilterView } from './service.ts';
export { findSimilarAds, SIMILAR_ADS } from './similar.ts';
