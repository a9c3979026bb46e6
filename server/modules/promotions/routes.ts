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
import { staffCall, staffOf } from '../staff/index.ts';
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

const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const postProductsUpsell = {
  schema: {
    summary: 'Price a promotion selection',
    description:
      "Prices the promotions picked for the caller's own ad named by `slug` (spec section 7), with a voucher if " +
      'one is sent, before the checkout; nothing is bought. Schedules follow spec section 5 (30-minute slots, not ' +
      `in the past). Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a bad selection or nothing selected ` +
      '(`nothing_selected`) or a variant not offered for the ad (`variant_not_offered`), `400 SCHEDULE_INVALID`, ' +
      '`SCHEDULE_IN_PAST` and `SCHEDULE_TOO_FAR` for a bad schedule, `404 NOT_FOUND` for an ad that is not theirs, ' +
      '`409 INVALID_TRANSITION` for an ad that cannot be promoted now, and the voucher refusals `VOUCHER_EXPIRED`, ' +
      '`VOUCHER_USED_UP`, `VOUCHER_NOT_APPLICABLE`.',
    body: UpsellInputSchema,
    response: { 200: QuoteSchema },
  },
};
const getMyPromotions = {
  schema: {
    summary: "List the seller's promotions",
    description:
      "The signed-in seller's promotions that are not over (scheduled, active or paused), of all their ads. " +
      `Errors: ${SIGNED_IN}.`,
    response: { 200: MyPromotionsBody },
  },
};
const getAdminProducts = {
  schema: {
    summary: 'List the promotion products',
    description: staffCall(
      'catalogue',
      'Every promotion product (spec section 3 "Promotion product") of every category group, active or not, with ' +
        'its price in poisha, duration and count.',
    ),
    response: { 200: ProductsBody },
  },
};
const putAdminProduct = {
  schema: {
    summary: 'Change a promotion product',
    description: staffCall(
      'catalogue',
      "Sets a product's price, duration, count and whether it is sold, recorded in the audit log. Errors: " +
        '`400 VALIDATION_FAILED` for a bad variant or a value out of range (`body.amount_poisha`), `404 NOT_FOUND` ' +
        'for an unknown variant.',
    ),
    params: VariantParams,
    body: ProductChangeSchema,
    response: { 200: ProductBody },
  },
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
