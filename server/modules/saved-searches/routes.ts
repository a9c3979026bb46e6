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
  MOST_NEW_ADS,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  saveSearch,
  SaveSearchSchema,
  updateSavedSearch,
  UpdateSavedSearchSchema,
} from './service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const SavedSearchSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  url: z.string(),
  alerts: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<SavedSearch>;
const ListedSavedSearchSchema = SavedSearchSchema.extend({
  newAds: z
    .number()
    .int()
    .min(0)
    .max(MOST_NEW_ADS)
    .describe('Matching ads published since the search was last opened from the list (or saved), at most 99.'),
  newAdsCapped: z.boolean().describe('More new ads than newAds says ("99+").'),
});
const SavedSearches = z.object({ saved_searches: z.array(ListedSavedSearchSchema) });
const SavedSearchBody = z.object({ saved_search: SavedSearchSchema });
const DeleteBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
const DeletedIds = z.object({ ids: z.array(z.number().int().positive()) });

const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const getSavedSearches = {
  summary: 'List the saved searches',
  description: `The signed-in account's saved searches, newest first (spec section 3). Errors: ${SIGNED_IN}.`,
  response: { 200: SavedSearches },
};
const postSavedSearches = {
  summary: 'Save a search',
  description:
    'Saves a results page by its URL (any spelling; the canonical URL of page 1 is kept), named after its ' +
    'breadcrumb title unless a name is sent; saving the same search again answers the one already saved. Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a missing or unreadable URL (\`url_invalid\`), a name over 150 ` +
    `characters, or beyond ${MAX_SAVED_SEARCHES} saved searches (\`too_many_saved_searches\`).`,
  body: SaveSearchSchema,
  response: { 201: SavedSearchBody },
};
const patchSavedSearchesId = {
  summary: 'Rename a saved search or turn its alerts on or off',
  description:
    'Updates one saved search of the signed-in account and answers it, to replace it in a list (spec section 4); ' +
    'alerts turned back on announce only ads published from then on. Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for an id that is not a positive integer (\`params.id\`), a body ` +
    'with neither name nor alerts (`nothing_to_update`) or a bad name, `404 NOT_FOUND` for a saved search that is ' +
    'not theirs.',
  params: IdParams,
  body: UpdateSavedSearchSchema,
  response: { 200: SavedSearchBody },
};
const deleteSavedSearchesMany = {
  summary: 'Delete saved searches',
  description:
    'Deletes up to 100 saved searches of the signed-in account and answers the ids deleted, which a list removes ' +
    '(spec section 4); ids that are not theirs are left out. Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for an empty list, over 100 ids or an id that is not a positive ` +
    'integer (`body.ids.0`).',
  body: DeleteBody,
  response: { 200: DeletedIds },
};

export async function savedSearchRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/saved-searches', { schema: getSavedSearches }, async (request, reply) => {
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
