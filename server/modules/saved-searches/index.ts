// The saved-searches module's face: the only file of it that other code imports (docs/architecture.md).
export { savedSearchRoutes } from './routes.ts';
export {
  claimNewMatches,
  deleteSavedSearches,
  listAlertingSearches,
  listSavedSearches,
  openSavedSearch,
  saveSearch,
  SaveSearchSchema,
  updateSavedSearch,
  UpdateSavedSearchSchema,
} from './service.ts';
