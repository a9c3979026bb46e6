// The favorites module's face: the only file of it that other code imports (docs/architecture.md).
export { favoriteRoutes } from './routes.ts';
export { addFavorite, listFavoriteAds, listFavoriteIds, removeFavorite } from './service.ts';
