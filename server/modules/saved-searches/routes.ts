// Saved searches of the signed-in account (spec section 3 "Dashboard state"): list, save, rename or turn alerts
// on/off (a single update answers the item, which replaces it in a list), and delete several at once (answers the
// ids, which a list removes: spec section 4).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireViewer } from '../../http/session.ts';
import {
  deleteSavedSearches,
  listSavedSearches,
  saveSearch,
  SaveSearchSchema,
  updateSavedSearch,
  UpdateSavedSearchSchema,
} from './service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const DeleteBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

// The schemas of the routes below whose option would not fit on the route's line.
const patchSavedSearchesId = { params: IdParams, body: UpdateSavedSearchSchema };
export async function savedSearchRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/saved-searches', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ saved_searches: await listSavedSearches(services.db, viewer.account.id) });
  });

  app.post('/data/saved-searches', { schema: { body: SaveSearchSchema } }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = parseInput(SaveSearchSchema, request.body ?? {}, 'body');
    return reply.status(201).send({ saved_search: await saveSearch(services.db, viewer.account.id, input) });
  });

  app.patch('/data/saved-searches/:id', { schema: patchSavedSearchesId }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(IdParams, request.params, 'params');
    const input = parseInput(UpdateSavedSearchSchema, request.body ?? {}, 'body');
    return reply.send({ saved_search: await updateSavedSearch(services.db, viewer.account.id, id, input) });
  });

  app.delete('/data/saved-searches', { schema: { body: DeleteBody } }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { ids } = parseInput(DeleteBody, request.body ?? {}, 'body');
    return reply.send({ ids: await deleteSavedSearches(services.db, viewer.account.id, ids) });
  });
}
