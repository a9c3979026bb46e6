// An ad's statistics for its owner; anyone else 404, a visitor 401:
//   GET /data/my/ads/{id}/stats              per day for the last 30 days, totals, each promotion's lift
//   GET /data/my/ads/{id}/forecast?kind=     before paying: what comparable ads got from a promotion of that kind
// Also the counters' flush: every AD_STATS_FLUSH_SECONDS, and when the app closes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEASURED_PROMOTIONS, STATS_EVENTS } from '../../../core/ad-stats.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { requireViewer } from '../../http/session.ts';
import { actorFor } from '../ads/index.ts';
import { flushAdStats } from '../ad-counts/index.ts';
import { adStats, ownAdForecast } from './service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const ForecastQuery = z.object({ kind: z.enum(MEASURED_PROMOTIONS) });

export const CountsSchema = z.object(Object.fromEntries(STATS_EVENTS.map((event) => [event, z.number().int()])));
const Kind = z.enum(MEASURED_PROMOTIONS);
const Lift = z
  .union([
    z.object({
      status: z.literal('measured'),
      beforeDays: z.number().int(),
      beforeViewsPerDay: z.number(),
      duringDays: z.number().int(),
      duringViewsPerDay: z.number(),
      ratio: z.number().meta({ description: 'Views per day during the promotion over views per day before it.' }),
    }),
    z.object({ status: z.enum(['too_early', 'no_baseline']) }),
  ])
  .meta({ id: 'PromotionLift' });
export const AdStatsSchema = z
  .object({
    ad: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), status: z.string() }),
    days: z.array(CountsSchema.extend({ day: z.string().meta({ description: 'Bangladesh day (+6 h), YYYY-MM-DD.' }) })),
    totals: CountsSchema,
    promotions: z.array(z.object({ kind: Kind, startsAt: z.string(), endsAt: z.string(), lift: Lift })),
  })
  .meta({ id: 'AdStats' });
const Scope = z.object({
  categoryLevel: z.enum(['category', 'parent']),
  categoryId: z.number().int(),
  locationLevel: z.enum(['district', 'division', 'country']),
  locationId: z.number().int().nullable(),
});
const Forecast = z
  .union([
    z.object({
      kind: Kind,
      status: z.literal('range'),
      scope: Scope,
      sampleSize: z.number().int(),
      low: z.number().meta({ description: 'First quartile of the comparable lifts (×).' }),
      median: z.number(),
      high: z.number().meta({ description: 'Third quartile of the comparable lifts (×).' }),
    }),
    z.object({ kind: Kind, status: z.literal('too_little_data'), scope: Scope, sampleSize: z.number().int() }),
  ])
  .meta({ id: 'PromotionForecast' });

const OWNER_ONLY =
  '`401 UNAUTHORIZED` without a session, `400 VALIDATION_FAILED` for an id that is not a positive integer ' +
  '(`params.id`), `404 NOT_FOUND` for an ad that is not theirs (a moderator included: statistics are the ' +
  "seller's)";
const getStats = {
  summary: "Get an own ad's statistics",
  description:
    "The signed-in seller's ad: views, phone reveals, chats and favourites per Bangladesh day for the last 30 " +
    "days (today last), their totals, and each promotion's lift in views per day against the ad's own days " +
    `before it. Errors: ${OWNER_ONLY}.`,
  params: IdParams,
  response: { 200: z.object({ stats: AdStatsSchema }) },
};
const getForecast = {
  summary: 'Forecast the lift of a promotion',
  description:
    'Before paying for a promotion of `kind` on an own ad: the range of lifts that comparable ads (same category ' +
    'family, then wider, and place) got from one in recent months, or `too_little_data`. Errors: ' +
    `${OWNER_ONLY}, \`400 VALIDATION_FAILED\` for a kind that is not measured (\`query.kind\`).`,
  params: IdParams,
  querystring: ForecastQuery,
  response: { 200: z.object({ forecast: Forecast }) },
};

export async function adStatsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const flush = () =>
    flushAdStats(services.db).catch((error: unknown) => app.log.error({ err: error }, 'ad statistics not written'));
  const timer = setInterval(() => void flush(), services.config.AD_STATS_FLUSH_SECONDS * 1000);
  timer.unref();
  // preClose: the database is still open then (the process closes it after the app).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flush();
  });

  app.get('/data/my/ads/:id/stats', { schema: getStats }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    const stats = await adStats(services, await actorFor(services.db, viewer.account.id), id);
    return reply.header('cache-control', 'private, no-store').send({ stats });
  });

  app.get('/data/my/ads/:id/forecast', { schema: getForecast }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    const { kind } = readInput(request, 'querystring');
    const forecast = await ownAdForecast(services, await actorFor(services.db, viewer.account.id), id, kind);
    return reply.header('cache-control', 'private, no-store').send({ forecast });
  });
}
