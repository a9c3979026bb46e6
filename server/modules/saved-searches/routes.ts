// Saved searches of the signed-in account (spec section 3 "Dashboard state"): list, save, rename or turn alerts
// on/off (a single update answers the item, which replaces it in a list), and delete several at once (answers the
// ids, which a list removes: spec section 4).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { requireViewer } from '../../http/session.ts';
import {
  deleteSavedSearches,
  listSavedSearches,
  type SavedSearch,
  saveSearch,
  SaveSearchSchema,
  updateSavedSearch,
  UpdateSavedSearchSchema,
} from './service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const SavedSearchSchema: z.ZodType<SavedSearch> = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  url: z.string(),
  alerts: z.boolean(),
  createdAt: z.string(),
});
const SavedSearches = z.object({ saved_searches: z.array(SavedSearchSchema) });
const SavedSearchBody = z.object({ saved_search: SavedSearchSchema });
const DeleteBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
const DeletedIds = z.object({ ids: z.array(z.number().int().positive()) });

// The schemas of the routes below whose option would not fit on the route's line.
const postSavedSearches = { body: SaveSearchSchema, response: { 201: SavedSearchBody } };
const patchSavedSearchesId = { params: IdParams, body: UpdateSavedSearchSchema, response: { 200: SavedSearchBody } };
const deleteSavedSearchesMany = { body: DeleteBody, response: { 200: DeletedIds } };

export async function savedSearchRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/saved-searches', { schema: { response: { 200: SavedSearches } } }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ saved_searches: await listSavedSearches(services.db, viewer.account.id) });
  });

  app.post('/data/saved-searches', { schema: postSavedSearches }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body', {});
    return reply.status(201).send({ saved_search: await saveSearch(services.db, viewer.account.id, input) });
  });

  app.patch('/data/saved-searches/:id', { schema: patchSavedSearchesId }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    return reply.send({ saved_search: await updateSavedSearch(services.db, viewer.account.id, id, input) });
  });

  app.delete('/data/saved-searches', { schema: deleteSavedSearchesMany }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { ids } = readInput(request, 'body', {});
    return reply.send({ ids: await deleteSavedSearches(services.db, viewer.account.id, ids) });
  });
}
