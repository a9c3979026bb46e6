// The member dashboard's calls; the viewer's own data only (a visitor 401):
//   GET /data/my/membership?ad=          subscription, quota use per group, included promotions left, statistics
//                                        (per day and per ad; `ad`: that ad's days, 404 unless it is the viewer's)
//   GET /data/my/ad-quota?category_id=   the quota of that category's group, before posting an ad there
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AD_STATUSES } from '../../../core/ad-lifecycle.ts';
import { CATEGORY_GROUPS, TIERS } from '../../../core/memberships/packages.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { requireViewer } from '../../http/session.ts';
import { AdStatsSchema, CountsSchema } from '../ad-stats/index.ts';
import { actorFor, isPostableCategory } from '../ads/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { membershipDashboard } from './dashboard.ts';
import { quotaOfCategory } from './quota.ts';

const DashboardQuery = z.object({ ad: z.coerce.number().int().positive().optional() });
const QuotaQuery = z.object({
  category_id: z.coerce
    .number()
    .int()
    .positive()
    .refine((id) => isPostableCategory(catalogueIndex.categoryById(id)), 'unknown_category'),
});

const Group = z.enum(CATEGORY_GROUPS);
const QuotaUseSchema = z
  .object({
    group: Group,
    member: z.boolean().meta({ description: "The membership covers this group (its tier's quota applies)." }),
    quota: z.number().int().meta({ description: 'Ads live at once allowed in the group (free quota or tier quota).' }),
    live: z.number().int().meta({ description: 'Ads live now: pending review, pending payment or published.' }),
    state: z.enum(['available', 'full', 'over_limit']).meta({
      description:
        'available: the next ad is free; full: a non-member’s next ad pays next_fee_taka; over_limit: a member’s next ad is refused (AD_QUOTA_EXCEEDED).',
    }),
    next_fee_taka: z.number().int().meta({ description: 'Whole BDT the next ad pays as its listing fee; 0 if none.' }),
  })
  .meta({ id: 'QuotaUse' });
const Dashboard = z
  .object({
    subscription: z
      .object({
        variant_identifier: z.string(),
        category_group: Group,
        tier: z.enum(TIERS).meta({ description: "The spec's package_type." }),
        months: z.number().int(),
        starts_at: z.string(),
        ends_at: z.string(),
        ad_quota: z.number().int(),
      })
      .nullable()
      .meta({ description: 'The membership in force; null for a non-member.' }),
    quotas: z.array(QuotaUseSchema),
    included_promotions: z
      .object({ bump_up: z.number().int(), top_ad: z.number().int() })
      .nullable()
      .meta({ description: 'Included promotions left this membership month; null without a membership.' }),
    stats: z.object({
      days: z.array(CountsSchema.extend({ day: z.string() })).meta({ description: "All the seller's ads, per day." }),
      totals: CountsSchema,
      ads: z.array(
        CountsSchema.extend({ id: z.number().int(), slug: z.string(), title: z.string(), status: z.enum(AD_STATUSES) }),
      ),
    }),
    ad_stats: AdStatsSchema.nullable(),
  })
  .meta({ id: 'MembershipDashboard' });

const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const getDashboard = {
  summary: "Get the member's dashboard",
  description:
    'The signed-in account\'s membership dashboard (spec section 3 "Dashboard state"): the membership in force, ' +
    'the quota use of each category group, the included promotions left, and statistics per day and per ad; with ' +
    `\`ad\`, that ad's days too. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for an ad id that is not a ` +
    'positive integer (`query.ad`), `404 NOT_FOUND` for an ad that is not theirs.',
  querystring: DashboardQuery,
  response: { 200: z.object({ membership: Dashboard }) },
};
const getQuota = {
  summary: 'Get the ad quota of a category',
  description:
    "Before posting an ad: the quota use of the category's group for the signed-in account, and what the next " +
    `ad there would pay or whether it is refused. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a ` +
    'category an ad cannot be posted in (`query.category_id`, `unknown_category`).',
  querystring: QuotaQuery,
  response: { 200: z.object({ quota: QuotaUseSchema }) },
};

export async function membershipDashboardRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/my/membership', { schema: getDashboard }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { ad } = readInput(request, 'querystring');
    const actor = await actorFor(services.db, viewer.account.id);
    const membership = await membershipDashboard(services, actor, ad ?? null);
    return reply.header('cache-control', 'private, no-store').send({ membership });
  });

  app.get('/data/my/ad-quota', { schema: getQuota }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { category_id } = readInput(request, 'querystring');
    const quota = await quotaOfCategory(services.db, viewer.account.id, category_id, services.clock.now());
    return reply.header('cache-control', 'private, no-store').send({ quota });
  });
}
