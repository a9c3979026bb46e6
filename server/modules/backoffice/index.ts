// The backoffice module's face: the only file of it that other code imports (docs/architecture.md).
export { giveMembership } from './approvals.ts';
export { backOfficeRoutes } from './routes.ts';
