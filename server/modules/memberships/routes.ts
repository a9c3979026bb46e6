// The /data/* calls of memberships. The buyer's calls need a session.
//   GET  /data/online_membership/?locale=               (spec section 7) every package → { success, data }
//   GET  /data/memberships/quote?variant_identifier=    what buying a package costs now → MembershipQuote
//   POST /data/memberships/included-promotions          apply an included bump or top ad → { left }
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { requireViewer } from '../../http/session.ts';
import {
  IncludedLeftSchema,
  IncludedPromotionInput,
  MembershipQuoteSchema,
  OnlineMembershipQuery,
  OnlineMembershipsSchema,
  QuoteQuery,
} from './schemas.ts';
import { onlineMemberships, quoteMembership, applyIncludedPromotion } from './service.ts';

const getOnlineMembership = {
  schema: { querystring: OnlineMembershipQuery, response: { 200: OnlineMembershipsSchema } },
};
const getQuote = { schema: { querystring: QuoteQuery, response: { 200: MembershipQuoteSchema } } };
const postIncluded = { schema: { body: IncludedPromotionInput, response: { 200: IncludedLeftSchema } } };

export async function membershipRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, clock } = services;

  app.get('/data/online_membership/', getOnlineMembership, async (request, reply) => {
    const { locale } = readInput(request, 'querystring');
    return reply.header('cache-control', 'public, max-age=300').send(await onlineMemberships(db, locale));
  });

  app.get('/data/memberships/quote', getQuote, async (request, reply) => {
    const { account } = await requireViewer(request, reply);
    const { variant_identifier } = readInput(request, 'querystring');
    const quote = await quoteMembership(db, account.id, variant_identifier, clock.now());
    return reply.header('cache-control', 'private, no-store').send(quote);
  });

  app.post('/data/memberships/included-promotions', postIncluded, async (request, reply) => {
    const { account } = await requireViewer(request, reply);
    const { ad_id, kind } = readInput(request, 'body');
    const left = await applyIncludedPromotion(db, account.id, ad_id, kind, clock.now());
    return reply.header('cache-control', 'private, no-store').send({ left });
  });
}
