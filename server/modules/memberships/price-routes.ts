// Membership packages' prices in the back office (decision 178); access.ts checked the caller (catalogue).
//   GET  /data/admin/membership-prices                  every package, code price and price in force → { packages }
//   POST /data/admin/membership-prices/:variant  { amount_poisha | null (the code's) }               → 204
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORY_GROUPS, TIERS } from '../../../core/memberships/packages.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { staffOf } from '../staff/index.ts';
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
const getPrices = { response: { 200: z.object({ packages: z.array(PackagePriceView) }) } };
const postPrice = { params: MembershipPriceParams, body: MembershipPriceSchema, response: { 204: NoContent } };

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
