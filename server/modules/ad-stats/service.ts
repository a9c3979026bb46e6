// What a seller sees of an ad's results: its counts per day, the lift each of its
// promotions brought, and before paying, the range of lifts comparable ads got from a promotion kind. The rules are
// in core/ad-stats.ts; the counting in counter.ts. Only the ad's owner sees its statistics: anyone else NOT_FOUND.
import {
  type AdForecast,
  addDays,
  bangladeshDay,
  type ComparableLift,
  type DayCounts,
  daysFrom,
  forecastFrom,
  forecastScopes,
  type Lift,
  type MeasuredPromotion,
  MEASURED_PROMOTIONS,
  measureLift,
  STATS_DAYS,
  BASELINE_DAYS,
} from '../../../core/ad-stats.ts';
import type { CategoryDef, LocationDef } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type AdActor, getOwnAd, type OwnAd } from '../ads/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import type { StatsDeps } from '../ad-counts/index.ts';

export interface DayStats extends DayCounts {
  /** The Bangladesh day, YYYY-MM-DD. */
  readonly day: string;
}

export interface PromotionResult {
  readonly kind: MeasuredPromotion;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly lift: Lift;
}

export interface AdStats {
  readonly ad: { id: number; slug: string; title: string; status: OwnAd['status'] };
  /** The last STATS_DAYS days, oldest first, today last; days without events are zeros. */
  readonly days: DayStats[];
  readonly totals: DayCounts;
  /** The ad's promotions, newest first, each with its lift against the ad's own days before it. */
  readonly promotions: PromotionResult[];
}

const zero = (): DayCounts => ({ views: 0, phone_reveals: 0, chats: 0, favorites: 0 });

function addTo(total: DayCounts, day: DayCounts): void {
  total.views += day.views;
  total.phone_reveals += day.phone_reveals;
  total.chats += day.chats;
  total.favorites += day.favorites;
}

/** The owner's ad; NOT_FOUND for anyone else, moderators included (statistics are the seller's business). */
async function ownAd(db: Queryable, actor: AdActor, adId: number): Promise<OwnAd> {
  const ad = await getOwnAd(db, actor, { id: adId });
  if (ad.userId !== actor.userId) throw new AppError('NOT_FOUND');
  return ad;
}

/** The totals of the last STATS_DAYS days of each of these ads (the seller's list): ads without counts are absent. */
export async function adTotals(deps: StatsDeps, adIds: readonly number[]): Promise<Map<number, DayCounts>> {
  if (adIds.length === 0) return new Map();
  const first = addDays(bangladeshDay(deps.clock.now()), 1 - STATS_DAYS);
  const rows = await deps.db.query<DayCounts & { ad_id: number }>(
    `SELECT ad_id, sum(views)::int AS views, sum(phone_reveals)::int AS phone_reveals, sum(chats)::int AS chats,
       sum(favorites)::int AS favorites
     FROM ad_daily_stats WHERE ad_id = ANY($1::bigint[]) AND day >= $2::date GROUP BY ad_id`,
    [[...adIds], first],
  );
  return new Map(rows.map(({ ad_id, ...counts }) => [ad_id, counts]));
}

