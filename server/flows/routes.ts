// The /data/* calls whose work spans modules (spec section 7): each runs a flow of this folder.
//   GET  /data/promotions/available-products?slug=  the products an ad can have (spec section 3)
//   POST /data/ads/{id}/listing-fee-paid            an admin marks a listing fee paid at the office (decision 35)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../context.ts';
import { readInput } from '../http/input.ts';
import { requireViewer } from '../http/session.ts';
import { actorFor, PostedAdBody } from '../modules/ads/index.ts';
import { AdSummary, Poisha } from '../modules/payments/index.ts';
import { PromotionOfferSchema } from '../modules/promotions/index.ts';
import { staffCall } from '../modules/staff/index.ts';
import { type AvailableProducts, availableProducts, markListingFeePaidByAdmin } from './checkout.ts';

const SlugQuery = z.object({ slug: z.string().min(1).max(300) });
const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const AvailableProductsSchema: z.ZodType<AvailableProducts> = z.object({
  products: z
    .object({
      listing_fee: z
        .object({
          variant_identifier: z.string(),
          kind: z.literal('listing_fee'),
          currency: z.string(),
          amount_poisha: Poisha,
        })
        .nullable(),
    })
    .extend(PromotionOfferSchema.shape),
  checkout_api: z.string(),
  checkout_params_v2: z.object({
    slug: z.string(),
    processors: z.array(z.object({ key: z.string(), type: z.string() })),
  }),
  ad: AdSummary,
});

const getAvailableProducts = {
  summary: 'List the products an own ad can buy',
  description:
    'The listing fee due (null when none), the promotions the ad can have and the payment processors offered, ' +
    "for the caller's own ad named by `slug` (spec section 7; the available-products response of spec section 3). " +
    'Signed in only: 401 UNAUTHORIZED otherwise, 400 VALIDATION_FAILED for a missing slug, 404 NOT_FOUND for ' +
    "another user's ad or none.",
  querystring: SlugQuery,
  response: { 200: AvailableProductsSchema },
};
const postListingFeePaid = {
  summary: 'Mark a listing fee paid at the office',
  description: staffCall(
    'review',
    'The ad owing its listing fee goes on to review, and the payment-event log records who marked it (decision ' +
      '35). Only an admin may: the ad state machine answers 403 FORBIDDEN to other staff. 400 VALIDATION_FAILED ' +
      'for a bad id, 404 NOT_FOUND for an unknown ad, 409 INVALID_TRANSITION when no fee is due.',
  ),
  params: IdParams,
  response: { 200: PostedAdBody },
};

export async function flowRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const viewer = async (request: FastifyRequest, reply: FastifyReply) => (await requireViewer(request, reply)).account;

  app.get('/data/promotions/available-products', { schema: getAvailableProducts }, async (request, reply) => {
    const buyer = await viewer(request, reply);
    const { slug } = readInput(request, 'querystring');
    return reply.header('cache-control', 'private, no-store').send(await availableProducts(services, buyer.id, slug));
  });

  // The back-office hook has checked the permission; the state machine still asks the actor's role.
  app.post('/data/ads/:id/listing-fee-paid', { schema: postListingFeePaid }, async (request, reply) => {
    const admin = await actorFor(services.db, (await viewer(request, reply)).id);
    const { id } = readInput(request, 'params');
    return reply.send({ ad: await markListingFeePaidByAdmin(services, admin, id) });
  });
}
