// The rules of an ad's statistics: which page view counts, the Bangladesh day (+6 h, spec section
// 9) an event belongs to, the lift a promotion brought against the ad's own days before it, and the honest range of
// lifts that comparable ads got (the forecast shown before paying). No I/O: server/modules/ad-stats feeds them.
import { isbot } from 'isbot';

/** What is counted per ad and per day (migration 022 columns). */
export const STATS_EVENTS = ['views', 'phone_reveals', 'chats', 'favorites'] as const;
export type StatsEvent = (typeof STATS_EVENTS)[number];
export type DayCounts = Record<StatsEvent, number>;

/** The promotion kinds of ad_promotions whose effect on views is measured and forecast. */
export const MEASURED_PROMOTIONS = ['top_ad', 'spotlight', 'urgent_ad', 'featured_ad', 'bump_up'] as const;
export type MeasuredPromotion = (typeof MEASURED_PROMOTIONS)[number];

/** Days the seller's list and the ad's statistics page show. */
export const STATS_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;
const BANGLADESH_OFFSET_MS = 6 * 3600 * 1000;

/** The Bangladesh calendar day of an instant (+6 h all year, no daylight saving), as YYYY-MM-DD. */
export function bangladeshDay(at: Date): string {
  return new Date(at.getTime() + BANGLADESH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** When a Bangladesh day starts, in epoch milliseconds. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - BANGLADESH_OFFSET_MS;

/** Every day from `first` to `last`, both included (none when `last` is before `first`). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

// --- Which page views count --------------------------------------------------------------------------------------

/** A visitor seeing an ad again within this time is the same view (reloads, a form posted on the page). */
export const REPEAT_VIEW_MINUTES = 30;

export interface PageVisit {
  /** The signed-in viewer's account, if any. */
  readonly viewerId: number | null;
  readonly userAgent: string | null | undefined;
  /** The `Sec-Purpose` (or `Purpose`) header: a browser's prefetch is not a view. */
  readonly purpose: string | null | undefined;
}

/**
 * A view counts when a person looks at someone else's ad: not the owner checking their own ad, not a crawler or a
 * script (no user agent, or one isbot knows), not a page fetched ahead of a click that may never come.
 */
export function isCountedView(visit: PageVisit, ownerId: number): boolean {
  if (visit.viewerId !== null && visit.viewerId === ownerId) return false;
  if (/prefetch|prerender/i.test(visit.purpose ?? '')) return false;
  return Boolean(visit.userAgent) && !isbot(visit.userAgent);
}

// --- The lift of one promotion against the ad's own days before it ----------------------------------------------

/** Days before a promotion that make its baseline: the last two weeks (older days say less about today). */
export const BASELINE_DAYS = 14;
/** Fewer days before, or fewer views in them, and a ratio says nothing: no lift is claimed. */
export const MIN_BASELINE_DAYS = 3;
export const MIN_BASELINE_VIEWS = 5;

export interface PromotionSpan {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

export type Lift =
  | {
      readonly status: 'measured';
      readonly beforeDays: number;
      readonly beforeViewsPerDay: number;
      readonly duringDays: number;
      readonly duringViewsPerDay: number;
      /** Views per day during the promotion divided by views per day before it. */
      readonly ratio: number;
    }
  /** No whole day of the promotion is over yet. */
  | { readonly status: 'too_early' }
  /** Too few days (or views) before the promotion to compare with: e.g. promoted on the day it was posted. */
  | { readonly status: 'no_baseline' };

/**
 * Measures a promotion's lift from the ad's views per day (missing days had none). Days of the promotion are the
 * days it covered for at least half (a promotion bought at 7 PM does not own that evening's day), up to yesterday;
 * days before are those after the day the ad was published (a partial day, and a new ad's busiest) and before the
 * promotion's first day, the last BASELINE_DAYS of them.
 */
export function measureLift(
  views: ReadonlyMap<string, number>,
  promotion: PromotionSpan,
  publishedAt: Date,
  now: Date,
): Lift {
  const today = bangladeshDay(now);
  const start = promotion.startsAt.getTime();
  const end = Math.min(promotion.endsAt.getTime(), dayStart(today));
  const during = daysFrom(bangladeshDay(promotion.startsAt), addDays(today, -1)).filter((day) => {
    const covered = Math.min(end, dayStart(day) + DAY_MS) - Math.max(start, dayStart(day));
    return covered >= DAY_MS / 2;
  });
  if (during.length === 0) return { status: 'too_early' };
  const firstBefore = addDays(bangladeshDay(publishedAt), 1);
  const before = daysFrom(firstBefore, addDays(bangladeshDay(promotion.startsAt), -1)).slice(-BASELINE_DAYS);
  const sum = (days: string[]) => days.reduce((total, day) => total + (views.get(day) ?? 0), 0);
  const beforeViews = sum(before);
  if (before.length < MIN_BASELINE_DAYS || beforeViews < MIN_BASELINE_VIEWS) return { status: 'no_baseline' };
  const beforeViewsPerDay = beforeViews / before.length;
  const duringViewsPerDay = sum(during) / during.length;
  return {
    status: 'measured',
    beforeDays: before.length,
    beforeViewsPerDay,
    duringDays: during.length,
    duringViewsPerDay,
    ratio: duringViewsPerDay / beforeViewsPerDay,
  };
}

// --- The forecast: the range of lifts comparable ads got ----------------------------------------------------------

/** Fewer comparable promotions than this in a scope and it is widened; in the widest, the forecast says so. */
export const MIN_COMPARABLE = 8;

/** Where comparable ads are looked for: a category (the ad's, or its parent) and a place (or the whole country). */
export interface ForecastScope {
  readonly categoryLevel: 'category' | 'parent';
  readonly categoryId: number;
  readonly locationLevel: 'district' | 'division' | 'country';
  /** null: the whole country. */
  readonly locationId: number | null;
}

/** The ad asking for a forecast: its category and the category's parent, its district and division. */
export interface ForecastAd {
  readonly categoryId: number;
  readonly parentCategoryId: number | null;
  readonly districtId: number | null;
  readonly divisionId: number | null;
}

/**
 * The scopes tried in turn, narrowest first: the same category in the same district, then division, then the whole
 * country; then the parent category in the division, then in the country. Place matters less than the kind of
 * thing sold (a phone in Sylhet is closer to a phone in Dhaka than to a flat in Sylhet), so the category widens last.
 */
export function forecastScopes(ad: ForecastAd): ForecastScope[] {
  const places = [
    ['district', ad.districtId],
    ['division', ad.divisionId],
    ['country', null],
  ] as const;
  const scopes: ForecastScope[] = [];
  for (const [locationLevel, locationId] of places) {
    if (locationLevel !== 'country' && locationId === null) continue;
    scopes.push({ categoryLevel: 'category', categoryId: ad.categoryId, locationLevel, locationId });
  }
  if (ad.parentCategoryId !== null) {
    for (const [locationLevel, locationId] of places.slice(1)) {
      if (locationLevel !== 'country' && locationId === null) continue;
      scopes.push({ categoryLevel: 'parent', categoryId: ad.parentCategoryId, locationLevel, locationId });
    }
  }
  return scopes;
}

/** One measured promotion of another ad: its lift, and the categories and places its ad is in (ancestors too). */
export interface ComparableLift {
  readonly ratio: number;
  readonly categoryIds: readonly number[];
  readonly locationIds: readonly number[];
}

const inScope = (scope: ForecastScope, comparable: ComparableLift) =>
  comparable.categoryIds.includes(scope.categoryId) &&
  (scope.locationId === null || comparable.locationIds.includes(scope.locationId));

/** The q-quantile of sorted values, interpolated between the two nearest (the usual "type 7" definition). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of no values');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (upper - lower) * (position - below);
}

export type Forecast =
  | {
      readonly status: 'range';
      readonly scope: ForecastScope;
      readonly sampleSize: number;
      /** The interquartile range of the lifts (half of the comparable promotions did between them) and the median. */
      readonly low: number;
      readonly median: number;
      readonly high: number;
    }
  | {
      readonly status: 'too_little_data';
      /** The widest scope looked at, and how many comparable promotions it had. */
      readonly scope: ForecastScope;
      readonly sampleSize: number;
    };

/** The forecast for one promotion kind. */
export type AdForecast = Forecast & { readonly kind: MeasuredPromotion };

/**
 * The forecast from the narrowest scope holding at least MIN_COMPARABLE measured promotions: the middle half of
 * their lifts, not a single promised figure, since two similar ads can fare very differently. When even the widest
 * scope has too few, the forecast says there is too little data rather than guess.
 */
export function forecastFrom(scopes: readonly ForecastScope[], comparables: readonly ComparableLift[]): Forecast {
  let widest: { scope: ForecastScope; sampleSize: number } | null = null;
  for (const scope of scopes) {
    const ratios = comparables.filter((c) => inScope(scope, c)).map((c) => c.ratio);
    if (ratios.length >= MIN_COMPARABLE) {
      const sorted = ratios.sort((a, b) => a - b);
      return {
        status: 'range',
        scope,
        sampleSize: sorted.length,
        low: quantile(sorted, 0.25),
        median: quantile(sorted, 0.5),
        high: quantile(sorted, 0.75),
      };
    }
    widest = { scope, sampleSize: ratios.length };
  }
  if (!widest) throw new RangeError('a forecast needs at least one scope');
  return { status: 'too_little_data', ...widest };
}
