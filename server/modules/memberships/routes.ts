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

const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const getOnlineMembership = {
  schema: {
    summary: 'List the membership packages',
    description:
      'Every membership package for sale, by category group, at its price in force and named in `locale` (spec ' +
      'section 7: a success flag and the data). Public. Errors: `400 VALIDATION_FAILED` for a locale other than bn ' +
      'or en (`query.locale`).',
    querystring: OnlineMembershipQuery,
    response: { 200: OnlineMembershipsSchema },
  },
};
const getQuote = {
  schema: {
    summary: 'Quote a membership package',
    description:
      'What buying the package costs the signed-in account now and what it does: new, renewal, upgrade (less the ' +
      'unused credit of the current term) or downgrade (with the live ads to choose from). Errors: ' +
      `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a missing variant (\`query.variant_identifier\`), ` +
      '`404 NOT_FOUND` for an unknown package, `409 INVALID_TRANSITION` for an upgrade while a renewal is queued.',
    querystring: QuoteQuery,
    response: { 200: MembershipQuoteSchema },
  },
};
const postIncluded = {
  schema: {
    summary: 'Use an included promotion',
    description:
      "Applies a bump_up or top_ad included in the member's package to their published ad of the package's " +
      `group, and answers what is left this membership month. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for ` +
      'a bad ad id or kind (`body.ad_id`), `404 NOT_FOUND` for an ad that is not theirs, `409 INVALID_TRANSITION` ' +
      'without a membership for the ad or when the included promotions are used up.',
    body: IncludedPromotionInput,
    response: { 200: IncludedLeftSchema },
  },
};

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
