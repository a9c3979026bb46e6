// The ad-page module's face: the only file of it that other code imports (docs/architecture.md).
export { adDetailRoutes } from './routes.ts';
export { loadAdDetails } from './details.ts';
export type { AdDetailView } from './details.ts';
