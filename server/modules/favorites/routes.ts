// GET /data/favorites, POST and DELETE /data/favorites/{id} (spec section 7), for the signed-in account only.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { NoContent } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import { AdCardSchema, serpAd } from '../ads/index.ts';
import { addFavorite, listFavoriteAds, MAX_FAVORITES, removeFavorite } from './service.ts';

export const AdIdParams = z.object({ id: z.coerce.number().int().positive() });
const Favorites = z.object({ favorites: z.array(AdCardSchema) });
const FavoriteAdded = z.object({ favorite: z.object({ ad_id: z.number().int().positive() }) });

const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const BAD_ID = '`400 VALIDATION_FAILED` for an id that is not a positive integer (`params.id`)';
const getFavorites = {
  summary: 'List the favourite ads',
  description:
    "The signed-in account's favourite ads that are still published, newest favourite first (spec section 7). " +
    `Errors: ${SIGNED_IN}.`,
  response: { 200: Favorites },
};
const postFavoritesId = {
  summary: 'Add an ad to the favourites',
  description:
    "Adds a published ad to the signed-in account's favourites (spec section 7); adding it twice is the same as " +
    `once. Errors: ${SIGNED_IN}, ${BAD_ID}, \`400 VALIDATION_FAILED\` (\`too_many_favorites\`) beyond ` +
    `${MAX_FAVORITES} favourites, \`404 NOT_FOUND\` for an ad that is not published.`,
  params: AdIdParams,
  response: { 201: FavoriteAdded },
};
const deleteFavoritesId = {
  summary: 'Remove an ad from the favourites',
  description:
    "Removes an ad from the signed-in account's favourites (spec section 7). Errors: " +
    `${SIGNED_IN}, ${BAD_ID}, \`404 NOT_FOUND\` when the ad is not one of them.`,
  params: AdIdParams,
  response: { 204: NoContent },
};
export async function favoriteRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/favorites', { schema: getFavorites }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const ads = await listFavoriteAds(services.db, viewer.account.id);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ favorites: ads.map((ad) => serpAd(ad, locale, false)) });
  });

  app.post('/data/favorites/:id', { schema: postFavoritesId }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    await addFavorite(services, viewer.account.id, id);
    return reply.status(201).send({ favorite: { ad_id: id } });
  });

  app.delete('/data/favorites/:id', { schema: deleteFavoritesId }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    await removeFavorite(services.db, viewer.account.id, id);
    return reply.status(204).send();
  });
}
