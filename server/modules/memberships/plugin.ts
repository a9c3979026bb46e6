// The memberships module's routes, one plugin: packages and checkout, the member dashboard, and staff's prices.
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { membershipDashboardRoutes } from './dashboard-routes.ts';
import { membershipPriceRoutes } from './price-routes.ts';
import { membershipRoutes } from './routes.ts';

export async function membershipsPlugin(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(membershipDashboardRoutes, services);
  await app.register(membershipRoutes, services);
  await app.register(membershipPriceRoutes, services);
}
