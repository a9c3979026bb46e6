// The catalogue's routes, one plugin: the public catalogue calls and the admin's overrides (which tell every
// process's pages through the pub/sub channel).
import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../../adapters/pubsub.ts';
import type { AppServices } from '../../context.ts';
import { catalogueAdminRoutes } from './admin-routes.ts';
import { catalogRoutes } from './routes.ts';

export async function catalogPlugin(app: FastifyInstance, services: AppServices & { pubsub: PubSub }): Promise<void> {
  await app.register(catalogRoutes);
  await app.register(catalogueAdminRoutes, services);
}