/** Counts per day of one ad, or summed over all of a seller's ads; days without a row are zeros. */
async function dailyCounts(
  db: Queryable,
  of: { adId: number } | { sellerId: number },
  first: string,
  last: string,
): Promise<DayStats[]> {
  const rows = await db.query<DayStats>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views)::int AS views, sum(phone_reveals)::int AS phone_reveals,
       sum(chats)::int AS chats, sum(favorites)::int AS favorites FROM ad_daily_stats
     WHERE ${'adId' in of ? 'ad_id = $1' : 'ad_id IN (SELECT id FROM ads WHERE user_id = $1)'}
       AND day BETWEEN $2::date AND $3::date
     GROUP BY day`,
    ['adId' in of ? of.adId : of.sellerId, first, last],
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysFrom(first, last).map((day) => byDay.get(day) ?? { day, ...zero() });
}

const totalOf = (days: readonly DayCounts[]): DayCounts => {
  const totals = zero();
  for (const day of days) addTo(totals, day);
  return totals;
};

/** One of the seller's ads with its last STATS_DAYS days' totals (the member dashboard's list). */
export interface SellerAdTotals extends DayCounts {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly status: OwnAd['status'];
}

export interface SellerStats {
  /** The last STATS_DAYS days summed over all the seller's ads, oldest first, today last. */
  readonly days: DayStats[];
  readonly totals: DayCounts;
  /** The seller's published ads and those with counts in those days, most viewed first (at most SELLER_ADS). */
  readonly ads: SellerAdTotals[];
}

const SELLER_ADS = 50;

/** The member dashboard's statistics: the seller's own, per day and per ad. */
export async function sellerStats(deps: StatsDeps, sellerId: number): Promise<SellerStats> {
  const today = bangladeshDay(deps.clock.now());
  const first = addDays(today, 1 - STATS_DAYS);
  const days = await dailyCounts(deps.db, { sellerId }, first, today);
  const ads = await deps.db.query<SellerAdTotals>(
    `SELECT a.id, a.slug, a.title, a.status, coalesce(sum(s.views), 0)::int AS views,
       coalesce(sum(s.phone_reveals), 0)::int AS phone_reveals, coalesce(sum(s.chats), 0)::int AS chats,
       coalesce(sum(s.favorites), 0)::int AS favorites
     FROM ads a LEFT JOIN ad_daily_stats s ON s.ad_id = a.id AND s.day >= $2::date
     WHERE a.user_id = $1 AND (a.status = 'published' OR s.ad_id IS NOT NULL)
     GROUP BY a.id ORDER BY views DESC, a.id DESC LIMIT $3`,
    [sellerId, first, SELLER_ADS],
  );
  return { days, totals: totalOf(days), ads };
}

/** The ad's statistics for its owner: per day, totals, and what each promotion brought. */
export async function adStats(deps: StatsDeps, actor: AdActor, adId: number): Promise<AdStats> {
  const ad = await ownAd(deps.db, actor, adId);
  const today = bangladeshDay(deps.clock.now());
  const days = await dailyCounts(deps.db, { adId: ad.id }, addDays(today, 1 - STATS_DAYS), today);
  return {
    ad: { id: ad.id, slug: ad.slug, title: ad.input.title, status: ad.status },
    days,
    totals: totalOf(days),
    promotions: await promotionResults(deps, ad),
  };
}

/** Each promotion of the ad and its measured lift (core/ad-stats measureLift). */
async function promotionResults(deps: StatsDeps, ad: OwnAd): Promise<PromotionResult[]> {
  // When each promotion was in force: the promotions module's view (migration 028).
  const promotions = await deps.db.query<{ kind: MeasuredPromotion; starts_at: Date; ends_at: Date }>(
    `SELECT kind, starts_at, ends_at FROM promotion_periods WHERE ad_id = $1 AND kind = ANY($2::text[])
     ORDER BY starts_at DESC, promotion_id DESC`,
    [ad.id, [...MEASURED_PROMOTIONS]],
  );
  if (promotions.length === 0 || !ad.publishedAt) return [];
  const publishedAt = new Date(ad.publishedAt);
  const now = deps.clock.now();
  const earliest = promotions.at(-1)?.starts_at ?? now;
  const counts = await dailyCounts(
    deps.db,
    { adId: ad.id },
    addDays(bangladeshDay(earliest), -BASELINE_DAYS - 1),
    bangladeshDay(now),
  );
  const views = new Map(counts.map((c) => [c.day, c.views]));
  return promotions.map((p) => ({
    kind: p.kind,
    startsAt: p.starts_at.toISOString(),
    endsAt: p.ends_at.toISOString(),
    lift: measureLift(views, { startsAt: p.starts_at, endsAt: p.ends_at }, publishedAt, now),
  }));
}

/** How far back comparable promotions are looked for, and how many of the newest are read at most. */
const FORECAST_MONTHS = 6;
const FORECAST_SAMPLE = 2000;

function categorySubtree(category: CategoryDef): number[] {
  return [category.id, ...catalogueIndex.categoryChildren(category).flatMap(categorySubtree)];
}

const placeAt = (path: readonly LocationDef[], level: LocationDef['level']) =>
  path.find((l) => l.level === level)?.id ?? null;

/**
 * Before paying: what comparable ads got from a promotion of `kind` (core/ad-stats forecastFrom), measured from
 * the promotions of other ads in the ad's category family over the last FORECAST_MONTHS, each against its own ad's
 * days before. No ownership check: it tells nothing about the ad itself (the routes check the owner).
 */
export async function forecast(deps: StatsDeps, adId: number, kind: MeasuredPromotion): Promise<AdForecast> {
  const [ad] = await deps.db.query<{ category_id: number; location_id: number }>(
    'SELECT category_id, location_id FROM ads WHERE id = $1',
    [adId],
  );
  const category = ad && catalogueIndex.categoryById(ad.category_id);
  const location = ad && catalogueIndex.locationById(ad.location_id);
  if (!category || !location) throw new AppError('NOT_FOUND');
  const categories = catalogueIndex.categoryAncestors(category);
  const parent = categories.at(-2) ?? null;
  const places = catalogueIndex.locationAncestors(location);
  const scopes = forecastScopes({
    categoryId: category.id,
    parentCategoryId: parent?.id ?? null,
    districtId: placeAt(places, 'district'),
    divisionId: placeAt(places, 'division'),
  });
  const now = deps.clock.now();
  const since = new Date(now.getTime());
  since.setUTCMonth(since.getUTCMonth() - FORECAST_MONTHS);
  // Each promotion with its ad's views from BASELINE_DAYS before it to its end (or now), as [day, views] pairs.
  const rows = await deps.db.query<{
    category_id: number;
    location_id: number;
    published_at: Date;
    starts_at: Date;
    ends_at: Date;
    views: [string, number][];
  }>(
    `SELECT a.category_id, a.location_id, a.published_at, p.starts_at, p.ends_at,
       coalesce((SELECT json_agg(json_build_array(to_char(s.day, 'YYYY-MM-DD'), s.views)) FROM ad_daily_stats s
         WHERE s.ad_id = p.ad_id
           AND s.day >= ((p.starts_at AT TIME ZONE 'UTC') + interval '6 hours')::date - $6::int
           AND s.day <= ((least(p.ends_at, $4::timestamptz) AT TIME ZONE 'UTC') + interval '6 hours')::date),
         '[]') AS views
     FROM promotion_periods p JOIN ads a ON a.id = p.ad_id
     WHERE p.kind = $1 AND p.ad_id <> $2 AND a.category_id = ANY($3::int[]) AND a.published_at IS NOT NULL
       AND p.starts_at >= $5::timestamptz AND p.starts_at < $4::timestamptz
     ORDER BY p.starts_at DESC LIMIT $7`,
    [kind, adId, categorySubtree(parent ?? category), now, since, BASELINE_DAYS + 1, FORECAST_SAMPLE],
  );
  const comparables: ComparableLift[] = [];
  for (const row of rows) {
    const lift = measureLift(
      new Map(row.views),
      { startsAt: row.starts_at, endsAt: row.ends_at },
      row.published_at,
      now,
    );
    const rowCategory = catalogueIndex.categoryById(row.category_id);
    const rowLocation = catalogueIndex.locationById(row.location_id);
    if (lift.status !== 'measured' || !rowCategory || !rowLocation) continue;
    comparables.push({
      ratio: lift.ratio,
      categoryIds: catalogueIndex.categoryAncestors(rowCategory).map((c) => c.id),
      locationIds: catalogueIndex.locationAncestors(rowLocation).map((l) => l.id),
    });
  }
  return { kind, ...forecastFrom(scopes, comparables) };
}

/** The forecast for the owner of the ad (the API and the seller's pages); NOT_FOUND for anyone else. */
export async function ownAdForecast(
  deps: StatsDeps,
  actor: AdActor,
  adId: number,
  kind: MeasuredPromotion,
): Promise<AdForecast> {
  await ownAd(deps.db, actor, adId);
  return forecast(deps, adId, kind);
}
