// The back office's catalogue calls (decision 159); access.ts checked the caller (catalogue.edit).
//   GET  /data/admin/catalogue?kind=category|location&parent=   one level, in force  → { items }
//   POST /data/admin/catalogue/:kind/:id  { action: rename (name_bn, name_en) | deactivate | reactivate | up | down
//                                           | attach | detach | filter_up | filter_down (filter: its key) }
// Registered with the pubsub, which this process also follows for the other processes' edits.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OVERRIDE_KINDS } from '../../../core/catalogue-overrides.ts';
import type { Database } from '../../adapters/database.ts';
import type { PubSub } from '../../adapters/pubsub.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { staffOf } from '../staff/index.ts';
import {
  type CatalogueEntry,
  CatalogueEditParams,
  CatalogueEditSchema,
  catalogueLevel,
  editCatalogue,
  followCatalogueOverrides,
} from './overrides.ts';

export const CatalogueLevelQuery = z.object({
  kind: z.enum(OVERRIDE_KINDS).default('category'),
  parent: z.coerce.number().int().min(-1).default(-1),
});
const FilterEntry = z.object({ key: z.string(), label: z.object({ bn: z.string(), en: z.string() }) });
const Entry: z.ZodType<CatalogueEntry> = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  slug: z.string(),
  name: z.object({ bn: z.string(), en: z.string() }),
  deactivated: z.boolean(),
  hasChildren: z.boolean(),
  filters: z.object({ attached: z.array(FilterEntry), attachable: z.array(FilterEntry) }).nullable(),
});
const STAFF =
  '`401 UNAUTHORIZED`, `403 FORBIDDEN` without the `catalogue.edit` permission, `403 SECOND_FACTOR_REQUIRED` ' +
  'without two-step sign-in (decision 190)';
const getLevel = {
  summary: 'List one level of the catalogue',
  description:
    'The categories or locations under `parent` (-1: the top level) as edits have left them, in order, each ' +
    'with its names in bn and en and, for a category, its filters (decision 159). For staff with the ' +
    `\`catalogue.edit\` permission. Errors: ${STAFF}, \`400 VALIDATION_FAILED\` naming \`query.kind\` or ` +
    '`query.parent`.',
  querystring: CatalogueLevelQuery,
  response: { 200: z.object({ items: z.array(Entry) }) },
};
const postEdit = {
  summary: 'Edit a category or location',
  description:
    'Renames, deactivates, reactivates or moves a category or location among its siblings, or attaches, detaches ' +
    'or moves a filter of a category (decision 159); every process follows the edit. For staff with the ' +
    `\`catalogue.edit\` permission. Errors: ${STAFF}, \`400 VALIDATION_FAILED\` naming \`body.action\` ` +
    '(`filters_fixed`: a filter edit on a location, a parent or a job category) or `body.filter` (unknown), ' +
    '`404 NOT_FOUND` for an unknown item, `409 INVALID_TRANSITION` for an ' +
    'edit that changes nothing (already deactivated, first already, filter already attached).',
  params: CatalogueEditParams,
  body: CatalogueEditSchema,
  response: { 204: NoContent },
};

export async function catalogueAdminRoutes(
  app: FastifyInstance,
  services: { db: Database; pubsub: PubSub },
): Promise<void> {
  const stop = await followCatalogueOverrides(services);
  app.addHook('onClose', async () => stop());

  app.get('/data/admin/catalogue', { schema: getLevel }, async (request, reply) => {
    const { kind, parent } = readInput(request, 'querystring');
    return reply.header('cache-control', 'private, no-store').send({ items: catalogueLevel(kind, parent) });
  });

  app.post('/data/admin/catalogue/:kind/:id', { schema: postEdit }, async (request, reply) => {
    const { kind, id } = readInput(request, 'params');
    const edit = readInput(request, 'body', {});
    await editCatalogue(services, staffOf(request), kind, id, edit);
    return reply.status(204).send();
  });
}
