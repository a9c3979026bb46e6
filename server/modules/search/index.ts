// The search module's face: the only file of it that other code imports (docs/architecture.md).
export { searchCriteria, textQuery } from './criteria.ts';
export type { FilterView } from './facets.ts';
export { COUNT_CAP } from './limits.ts';
export { registerPageCache } from './page-cache.ts';
export { postgresSearchIndex } from './postgres-search-index.ts';
export { FilterSchema, searchRoutes } from './routes.ts';
export type { SearchCriteria } from './search-index.ts';
export { searchAds } from './service.ts';
export { findSimilarAds, SIMILAR_ADS } from './similar.ts';
export { cachedSearch } from './result-cache.ts';
