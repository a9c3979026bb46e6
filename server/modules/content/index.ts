// The content module's face: the only file of it that other code imports (docs/architecture.md).
export { contentRoutes } from './routes.ts';
