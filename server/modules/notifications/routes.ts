// The signed-in account's notifications, and marking them read.
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { requireViewer } from '../../http/session.ts';
import { countUnread, listNotifications, markAllRead } from './service.ts';

export async function notificationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/notifications', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const [notifications, unread] = await Promise.all([
      listNotifications(services.db, viewer.account.id),
      countUnread(services.db, viewer.account.id),
    ]);
    return reply.header('cache-control', 'private, no-store').send({ notifications, unread });
  });

  app.post('/data/notifications/read', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    await markAllRead(services.db, viewer.account.id);
    return reply.status(204).send();
  });
}
