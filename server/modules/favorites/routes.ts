// GET /data/favorites, POST and DELETE /data/favorites/{id} (spec section 7), for the signed-in account only.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { NoContent } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import { AdCardSchema, serpAd } from '../ads/index.ts';
import { addFavorite, listFavoriteAds, removeFavorite } from './service.ts';

export const AdIdParams = z.object({ id: z.coerce.number().int().positive() });
const Favorites = z.object({ favorites: z.array(AdCardSchema) });
const FavoriteAdded = z.object({ favorite: z.object({ ad_id: z.number().int() }) });

// The schemas of the routes below whose option would not fit on the route's line.
const postFavoritesId = { params: AdIdParams, response: { 201: FavoriteAdded } };
const deleteFavoritesId = { params: AdIdParams, response: { 204: NoContent } };
export async function favoriteRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/favorites', { schema: { response: { 200: Favorites } } }, async (request, reply) => {
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
