// Membership packages' prices in the back office (decision 178); access.ts checked the caller (catalogue).
//   GET  /data/admin/membership-prices                  every package, code price and price in force → { packages }
//   POST /data/admin/membership-prices/:variant  { amount_poisha | null (the code's) }               → 204
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORY_GROUPS, TIERS } from '../../../core/memberships/packages.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { staffCall, staffOf } from '../staff/index.ts';
import {
  MembershipPriceParams,
  MembershipPriceSchema,
  type PackagePrice,
  packagePrices,
  setPackagePrice,
} from './prices.ts';

const PackagePriceView: z.ZodType<PackagePrice> = z.object({
  variant_identifier: z.string(),
  category_group: z.enum(CATEGORY_GROUPS),
  tier: z.enum(TIERS),
  months: z.number().int(),
  code_poisha: z.number().int(),
  amount_poisha: z.number().int(),
});
const getPrices = {
  summary: 'List the membership prices',
  description: staffCall(
    'catalogue',
    'Every membership package with its price in the code and the price in force (decision 178), in poisha.',
  ),
  response: { 200: z.object({ packages: z.array(PackagePriceView) }) },
};
const postPrice = {
  summary: 'Set a membership price',
  description: staffCall(
    'catalogue',
    "Sets a package's price in poisha (whole taka), or null to go back to the code's price, recorded in the " +
      'audit log. Errors: `400 VALIDATION_FAILED` for an amount that is not whole taka from 1 to 1,000,000 ' +
      '(`body.amount_poisha`), `404 NOT_FOUND` for an unknown package.',
  ),
  params: MembershipPriceParams,
  body: MembershipPriceSchema,
  response: { 204: NoContent },
};

export async function membershipPriceRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  app.get('/data/admin/membership-prices', { schema: getPrices }, async (_request, reply) => {
    return reply.header('cache-control', 'private, no-store').send({ packages: await packagePrices(db) });
  });

  app.post('/data/admin/membership-prices/:variant', { schema: postPrice }, async (request, reply) => {
    const { variant } = readInput(request, 'params');
    const { amount_poisha } = readInput(request, 'body', {});
    await setPackagePrice(db, staffOf(request), variant, amount_poisha);
    return reply.status(204).send();
  });
}
