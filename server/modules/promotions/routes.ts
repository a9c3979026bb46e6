// The /data/* calls of promotions. The buyer's calls need a session and answer NOT_FOUND for another
// user's ad; the admin's need the admin role.
//   POST /data/products/upsell                          (spec section 7) the priced selection → { items, total_poisha }
//   GET  /data/my/promotions                           the seller's promotions not over → { promotions }
//   GET  /data/admin/promotion-products                 admins: every product          → { products }
//   PUT  /data/admin/promotion-products/:variant        admins: change one             → { product }
// GET /data/promotions/available-products lives with the payments routes (it also offers the listing fee).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { requireViewer } from '../../http/session.ts';
import { staffOf } from '../staff/index.ts';
import {
  MyPromotionsBody,
  ProductBody,
  ProductChangeSchema,
  ProductsBody,
  QuoteSchema,
  UpsellInputSchema,
  VariantParams,
} from './schemas.ts';
import { quoteSelection } from './checkout.ts';
import { listProducts, myPromotions, updateProduct } from './products.ts';

const postProductsUpsell = { schema: { body: UpsellInputSchema, response: { 200: QuoteSchema } } };
const getMyPromotions = { schema: { response: { 200: MyPromotionsBody } } };
const getAdminProducts = { schema: { response: { 200: ProductsBody } } };
const putAdminProduct = {
  schema: { params: VariantParams, body: ProductChangeSchema, response: { 200: ProductBody } },
};

export async function promotionRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const userId = async (request: FastifyRequest, reply: FastifyReply) =>
    (await requireViewer(request, reply)).account.id;

  app.post('/data/products/upsell', postProductsUpsell, async (request, reply) => {
    const buyer = await userId(request, reply);
    const input = readInput(request, 'body');
    return reply.header('cache-control', 'private, no-store').send(await quoteSelection(services, buyer, input));
  });

  app.get('/data/my/promotions', getMyPromotions, async (request, reply) => {
    const seller = await userId(request, reply);
    const promotions = await myPromotions(db, seller, services.clock.now());
    return reply.header('cache-control', 'private, no-store').send({ promotions });
  });

  // The admin's calls: the back-office hook has checked the caller (core/backoffice/permissions.ts).
  app.get('/data/admin/promotion-products', getAdminProducts, async (_request, reply) => {
    return reply.header('cache-control', 'private, no-store').send({ products: await listProducts(db) });
  });

  app.put('/data/admin/promotion-products/:variant', putAdminProduct, async (request, reply) => {
    const { variant } = readInput(request, 'params');
    const change = readInput(request, 'body');
    return reply.send({ product: await updateProduct(db, staffOf(request), variant, change, services.clock.now()) });
  });
}
